import { describe, expect, it } from 'vitest';
import { orderStatusLabel } from '../../lib/order-status';
import { groupOrdersByCheckout } from './order-groups.util';

const order = (id: string, paymentId: string | null, vendorId: string, totalCents: number, createdAt = '2026-11-20T10:00:00.000Z') => ({
  id,
  paymentId,
  vendor: { id: vendorId },
  totalCents,
  createdAt,
});

describe('groupOrdersByCheckout', () => {
  it('groups by payment in first-seen order, counting shops and adding totals to the cent', () => {
    const groups = groupOrdersByCheckout([
      order('o1', 'pay-2', 'v1', 1130, '2026-11-21T10:00:00.000Z'),
      order('o2', 'pay-1', 'v3', 565),
      order('o3', 'pay-2', 'v2', 2261, '2026-11-21T10:00:00.000Z'),
      order('o4', null, 'v1', 100),
      order('o5', null, 'v1', 200),
    ]);
    expect(groups.map((g) => [g.key, g.orders.map((o) => o.id), g.shopCount, g.totalCents])).toEqual([
      ['pay-2', ['o1', 'o3'], 2, 3391],
      ['pay-1', ['o2'], 1, 565],
      // Orders without a payment are never merged with each other.
      ['order:o4', ['o4'], 1, 100],
      ['order:o5', ['o5'], 1, 200],
    ]);
  });
});

describe('orderStatusLabel', () => {
  it('names the five statuses and calls anything else Unknown', () => {
    for (const status of ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled']) {
      expect(orderStatusLabel(status)).toBe(status);
    }
    expect(orderStatusLabel('Refunded')).toBe('Unknown');
    expect(orderStatusLabel('pending')).toBe('Unknown');
    expect(orderStatusLabel(null)).toBe('Unknown');
  });
});
