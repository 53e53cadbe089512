import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../ui/FormAlert';
import { useSessions } from './account.hooks';

const signedInOn = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** A short name for a User-Agent: the browser and the system, as far as they can be told. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : null;
  return browser && system ? `${browser} on ${system}` : browser ?? system ?? userAgent.slice(0, 60);
}

/** Where the account is signed in, with a way to sign out one device or all of them. */
export function SessionsCard() {
  const { sessions, loading, failure, revoke, signOutEverywhere, endingAll } = useSessions();

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          Where you're signed in
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {failure && <FormAlert status="error">{failure}</FormAlert>}
          {loading && !sessions && <Text color="fg.muted">Loading sessions…</Text>}
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {sessions?.map((session) => (
              <HStack as="li" key={session.id} justify="space-between" gap="4" borderBottomWidth="1px" pb="3">
                <Stack gap="0">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{deviceName(session.userAgent ?? null)}</Text>
                    {session.current && <Badge colorPalette="green">This device</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    Signed in {signedInOn.format(new Date(session.createdAt))}
                    {session.ip ? ` from ${session.ip}` : ''}
                  </Text>
                </Stack>
                {!session.current && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Sign out ${deviceName(session.userAgent ?? null)}, signed in ${signedInOn.format(new Date(session.createdAt))}`}
                    onClick={() => void revoke(session.id)}
                  >
                    Sign out
                  </Button>
                )}
              </HStack>
            ))}
          </Stack>
          <Button colorPalette="red" variant="outline" alignSelf="flex-start" loading={endingAll} loadingText="Signing out…" onClick={() => void signOutEverywhere()}>
            Sign out everywhere
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
