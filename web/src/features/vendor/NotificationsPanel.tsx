import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBell, LuCheck } from 'react-icons/lu';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { AppLink } from '../../components/ui/AppLink';
import { FormAlert } from '../../components/ui/FormAlert';
import type { NotificationFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from './date-format.util';
import { useFormat } from '../../lib/format';
import { useVendorNotifications } from './vendor.hooks';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';

function NotificationItem({
  notification,
  busy,
  onMarkRead,
}: {
  notification: NotificationFieldsFragment;
  busy: boolean;
  onMarkRead: () => void;
}) {
  const { t } = useLingui();
  const { locale, moneyCents } = useFormat();
  const unread = !notification.readAt;
  // A new order's message worded here from its figures, in the reader's language (the API stores it in English).
  const { orderId, itemCount, totalCents } = notification;
  const message =
    orderId && itemCount != null && totalCents != null
      ? t`New order #${orderId.slice(-6).toUpperCase()}: ${plural(itemCount, { one: '# item', other: '# items' })}, ${moneyCents(totalCents)}`
      : notification.message;
  return (
    <Box
      as="li"
      p={3}
      borderWidth="1px"
      borderStartWidth={unread ? '4px' : '1px'}
      borderStartColor={unread ? 'brand.solid' : undefined}
      borderRadius="md"
      bg={unread ? 'brand.subtle' : undefined}
      data-unread={unread || undefined}
    >
      <Flex gap={3} justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={1} flex="1" minW="0">
          <HStack gap={2} wrap="wrap">
            {/* Unread is said in words, not only by the colour and the border. */}
            {unread ? (
              <Badge colorPalette="brand" variant="solid" size="sm">
                {t`New`}
              </Badge>
            ) : (
              <Text as="span" srOnly>
                {t`Read.`}
              </Text>
            )}
            <Text fontWeight={unread ? 'semibold' : 'normal'}>{message}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt, locale)}</time>
            {notification.orderId && (
              <>
                {' · '}
                <AppLink to="/vendor/orders" color="brand.fg">
                  {t`View orders`}
                </AppLink>
              </>
            )}
          </Text>
        </Stack>
        {unread && (
          <Button
            size="xs"
            variant="outline"
            onClick={onMarkRead}
            disabled={busy}
            aria-label={t`Mark as read: ${message}`}
          >
            <LuCheck aria-hidden="true" />
            {t`Mark as read`}
          </Button>
        )}
      </Flex>
    </Box>
  );
}

/** Live order notifications on the vendor dashboard, with the stored ones below. */
export function NotificationsPanel() {
  const { t } = useLingui();
  const { notifications, unreadCount, loading, error, liveError, markAllRead, markOneRead, marking, markError } =
    useVendorNotifications();

  let body: React.ReactNode;
  if (!notifications && loading) {
    body = <LoadingMessage>{t`Loading notifications...`}</LoadingMessage>;
  } else if (!notifications) {
    body = <ErrorBanner>{t`Failed to load notifications.`}</ErrorBanner>;
  } else if (notifications.length === 0) {
    body = <EmptyMessage>{t`No notifications yet. New orders will appear here as they come in.`}</EmptyMessage>;
  } else {
    body = (
      <Stack as="ul" gap={2} listStyleType="none" m={0} p={0} aria-label={t`Notifications`}>
        {notifications.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            busy={marking}
            onMarkRead={() => void markOneRead(notification.id)}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Card.Root as="section" aria-labelledby="notifications-title" variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="center" gap={3} wrap="wrap">
          <HStack gap={2}>
            <LuBell aria-hidden="true" />
            <Heading as="h2" id="notifications-title" size="lg">
              {t`Notifications`}
            </Heading>
            {/* Live so a screen reader hears the count change when an order comes in. */}
            <Badge
              colorPalette={unreadCount > 0 ? 'red' : 'gray'}
              variant={unreadCount > 0 ? 'solid' : 'subtle'}
              aria-live="polite"
              data-testid="unread-count"
            >
              {t`${unreadCount} unread`}
            </Badge>
          </HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void markAllRead()}
            disabled={unreadCount === 0 || marking}
            loading={marking}
          >
            {t`Mark all as read`}
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body gap={3}>
        {liveError && (
          <FormAlert status="warning">
            {t`Live notifications are unavailable right now. Reload the page to try again.`}
          </FormAlert>
        )}
        {error && notifications && <ErrorBanner>{t`Failed to load notifications.`}</ErrorBanner>}
        {markError && <FormAlert status="error">{markError}</FormAlert>}
        {body}
      </Card.Body>
    </Card.Root>
  );
}
