/**
 * Money as the shop shows it: Canadian dollars, e.g. "$1,234.50". One formatter per unit the API
 * uses, named by it: `formatDollars` for dollar amounts (`price`, `total`, `lineTotal`, ...) and
 * `formatCents` for integer cents (the `...Cents` fields).
 *
 * Written out rather than Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }), whose
 * output it matches: creating that formatter loads locale data, about 100 ms of a phone's main
 * thread on first load.
 */
export function formatDollars(dollars: number): string {
  const [units, cents] = Math.abs(dollars).toFixed(2).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${dollars < 0 ? '-' : ''}$${grouped}.${cents}`;
}

/** Integer cents (the API's `...Cents` fields) as Canadian dollars, e.g. "$1,234.50". */
export function formatCents(cents: number): string {
  return formatDollars(cents / 100);
}
