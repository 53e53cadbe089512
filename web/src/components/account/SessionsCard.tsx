import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../lib/format';
import { Badge, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormAlert } from '../ui/FormAlert';
import { useSessions } from './account.hooks';

const SIGNED_IN_ON: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A short name for a User-Agent: the browser and the system, as far as they can be told. */
export function deviceName(i18n: I18n, userAgent: string | null): string {
  if (!userAgent) return i18n._(msg`Unknown device`);
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null; // i18n-ignore: product names
  const system = /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Mac OS X/.test(userAgent) ? 'macOS' : /Windows/.test(userAgent) ? 'Windows' : /Linux/.test(userAgent) ? 'Linux' : null; // i18n-ignore: product names
  return browser && system ? i18n._(msg`${browser} on ${system}`) : browser ?? system ?? userAgent.slice(0, 60);
}

/** Where the account is signed in, with a way to sign out one device or all of them. */
export function SessionsCard() {
  const { sessions, loading, failure, revoke, signOutEverywhere, endingAll } = useSessions();
  const { i18n, t } = useLingui();
  const format = useFormat();

  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg">
          {t`Where you're signed in`}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {failure && <FormAlert status="error">{failure}</FormAlert>}
          {loading && !sessions && <Text color="fg.muted">{t`Loading sessions…`}</Text>}
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {sessions?.map((session) => {
              const device = deviceName(i18n, session.userAgent ?? null);
              const when = format.date(session.createdAt, SIGNED_IN_ON);
              const ip = session.ip;
              return (
              <HStack as="li" key={session.id} justify="space-between" gap="4" borderBottomWidth="1px" pb="3">
                <Stack gap="0">
                  <HStack gap="2">
                    <Text fontWeight="semibold">{device}</Text>
                    {session.current && <Badge colorPalette="green">{t`This device`}</Badge>}
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {ip ? t`Signed in ${when} from ${ip}` : t`Signed in ${when}`}
                  </Text>
                </Stack>
                {!session.current && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t`Sign out ${device}, signed in ${when}`}
                    onClick={() => void revoke(session.id)}
                  >
                    {t`Sign out`}
                  </Button>
                )}
              </HStack>
              );
            })}
          </Stack>
          <Button colorPalette="red" variant="outline" alignSelf="flex-start" loading={endingAll} loadingText={t`Signing out…`} onClick={() => void signOutEverywhere()}>
            {t`Sign out everywhere`}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
