export type SalesPointLike = { orders: number; revenueCents: number; taxCents: number };

export function sumPoints(points: readonly SalesPointLike[]): SalesPointLike {
  return points.reduce(
    (sum, p) => ({
      orders: sum.orders + p.orders,
      revenueCents: sum.revenueCents + p.revenueCents,
      taxCents: sum.taxCents + p.taxCents,
    }),
    { orders: 0, revenueCents: 0, taxCents: 0 },
  );
}

export function isEmptyPoint(point: SalesPointLike): boolean {
  return point.orders === 0 && point.revenueCents === 0 && point.taxCents === 0;
}
