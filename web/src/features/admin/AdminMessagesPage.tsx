import { Badge, Box, Button, Card, Container, Heading, HStack, Link, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { errorMessage } from '../../lib/error-message.util';
import { useContactMessages } from './messages.hooks';
import { useFormat } from '../../lib/format';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

export const meta: PageMetaProps = {
  title: msg`Messages — Admin`,
  description: msg`Messages visitors sent with the contact form, each marked read or unread.`,
};

/** "Nov 24, 2026, 3:04 p.m." (fr-CA "24 nov. 2026, 15 h 04"). */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** /admin/messages: what visitors sent with the contact form, newest first, each marked read or unread. */
export default function AdminMessagesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const { messages, unreadCount, loading, error, more, setRead } = useContactMessages(unreadOnly);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggle(id: string, read: boolean) {
    setBusy(id);
    setFailure(null);
    const outcome = await setRead(id, read);
    setBusy(null);
    if (!outcome.ok) setFailure(outcome.message);
  }

  let body: React.ReactNode;
  if (!messages && loading) body = <LoadingMessage>{t`Loading messages...`}</LoadingMessage>;
  else if (!messages) body = <ErrorBanner>{errorMessage(error, t`Failed to load the messages.`)}</ErrorBanner>;
  else if (messages.length === 0) body = <EmptyMessage>{unreadOnly ? t`No unread messages.` : t`No messages yet.`}</EmptyMessage>;
  else {
    body = (
      <Stack gap={4}>
        <Stack as="ul" gap={3} listStyleType="none" aria-label={t`Contact messages`}>
          {messages.map((message) => (
            <Card.Root as="li" key={message.id} variant={message.read ? 'outline' : 'elevated'} borderLeftWidth={message.read ? undefined : '4px'} borderLeftColor="brand.solid">
              <Card.Body gap={2}>
                <HStack justify="space-between" align="start" wrap="wrap" gap={2}>
                  <Box minW={0}>
                    <Text fontWeight="semibold">
                      {message.name}{' '}
                      {!message.read && (
                        <Badge colorPalette="brand" ms={1}>
                          {t`Unread`}
                        </Badge>
                      )}
                    </Text>
                    <Link href={`mailto:${message.senderEmail}`} color="brand.fg" fontSize="sm" wordBreak="break-all">
                      {message.senderEmail}
                    </Link>
                  </Box>
                  <Text color="fg.muted" fontSize="sm">
                    <time dateTime={message.createdAt}>{format.date(message.createdAt, WHEN)}</time>
                  </Text>
                </HStack>
                <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {message.message}
                </Text>
                <Box>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === message.id}
                    disabled={busy !== null}
                    onClick={() => void toggle(message.id, !message.read)}
                    aria-label={message.read ? t`Mark as unread: message from ${message.name}` : t`Mark as read: message from ${message.name}`}
                  >
                    {message.read ? t`Mark as unread` : t`Mark as read`}
                  </Button>
                </Box>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
        <LoadMoreFooter itemsLabel="messages" state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            {t`Messages`}
          </Heading>
          <Text color="fg.muted">
            {t`Sent with the contact form; each is also mailed to every admin.`} {unreadCount !== undefined && t`${unreadCount} unread.`}
          </Text>
        </Stack>
        <Switch.Root checked={unreadOnly} onCheckedChange={(details) => setUnreadOnly(details.checked)}>
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t`Unread only`}</Switch.Label>
        </Switch.Root>
        {failure && <FormAlert status="error">{failure}</FormAlert>}
        {body}
      </Stack>
    </Container>
  );
}
