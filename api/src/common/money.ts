/** Harmonized Sales Tax in Ontario, in percent. */
export const HST_PERCENT = 13;

/** HST on a subtotal in cents, rounded half-up to the cent (integer arithmetic, no floats). */
export function hstCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * HST_PERCENT + 50) / 100);
}

/**
 * The provider's limits on one card charge in CAD (Stripe: at least $0.50, at most $999,999.99).
 * Every amount the marketplace accepts is derived from these, so nothing can be listed that cannot be paid.
 */
export const MIN_CHARGE_CENTS = 50;
export const MAX_CHARGE_CENTS = 99_999_999;
/** The highest sales tax on a Canadian sale, in percent (HST in NB, NL, PE and formerly NS). */
const HIGHEST_TAX_PERCENT = 15;
/**
 * A product's price range: at least the minimum charge, and at most a round price whose single unit,
 * with the highest tax, still fits in one charge ($850,000 × 1.15 = $977,500).
 */
export const MIN_PRICE_CENTS = MIN_CHARGE_CENTS;
export const MAX_PRICE_CENTS = 85_000_000;
if (Math.ceil((MAX_PRICE_CENTS * (100 + HIGHEST_TAX_PERCENT)) / 100) > MAX_CHARGE_CENTS) throw new Error('MAX_PRICE_CENTS exceeds one charge.');

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
