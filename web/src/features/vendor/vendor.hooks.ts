import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import { commerceToaster } from '../../components/ui/commerce-toaster';
import type { OrderStatus, ProductInput, VendorOrderFieldsFragment, VendorProductFieldsFragment } from '../../gql/graphql';
import { failed, succeeded, type Outcome } from '../../lib/outcome';
import { useImageUpload } from './image-upload.hook';
import { ACTION_TARGET, type OrderAction } from './order-actions.rules';
import { serverMessage, vendorErrorMessage } from './vendor-error.util';
import {
  CreateProductMutation,
  DeleteProductMutation,
  GetMyVendorIdQuery,
  GetVendorDashboardQuery,
  ListMyNotificationsQuery,
  ListMyProductsQuery,
  ListVendorOrdersQuery,
  MarkNotificationsReadMutation,
  OnVendorNotificationSubscription,
  UpdateOrderStatusMutation,
  UpdateProductMutation,
} from './vendor.operations';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

// The vendor area's data. Failures resolve to the server's message where it explains a refusal
// (BAD_USER_INPUT, FORBIDDEN, NOT_FOUND, a refused photo), else the spec's text.

const PRODUCTS_PAGE_SIZE = 20;
const ORDERS_PAGE_SIZE = 10;

/** The shop's figures from real sales. */
export function useVendorDashboard() {
  // Figures change with every order: always ask the server, show the cache meanwhile.
  const { data, loading } = useQuery(GetVendorDashboardQuery, { fetchPolicy: 'cache-and-network' });
  return { dashboard: data?.vendorDashboard, loading };
}

/**
 * The shop's products, searched by name or category (empty: all), a page at a time, with the
 * shop's id for the "View Store" link. `deleteProduct` evicts the product from the cache, so it
 * leaves every list that held it (this one, the inventory's low-stock list), and refreshes the
 * dashboard's count.
 */
export function useMyProducts(q: string) {
  const { t } = useLingui();
  const { data, loading, fetchMore } = useQuery(ListMyProductsQuery, {
    variables: { q: q || null, first: PRODUCTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.myProducts,
    setConnection: (result, myProducts) => ({ ...result, myProducts }),
  });
  const { data: me } = useQuery(GetMyVendorIdQuery);
  const [deleteProductMutation, deleteState] = useMutation(DeleteProductMutation, {
    refetchQueries: [GetVendorDashboardQuery],
  });

  const deleteProduct = useCallback(
    async (product: VendorProductFieldsFragment): Promise<Outcome> => {
      try {
        await deleteProductMutation({
          variables: { id: product.id },
          update: (cache, { data: result }) => {
            if (!result?.deleteProduct) return;
            cache.evict({ id: cache.identify(product) });
            cache.gc();
          },
        });
        return succeeded(undefined);
      } catch (error) {
        return failed(vendorErrorMessage(error, t`Failed to delete product.`));
      }
    },
    [deleteProductMutation],
  );

  return {
    products: data?.myProducts.nodes,
    loading,
    more,
    vendorId: me?.me?.vendor?.id,
    deleteProduct,
    deleting: deleteState.loading,
  };
}

/**
 * Saves a product the way both forms do: the photo (if one was picked) goes to
 * POST /media/uploads first, then createProduct / updateProduct carries its id. Queries on
 * screen that count or list products are refetched; an edited product updates in the cache
 * by its id. `failure` is the form's text for a failure the server does not explain.
 */
export function useSaveProduct(failure: string) {
  const upload = useImageUpload();
  const refetchQueries = [ListMyProductsQuery, GetVendorDashboardQuery];
  const [createProduct] = useMutation(CreateProductMutation, { refetchQueries });
  const [updateProduct] = useMutation(UpdateProductMutation, { refetchQueries });
  // Upload and mutation together: the form stays busy through both.
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async ({
      id,
      input,
      file,
    }: {
      id?: string;
      input: ProductInput;
      file: File | null;
    }): Promise<Outcome<VendorProductFieldsFragment | undefined>> => {
      setSaving(true);
      try {
        const imageIds = file ? [(await upload(file)).id] : undefined;
        const withImages = imageIds ? { ...input, imageIds } : input;
        if (id) {
          const { data } = await updateProduct({ variables: { id, input: withImages } });
          return succeeded(data?.updateProduct);
        }
        const { data } = await createProduct({ variables: { input: withImages } });
        return succeeded(data?.createProduct);
      } catch (error) {
        return failed(vendorErrorMessage(error, failure));
      } finally {
        setSaving(false);
      }
    },
    [upload, createProduct, updateProduct, failure],
  );

  return { save, saving };
}

