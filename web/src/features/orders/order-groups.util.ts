/** The fields grouping needs; the page's orders carry many more. */
export interface GroupableOrder {
  id: string;
  paymentId: string | null;
  createdAt: string;
  totalCents: number;
  vendor: { id: string };
}

export interface CheckoutGroup<TOrder extends GroupableOrder> {
  /** The payment id, or the order id for an order without one. */
  key: string;
  /** The orders of one checkout, one per shop, in the order the API listed them. */
  orders: TOrder[];
  /** When the checkout was placed (its newest order; a checkout's orders share a moment). */
  createdAt: string;
  shopCount: number;
  /** What the checkout charged: the orders' totals add up to it to the cent. */
  totalCents: number;
}

/**
 * Groups orders by the checkout (payment) they came from. Groups keep the API's newest-first
 * order, placed where their first order appears, so a later page that brings more orders of
 * a checkout already shown adds them to its group.
 */
export function groupOrdersByCheckout<TOrder extends GroupableOrder>(orders: readonly TOrder[]): CheckoutGroup<TOrder>[] {
  const groups = new Map<string, CheckoutGroup<TOrder>>();
  for (const order of orders) {
    const key = order.paymentId ?? `order:${order.id}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, orders: [], createdAt: order.createdAt, shopCount: 0, totalCents: 0 };
      groups.set(key, group);
    }
    group.orders.push(order);
    group.totalCents += order.totalCents;
    if (order.createdAt > group.createdAt) group.createdAt = order.createdAt;
  }
  for (const group of groups.values()) {
    group.shopCount = new Set(group.orders.map((order) => order.vendor.id)).size;
  }
  return [...groups.values()];
}
