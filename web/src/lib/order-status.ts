import type { RefundStatus } from '../gql/graphql';

export const ORDER_STATUS_LABELS = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[number] | 'Unknown';

/** Spec section 4: the five statuses by name; anything else shows as "Unknown". */
export function orderStatusLabel(status: string | null | undefined): OrderStatusLabel {
  return (ORDER_STATUS_LABELS as readonly string[]).includes(status ?? '') ? (status as OrderStatusLabel) : 'Unknown';
}

/** The badge colour of each status; the label always says it too. */
export const ORDER_STATUS_COLORS: Record<OrderStatusLabel, string> = {
  Pending: 'yellow',
  Processing: 'blue',
  Shipped: 'purple',
  Delivered: 'green',
  Cancelled: 'red',
  Unknown: 'gray',
};

/** Who reads where a refund stands: the customer it is owed to, or the shop whose order it was. */
export type RefundReader = 'customer' | 'shop';

// A failed refund is the marketplace's to resolve (an admin retries it), so the customer is told
// it is being handled rather than that it failed.
const REFUND_LABELS: Record<RefundReader, Record<RefundStatus, string>> = {
  customer: { Pending: 'Refund pending', Refunded: 'Refunded', Failed: "Refund delayed: we're on it" },
  shop: { Pending: 'Refund pending', Refunded: 'Refunded', Failed: 'Refund failed' },
};

const REFUND_COLORS: Record<RefundStatus, string> = { Pending: 'yellow', Refunded: 'green', Failed: 'orange' };

/** What a cancelled order's refund reads as for `reader`, or null when there is none to show. */
export function refundStatusBadge(status: RefundStatus | null | undefined, reader: RefundReader): { label: string; color: string } | null {
  const label = status ? REFUND_LABELS[reader][status] : undefined;
  return status && label ? { label, color: REFUND_COLORS[status] } : null;
}
