import { useMemo } from 'react';
import { useLingui } from './i18n/runtime';
import { DEFAULT_LOCALE, parseLocale, type Locale } from './i18n/locales';

/**
 * Money, numbers, percentages and dates in the reader's language (issue 20), the one place that
 * formats them: en-CA "$1,234.56" and "November 24, 2026"; fr-CA "1 234,56 $" and "24 novembre 2026".
 * Components use `useFormat()`, which follows the language switch; code outside React passes the
 * locale. Everything goes through Intl, with one exception: money is written out in both languages
 * (the same text as Intl's, which format.test.ts checks), because creating Intl's currency formatter
 * loads locale data, about 100 ms of a phone's main thread on the storefront's first load (measured
 * again in French: 79 ms of a product grid's hydration at 4x CPU slowdown).
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Intl formatters are costly to create: one per locale and options, kept. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter;
}

/** Dollars (the API's `price`, `total`, `lineTotal`...) as Canadian dollars. */
export function formatMoney(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  const [units, cents] = Math.abs(dollars).toFixed(2).split('.');
  const sign = dollars < 0 ? '-' : '';
  const french = locale === 'fr-CA';
  const grouped = units.replace(/\B(?=(\d{3})+$)/g, french ? NO_BREAK_SPACE : ',');
  return french ? `${sign}${grouped},${cents}${NO_BREAK_SPACE}$` : `${sign}$${grouped}.${cents}`;
}

/** What Intl's fr-CA currency format puts between digit groups and before the dollar sign. */
const NO_BREAK_SPACE = '\u00a0';

/** Integer cents (the API's `...Cents` fields) as Canadian dollars. */
export function formatMoneyCents(cents: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatMoney(cents / 100, locale);
}

export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE, options: Intl.NumberFormatOptions = {}): string {
  return cached(`number ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(value);
}

/** A fraction (0.125) as a percentage: "12.5%", "12,5 %". */
export function formatPercent(fraction: number, locale: Locale = DEFAULT_LOCALE, maximumFractionDigits = 1): string {
  return formatNumber(fraction, locale, { style: 'percent', maximumFractionDigits });
}

/**
 * A date ("2026-11-24", an ISO timestamp or a Date): "November 24, 2026", "24 novembre 2026" by
 * default. Calendar days ("2026-11-24") are read in UTC, or a browser west of Greenwich would show
 * the day before.
 */
export function formatDate(
  value: string | number | Date,
  locale: Locale = DEFAULT_LOCALE,
  options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' },
): string {
  const calendarDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = typeof value === 'object' ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const zoned = calendarDay ? { ...options, timeZone: 'UTC' } : options;
  return cached(`date ${locale} ${JSON.stringify(zoned)}`, () => new Intl.DateTimeFormat(locale, zoned)).format(date);
}

export type Formats = {
  locale: Locale;
  money: (dollars: number) => string;
  moneyCents: (cents: number) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  percent: (fraction: number, maximumFractionDigits?: number) => string;
  date: (value: string | number | Date, options?: Intl.DateTimeFormatOptions) => string;
};

/** The formats of the active language; components re-render with the new ones when it changes. */
export function useFormat(): Formats {
  const { i18n } = useLingui();
  const locale = parseLocale(i18n.locale) ?? DEFAULT_LOCALE;
  return useMemo(
    () => ({
      locale,
      money: (dollars) => formatMoney(dollars, locale),
      moneyCents: (cents) => formatMoneyCents(cents, locale),
      number: (value, options) => formatNumber(value, locale, options),
      percent: (fraction, digits) => formatPercent(fraction, locale, digits),
      date: (value, options) => formatDate(value, locale, options),
    }),
    [locale],
  );
}
