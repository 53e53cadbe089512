import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { formatCad } from '../../common/money';
import { type AuditRecord, recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { queueRefunds, type RefundRequest } from '../payments/refund-outbox.service';
import { onPaidOrderCancelled } from '../payouts/payout-hooks';
import { Order, OrderStatus } from './order.entity';

/*
 * The order process: the one place an order is placed or changes status. Every caller (the shop's
 * status change, a closing shop, the payment provider's outcome, the checkout) goes through it, so
 * the transition table, the lock order, the restock, the refund and the audit are the same for all.
 *
 * Lock order, shared with the checkout (which takes products in id order, then inserts its orders):
 * a payment (FOR NO KEY UPDATE, by the caller), then orders in id order, then the products of their
 * items in id order, then new refund and audit rows. Any two of these paths wait for each other
 * instead of deadlocking.
 */

/**
 * Which status may follow which. Spec: a vendor may ship or cancel from any status other than the
 * target; we also forbid shipping a cancelled order and anything after delivery, and allow
 * Delivered after Shipped. The web shows these moves from `Order.nextStatuses`, never its own copy.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // The checkout's own moves (settleReservation): a reserved order is placed once its payment
  // succeeds, or released when it fails. No shop sees a reserved order, so none can move one.
  [OrderStatus.AwaitingPayment]: [OrderStatus.Pending, OrderStatus.PaymentFailed],
  [OrderStatus.PaymentFailed]: [],
  [OrderStatus.Pending]: [OrderStatus.Processing, OrderStatus.Shipped, OrderStatus.Cancelled],
  [OrderStatus.Processing]: [OrderStatus.Shipped, OrderStatus.Cancelled],
  [OrderStatus.Shipped]: [OrderStatus.Delivered, OrderStatus.Cancelled],
  [OrderStatus.Delivered]: [],
  [OrderStatus.Cancelled]: [],
};

/** The status a checkout places an order in: paid (or being confirmed), waiting for the shop. */
export const PLACED_ORDER_STATUS = OrderStatus.Pending;

/** Statuses of orders that were never placed (a checkout's reservation): no shop, list or figure shows them. */
export const UNPLACED_ORDER_STATUSES: readonly OrderStatus[] = [OrderStatus.AwaitingPayment, OrderStatus.PaymentFailed];

export function isPlaced(status: OrderStatus): boolean {
  return !UNPLACED_ORDER_STATUSES.includes(status);
}

/** Every status a placed order can have, in the enum's order. */
export const PLACED_ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus).filter(isPlaced);

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from]?.includes(to) ?? false;
}

/**
 * The statuses a shop may move its order in `from` to next, in the table's order (a copy the caller
 * may keep). A reservation's moves are the checkout's, not a shop's: none are offered.
 */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  return isPlaced(from) ? [...(ORDER_TRANSITIONS[from] ?? [])] : [];
}

/** The statuses from which an order may still move to `to`. */
export function statusesThatMayMoveTo(to: OrderStatus): OrderStatus[] {
  return Object.values(OrderStatus).filter((status) => canMoveOrder(status, to));
}

/** Orders that may still be cancelled: on their way to the customer (not Delivered, not Cancelled). */
export const OPEN_ORDER_STATUSES: OrderStatus[] = statusesThatMayMoveTo(OrderStatus.Cancelled);

/** What a checkout decides about a new order; the process decides its status. */
export type OrderDraft = Omit<Order, 'id' | 'status' | 'createdAt' | 'updatedAt' | 'shortNumber' | 'total' | 'subtotal' | 'tax'>;

/**
 * Reserves an order (one shop's share of a checkout) in the caller's transaction: it exists, with its
 * stock taken, but is not placed until `settleReservation` says its payment succeeded. The caller
 * flushes it and inserts its items.
 */
export function reserveOrder(em: EntityManager, draft: OrderDraft): Order {
  return em.create(Order, { ...draft, status: OrderStatus.AwaitingPayment });
}

