import { formatCad } from '../../components/catalog/money.util';

/** Cents (the API's money unit) as Canadian dollars, e.g. "$1,234.50". */
export function formatCents(cents: number): string {
  return formatCad(cents / 100);
}

/** "+12.5%", "-3.0%" or "0.0%" for the API's growth figure (1 decimal). */
export function formatGrowth(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toFixed(1)}%`;
}
