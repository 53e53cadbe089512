/** Harmonized Sales Tax in Ontario, in percent. */
export const HST_PERCENT = 13;

/** HST on a subtotal in cents, rounded half-up to the cent (integer arithmetic, no floats). */
export function hstCents(subtotalCents: number): number {
  return Math.floor((subtotalCents * HST_PERCENT + 50) / 100);
}
