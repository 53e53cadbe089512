import type { Locale } from './i18n/locales';
import { formatNumber } from './format';

/** The taxes' French abbreviations (TPS, TVH, TVQ, TVP), as receipts in Canada print them. */
const FRENCH_TAXES: Readonly<Record<string, string>> = { GST: 'TPS', HST: 'TVH', QST: 'TVQ', PST: 'TVP', RST: 'TVD' };

/**
 * A tax line's name as the API writes it ("GST 5%", "QST 9.975%") in the reader's language:
 * "TPS 5 %", "TVQ 9,975 %". A label of another shape is left as it is.
 */
export function taxLabel(label: string, locale: Locale): string {
  if (locale !== 'fr-CA') return label;
  const found = /^([A-Z]{2,4}) (\d+(?:\.\d+)?)%$/.exec(label.trim());
  if (!found) return label;
  const [, tax, rate] = found;
  const digits = rate.split('.')[1]?.length ?? 0;
  return `${FRENCH_TAXES[tax] ?? tax} ${formatNumber(Number(rate) / 100, locale, { style: 'percent', maximumFractionDigits: digits, minimumFractionDigits: digits })}`;
}
