import type { I18n, Messages } from '@lingui/core';
import { loadMessages } from './catalogs';
import type { Locale } from './locales';

/**
 * The catalogs beyond the storefront's (lingui.config.ts), each loaded with the pages of its area
 * (app/app.routes.tsx): a first visit to the storefront downloads none of their texts. The loaders
 * of the storefront's areas are here; those of the other areas (the customer's side, the vendor and
 * admin workspaces) go in more-areas.ts, a chunk of its own, so the storefront's first load does not
 * carry their chunks' names.
 */
export type Area = StorefrontArea | MoreArea;
type StorefrontArea = 'account' | 'home' | 'products' | 'product' | 'shops' | 'info';
/** The areas whose catalogs' loaders are in more-areas.ts (see there why). */
export type MoreArea =
  | 'checkout'
  | 'orders'
  | 'customer'
  | 'recovery'
  | 'notices'
  | 'shared'
  | 'vendor'
  | 'admin'
  | 'admin-dashboard'
  | 'errors'
  | 'on-demand';
export type AreaCatalogs = Record<Locale, () => Promise<{ messages: Messages }>>;

const AREA_CATALOGS: Record<StorefrontArea, AreaCatalogs> = {
  account: {
    'en-CA': () => import('../../locales/account/en-CA.po'),
    'fr-CA': () => import('../../locales/account/fr-CA.po'),
  },
  home: {
    'en-CA': () => import('../../locales/home/en-CA.po'),
    'fr-CA': () => import('../../locales/home/fr-CA.po'),
  },
  products: {
    'en-CA': () => import('../../locales/products/en-CA.po'),
    'fr-CA': () => import('../../locales/products/fr-CA.po'),
  },
  product: {
    'en-CA': () => import('../../locales/product/en-CA.po'),
    'fr-CA': () => import('../../locales/product/fr-CA.po'),
  },
  shops: {
    'en-CA': () => import('../../locales/shops/en-CA.po'),
    'fr-CA': () => import('../../locales/shops/fr-CA.po'),
  },
  // The info pages (about, services, blog, contact) are storefront pages too: loading more-areas.ts for
  // them took the contact page's first load over its budget.
  info: {
    'en-CA': () => import('../../locales/info/en-CA.po'),
    'fr-CA': () => import('../../locales/info/fr-CA.po'),
  },
};

/** The browser's instance (start-app.tsx); the server's renders load every catalog themselves. */
let browserI18n: I18n | undefined;

/** The browser's instance, for code outside React that words a message (lib/error-message.util.ts). */
export function currentBrowserI18n(): I18n | undefined {
  return browserI18n;
}
/** The areas loaded so far, and the language each one is loaded in. */
const loadedAreas = new Map<Area, Locale>();

export function registerBrowserI18n(i18n: I18n): void {
  browserI18n = i18n;
}

/** An area's texts, in `locale`. */
async function areaMessages(area: Area, locale: Locale): Promise<Messages> {
  const catalogs = area in AREA_CATALOGS ? AREA_CATALOGS[area as StorefrontArea] : (await import('./more-areas')).MORE_AREA_CATALOGS[area as MoreArea];
  return (await catalogs[locale]()).messages;
}

/** True when an area's texts are there in the active language (always on the server and in tests, which load every catalog). */
export function areaLoaded(area: Area): boolean {
  return !browserI18n || loadedAreas.get(area) === browserI18n.locale;
}

/**
 * A lazily loaded module, resolved once `area`'s texts are there too, so that what it shows is never
 * untranslated (a failed catalog download shows the source texts rather than nothing).
 */
export function withArea<T>(area: Area, module: Promise<T>): Promise<T> {
  return Promise.all([module, loadArea(area).catch(() => undefined)]).then(([loaded]) => loaded);
}

/** Adds an area's texts to the browser's instance before its page renders (nothing on the server). */
export async function loadArea(area: Area): Promise<void> {
  if (!browserI18n) return;
  const i18n = browserI18n;
  const locale = i18n.locale as Locale;
  if (loadedAreas.get(area) === locale) return;
  i18n.load(locale, await areaMessages(area, locale));
  loadedAreas.set(area, locale);
}

/** Every catalog a page in `locale` needs: the storefront's and those of `areas` (by default, the areas visited). */
export async function messagesFor(locale: Locale, areas: readonly Area[] = [...loadedAreas.keys()]): Promise<Messages> {
  const parts = await Promise.all([loadMessages(locale), ...areas.map((area) => areaMessages(area, locale))]);
  for (const area of areas) if (loadedAreas.has(area)) loadedAreas.set(area, locale);
  return Object.assign({}, ...parts) as Messages;
}

