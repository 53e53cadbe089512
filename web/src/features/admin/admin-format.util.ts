/** The API's growth rate (percent, 2 decimals) as "+144.68%", "−3.50%" or "0.00%". */
export function formatPercent(percent: number): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${Math.abs(percent).toFixed(2)}%`;
}

const counter = new Intl.NumberFormat('en-CA');

/** Whole numbers with thousands separators: "1,234". */
export function formatCount(value: number): string {
  return counter.format(value);
}
