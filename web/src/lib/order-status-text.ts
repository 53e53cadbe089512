import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The five order statuses (spec section 4) as people read them in the vendor and admin workspaces,
 * as messages (useLingui()'s i18n._); the API's value is shown as is for anything else.
 */
const ORDER_STATUS_TEXT: Record<string, MessageDescriptor> = {
  Pending: msg`Pending`,
  Processing: msg`Processing`,
  Shipped: msg`Shipped`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
};

/** An order status in the reader's language. */
export function orderStatusText(status: string, translate: (message: MessageDescriptor) => string): string {
  const message = ORDER_STATUS_TEXT[status];
  return message ? translate(message) : status;
}