const UPDATE_FAILED = msg`Failed to update order status.`;

/**
 * The shop's orders, newest first, optionally of one status, a page at a time, with moving an
 * order to its next status. The returned order updates its card through the cache (same id);
 * under a status filter the list is read again, as the order may no longer belong in it.
 * Cancelling changes the revenue, so the dashboard reads it again when next shown. One order
 * moves at a time per card (`busyId`); a failed move leaves a message on its card.
 */
export function useVendorOrders(status: OrderStatus | '') {
  const { i18n } = useLingui();
  const { data, loading, fetchMore, refetch } = useQuery(ListVendorOrdersQuery, {
    variables: { first: ORDERS_PAGE_SIZE, status: status || null },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.vendorOrders,
    setConnection: (result, vendorOrders) => ({ ...result, vendorOrders }),
  });
  const [updateOrderStatus] = useMutation(UpdateOrderStatusMutation, {
    refetchQueries: [GetVendorDashboardQuery],
  });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ orderId: string; message: string } | null>(null);

  const move = useCallback(
    async (order: VendorOrderFieldsFragment, action: OrderAction) => {
      setFailure(null);
      setBusyId(order.id);
      try {
        await updateOrderStatus({ variables: { id: order.id, status: ACTION_TARGET[action] } });
        if (status) await refetch().catch(() => undefined);
      } catch (error) {
        const detail = serverMessage(error);
        setFailure({ orderId: order.id, message: detail ? `${i18n._(UPDATE_FAILED)} ${detail}` : i18n._(UPDATE_FAILED) });
      } finally {
        setBusyId(null);
      }
    },
    [updateOrderStatus, status, refetch],
  );

  return {
    orders: data?.vendorOrders.nodes,
    loading,
    more,
    busyId,
    /** The message of the order's last failed move, or null. */
    errorOf: (orderId: string) => (failure?.orderId === orderId ? failure.message : null),
    move,
  };
}

/** How many stored notifications the dashboard lists. */
export const NOTIFICATIONS_SHOWN = 20;

const listVariables = { first: NOTIFICATIONS_SHOWN };
const MARK_FAILED = msg`Failed to update notifications.`;

/**
 * The vendor's notifications: the stored list (newest first) with the unread count, kept
 * live by the vendorNotifications subscription. Each pushed notification raises a toast,
 * goes to the top of the list and refreshes the dashboard's figures (a new order changes
 * the revenue). Marking read reports a failure in `markError` until the next attempt.
 */
export function useVendorNotifications() {
  const { t, i18n } = useLingui();
  const list = useQuery(ListMyNotificationsQuery, { variables: listVariables, fetchPolicy: 'cache-and-network' });

  const live = useSubscription(OnVendorNotificationSubscription, {
    onData: ({ client, data }) => {
      const notification = data.data?.vendorNotifications;
      if (!notification) return;
      commerceToaster.create({ type: 'info', title: t`New order`, description: notification.message, duration: 8000 });
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
  const [markError, setMarkError] = useState<string | null>(null);

  const mark = useCallback(
    async (ids?: string[]) => {
      setMarkError(null);
      try {
        await markRead({ variables: ids ? { ids } : {} });
      } catch {
        setMarkError(i18n._(MARK_FAILED));
      }
    },
    [markRead],
  );
  const markAllRead = useCallback(() => mark(), [mark]);
  const markOneRead = useCallback((id: string) => mark([id]), [mark]);

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
    markError,
  };
}
