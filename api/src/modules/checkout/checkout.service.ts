import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { appError, badInput } from '../../common/errors';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { allocateCents, dollars, formatCad, MIN_CHARGE_CENTS } from '../../common/money';
import { cartTotals, notEnoughStock } from '../cart/cart.service';
import { PUBLIC_PRODUCT } from '../catalog/product.sql';
import { Order } from '../orders/order.entity';
import { placeOrder } from '../orders/order-process';
import { Payment, PaymentStatus } from '../payments/payment.entity';
import type { PaymentProvider } from '../payments/payment-provider';
import type { CheckoutInput, CheckoutResult } from './checkout.inputs';
import type { AppPubSub } from '../../common/pubsub';
import type { Notification } from '../notifications/notification.entity';
import { NotificationService, publishNotifications } from '../notifications/notification.service';
import type { MailNudge } from '../mail/mail-outbox.service';
import { OrderMailService } from '../mail/order-mail.service';
import { onPaymentSettled } from '../payouts/payout-hooks';

export const CART_EMPTY = 'Your cart is empty.';
export const PAYMENT_UNAVAILABLE = 'Payment failed. The payment service did not answer; nothing was charged. Please try again.';
export const PAYMENT_SUCCEEDED = 'Payment successful! Your order has been placed.';
export const PAYMENT_PROCESSING = 'Payment received and being confirmed. Your order has been placed.';
export const totalChanged = (totalCents: number) =>
  `Your cart total is now ${formatCad(totalCents)}. Please review your cart and try again.`;
export const TOTAL_TOO_SMALL = `A card payment must be at least ${formatCad(MIN_CHARGE_CENTS)}. Please add to your cart.`;

/**
 * Serialises one customer's checkouts (a transaction-scoped advisory lock on the customer's cart),
 * so checkouts that race with different idempotency keys charge the cart once: the second one waits,
 * then finds the lines gone. An advisory lock rather than locking the cart rows, because adding to
 * the cart locks the product first and the cart row second, while a checkout takes them the other
 * way round: row locks would deadlock, and the cart stays usable while a checkout runs.
 * The first argument is a fixed namespace for these locks, the second the customer's id hashed.
 */
const CART_LOCK_NAMESPACE = 0x63617274; // "cart"

interface CartRow {
  product_id: string;
  vendor_id: string;
  name: string;
  price_cents: number;
  quantity: number;
}

/** Thrown inside the transaction to roll it back when another request already holds the key. */
class KeyAlreadyUsed extends Error {}
/** Thrown inside the transaction to roll back stock and orders when the card is declined. */
class Declined extends Error {}

