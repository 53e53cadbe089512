import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppPubSub } from '../../common/pubsub';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import type { MailNudge } from '../mail/mail-outbox.service';
import { OrderMailService } from '../mail/order-mail.service';
import type { Notification } from '../notifications/notification.entity';
import { NotificationService, publishNotifications } from '../notifications/notification.service';
import { Order, OrderStatus } from '../orders/order.entity';
import { settleReservation, transition } from '../orders/order-process';
import { onPaymentSettled } from '../payouts/payout-hooks';
import { canMovePayment, Payment, PaymentStatus } from '../payments/payment.entity';
import type { ChargeLookup, ChargeOutcomeHandler, ChargeResult } from '../payments/payment-provider';
import { queueRefunds, type RefundNudge } from '../payments/refund-outbox.service';
import { CHECKOUT_SQL } from './checkout.sql';
import { logger } from '../../common/logger';

/**
 * What is known of a checkout's charge when its payment is settled: the provider's answer (from the
 * checkout itself, a webhook or the reconciler's lookup), or 'released' when the provider never saw
 * the charge and the reconciler's deadline has passed.
 */
export type SettlementOutcome = Exclude<ChargeLookup, { status: 'unknown' }> | { status: 'released'; message: string };

declare module '../../common/context' {
  interface AppContext {
    /** Settles checkouts' payments (step c); the checkout, the webhooks and the reconciler share it. */
    checkoutSettlement: CheckoutSettlement;
  }
}

/** What settling changed, for the caller (after commit) and for tests. */
export interface Settlement {
  /** False when the payment had already reached this state (a repeated or late word): nothing changed. */
  applied: boolean;
  /** The payment's status once settled. */
  status: PaymentStatus;
}

/**
 * Step (c) of a checkout, the one way a payment's outcome is applied, whoever learns it first: the
 * checkout after its charge, a Stripe webhook, or the reconciler after a crash. Each runs in one
 * transaction holding the payment's row, so they converge on one state however they race:
 * - succeeded (or processing, which places the orders and waits for the provider's final word):
 *   the reserved orders are placed, the shops notified, the mails queued, the charged lines taken out
 *   of the cart. A payment released before its charge turned up is refunded in full instead.
 * - declined, or released: the payment fails, the reserved orders are closed as PaymentFailed with
 *   their stock returned, and the cart is left as it is. Orders already placed (a processing charge
 *   that failed later) are cancelled through the order process.
 * Notifications are published and the mail and refund dispatchers nudged after commit.
 */
export class CheckoutSettlement implements ChargeOutcomeHandler {
  constructor(
    private readonly orm: Pick<MikroORM, 'em'>,
    private readonly pubSub?: AppPubSub,
    private readonly mail?: MailNudge,
    private readonly refunds?: RefundNudge,
  ) {}

  /** Settles in a transaction of its own. */
  async settle(paymentId: string, outcome: SettlementOutcome): Promise<Settlement> {
    let raised: Notification[] = [];
    const result = await transactionalWithRetry(this.orm.em.fork(), async (em) => {
      raised = [];
      return settleInTransaction(em, paymentId, outcome, raised);
    });
    this.afterCommit(result.applied, raised);
    return result;
  }

  /**
   * A provider's word on a charge (a webhook), in the caller's transaction. The payment is found by
   * our id in the charge's metadata, else by the charge's reference: a checkout cut off before it
   * recorded the reference is still found.
   */
  async applyChargeOutcome(em: EntityManager, provider: string, charge: { reference: string; paymentId?: string }, outcome: ChargeResult) {
    const [row]: { id: string }[] = await em.execute(
      `select id from payments where provider = ? and (provider_reference = ? or id = ?::uuid) limit 1`,
      [provider, charge.reference, charge.paymentId && isUuid(charge.paymentId) ? charge.paymentId : null],
    );
    if (!row) return { result: 'missing' as const, afterCommit: () => {} };
    const raised: Notification[] = [];
    const settled = await settleInTransaction(em, row.id, outcome, raised);
    return { result: settled.applied ? ('applied' as const) : ('ignored' as const), afterCommit: () => this.afterCommit(settled.applied, raised) };
  }

  /** For a caller that settles inside its own transaction: call once it has committed. */
  afterCommit(applied: boolean, raised: Notification[]): void {
    if (this.pubSub) publishNotifications(this.pubSub, raised);
    if (applied) {
      this.mail?.nudge();
      this.refunds?.nudge();
    }
  }
}

/**
 * Settles a payment inside the caller's transaction (see CheckoutSettlement). Pushes the
 * notifications to publish after commit onto `raised`. An unknown payment id answers not applied.
 */
