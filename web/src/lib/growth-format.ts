import { msg } from '@lingui/core/macro';
import { formatNumber } from './format';
import { DEFAULT_LOCALE, type Locale } from './i18n/locales';

/** "+12.5%", "−3.0%" or "0.0%" (fr-CA "+12,5 %") for the API's growth figures (one decimal). */
export function formatGrowth(percent: number, locale: Locale = DEFAULT_LOCALE): string {
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '';
  return `${sign}${formatNumber(Math.abs(percent) / 100, locale, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false })}`;
}

/** What the API's growth figures compare: this calendar month so far against the same days of last month. */
export const GROWTH_COMPARISON = msg`Month to date vs. the same days last month`;
