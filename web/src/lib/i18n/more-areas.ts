import type { Messages } from '@lingui/core';
import { registerApiWording } from '../api-text';
import type { Area, AreaCatalogs, MoreArea } from './areas';

/**
 * The loaders of the catalogs of the pages a shopper does not reach on a first visit (the customer's
 * side, the API's messages, the vendor and admin workspaces), in a chunk of their own: in areas.ts, each loader's
 * hashed chunk names weighed on the storefront's first load (about 1 KiB gzipped for these six
 * areas), which had no room for them. areas.ts imports this module when one of them is first asked for.
 */

/** A catalog of the `notices` area, once lib/api-error-messages.ts has arrived and is in use. */
async function withApiWording(catalog: Promise<{ messages: Messages }>): Promise<{ messages: Messages }> {
  const [loaded, table] = await Promise.all([catalog, import('../api-error-messages')]);
  registerApiWording(table);
  return loaded;
}

export const MORE_AREA_CATALOGS: Record<MoreArea, AreaCatalogs> = {
  checkout: {
    'en-CA': () => import('../../locales/checkout/en-CA.po'),
    'fr-CA': () => import('../../locales/checkout/fr-CA.po'),
  },
  orders: {
    'en-CA': () => import('../../locales/orders/en-CA.po'),
    'fr-CA': () => import('../../locales/orders/fr-CA.po'),
  },
  customer: {
    'en-CA': () => import('../../locales/customer/en-CA.po'),
    'fr-CA': () => import('../../locales/customer/fr-CA.po'),
  },
  recovery: {
    'en-CA': () => import('../../locales/recovery/en-CA.po'),
    'fr-CA': () => import('../../locales/recovery/fr-CA.po'),
  },
  shared: {
    'en-CA': () => import('../../locales/shared/en-CA.po'),
    'fr-CA': () => import('../../locales/shared/fr-CA.po'),
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
  errors: {
    'en-CA': () => import('../../locales/errors/en-CA.po'),
    'fr-CA': () => import('../../locales/errors/fr-CA.po'),
  },
  // What shows on demand rather than on a first visit (the signed-in roles' links and account menu, the
  // mobile menu, the photo viewer, the search suggestions): loaded with it (areas.ts withArea).
  'on-demand': {
    'en-CA': () => import('../../locales/on-demand/en-CA.po'),
    'fr-CA': () => import('../../locales/on-demand/fr-CA.po'),
  },
  // With the table that words the API's messages (lib/api-text.ts).
  notices: {
    'en-CA': () => withApiWording(import('../../locales/notices/en-CA.po')),
    'fr-CA': () => withApiWording(import('../../locales/notices/fr-CA.po')),
  },
};

/** Every area, for the server's renders (here, not in areas.ts: the browser's start-up does not need the list). */
export const ALL_AREAS: readonly Area[] = ['account', 'home', 'products', 'product', 'shops', 'checkout', 'orders', 'customer', 'recovery', 'info', 'notices', 'shared', 'vendor', 'admin', 'admin-dashboard', 'errors', 'on-demand'];
