/**
 * Formats a dollar amount (the API's `price`) as Canadian dollars, e.g. "$12.50", as
 * Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }) does. Written out because
 * creating that formatter loads locale data: about 100 ms of a phone's main thread on first load.
 */
export function formatCad(amount: number): string {
  const [units, cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}.${cents}`;
}

/** Formats integer cents (the API's `...Cents` fields) as Canadian dollars, e.g. "$1,234.50". */
export function formatCents(cents: number): string {
  return formatCad(cents / 100);
}

/** "+12.5%", "−3.0%" or "0.0%" for the API's growth figures (one decimal). */
export function formatGrowth(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toFixed(1)}%`;
}

/** What the API's growth figures compare: this calendar month so far against the same days of last month. */
export const GROWTH_COMPARISON = 'Month to date vs. the same days last month';

/** "$122.34 vs. $50.00": this month so far against the same days of last month, the two amounts a growth figure compares. */
export function formatGrowthAmounts(thisMonthCents: number, lastMonthToDateCents: number): string {
  return `${formatCents(thisMonthCents)} vs. ${formatCents(lastMonthToDateCents)}`;
}
