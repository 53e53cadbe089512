import { formatNumber } from '../../lib/format';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';

/** The API's growth rate (percent, 2 decimals) as "+144.68%", "−3.50%" or "0.00%" (fr-CA "+144,68 %"). */
export function formatPercent(percent: number, locale: Locale = DEFAULT_LOCALE): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(percent) / 100, locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false })}`;
}

/** Whole numbers with thousands separators: "1,234" (fr-CA "1 234"). */
export function formatCount(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatNumber(value, locale);
}
