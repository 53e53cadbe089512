import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import { GetCheckoutConfirmationQuery, GetOrderReceiptQuery, ListMyOrdersQuery } from './orders.operations';

const PAGE_SIZE = 10;

/** The customer's orders, newest first, a page at a time. */
export function useMyOrders() {
  // Orders change status while the customer is away: always ask the server.
  const { data, loading, error, fetchMore } = useQuery(ListMyOrdersQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.myOrders,
    setConnection: (result, myOrders) => ({ ...result, myOrders }),
  });
  return { orders: data?.myOrders.nodes, loading, error, more };
}

/** One order for its receipt: the caller's own (customer or shop) or any for an admin. */
export function useOrderReceipt(orderId: string) {
  const { data, loading, error } = useQuery(GetOrderReceiptQuery, { variables: { id: orderId } });
  return { order: data?.order, loading, error };
}

/** One of the customer's checkouts, as confirmed after paying. */
export function useCheckoutConfirmation(paymentId: string) {
  const { data, loading, error } = useQuery(GetCheckoutConfirmationQuery, { variables: { paymentId } });
  return { confirmation: data?.checkoutConfirmation, loading, error };
}
