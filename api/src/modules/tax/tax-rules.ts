import { allocateCents } from '../../common/money';

/*
 * Canadian sales tax, the arithmetic only (the rates are data: tax.service.ts reads them).
 *
 * Rounding rule (also in the schema's descriptions and docs/tax.md): each tax is computed once on the
 * whole checkout's subtotal, `subtotal × rate`, rounded half-up to the cent; each tax's cents are then
 * shared between the checkout's orders (one per shop) in proportion to their subtotals, each share
 * rounded down and the cents left over given to the largest remainders (the first shop by id wins a
 * tie). So every tax's shares add up to that tax, and the orders add up to the charge to the cent.
 */

export const PROVINCES = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;
export type ProvinceCode = (typeof PROVINCES)[number];

export const PROVINCE_NAMES: Record<ProvinceCode, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** The province the cart's estimate uses when the customer has saved none. */
export const DEFAULT_PROVINCE: ProvinceCode = 'ON';

/** The first letter of a postal code names its province or territory (X is shared by NT and NU). */
const POSTAL_LETTERS: Record<string, ProvinceCode[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

export function isProvince(value: unknown): value is ProvinceCode {
  return typeof value === 'string' && (PROVINCES as readonly string[]).includes(value);
}

/** The provinces a postal code may belong to, by its first letter ([] for a letter no province uses). */
export function provincesOfPostalCode(postalCode: string): ProvinceCode[] {
  return POSTAL_LETTERS[postalCode.trim().charAt(0).toUpperCase()] ?? [];
}

/** Whether the postal code's first letter belongs to the province. */
export function postalCodeMatchesProvince(postalCode: string, province: ProvinceCode): boolean {
  return provincesOfPostalCode(postalCode).includes(province);
}

export function postalCodeMismatch(postalCode: string, province: ProvinceCode): string {
  return `The postal code ${postalCode.trim().toUpperCase()} is not in ${PROVINCE_NAMES[province]}. Please check the province or the postal code.`;
}

export const TAX_NAMES = ['GST', 'HST', 'QST', 'PST', 'RST'] as const;
export type TaxName = (typeof TAX_NAMES)[number];

/** One tax in force: its name and its rate in parts per million (5% = 50000). */
export interface TaxRate {
  tax: TaxName;
  ratePpm: number;
}

/** One tax of a checkout or of one of its orders. */
export interface TaxAmount extends TaxRate {
  jurisdiction: ProvinceCode;
  taxableBaseCents: number;
  amountCents: number;
}

/** The rate as a percentage number (9.975 for 99750 ppm). */
export const ratePercent = (ratePpm: number) => ratePpm / 10_000;

/** How a tax line is named to people: "GST 5%", "QST 9.975%". */
export const taxLabel = (tax: string, ratePpm: number) => `${tax} ${ratePercent(ratePpm)}%`;

/** `base × rate`, rounded half-up to the cent, in integers (a base up to $1M times 100% stays exact). */
export function taxOf(baseCents: number, ratePpm: number): number {
  return Math.floor((baseCents * ratePpm + 500_000) / 1_000_000);
}

/** The taxes of a whole checkout's subtotal: one line per tax in force, in the rates' order. */
export function checkoutTaxes(subtotalCents: number, province: ProvinceCode, rates: TaxRate[]): TaxAmount[] {
  return rates.map((rate) => ({ ...rate, jurisdiction: province, taxableBaseCents: subtotalCents, amountCents: taxOf(subtotalCents, rate.ratePpm) }));
}

/**
 * Each tax of the checkout shared between its orders in proportion to their subtotals (the rule
 * above): answers, per order (in the order of `subtotals`), its own lines whose amounts sum, tax by
 * tax, to the checkout's.
 */
export function shareTaxes(taxes: TaxAmount[], subtotals: number[]): TaxAmount[][] {
  const shares = taxes.map((tax) => allocateCents(tax.amountCents, subtotals));
  return subtotals.map((subtotal, order) =>
    taxes.map((tax, index) => ({ ...tax, taxableBaseCents: subtotal, amountCents: shares[index][order] })),
  );
}

export const totalTax = (taxes: { amountCents: number }[]) => taxes.reduce((sum, tax) => sum + tax.amountCents, 0);

/** The highest combined rate any province has had, in ppm: bounds what a cart's total can become. */
export const HIGHEST_COMBINED_RATE_PPM = 150_000;