export async function settleInTransaction(
  em: EntityManager,
  paymentId: string,
  outcome: SettlementOutcome,
  raised: Notification[],
): Promise<Settlement & { missing?: boolean }> {
  // FOR NO KEY UPDATE, not FOR UPDATE: a shop cancelling one of these orders right now holds the
  // order and takes a KEY SHARE lock on this payment (its refund row's foreign key). FOR UPDATE
  // would make it wait for us while we wait for its order: a deadlock.
  const [row] = await em.execute(`select * from payments where id = ? for no key update`, [paymentId]);
  if (!row) return { applied: false, status: PaymentStatus.Failed, missing: true };
  const payment = em.map(Payment, row);
  const unchanged = { applied: false, status: payment.status };

  if (outcome.status === 'succeeded' || outcome.status === 'processing') {
    if (payment.status === PaymentStatus.Failed && outcome.status === 'succeeded' && canMovePayment(payment.status, PaymentStatus.Succeeded)) {
      return refundLateCharge(em, payment, outcome.reference);
    }
    if (payment.status !== PaymentStatus.Pending) return unchanged;
    const placing = outcome.status === 'succeeded' ? PaymentStatus.Succeeded : PaymentStatus.Pending;
    payment.providerReference = outcome.reference;
    // A webhook's intent names no card: keep the one the checkout's own answer reported.
    if (outcome.card) {
      payment.cardBrand = outcome.card.brand;
      payment.cardLast4 = outcome.card.last4;
    }
    payment.status = placing;
    payment.nextCheckAt = null;
    await em.flush();
    const placed = await settleReservation(em, payment.id, 'placed');
    // A processing charge placed its orders before; this is its confirmation, and only the payment moves.
    if (placed.length) await announcePlacedOrders(em, payment, placed, raised);
    // Money taken: the ledger books the charge and commission, and each shop's transfer is queued.
    if (payment.status === PaymentStatus.Succeeded) await onPaymentSettled(em, payment.id);
    return { applied: placed.length > 0 || placing !== PaymentStatus.Pending, status: payment.status };
  }

  if (payment.status !== PaymentStatus.Pending) return unchanged;
  payment.status = PaymentStatus.Failed;
  payment.failureMessage = outcome.message;
  if (outcome.status === 'declined' && outcome.reference) payment.providerReference = outcome.reference;
  payment.nextCheckAt = null;
  // Written before its orders move: a failed payment took no money, so the process queues no refund.
  await em.flush();
  await settleReservation(em, payment.id, 'released');
  await transition(em, { paymentId: payment.id }, OrderStatus.Cancelled, null, { kind: 'payment-failed' });
  return { applied: true, status: payment.status };
}

/**
 * The charge of a payment already released (its stock returned, its orders closed) turned up after
 * all: the money was taken, so it goes back. The payment is recorded as succeeded with its reference,
 * then each of its (never placed) orders is queued for a refund of its amount; the refund dispatcher
 * moves the payment to Refunded once they are made.
 */
async function refundLateCharge(em: EntityManager, payment: Payment, reference: string): Promise<Settlement> {
  payment.status = PaymentStatus.Succeeded;
  payment.providerReference = reference;
  await em.flush();
  // The ledger books the charge like any other (its transfers start cancelled), so the refunds balance it.
  await onPaymentSettled(em, payment.id);
  const orders = await em.find(Order, { paymentId: payment.id }, { orderBy: { id: 'asc' } });
  await queueRefunds(em, orders.map((order) => ({ orderId: order.id, paymentId: payment.id, amountCents: order.totalCents })));
  logger.warn({ paymentId: payment.id, amountCents: payment.amountCents }, 'payment charged after it was released: refunding it');
  return { applied: true, status: payment.status };
}

/** The shops hear of their new orders, the customer and shops get their mails, and the cart lets go of what was bought. */
async function announcePlacedOrders(em: EntityManager, payment: Payment, orders: Order[], raised: Notification[]): Promise<void> {
  const lines: { order_id: string; product_id: string | null; product_name: string; quantity: number; unit_price_cents: number }[] = await em.execute(
    CHECKOUT_SQL.orderLines,
    [orders.map((order) => order.id)],
  );
  const linesOf = (order: Order) => lines.filter((line) => line.order_id === order.id);
  const notifications = new NotificationService(em);
  for (const order of orders) raised.push(notifications.newOrder(order, linesOf(order).reduce((sum, line) => sum + line.quantity, 0)));
  await new OrderMailService(em).queueCheckoutMails({
    placedAt: orders[0].createdAt,
    paymentPending: payment.status !== PaymentStatus.Succeeded,
    locale: payment.locale ?? undefined,
    shipping: orders[0].customerInfo,
    orders: orders.map((order) => ({
      order,
      lines: linesOf(order).map((line) => ({ name: line.product_name, quantity: line.quantity, unitPriceCents: line.unit_price_cents })),
    })),
  });
  if (payment.customerId) {
    const bought = lines.flatMap((line) => (line.product_id ? [{ product_id: line.product_id, quantity: line.quantity }] : []));
    // An add to the cart running now holds its product (FOR SHARE) until it commits: wait for it, so the
    // lines below are read as it left them. Otherwise its new quantity could be deleted with the old one.
    if (bought.length) await em.execute(CHECKOUT_SQL.lockBoughtProducts, [bought.map((line) => line.product_id)]);
    // Delete first: a line lowered first could then look bought in full and be deleted as well.
    await em.execute(CHECKOUT_SQL.deleteBoughtCartLines, [JSON.stringify(bought), payment.customerId]);
    await em.execute(CHECKOUT_SQL.lowerCartLines, [JSON.stringify(bought), payment.customerId]);
  }
  await em.flush();
}
