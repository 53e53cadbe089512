import type { OrderStatus } from '../../gql/graphql';

export type OrderAction = 'ship' | 'deliver' | 'cancel';

/** The status each button moves an order to. */
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

const ACTIONS = Object.keys(ACTION_TARGET) as OrderAction[];

/**
 * The buttons a vendor sees for an order: one for each of the order's next statuses (`nextStatuses`,
 * from the API's transition table) that has a button here, in the API's order. Processing has none:
 * the spec shows a vendor only shipping and cancelling (and delivering once shipped).
 */
export function orderActions(nextStatuses: readonly OrderStatus[]): OrderAction[] {
  return nextStatuses.flatMap((status) => ACTIONS.filter((action) => ACTION_TARGET[action] === status));
}

export const ORDER_STATUS_FILTERS: OrderStatus[] = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];
