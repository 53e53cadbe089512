import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import type { ErrorCode } from '../../common/errors';
import type { Locale } from '../../common/locale';
import { formatCad, MAX_CHARGE_CENTS, MIN_CHARGE_CENTS } from '../../common/money';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { CART_TOTAL_TOO_LARGE, cartTotals, notEnoughStock } from '../cart/cart.service';
import { postalCodeMatchesProvince, postalCodeMismatch, provincesOfPostalCode, shareTaxes, totalTax, type ProvinceCode, type TaxAmount } from '../tax/tax-rules';
import { ratesInForce } from '../tax/tax.service';
import { TaxCollector } from '../tax/tax.types';
import { Order } from '../orders/order.entity';
import { isPlaced, reserveOrder } from '../orders/order-process';
import { Payment, PaymentStatus } from '../payments/payment.entity';
import type { ChargeResult, PaymentProvider } from '../payments/payment-provider';
import { formatPostalCode, type CheckoutInput } from './checkout.inputs';
import type { CheckoutSettlement } from './checkout-settlement';
import { CART_LOCK_NAMESPACE, CHECKOUT_SQL } from './checkout.sql';
import { logger } from '../../common/logger';

export const CART_EMPTY = 'Your cart is empty.';
export const PAYMENT_SUCCEEDED = 'Payment successful! Your order has been placed.';
export const PAYMENT_PROCESSING = 'Payment received and being confirmed. Your order has been placed.';
export const PAYMENT_UNCONFIRMED =
  'The payment service did not answer. If your card was charged, your order will appear under My orders within minutes; if not, nothing is taken and your cart is kept.';
export const CHECKOUT_IN_PROGRESS = 'Your previous payment is still being confirmed. Please check My orders, or try again in a few minutes.';
export const totalChanged = (totalCents: number) =>
  `Your cart total is now ${formatCad(totalCents)}. Please review your cart and try again.`;
export const TOTAL_TOO_SMALL = `A card payment must be at least ${formatCad(MIN_CHARGE_CENTS)}. Please add to your cart.`;

/** How long a checkout waits for another checkout of the same cart (or key) to settle before answering it is in progress. */
const WAIT_FOR_OTHER_CHECKOUT_MS = 15_000;
const WAIT_STEP_MS = 100;

/**
 * What a checkout ends with: a value for each way it can end, never an exception for an expected
 * one. The resolver turns the ones that are not a placed order into coded errors.
 */
export type CheckoutOutcome =
  /** The orders are placed: the charge succeeded, or the provider is confirming it ('processing'). */
  | { kind: 'placed'; payment: Payment; orders: Order[] }
  /** The card was declined: nothing is kept, the cart is as it was. */
  | { kind: 'declined'; message: string }
  /** The cart cannot be bought as it is (empty, total changed, too small, not enough stock): nothing was charged or kept. */
  | { kind: 'refused'; code: Extract<ErrorCode, 'BAD_USER_INPUT' | 'OUT_OF_STOCK'>; message: string }
  /** The provider did not answer: the payment stays reserved, and the reconciler finishes it either way. */
  | { kind: 'unconfirmed' }
  /** Another checkout of this cart (or this key) has reserved and not settled yet. */
  | { kind: 'in-progress' };

/** Where a fault-injection test cuts a checkout off, as a crash would: whatever the hook throws ends the checkout there. */
export interface CheckoutFaults {
  /** After the reservation committed, before the provider is asked to charge. */
  afterReserve?(paymentId: string): void;
  /** After the provider answered, before the settlement. */
  afterCharge?(paymentId: string, charge: ChargeResult): void;
}

type Reservation =
  | { kind: 'reserved'; paymentId: string; amountCents: number }
  /** The key was claimed before: answer that checkout's outcome. */
  | { kind: 'replay' }
  /** Another checkout of the cart has not settled: wait for it. */
  | { kind: 'wait' }
  | Extract<CheckoutOutcome, { kind: 'refused' }>;

interface CartRow {
  product_id: string;
  vendor_id: string;
  name: string;
  price_cents: number;
  quantity: number;
}

/** Ends the reservation's transaction (rolling back everything it wrote) with a value for the caller. */
class EndReservation extends Error {
  constructor(readonly reservation: Reservation) {
    super(reservation.kind);
  }
}

