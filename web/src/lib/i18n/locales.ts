/**
 * The languages of the app (issue 20): Canadian English, the language the code is written in, and
 * Canadian French. Everything that picks or stores a language goes through these names.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';

/**
 * The cookie that keeps a visitor's choice, read by the API when it renders a page
 * (api/src/modules/storefront/locale.ts has the same name and rules).
 */
export const LOCALE_COOKIE = 'locale';
/** A year: the choice outlives any session. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * A page's address in `locale` for search engines (its canonical link): the plain path in English and
 * with `?lang=fr-CA` in French, the addresses of the API's hreflang alternates
 * (api/src/modules/storefront/storefront-pages.ts), which render the page in that language. Each
 * language's page then names itself, and the French pages are not taken for copies of the English ones.
 */
export function localizedPath(path: string, locale: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`;
}

/** Each language named in itself, as the switch shows it: a proper name, the same in every language. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-CA': 'English', 'fr-CA': 'Français' };

/** A supported locale from a stored or sent value ("fr", "fr-CA", "FR-fr"), or undefined. */
export function parseLocale(value: string | null | undefined): Locale | undefined {
  const language = value?.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') return 'en-CA';
  return undefined;
}
