import { formatDate } from '../../lib/format';
import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';

/** "Mar 4, 2025, 2:05 p.m." (fr-CA "4 mars 2025, 14 h 05") in the browser's time zone; an unparsable value is shown as is. */
export function formatDateTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
}
