import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayoutAccountStatus, TransferState } from '../gql/graphql';

/** What people read for each state of an order's transfer to its shop (vendor and admin pages), as messages (i18n._). */
export const TRANSFER_STATE_LABELS: Record<TransferState, MessageDescriptor> = {
  Waiting: msg`Waiting for payouts setup`,
  Pending: msg`Queued`,
  Sending: msg`Sending`,
  Transferred: msg`Transferred`,
  Failed: msg`Failed`,
  Cancelled: msg`Cancelled (not sent)`,
  Reversing: msg`Being reversed`,
  Reversed: msg`Reversed`,
  ReversalFailed: msg`Reversal failed`,
};

export const TRANSFER_STATE_COLORS: Record<TransferState, string> = {
  Waiting: 'yellow',
  Pending: 'blue',
  Sending: 'blue',
  Transferred: 'green',
  Failed: 'red',
  Cancelled: 'gray',
  Reversing: 'orange',
  Reversed: 'gray',
  ReversalFailed: 'red',
};

export const ACCOUNT_STATUS_LABELS: Record<PayoutAccountStatus, MessageDescriptor> = {
  NotConnected: msg`Not set up`,
  Onboarding: msg`Onboarding not finished`,
  Restricted: msg`Restricted by Stripe`,
  Active: msg`Active`,
};

/** Turns a message into the reader's language (useLingui()'s i18n._). */
export type Translate = (message: MessageDescriptor) => string;
