import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback } from 'react';
import { commerceToaster } from '../../components/ui/commerce-toaster';
import {
  GetVendorDashboardQuery,
  ListMyNotificationsQuery,
  MarkNotificationsReadMutation,
  OnVendorNotificationSubscription,
} from './vendor.operations';

/** How many stored notifications the dashboard lists. */
export const NOTIFICATIONS_SHOWN = 20;

const listVariables = { first: NOTIFICATIONS_SHOWN };

/**
 * The vendor's notifications: the stored list (newest first) with the unread count, kept
 * live by the vendorNotifications subscription. Each pushed notification raises a toast,
 * goes to the top of the list and refreshes the dashboard's figures (a new order changes
 * the revenue).
 */
export function useVendorNotifications() {
  const list = useQuery(ListMyNotificationsQuery, { variables: listVariables, fetchPolicy: 'cache-and-network' });

  const live = useSubscription(OnVendorNotificationSubscription, {
    onData: ({ client, data }) => {
      const notification = data.data?.vendorNotifications;
      if (!notification) return;
      commerceToaster.create({ type: 'info', title: 'New order', description: notification.message, duration: 8000 });
      client.cache.updateQuery({ query: ListMyNotificationsQuery, variables: listVariables }, (previous) => {
        // Not loaded yet: its own request will bring this notification.
        if (!previous) return undefined;
        if (previous.myNotifications.some((shown) => shown.id === notification.id)) return undefined;
        return {
          myNotifications: [notification, ...previous.myNotifications].slice(0, NOTIFICATIONS_SHOWN),
          unreadNotificationCount: previous.unreadNotificationCount + (notification.readAt ? 0 : 1),
        };
      });
      void client.refetchQueries({ include: [GetVendorDashboardQuery] }).catch(() => undefined);
    },
  });

  const [markRead, markState] = useMutation(MarkNotificationsReadMutation, {
    // The server sets readAt; read the list back rather than guess its clock.
    refetchQueries: [{ query: ListMyNotificationsQuery, variables: listVariables }],
    awaitRefetchQueries: true,
  });

  const markAllRead = useCallback(() => markRead({ variables: {} }), [markRead]);
  const markOneRead = useCallback((id: string) => markRead({ variables: { ids: [id] } }), [markRead]);

  return {
    notifications: list.data?.myNotifications,
    unreadCount: list.data?.unreadNotificationCount ?? 0,
    loading: list.loading,
    error: list.error,
    /** The subscription failed (refused or the socket gave up): pushes will not arrive. */
    liveError: live.error,
    markAllRead,
    markOneRead,
    marking: markState.loading,
  };
}
