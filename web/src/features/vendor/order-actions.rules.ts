import type { OrderStatus } from '../../gql/graphql';

export type OrderAction = 'ship' | 'deliver' | 'cancel';

/**
 * The buttons a vendor sees for an order in each status, following the API's transition
 * table: Shipped from Pending or Processing, Delivered only after Shipped, Cancelled from
 * anything but Delivered (and Cancelled itself). An unknown status offers nothing.
 */
export function orderActions(status: string): OrderAction[] {
  switch (status as OrderStatus) {
    case 'Pending':
    case 'Processing':
      return ['ship', 'cancel'];
    case 'Shipped':
      return ['deliver', 'cancel'];
    default:
      return [];
  }
}

export const ACTION_TARGET: Record<OrderAction, OrderStatus> = {
  ship: 'Shipped',
  deliver: 'Delivered',
  cancel: 'Cancelled',
};

export const ACTION_LABEL: Record<OrderAction, string> = {
  ship: 'Mark as Shipped',
  deliver: 'Mark as Delivered',
  cancel: 'Cancel Order',
};

export const ORDER_STATUS_FILTERS: OrderStatus[] = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];
