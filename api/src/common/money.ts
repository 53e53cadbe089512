/** Harmonized Sales Tax in Ontario, in percent. */
export const HST_PERCENT = 13;

/** HST on a subtotal in cents, rounded half-up to the cent (integer arithmetic, no floats). */
export function hstCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * HST_PERCENT + 50) / 100);
}

export const dollars = (cents: number) => cents / 100;

// Made once: building a NumberFormat (locale data) costs far more than formatting, and an order mail
// formats every line, so the mail dispatcher spent most of its time here.
const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

export function formatCad(cents: number): string {
  return CAD.format(cents / 100);
}

/**
 * Splits `total` cents over parts in proportion to `weights`, so the shares add up to the total
 * exactly: each share is rounded down, and the cents left go to the largest remainders (first wins a tie).
 */
export function allocateCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, i) => ({ i, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    shares[i] += 1;
  }
  return shares;
}
