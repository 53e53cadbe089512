import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CALENDAR_TIME_ZONE } from '../../common/calendar';
import { PageInfo } from '../../common/pagination';
import { COMMISSION_RULE, MAX_COMMISSION_PERCENT } from './commission';

export enum PayoutAccountStatus {
  NotConnected = 'NotConnected',
  Onboarding = 'Onboarding',
  Restricted = 'Restricted',
  Active = 'Active',
}

registerEnumType(PayoutAccountStatus, {
  name: 'PayoutAccountStatus',
  description: "Where a shop's payout account stands.",
  valuesConfig: {
    NotConnected: { description: 'The shop has not set up payouts: its transfers wait.' },
    Onboarding: { description: 'Set up started; the provider still needs the details asked for in onboarding.' },
    Restricted: { description: 'Details submitted, but the provider does not allow payouts yet (see requirements).' },
    Active: { description: 'Transfers and payouts are enabled.' },
  },
});

export enum TransferState {
  Waiting = 'waiting',
  Pending = 'pending',
  Sending = 'sending',
  Transferred = 'succeeded',
  Failed = 'failed',
  Cancelled = 'cancelled',
  Reversing = 'reversing',
  Reversed = 'reversed',
  ReversalFailed = 'reversal_failed',
}

registerEnumType(TransferState, {
  name: 'TransferState',
  description: "Where an order's transfer to its shop stands.",
  valuesConfig: {
    Waiting: { description: 'The shop cannot receive transfers yet (payouts not set up); sent when it can.' },
    Pending: { description: 'Queued to be sent (or retried after a failed attempt).' },
    Sending: { description: 'Being sent to the provider.' },
    Transferred: { description: "In the shop's payout account." },
    Failed: { description: 'The provider refused it or every attempt failed; an admin may retry it.' },
    Cancelled: { description: 'The order was cancelled before the transfer was sent: it never will be.' },
    Reversing: { description: 'The order was cancelled after the transfer: it is being taken back.' },
    Reversed: { description: 'The order was cancelled after the transfer, and the transfer was taken back.' },
    ReversalFailed: { description: 'Taking the transfer back failed; an admin may retry it.' },
  },
});

@ObjectType({ description: "A shop's payout account (Stripe Connect Express, or Test mode)." })
export class PayoutAccount {
  @Field(() => PayoutAccountStatus, { description: 'Where the account stands.' })
  status!: PayoutAccountStatus;

  @Field(() => Boolean, { description: 'True in Test mode: no Stripe keys, onboarding completes at once and no money moves.' })
  testMode!: boolean;

  @Field(() => Boolean, { description: 'The provider lets the account accept charges.' })
  chargesEnabled!: boolean;

  @Field(() => Boolean, { description: 'The provider lets the account receive transfers and pay out to its bank.' })
  payoutsEnabled!: boolean;

  @Field(() => Boolean, { description: 'The vendor completed the onboarding form.' })
  detailsSubmitted!: boolean;

  @Field(() => [String], { description: "What the provider still requires (Stripe's requirements.currently_due), e.g. external_account." })
  requirements!: string[];
}

@ObjectType({ description: 'Where a shop is sent to set up (or finish setting up) payouts.' })
export class PayoutOnboarding {
  @Field(() => String, { description: "Open this URL: Stripe's hosted onboarding, or in Test mode (already complete) the payouts page." })
  url!: string;

  @Field(() => Boolean, { description: 'True in Test mode.' })
  testMode!: boolean;
}

@ObjectType({ description: "A shop's balances, in cents: sums over the ledger, never stored counters." })
export class PayoutBalance {
  @Field(() => Int, { description: 'Paid by customers and held by the platform, not transferred yet (net of commission).' })
  pendingCents!: number;

  @Field(() => Int, { description: "Transferred to the shop's payout account and not paid out to its bank yet." })
  transferredCents!: number;

  @Field(() => Int, { description: "Paid out to the shop's bank." })
  paidOutCents!: number;

  @Field(() => Int, { description: "Given back to customers for the shop's cancelled orders." })
  refundedCents!: number;

  @Field(() => Int, { description: "The platform's commission on the shop's orders (net of commission given back with refunds)." })
  commissionCents!: number;
}

