import type { I18n, Messages } from '@lingui/core';
import { loadMessages } from './catalogs';
import type { Locale } from './locales';

/**
 * The catalogs beyond the storefront's (lingui.config.ts), each loaded with the pages of its area
 * (app/app.routes.tsx): a first visit to the storefront downloads none of their texts. The vendor and
 * admin workspaces have one each; areas translated later (checkout, orders) get one each here.
 */
export type Area = 'account' | 'home' | 'products' | 'product' | 'shops' | 'vendor' | 'admin' | 'admin-dashboard';

const AREA_CATALOGS: Record<Area, Record<Locale, () => Promise<{ messages: Messages }>>> = {
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
  vendor: {
    'en-CA': () => import('../../locales/vendor/en-CA.po'),
    'fr-CA': () => import('../../locales/vendor/fr-CA.po'),
  },
  admin: {
    'en-CA': () => import('../../locales/admin/en-CA.po'),
    'fr-CA': () => import('../../locales/admin/fr-CA.po'),
  },
  // The admin dashboard's few texts: the whole admin catalog would not fit its first-load budget.
  'admin-dashboard': {
    'en-CA': () => import('../../locales/admin-dashboard/en-CA.po'),
    'fr-CA': () => import('../../locales/admin-dashboard/fr-CA.po'),
  },
};

/** The browser's instance (start-app.tsx); the server's renders load every catalog themselves. */
let browserI18n: I18n | undefined;
/** The areas loaded so far, and the language each one is loaded in. */
const loadedAreas = new Map<Area, Locale>();

export function registerBrowserI18n(i18n: I18n): void {
  browserI18n = i18n;
}

/** An area's texts, in `locale`. */
async function areaMessages(area: Area, locale: Locale): Promise<Messages> {
  return (await AREA_CATALOGS[area][locale]()).messages;
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

export const ALL_AREAS: readonly Area[] = Object.keys(AREA_CATALOGS) as Area[];