/**
 * Ends the reservation of a payment's orders in the caller's transaction, which holds the payment's
 * row: 'placed' makes them Pending (the shop sees them from now on), 'released' makes them
 * PaymentFailed and returns their stock. Orders already settled are left alone, so settling twice
 * (the checkout, a webhook and the reconciler may all try) moves them once. Answers the orders moved.
 */
export async function settleReservation(em: EntityManager, paymentId: string, outcome: 'placed' | 'released'): Promise<Order[]> {
  const rows: Record<string, unknown>[] = await em.execute(
    `select * from orders where payment_id = ? and status = ? order by id for update`,
    [paymentId, OrderStatus.AwaitingPayment],
  );
  const orders = rows.map((row) => em.map(Order, row));
  if (!orders.length) return [];
  for (const order of orders) order.status = outcome === 'placed' ? PLACED_ORDER_STATUS : OrderStatus.PaymentFailed;
  await em.flush();
  if (outcome === 'released') await restock(em, orders.map((order) => order.id));
  return orders;
}

/**
 * Which orders a move applies to. One order of a shop: it must exist and belong to that shop (else
 * NOT_FOUND, as for a missing one), and the move must be allowed (else BAD_USER_INPUT). All orders
 * of a shop, or of a checkout's payment: those that may still make the move; the others are left as
 * they are.
 */
export type OrderSelection = { orderId: string; vendorId: string } | { vendorId: string } | { paymentId: string };

/** Why an order moves, which is what its audit entry says. */
export type TransitionReason =
  /** The shop moved its own order. */
  | { kind: 'shop' }
  /** The shop was closed (by an admin, or with its owner's account). */
  | { kind: 'shop-closed'; shopName: string }
  /** The payment provider reported the checkout's payment failed. */
  | { kind: 'payment-failed' };

export interface OrderMove {
  /** The order, moved (managed by the caller's EntityManager). */
  order: Order;
  from: OrderStatus;
  /** The amount queued for a refund by this move, in cents (0 when nothing was charged). */
  refundCents: number;
}

export interface TransitionResult {
  moves: OrderMove[];
  /** Refunds queued in the transaction: nudge the refund dispatcher once it has committed. */
  refunds: RefundRequest[];
}

/**
 * Moves orders to `to` inside the caller's transaction. The orders are locked (in id order) before
 * their status is read, so two concurrent moves of one order apply once: the second sees the first's
 * result. Cancelling returns the items to stock and queues a refund of each paid order's amount, which
 * the refund dispatcher asks of the provider after commit (never inside a transaction: a provider
 * outage neither blocks nor undoes the cancellation, and a retried transaction refunds nothing twice).
 * Every move is audited, as `actorId`'s (null: the system, e.g. the payment provider).
 */
export async function transition(
  em: EntityManager,
  selection: OrderSelection,
  to: OrderStatus,
  actorId: string | null,
  reason: TransitionReason,
): Promise<TransitionResult> {
  const orders = await lockOrders(em, selection, to);
  if (!orders.length) return { moves: [], refunds: [] };

  const from = new Map(orders.map((order) => [order.id, order.status]));
  for (const order of orders) order.status = to;
  await em.flush();
  const refunds = to === OrderStatus.Cancelled ? await restockAndQueueRefunds(em, orders) : [];
  for (const refund of refunds) await onPaidOrderCancelled(em, refund.orderId);
  const refundOf = new Map(refunds.map((refund) => [refund.orderId, refund.amountCents]));

  const moves = orders.map((order): OrderMove => ({ order, from: from.get(order.id)!, refundCents: refundOf.get(order.id) ?? 0 }));
  for (const move of moves) {
    await recordAudit(em, {
      actorId,
      action: AuditAction.OrderStatusChange,
      targetType: AuditTargetType.Order,
      targetId: move.order.id,
      summary: auditSummary(move, reason),
      message: auditMessage(move, reason),
      before: { status: move.from },
      after: { status: to },
    });
  }
  return { moves, refunds };
}

