import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderStatus } from '../../gql/graphql';

export type OrderAction = 'ship' | 'deliver' | 'cancel';

/** The status each button moves an order to. */
export const ACTION_TARGET: Record<OrderAction, OrderStatus> = {
  ship: 'Shipped', // i18n-ignore
  deliver: 'Delivered', // i18n-ignore
  cancel: 'Cancelled', // i18n-ignore
};

/** Each button's text, as a message (useLingui()'s i18n._). */
export const ACTION_LABEL: Record<OrderAction, MessageDescriptor> = {
  ship: msg`Mark as Shipped`,
  deliver: msg`Mark as Delivered`,
  cancel: msg`Cancel Order`,
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

// i18n-ignore: the API's values; the page shows each in the reader's language.
export const ORDER_STATUS_FILTERS: OrderStatus[] = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];