/**
 * Turns the caller's cart into one payment and one order per shop, atomically: stock is taken
 * with conditional updates, and a declined card or any error rolls everything back.
 */
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly pubSub?: AppPubSub,
    private readonly mail?: MailNudge,
  ) {}

  async checkout(caller: Caller, request: CheckoutInput): Promise<CheckoutResult> {
    const input = { ...request, idempotencyKey: request.idempotencyKey ?? (await this.derivedKey(caller.id, request)) };
    const replay = await this.findByKey(caller.id, input.idempotencyKey);
    if (replay) return this.outcomeOf(replay);
    let declinedAmount = 0;
    let raised: Notification[] = [];
    // Set once the provider was asked to charge: a later deadlock must not charge the card again.
    let charging = false;
    try {
      const result = await transactionalWithRetry(
        this.em,
        (em) => {
          raised = []; // a rolled-back attempt's notifications were never committed
          return this.placeOrders(em, caller, input, raised, {
            onCharge: () => {
              charging = true;
            },
            onDecline: (amount) => {
              declinedAmount = amount;
            },
          });
        },
        { canRetry: () => !charging },
      );
      // Only now is the order visible to the vendor's own queries.
      if (this.pubSub) publishNotifications(this.pubSub, raised);
      // The order mails were queued in the transaction; delivery happens in the background and
      // never delays or fails the checkout (an SMTP outage only postpones it).
      this.mail?.nudge();
      return result;
    } catch (error) {
      if (error instanceof KeyAlreadyUsed) {
        // A concurrent request with this key committed first: answer what it did.
        return this.outcomeOf((await this.findByKey(caller.id, input.idempotencyKey))!);
      }
      if (error instanceof Declined) {
        // Remember the decline, so a retry with the same key gets the same answer.
        await this.em.execute(
          `insert into payments (id, customer_id, idempotency_key, provider, status, amount_cents, failure_message)
           values (gen_random_uuid(), ?, ?, ?, ?, ?, ?) on conflict do nothing`,
          [caller.id, input.idempotencyKey, this.provider.name, PaymentStatus.Failed, declinedAmount, error.message],
        );
        throw appError('PAYMENT_DECLINED', error.message);
      }
      throw error;
    }
  }

  private async placeOrders(
    em: EntityManager,
    caller: Caller,
    input: CheckoutInput & { idempotencyKey: string },
    raised: Notification[],
    events: { onCharge: () => void; onDecline: (amount: number) => void },
  ): Promise<CheckoutResult> {
    // Claim the cart: another checkout of it (any key) waits here until this one ends.
    await em.execute(`select pg_advisory_xact_lock(?, hashtext(?))`, [CART_LOCK_NAMESPACE, caller.id]);
    // Then the key: a request with a key that already committed answers that request's outcome.
    const claimed: { id: string }[] = await em.execute(
      `insert into payments (id, customer_id, idempotency_key, provider, status, amount_cents)
       values (gen_random_uuid(), ?, ?, ?, ?, 0) on conflict (customer_id, idempotency_key) do nothing returning id`,
      [caller.id, input.idempotencyKey, this.provider.name, PaymentStatus.Pending],
    );
    if (!claimed.length) throw new KeyAlreadyUsed();
    const payment = await em.findOneOrFail(Payment, claimed[0].id);

    // Ordered by product id so that concurrent checkouts lock rows in one order (no deadlocks). The
    // shops are KEY SHARE locked (what the orders' foreign keys take anyway, only earlier, before any
    // stock): a shop being closed (FOR UPDATE, admin/closeShop) makes this wait, and then its lines
    // drop out, so no order is placed with a shop whose open orders were just cancelled.
    const lines: CartRow[] = await em.execute(
      `select c.product_id, p.vendor_id, p.name, p.price_cents, c.quantity
         from cart_items c
         join products p on p.id = c.product_id
         join vendors v on v.id = p.vendor_id
        where c.customer_id = ? and ${PUBLIC_PRODUCT}
        order by c.product_id
        for key share of v`,
      [caller.id],
    );
    if (!lines.length) throw badInput(CART_EMPTY);
    const totals = cartTotals(lines.map((line) => ({ priceCents: line.price_cents, quantity: line.quantity })));
    // The server's total is the truth; a client showing another amount must not be charged.
    if (totals.totalCents !== input.expectedTotalCents) throw badInput(totalChanged(totals.totalCents));
    // Below the provider's minimum nothing can be charged (a product priced before the minimum applied).
    if (totals.totalCents < MIN_CHARGE_CENTS) throw badInput(TOTAL_TOO_SMALL);

    for (const line of lines) {
      const taken = await em.execute(
        `update products set stock = stock - ?, updated_at = now() where id = ? and stock >= ? returning stock`,
        [line.quantity, line.product_id, line.quantity],
      );
      if (!taken.length) {
        const [{ stock }] = await em.execute(`select stock from products where id = ?`, [line.product_id]);
        throw notEnoughStock(line.name, stock);
      }
    }

    const orders = this.createOrders(em, caller, input, lines, payment.id, totals.taxCents);
    payment.amountCents = totals.totalCents;
    await em.flush(); // payment update and orders, before their items (plain foreign-key columns)
    await em.execute(
      `insert into order_items (id, order_id, product_id, product_name, quantity, unit_price_cents)
       select gen_random_uuid(), x.order_id::uuid, x.product_id::uuid, x.product_name, x.quantity::int, x.unit_price_cents::int
         from json_to_recordset(?::json) as x(order_id text, product_id text, product_name text, quantity int, unit_price_cents int)`,
      [JSON.stringify(orders.flatMap(({ order, lines: own }) => own.map((line) => ({
        order_id: order.id,
        product_id: line.product_id,
        product_name: line.name,
        quantity: line.quantity,
        unit_price_cents: line.price_cents,
      }))))],
    );

    events.onCharge();
    const charge = await this.provider
      .charge({
        amountCents: totals.totalCents,
        currency: 'cad',
        paymentMethodId: input.paymentMethodId,
        idempotencyKey: `checkout-${payment.id}`,
        description: `Mainstreet checkout ${payment.id}`,
        metadata: { paymentId: payment.id, customerId: caller.id },
      })
      .catch((error: unknown) => {
        // The provider could not be reached or refused the request: nothing is kept, the customer may retry.
        console.error(`payment ${payment.id}: provider error`, error);
        throw appError('PAYMENT_FAILED', PAYMENT_UNAVAILABLE);
      });
    if (charge.status === 'declined') {
      events.onDecline(totals.totalCents);
      throw new Declined(charge.message);
    }
    const notifications = new NotificationService(em);
    for (const { order, lines: own } of orders) raised.push(notifications.newOrder(order, own.reduce((sum, line) => sum + line.quantity, 0)));
    payment.providerReference = charge.reference;
    payment.status = charge.status === 'succeeded' ? PaymentStatus.Succeeded : PaymentStatus.Pending;
    await new OrderMailService(em).queueCheckoutMails({
      placedAt: orders[0].order.createdAt,
      paymentPending: payment.status !== PaymentStatus.Succeeded,
      shipping: orders[0].order.customerInfo,
      orders: orders.map(({ order, lines: own }) => ({
        order,
        lines: own.map((line) => ({ name: line.name, quantity: line.quantity, unitPriceCents: line.price_cents })),
      })),
    });
    await removeChargedLines(em, caller.id, lines);
    await em.flush();
    if (payment.status === PaymentStatus.Succeeded) await onPaymentSettled(em, payment.id);
    return this.result(payment, orders.map(({ order }) => order));
  }

  /**
   * One order per shop, placed through the order process; the checkout's HST is shared in proportion
   * to each shop's subtotal, to the cent.
   */
  private createOrders(em: EntityManager, caller: Caller, input: CheckoutInput, lines: CartRow[], paymentId: string, taxCents: number) {
    const byVendor = new Map<string, CartRow[]>();
    for (const line of lines) byVendor.set(line.vendor_id, [...(byVendor.get(line.vendor_id) ?? []), line]);
    const groups = [...byVendor.entries()].sort(([a], [b]) => a.localeCompare(b));
    const subtotals = groups.map(([, own]) => own.reduce((sum, line) => sum + line.price_cents * line.quantity, 0));
    const taxShares = allocateCents(taxCents, subtotals);
    const shipping = input.shipping;
    return groups.map(([vendorId, own], index) => ({
      lines: own,
      order: placeOrder(em, {
        customerId: caller.id,
        vendorId,
        paymentId,
        subtotalCents: subtotals[index],
        taxCents: taxShares[index],
        totalCents: subtotals[index] + taxShares[index],
        customerInfo: {
          fullName: shipping.fullName.trim(),
          email: shipping.email.trim(),
          phone: shipping.phone.trim(),
          address: shipping.address.trim(),
          postalCode: shipping.postalCode.trim().toUpperCase().replace(/^(...)\s*(...)$/, '$1 $2'),
        },
      }),
    }));
  }

  /**
   * The key of a checkout sent without one (REST clients that send no Idempotency-Key): the same
   * customer, cart lines (each line's creation time is the cart's version: a cart bought and filled
   * again gets new lines), card and amount give the same key, so a doubled or retried request maps to
   * the same payment.
   */
  private async derivedKey(customerId: string, input: CheckoutInput): Promise<string> {
    const lines: { product_id: string; quantity: number; added_at: Date }[] = await this.em.execute(
      `select product_id, quantity, added_at from cart_items where customer_id = ? order by product_id`,
      [customerId],
    );
    const version = lines.map((line) => `${line.product_id}:${line.quantity}:${new Date(line.added_at).toISOString()}`).join(',');
    const digest = createHash('sha256')
      .update([customerId, version, input.paymentMethodId, input.expectedTotalCents].join('|'))
      .digest('base64url');
    return `cart-${digest}`;
  }

  private findByKey(customerId: string, idempotencyKey: string): Promise<Payment | null> {
    return this.em.findOne(Payment, { customerId, idempotencyKey });
  }

  private async outcomeOf(payment: Payment): Promise<CheckoutResult> {
    if (payment.status === PaymentStatus.Failed) throw appError('PAYMENT_DECLINED', payment.failureMessage ?? 'Payment failed.');
    const orders = await this.em.find(Order, { paymentId: payment.id }, { orderBy: { vendorId: 'asc' } });
    return this.result(payment, orders);
  }

  private result(payment: Payment, orders: Order[]): CheckoutResult {
    return {
      success: true,
      message: payment.status === PaymentStatus.Succeeded ? PAYMENT_SUCCEEDED : PAYMENT_PROCESSING,
      paymentId: payment.id,
      totalCents: payment.amountCents,
      total: dollars(payment.amountCents),
      orders,
    };
  }
}

/**
 * Takes what was charged out of the cart, and only that: a line added (or raised) while the
 * checkout ran keeps what was added.
 */
async function removeChargedLines(em: EntityManager, customerId: string, charged: CartRow[]): Promise<void> {
  const lines = JSON.stringify(charged.map((line) => ({ product_id: line.product_id, quantity: line.quantity })));
  await em.execute(
    `update cart_items c set quantity = c.quantity - x.quantity
       from json_to_recordset(?::json) as x(product_id uuid, quantity int)
      where c.customer_id = ? and c.product_id = x.product_id and c.quantity > x.quantity`,
    [lines, customerId],
  );
  await em.execute(
    `delete from cart_items c
      using json_to_recordset(?::json) as x(product_id uuid, quantity int)
      where c.customer_id = ? and c.product_id = x.product_id and c.quantity <= x.quantity`,
    [lines, customerId],
  );
}
