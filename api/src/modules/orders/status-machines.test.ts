import { describe, expect, it } from 'vitest';
import { canMovePayment, PaymentStatus } from '../payments/payment.entity';
import { OrderStatus } from './order.entity';
import { canMoveOrder, OPEN_ORDER_STATUSES } from './order-process';

describe('order status transitions', () => {
  it.each([
    [OrderStatus.Pending, OrderStatus.Shipped, true],
    [OrderStatus.Processing, OrderStatus.Cancelled, true],
    [OrderStatus.Shipped, OrderStatus.Delivered, true],
    [OrderStatus.Shipped, OrderStatus.Shipped, false],
    [OrderStatus.Cancelled, OrderStatus.Shipped, false],
    [OrderStatus.Delivered, OrderStatus.Cancelled, false],
    [OrderStatus.Pending, OrderStatus.Delivered, false],
  ])('%s -> %s is %s', (from, to, allowed) => {
    expect(canMoveOrder(from, to)).toBe(allowed);
  });
});

describe('payment status transitions', () => {
  it.each([
    [PaymentStatus.Pending, PaymentStatus.Succeeded, true],
    [PaymentStatus.Pending, PaymentStatus.Failed, true],
    [PaymentStatus.Succeeded, PaymentStatus.Refunded, true],
    [PaymentStatus.Succeeded, PaymentStatus.PartiallyRefunded, true],
    [PaymentStatus.PartiallyRefunded, PaymentStatus.Refunded, true],
    [PaymentStatus.Succeeded, PaymentStatus.Failed, false],
    // A charge that turns up after its payment was released: recorded, then refunded.
    [PaymentStatus.Failed, PaymentStatus.Succeeded, true],
    [PaymentStatus.Refunded, PaymentStatus.Succeeded, false],
    [PaymentStatus.Refunded, PaymentStatus.PartiallyRefunded, false],
    [PaymentStatus.PartiallyRefunded, PaymentStatus.Succeeded, false],
    [PaymentStatus.PartiallyRefunded, PaymentStatus.Failed, false],
    [PaymentStatus.Pending, PaymentStatus.PartiallyRefunded, false],
    [PaymentStatus.Pending, PaymentStatus.Refunded, false],
    [PaymentStatus.Failed, PaymentStatus.Refunded, false],
  ])('%s -> %s is %s', (from, to, allowed) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });
});

describe('which orders a closing shop cancels', () => {
  it('is every status that may still move to Cancelled: all but Delivered and Cancelled', () => {
    expect(OPEN_ORDER_STATUSES).toEqual([OrderStatus.Pending, OrderStatus.Processing, OrderStatus.Shipped]);
  });
});
