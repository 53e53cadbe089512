import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messagesFor } from './areas';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, parseLocale, type Locale } from './locales';

/** The translations of one render (the server makes one per page) or of the browser's app. */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

/**
 * The language of the page in this browser: the API wrote it into <html lang> from the visitor's
 * cookie, their account or their browser's Accept-Language (api/src/modules/storefront/locale.ts).
 */
export function pageLocale(): Locale {
  return (typeof document !== 'undefined' && parseLocale(document.documentElement.lang)) || DEFAULT_LOCALE;
}

/** The active locale of an instance, as one of ours. */
export function localeOf(i18n: I18n): Locale {
  return parseLocale(i18n.locale) ?? DEFAULT_LOCALE;
}

/**
 * Reads the app in `locale` from now on: loads its catalog, re-renders every text, and keeps the
 * choice in the cookie the server renders pages by, and in <html lang> for assistive technology.
 */
export async function activateLocale(i18n: I18n, locale: Locale): Promise<void> {
  if (localeOf(i18n) === locale && i18n.messages && Object.keys(i18n.messages).length > 0) return;
  const messages = await messagesFor(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
}