@ObjectType({ description: `The transfer of one order's money to its shop. ${COMMISSION_RULE}` })
export class ShopTransfer {
  @Field(() => ID, { description: 'Transfer id.' })
  id!: string;

  @Field(() => ID, { description: 'The order.' })
  orderId!: string;

  @Field(() => String, { description: "The order's short number." })
  orderShortNumber!: string;

  @Field(() => Date, { description: 'When the order was placed.' })
  orderPlacedAt!: Date;

  @Field(() => Int, { description: 'The order total (tax included), in cents.' })
  orderTotalCents!: number;

  @Field(() => Float, { description: 'The commission rate in force when the order was placed, in percent.' })
  commissionRatePercent!: number;

  @Field(() => Int, { description: 'The commission, in cents.' })
  commissionCents!: number;

  @Field(() => Int, { description: 'What the shop receives: the order total minus the commission, in cents.' })
  netCents!: number;

  @Field(() => TransferState, { description: 'Where the transfer stands.' })
  state!: TransferState;

  @Field(() => Date, { nullable: true, description: "When the money reached the shop's payout account." })
  transferredAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the transfer was taken back (the order was cancelled after it).' })
  reversedAt!: Date | null;
}

@ObjectType({ description: 'A page of transfers, newest order first.' })
export class ShopTransferConnection {
  @Field(() => [ShopTransfer], { description: 'The transfers of this page.' })
  nodes!: ShopTransfer[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: "A payout from a shop's payout account to its bank." })
export class ShopPayout {
  @Field(() => ID, { description: 'Payout id.' })
  id!: string;

  @Field(() => Int, { description: 'Amount, in cents.' })
  amountCents!: number;

  @Field(() => String, { description: 'paid or failed.' })
  status!: string;

  @Field(() => Date, { nullable: true, description: 'When it reached the bank (paid payouts).' })
  paidAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it failed, as the provider says.' })
  failureMessage!: string | null;

  @Field(() => Date, { description: 'When it was recorded.' })
  createdAt!: Date;
}

@ObjectType({ description: `One calendar month (${CALENDAR_TIME_ZONE}) of a shop's statement, from the ledger, in cents.` })
export class StatementMonth {
  @Field(() => String, { description: 'YYYY-MM.' })
  month!: string;

  @Field(() => Int, { description: 'Order totals charged to customers (tax included).' })
  grossCents!: number;

  @Field(() => Int, { description: "The platform's commission (commission of refunded orders given back)." })
  commissionCents!: number;

  @Field(() => Int, { description: 'Refunded to customers.' })
  refundedCents!: number;

  @Field(() => Int, { description: "The shop's earnings: gross minus commission minus refunds." })
  netCents!: number;

  @Field(() => Int, { description: 'Transferred to the payout account (reversals deducted).' })
  transferredCents!: number;

  @Field(() => Int, { description: 'Paid out to the bank.' })
  paidOutCents!: number;
}

@ObjectType({ description: "The calling shop's payouts: account, balances, transfers per order, payouts and monthly statement." })
export class VendorPayouts {
  /** Whose payouts these are: the caller's shop, never a client's id. */
  vendorId!: string;

  @Field(() => PayoutAccount, { description: 'The payout account and what it still needs.' })
  account!: PayoutAccount;

  @Field(() => PayoutBalance, { description: 'Balances, from the ledger.' })
  balance!: PayoutBalance;
}

@ObjectType({ description: 'A page of payouts, newest first.' })
export class ShopPayoutConnection {
  @Field(() => [ShopPayout], { description: 'The payouts of this page.' })
  nodes!: ShopPayout[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: "A shop's own commission rate, overriding the platform's." })
export class ShopCommission {
  @Field(() => ID, { description: 'The shop.' })
  vendorId!: string;

  @Field(() => String, { description: "The shop's business name." })
  businessName!: string;

  @Field(() => Float, { description: 'Rate in percent.' })
  ratePercent!: number;

  @Field(() => Date, { description: 'Applies to orders placed from this instant.' })
  effectiveFrom!: Date;
}

@ObjectType({ description: `Commission rates. ${COMMISSION_RULE} Rates are 0 to ${MAX_COMMISSION_PERCENT}%, with at most two decimals.` })
export class CommissionSettings {
  @Field(() => Float, { description: "The platform's rate in percent (10 unless an admin changed it)." })
  ratePercent!: number;

