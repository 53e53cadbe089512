import type { Request } from 'express';

/**
 * The visitor's language for a page the API serves (issue 20), with the same names and cookie as the
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

export function requestLocale(req: Pick<Request, 'query' | 'headers'>): Locale {
  return (
    parseLocale(req.query?.[LOCALE_PARAM]) ??
    parseLocale(cookie(req.headers.cookie, LOCALE_COOKIE)) ??
    negotiateLocale(req.headers['accept-language']) ??
    DEFAULT_LOCALE
  );
}
