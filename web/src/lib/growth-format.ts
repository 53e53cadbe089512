import { formatCents } from './money';

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
