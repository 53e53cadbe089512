import type { Request } from 'express';

/**
 * The visitor's language for a page, an API answer or a mail (issue 20), with the same names and cookie as the
 * web app (web/src/lib/i18n/locales.ts): a `lang` query parameter (the hreflang alternates' URLs)
 * first, then the `locale` cookie the language switch sets (the switch also sets it from a signed-in
 * account), then the browser's Accept-Language, then English.
 */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';
export const LOCALE_COOKIE = 'locale';
/** The query parameter of the hreflang alternates. */
export const LOCALE_PARAM = 'lang';

/** A supported locale from "fr", "fr-CA", "FR-fr", "en-US"..., or undefined. */
export function parseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const language = value.trim().toLowerCase().split(/[-_]/, 1)[0];
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') return 'en-CA';
  return undefined;
}

/** The first supported language of an Accept-Language header, by its q weights (at most 20 entries read). */
export function negotiateLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranges = acceptLanguage
    .slice(0, 500)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { locale: parseLocale(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.locale && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges[0]?.locale;
}

function cookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A page's language: `?lang=`, then the `locale` cookie, then Accept-Language, then English. */
export function requestLocale(req: Pick<Request, 'query' | 'headers'>): Locale {
  return (
    parseLocale(req.query?.[LOCALE_PARAM]) ??
    parseLocale(cookie(req.headers.cookie, LOCALE_COOKIE)) ??
    negotiateLocale(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}

/**
 * The language of an API request (GraphQL, REST), for what outlives it (a checkout's order mail, a
 * new account's language): the `locale` cookie the web app's language switch sets, then
 * Accept-Language; undefined when the request says neither (the reader of what it leaves gets
 * English). No `?lang=`: that is a page's.
 */
export function apiRequestLocale(headers: Pick<Request['headers'], 'cookie' | 'accept-language'>): Locale | undefined {
  return parseLocale(cookie(headers.cookie, LOCALE_COOKIE)) ?? negotiateLocale(headers['accept-language']);
}

/** The language of an answer's words (the REST adapter's `{ message }`): Accept-Language, else English. */
export function answerLocale(req: Pick<Request, 'headers'>): Locale {
  return negotiateLocale(req.headers['accept-language']) ?? DEFAULT_LOCALE;
}

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
/** Intl formatters are costly to create (locale data): one per locale and options, kept. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = create()));
  return formatter;
}

/** Integer cents as Canadian dollars in a language: "$1,234.56", "1 234,56 $" (web/src/lib/format.ts alike). */
export function formatMoneyIn(locale: Locale, cents: number): string {
  return cached(`money ${locale}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' })).format(cents / 100);
}

export function formatNumberIn(locale: Locale, value: number): string {
  return cached(`number ${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** An instant as a date and time in Toronto: "November 24, 2026 at 3:05 p.m.", "24 novembre 2026 à 15 h 05". */
export function formatDateTimeIn(locale: Locale, value: Date | string): string {
  return cached(`datetime ${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' })).format(
    new Date(value),
  );
}
