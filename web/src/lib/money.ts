import { formatMoney, formatMoneyCents } from './format';

/**
 * Money in English, e.g. "$1,234.50", for the pages not translated yet (issue 20): the vendor and
 * admin areas, checkout, orders. Translated pages use lib/format.ts's useFormat(), which follows the
 * reader's language; these are its en-CA formats. `formatDollars` is for dollar amounts (`price`,
 * `total`, `lineTotal`, ...) and `formatCents` for integer cents (the `...Cents` fields).
 */
export function formatDollars(dollars: number): string {
  return formatMoney(dollars, 'en-CA');
}

/** Integer cents (the API's `...Cents` fields) as Canadian dollars, e.g. "$1,234.50". */
export function formatCents(cents: number): string {
  return formatMoneyCents(cents, 'en-CA');
}
