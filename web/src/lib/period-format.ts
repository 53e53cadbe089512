import { DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { formatDate } from './format';

/**
 * The API's periods are calendar days and months in UTC ("2025-03-05", "2025-03"): format
 * them in UTC too, or a browser west of Greenwich would label each point with the day before.
 * Each takes the reader's locale (lib/format.ts): "Mar 5" / "5 mars".
 */
function periodDate(period: string): Date | null {
  const [year, month, day] = period.split('-').map(Number);
  if (!year || !month) return null;
  return new Date(Date.UTC(year, month - 1, day || 1));
}

function formatPeriod(period: string, locale: Locale, options: Intl.DateTimeFormatOptions): string {
  const date = periodDate(period);
  return date ? formatDate(date, locale, { ...options, timeZone: 'UTC' }) : period;
}

/** "Mar 5" (axis ticks). */
export const shortDay = (period: string, locale: Locale = DEFAULT_LOCALE) => formatPeriod(period, locale, { month: 'short', day: 'numeric' });
/** "March 5, 2025" (tables, tooltips). */
export const longDay = (period: string, locale: Locale = DEFAULT_LOCALE) => formatPeriod(period, locale, { month: 'long', day: 'numeric', year: 'numeric' });
/** "Mar 2025" (axis ticks). */
export const shortMonth = (period: string, locale: Locale = DEFAULT_LOCALE) => formatPeriod(period, locale, { month: 'short', year: 'numeric' });
/** "March 2025" (tables, tooltips). */
export const longMonth = (period: string, locale: Locale = DEFAULT_LOCALE) => formatPeriod(period, locale, { month: 'long', year: 'numeric' });
