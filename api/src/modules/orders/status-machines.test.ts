import { describe, expect, it } from 'vitest';
import { canMovePayment, PaymentStatus } from '../payments/payment.entity';
import { OrderStatus } from './order.entity';
import { canMoveOrder } from './order-status';

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
    [PaymentStatus.Succeeded, PaymentStatus.Failed, false],
    [PaymentStatus.Failed, PaymentStatus.Succeeded, false],
    [PaymentStatus.Refunded, PaymentStatus.Succeeded, false],
  ])('%s -> %s is %s', (from, to, allowed) => {
    expect(canMovePayment(from, to)).toBe(allowed);
  });
});