  @Field(() => Date, { nullable: true, description: 'Since when the platform rate applies; null for the original default.' })
  effectiveFrom!: Date | null;

  @Field(() => [ShopCommission], { description: 'Shops with their own rate, by name.' })
  overrides!: ShopCommission[];
}

@ObjectType({ description: 'A transfer as admins see it: with its shop, attempts and last error.' })
export class AdminTransfer extends ShopTransfer {
  @Field(() => ID, { description: 'The shop.' })
  vendorId!: string;

  @Field(() => String, { description: "The shop's business name." })
  businessName!: string;

  @Field(() => ID, { nullable: true, description: 'The checkout (payment) it came from; null for demo history.' })
  paymentId!: string | null;

  @Field(() => Int, { description: 'Attempts of the current action (transfer, or reversal once transferred).' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The provider's last error." })
  lastError!: string | null;

  @Field(() => Boolean, { description: 'Failed (or its reversal failed): retryTransfer may send it again.' })
  retryable!: boolean;
}

@ObjectType({ description: 'A page of transfers, newest first.' })
export class AdminTransferConnection {
  @Field(() => [AdminTransfer], { description: 'The transfers of this page.' })
  nodes!: AdminTransfer[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'How many transfers are in one state.' })
export class TransferStateCount {
  @Field(() => TransferState, { description: 'The state.' })
  state!: TransferState;

  @Field(() => Int, { description: 'Transfers in it.' })
  count!: number;
}

@ObjectType({ description: "The marketplace's money, from the ledger, in cents." })
export class PayoutsOverview {
  @Field(() => Int, { description: 'Commission earned by the platform, all time (net of commission given back with refunds).' })
  commissionEarnedCents!: number;

  @Field(() => Int, { description: `Commission earned this calendar month (${CALENDAR_TIME_ZONE}) so far.` })
  commissionThisMonthCents!: number;

  @Field(() => Int, { description: 'Held for shops, not transferred yet.' })
  pendingCents!: number;

  @Field(() => Int, { description: "In shops' payout accounts, not paid out." })
  transferredCents!: number;

  @Field(() => Int, { description: "Paid out to shops' banks." })
  paidOutCents!: number;

  @Field(() => Int, { description: 'Refunded to customers.' })
  refundedCents!: number;

  @Field(() => [TransferStateCount], { description: 'Transfers per state (states without transfers left out).' })
  transfers!: TransferStateCount[];
}

@ObjectType({ description: 'A shop with its balances.' })
export class ShopBalanceRow {
  @Field(() => ID, { description: 'The shop (the same as vendorId).' })
  id!: string;

  @Field(() => ID, { description: 'The shop.' })
  vendorId!: string;

  @Field(() => String, { description: "The shop's business name." })
  businessName!: string;

  @Field(() => PayoutAccountStatus, { description: 'Its payout account.' })
  accountStatus!: PayoutAccountStatus;

  @Field(() => PayoutBalance, { description: 'Its balances.' })
  balance!: PayoutBalance;
}

@ObjectType({ description: 'A page of shops with their balances, by name.' })
export class ShopBalanceConnection {
  @Field(() => [ShopBalanceRow], { description: 'The shops of this page.' })
  nodes!: ShopBalanceRow[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'A check of the ledger that found something wrong.' })
export class LedgerProblem {
  @Field(() => String, { description: 'The check, e.g. unbalanced_journals.' })
  check!: string;

  @Field(() => String, { description: 'What it checks.' })
  description!: string;

  @Field(() => Int, { description: 'How many violations (cents for ledger_total).' })
  count!: number;
}

@ObjectType({ description: "The ledger's integrity check, run when asked: balanced journals, append-only guards, and agreement with transfers, refunds and payouts." })
export class LedgerIntegrity {
  @Field(() => Boolean, { description: 'True when no check found a problem.' })
  ok!: boolean;

  @Field(() => Date, { description: 'When the check ran.' })
  checkedAt!: Date;

  @Field(() => Int, { description: 'Journals in the ledger.' })
  journals!: number;

  @Field(() => Int, { description: 'Entries in the ledger.' })
  entries!: number;

  @Field(() => [LedgerProblem], { description: 'What is wrong; empty when ok.' })
  problems!: LedgerProblem[];
}