/** Locks the selected orders FOR UPDATE in id order and answers them (managed) as they are once locked. */
async function lockOrders(em: EntityManager, selection: OrderSelection, to: OrderStatus): Promise<Order[]> {
  if ('orderId' in selection) {
    // Another shop's order, or one not placed yet, answers as a missing one would: its id says nothing about it.
    const [row] = await em.execute(`select * from orders where id = ? and vendor_id = ? and status not in (?) for update`, [
      selection.orderId,
      selection.vendorId,
      UNPLACED_ORDER_STATUSES,
    ]);
    if (!row) throw notFound('Order not found.');
    const order = em.map(Order, row);
    if (!canMoveOrder(order.status, to)) {
      throw badInput(
        order.status === OrderStatus.Cancelled ? 'This order is cancelled and cannot be changed.' : `An order that is ${order.status} cannot be marked ${to}.`,
      );
    }
    return [order];
  }
  const from = statusesThatMayMoveTo(to);
  if (!from.length) return [];
  // Under READ COMMITTED a row that changed while we waited for its lock is checked again, so an order
  // another transaction just moved out of `from` (a shop's own cancel) drops out here.
  const [column, value] = 'vendorId' in selection ? ['vendor_id', selection.vendorId] : ['payment_id', selection.paymentId];
  const rows: Record<string, unknown>[] = await em.execute(
    `select * from orders where ${column} = ? and status in (?) order by id for update`,
    [value, from],
  );
  return rows.map((row) => em.map(Order, row));
}

/**
 * The money and stock side of cancelling orders: their items go back into stock, and each paid
 * order's amount is queued for a refund. Answers the refunds queued.
 */
async function restockAndQueueRefunds(em: EntityManager, orders: Order[]): Promise<RefundRequest[]> {
  await restock(em, orders.map((order) => order.id));
  // Orders from before payments (demo history) were never charged through us: nothing to refund. A
  // failed payment took nothing either (queueRefunds skips it).
  return queueRefunds(
    em,
    orders.flatMap((order) => (order.paymentId ? [{ orderId: order.id, paymentId: order.paymentId, amountCents: order.totalCents }] : [])),
  );
}

/** Returns the items of these orders to stock. */
async function restock(em: EntityManager, ids: string[]): Promise<void> {
  // The products' rows are locked in id order first, the order checkout locks them in: the update's
  // own join order depends on the plan, and a different order against a checkout is a deadlock.
  await em.execute(
    `select p.id from products p where p.id in (select product_id from order_items where order_id in (?)) order by p.id for no key update`,
    [ids],
  );
  await em.execute(
    `update products p set stock = p.stock + returned.quantity
       from (select product_id, sum(quantity)::int as quantity from order_items
              where order_id in (?) and product_id is not null group by product_id) returned
      where p.id = returned.product_id`,
    [ids],
  );
}

/** auditSummary's sentence as a message id and values (the reader's language is the web's to choose). */
function auditMessage(move: OrderMove, reason: TransitionReason): AuditRecord['message'] {
  const { order, from, refundCents } = move;
  switch (reason.kind) {
    case 'shop':
      return { id: 'order.status_change', params: { order: order.shortNumber, status: order.status, before: from } };
    case 'shop-closed':
      return { id: 'order.cancelled_shop_closed', params: { order: order.shortNumber, before: from, shop: reason.shopName, refundedCents: refundCents || null } };
    case 'payment-failed':
      return { id: 'order.cancelled_payment_failed', params: { order: order.shortNumber } };
  }
}

function auditSummary(move: OrderMove, reason: TransitionReason): string {
  const { order, from, refundCents } = move;
  switch (reason.kind) {
    case 'shop':
      return `Marked order #${order.shortNumber} ${order.status} (was ${from})`;
    case 'shop-closed':
      return `Cancelled order #${order.shortNumber} (was ${from}): shop ${reason.shopName} closed${refundCents ? `, ${formatCad(refundCents)} refunded` : ''}`;
    case 'payment-failed':
      return `Order #${order.shortNumber} cancelled: the payment failed`;
  }
}
