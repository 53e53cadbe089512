import type { PayoutAccountStatus, TransferState } from '../gql/graphql';

/** What people read for each state of an order's transfer to its shop (vendor and admin pages). */
export const TRANSFER_STATE_LABELS: Record<TransferState, string> = {
  Waiting: 'Waiting for payouts setup',
  Pending: 'Queued',
  Sending: 'Sending',
  Transferred: 'Transferred',
  Failed: 'Failed',
  Cancelled: 'Cancelled (not sent)',
  Reversing: 'Being reversed',
  Reversed: 'Reversed',
  ReversalFailed: 'Reversal failed',
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

export const ACCOUNT_STATUS_LABELS: Record<PayoutAccountStatus, string> = {
  NotConnected: 'Not set up',
  Onboarding: 'Onboarding not finished',
  Restricted: 'Restricted by Stripe',
  Active: 'Active',
};