/**
 * Turns the caller's cart into one payment and one order per shop, in three steps, none of which
 * calls the provider inside a database transaction:
 * (a) reserve, in one transaction: claim the key, take the stock, create the pending payment and
 *     one reserved (not placed) order per shop;
 * (b) charge, outside any transaction, with an idempotency key derived from the payment;
 * (c) settle (CheckoutSettlement), in one transaction: place the orders, or release the stock.
 * A crash between the steps leaves a pending payment that the reconciler settles.
 */
export class CheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly settlement: CheckoutSettlement,
    private readonly faults: CheckoutFaults = {},
  ) {}

  /** `now`: the instant the order is placed, whose tax rates apply; `locale`: the checkout's language, its confirmation mail's. */
  async checkout(caller: Caller, request: CheckoutInput, now: Date = new Date(), locale?: Locale): Promise<CheckoutOutcome> {
    const input = { ...request, idempotencyKey: request.idempotencyKey ?? (await this.derivedKey(caller.id, request)), now, locale };
    const reservation = await this.reserveWhenFree(caller, input);
    if (reservation.kind === 'refused') return reservation;
    if (reservation.kind !== 'reserved') return this.outcomeOfKey(caller.id, input.idempotencyKey);
    const { paymentId, amountCents } = reservation;
    this.faults.afterReserve?.(paymentId);

    let charge: ChargeResult;
    try {
      charge = await this.provider.charge({
        amountCents,
        currency: 'cad',
        paymentMethodId: input.paymentMethodId,
        idempotencyKey: chargeIdempotencyKey(paymentId),
        description: `Mainstreet checkout ${paymentId}`,
        metadata: { paymentId, customerId: caller.id },
      });
    } catch (error) {
      // The charge may or may not have been made: the reconciler asks the provider and settles it.
      logger.error({ paymentId, err: error }, 'payment provider error: the charge is left to the reconciler');
      return { kind: 'unconfirmed' };
    }
    this.faults.afterCharge?.(paymentId, charge);

    await this.settlement.settle(paymentId, charge);
    return this.outcomeOf((await this.em.fork().findOneOrFail(Payment, paymentId))!);
  }

  /** Reserves, waiting (a bounded time) while another checkout of the same cart settles. */
  private async reserveWhenFree(caller: Caller, input: ReservationInput): Promise<Reservation | { kind: 'in-progress' }> {
    const deadline = Date.now() + WAIT_FOR_OTHER_CHECKOUT_MS;
    for (;;) {
      const reservation = await this.reserve(caller, input);
      if (reservation.kind !== 'wait') return reservation;
      if (Date.now() >= deadline) return { kind: 'in-progress' };
      await sleep(WAIT_STEP_MS);
    }
  }

  /** Step (a), in one transaction; anything but a reservation rolls it back. */
  private async reserve(caller: Caller, input: ReservationInput): Promise<Reservation> {
    try {
      return await transactionalWithRetry(this.em.fork(), async (em) => {
        await em.execute(CHECKOUT_SQL.lockCart, [CART_LOCK_NAMESPACE, caller.id]);
        const claimed: { id: string }[] = await em.execute(CHECKOUT_SQL.claimKey, [caller.id, input.idempotencyKey, this.provider.name, input.paymentMethodId]);
        if (!claimed.length) return { kind: 'replay' } as const;
        // One unsettled checkout per cart: the cart is emptied only when it settles, so a second one now would charge it twice.
        if ((await em.execute(CHECKOUT_SQL.unsettledReservation, [caller.id])).length) throw new EndReservation({ kind: 'wait' });
        return this.reserveCart(em, caller, input, claimed[0].id);
      });
    } catch (error) {
      if (error instanceof EndReservation) return error.reservation;
      throw error;
    }
  }

  private async reserveCart(em: EntityManager, caller: Caller, input: ReservationInput, paymentId: string): Promise<Reservation> {
    const refuse = (code: 'BAD_USER_INPUT' | 'OUT_OF_STOCK', message: string) => new EndReservation({ kind: 'refused', code, message });
    // Place of supply: the shipping province, which the postal code must agree with.
    const { postalCode, province: chosen } = input.shipping;
    if (chosen && !postalCodeMatchesProvince(postalCode, chosen)) throw refuse('BAD_USER_INPUT', postalCodeMismatch(postalCode, chosen));
    const province = chosen ?? provincesOfPostalCode(postalCode)[0];
    const lines: CartRow[] = await em.execute(CHECKOUT_SQL.cartLines, [caller.id]);
    if (!lines.length) throw refuse('BAD_USER_INPUT', CART_EMPTY);
    const rates = await ratesInForce(em, province, input.now);
    const totals = cartTotals(lines.map((line) => ({ priceCents: line.price_cents, quantity: line.quantity })), province, rates);
    // The server's total is the truth; a client showing another amount must not be charged.
    if (totals.totalCents !== input.expectedTotalCents) throw refuse('BAD_USER_INPUT', totalChanged(totals.totalCents));
    // Below the provider's minimum nothing can be charged (a product priced before the minimum applied).
    if (totals.totalCents < MIN_CHARGE_CENTS) throw refuse('BAD_USER_INPUT', TOTAL_TOO_SMALL);
    // Carts are kept under the maximum with the highest rate; a higher future rate must not pass it.
    if (totals.totalCents > MAX_CHARGE_CENTS) throw refuse('BAD_USER_INPUT', CART_TOTAL_TOO_LARGE);

    for (const line of lines) {
      if ((await em.execute(CHECKOUT_SQL.takeStock, [line.quantity, line.product_id, line.quantity])).length) continue;
      const [{ stock }] = await em.execute(CHECKOUT_SQL.stockOf, [line.product_id]);
      throw refuse('OUT_OF_STOCK', notEnoughStock(line.name, stock).message);
    }

    const orders = await this.reserveOrders(em, caller, input, province, lines, paymentId, totals.taxes);
    const payment = await em.findOneOrFail(Payment, paymentId);
    payment.amountCents = totals.totalCents;
    payment.locale = input.locale ?? null;
    await em.flush(); // payment and orders, before their items (plain foreign-key columns)
    await em.execute(CHECKOUT_SQL.insertItems, [
      JSON.stringify(
        orders.flatMap(({ order, lines: own }) =>
          own.map((line) => ({ order_id: order.id, product_id: line.product_id, product_name: line.name, quantity: line.quantity, unit_price_cents: line.price_cents })),
        ),
      ),
    ]);
    const taxRows = orders.flatMap(({ order, taxes }) =>
      taxes.map(({ tax, collectedBy }, position) => ({
        order_id: order.id,
        position,
        tax: tax.tax,
        jurisdiction: tax.jurisdiction,
        rate_ppm: tax.ratePpm,
        taxable_base_cents: tax.taxableBaseCents,
        amount_cents: tax.amountCents,
        collected_by: collectedBy,
      })),
    );
    if (taxRows.length) await em.execute(CHECKOUT_SQL.insertTaxes, [JSON.stringify(taxRows)]);
    if (input.saveShippingAddress) {
      // As the orders record it (trimmed, postal code formatted), whatever the charge's outcome.
      const { fullName, phone, address, postalCode } = orders[0].order.customerInfo;
      await em.execute(CHECKOUT_SQL.saveShippingAddress, [JSON.stringify({ fullName, phone, address, province, postalCode }), province, caller.id]);
    }
    return { kind: 'reserved', paymentId, amountCents: totals.totalCents };
  }

  /**
   * One reserved order per shop. Each tax of the checkout is shared in proportion to each shop's
   * subtotal, to the cent (tax-rules.ts), so the orders add up to the charge; each share is collected
   * by the shop when it is registered for that tax, else by Mainstreet.
   */
  private async reserveOrders(
    em: EntityManager,
    caller: Caller,
    input: CheckoutInput,
    province: ProvinceCode,
    lines: CartRow[],
    paymentId: string,
    checkoutTaxes: TaxAmount[],
  ) {
    const byVendor = new Map<string, CartRow[]>();
    for (const line of lines) byVendor.set(line.vendor_id, [...(byVendor.get(line.vendor_id) ?? []), line]);
    const groups = [...byVendor.entries()].sort(([a], [b]) => a.localeCompare(b));
    const subtotals = groups.map(([, own]) => own.reduce((sum, line) => sum + line.price_cents * line.quantity, 0));
    const shares = shareTaxes(checkoutTaxes, subtotals);
    const registrations: { id: string; gst_hst_number: string | null; qst_number: string | null }[] = await em.execute(CHECKOUT_SQL.vendorRegistrations, [
      groups.map(([vendorId]) => vendorId),
    ]);
    const registrationOf = new Map(registrations.map((row) => [row.id, row]));
    const shipping = input.shipping;
    return groups.map(([vendorId, own], index) => {
      const taxes = shares[index].map((tax) => ({ tax, collectedBy: collectorOf(tax, registrationOf.get(vendorId)) }));
      const taxCents = totalTax(shares[index]);
      return {
        lines: own,
        taxes,
        order: reserveOrder(em, {
          customerId: caller.id,
          vendorId,
          paymentId,
          subtotalCents: subtotals[index],
          taxCents,
          totalCents: subtotals[index] + taxCents,
          customerInfo: {
            fullName: shipping.fullName.trim(),
            email: shipping.email.trim(),
            phone: shipping.phone.trim(),
            address: shipping.address.trim(),
            postalCode: formatPostalCode(shipping.postalCode),
            province,
          },
        }),
      };
    });
  }

  /**
   * The key of a checkout sent without one (REST clients that send no Idempotency-Key): the same
   * customer, cart lines (each line's creation time is the cart's version: a cart bought and filled
   * again gets new lines), card and amount give the same key, so a doubled or retried request maps to
   * the same payment.
   */
  private async derivedKey(customerId: string, input: CheckoutInput): Promise<string> {
    const lines: { product_id: string; quantity: number; added_at: Date }[] = await this.em.execute(CHECKOUT_SQL.cartVersion, [customerId]);
    const version = lines.map((line) => `${line.product_id}:${line.quantity}:${new Date(line.added_at).toISOString()}`).join(',');
    const digest = createHash('sha256')
      .update([customerId, version, input.paymentMethodId, input.expectedTotalCents].join('|'))
      .digest('base64url');
    return `cart-${digest}`;
  }

  /** The outcome of the checkout that claimed this key, once it has settled (waiting a bounded time for it). */
  private async outcomeOfKey(customerId: string, idempotencyKey: string): Promise<CheckoutOutcome> {
    const deadline = Date.now() + WAIT_FOR_OTHER_CHECKOUT_MS;
    for (;;) {
      const outcome = await this.outcomeOf((await this.em.fork().findOneOrFail(Payment, { customerId, idempotencyKey }))!);
      if (outcome.kind !== 'in-progress' || Date.now() >= deadline) return outcome;
      await sleep(WAIT_STEP_MS);
    }
  }

  private async outcomeOf(payment: Payment): Promise<CheckoutOutcome> {
    if (payment.status === PaymentStatus.Failed) return { kind: 'declined', message: payment.failureMessage ?? 'The payment failed.' };
    const orders = await this.em.fork().find(Order, { paymentId: payment.id }, { orderBy: { vendorId: 'asc' } });
    const placed = orders.filter((order) => isPlaced(order.status));
    if (placed.length) return { kind: 'placed', payment, orders: placed };
    if (payment.status === PaymentStatus.Pending) return orders.length ? { kind: 'in-progress' } : { kind: 'refused', code: 'BAD_USER_INPUT', message: CART_EMPTY };
    return { kind: 'declined', message: payment.failureMessage ?? 'The payment failed.' };
  }
}

type ReservationInput = CheckoutInput & { idempotencyKey: string; now: Date; locale?: Locale };

/**
 * Who collects a tax: a shop registered for it (a GST/HST number for GST, HST, PST and RST; a QST
 * number for the QST), else Mainstreet, which must collect for shops that are not registered.
 */
export function collectorOf(tax: TaxAmount, registration?: { gst_hst_number: string | null; qst_number: string | null }): TaxCollector {
  const number = tax.tax === 'QST' ? registration?.qst_number : registration?.gst_hst_number;
  return number ? TaxCollector.Shop : TaxCollector.Mainstreet;
}

/** The provider's idempotency key of a checkout's charge: one payment, one charge, however often it is asked. */
export const chargeIdempotencyKey = (paymentId: string) => `checkout-${paymentId}`;
