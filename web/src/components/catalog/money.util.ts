const cadFormatter = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });

/** Formats a dollar amount (the API's `price`) as Canadian dollars, e.g. "$12.50". */
export function formatCad(amount: number): string {
  return cadFormatter.format(amount);
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
