export const ORDER_STATUS_LABELS = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[number] | 'Unknown';

/** Spec section 4: the five statuses by name; anything else shows as "Unknown". */
export function orderStatusLabel(status: string | null | undefined): OrderStatusLabel {
  return (ORDER_STATUS_LABELS as readonly string[]).includes(status ?? '') ? (status as OrderStatusLabel) : 'Unknown';
}
