/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacroPlugin } from './lingui-macro.plugin.ts';
import { graphqlDocumentsPlugin } from './graphql-documents.plugin.ts';
import { chakraThemePlugin } from './src/startup/chakra-theme.plugin.ts';

const api = 'http://localhost:4000';

/**
 * The pages a shopper reaches from the storefront (their chunks keep their preload lists); every
 * other page's chunk (*Page-hash.js: the vendor and admin workspaces, account settings, password
 * recovery, receipts) fetches its imports itself.
 */
const SHOPPER_PAGES = new Set(['Home', 'Products', 'ProductDetail', 'Vendors', 'VendorShop', 'About', 'Services', 'Blog', 'Contact', 'Login', 'Signup', 'Cart', 'Checkout', 'Wishlist', 'CustomerDashboard', 'Orders', 'NotFound', 'Unauthorized']);
const isOtherPage = (file: string) => {
  const page = /^assets\/(\w+)Page-[\w-]+\.js$/.exec(file)?.[1];
  return page !== undefined && !SHOPPER_PAGES.has(page);
};

/**
 * Components a first visit does not show (menus, dialogs, the search suggestions, the toasts): each
 * loads when first opened, with its texts (the `on-demand` catalog, src/lib/i18n/areas.ts). Not the
 * account menu and the customer's search box: a signed-in visitor's navbar shows them at once, and
 * arriving a round trip later they moved the navbar's links (web/e2e/before-hydration.e2e.test.ts).
 */
const isOnDemand = (file: string) => /^assets\/(MobileMenuDrawer|SignOutDialog|SearchSuggestionsPopup|ProductImageModal|CommerceToaster)-[\w-]+\.js$/.test(file);

/** Absolute path of a file next to this one. */
const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is a production build whatever NODE_ENV the shell has (NODE_ENV=development is a common
  // setting): with it, Vite and React's JSX transform would emit development code, and the server
  // bundle would call a jsxDEV that React's production build does not have.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    // Lingui's macros compile before React's transform (lingui-macro.plugin.ts), and a .po catalog
    // compiles when imported (lingui.config.ts, docs/decisions/0018-lingui-for-english-and-french.md).
    plugins: [graphqlDocumentsPlugin(), chakraThemePlugin(), linguiMacroPlugin(), lingui(), react()],
    // "@/lib/i18n/runtime": the module the macros' output imports, the same path from every file.
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${fromHere('./src')}/` },
        // The browser's production build: a slimmer @lingui/core for compiled catalogs (see there).
        ...(command === 'build' && !isSsrBuild ? [{ find: /^@lingui\/core$/, replacement: fromHere('./src/lib/i18n/slim-core.ts') }] : []),
      ],
    },
    server: {
      // In development the API runs separately on port 4000; proxying keeps every request
      // same-origin, exactly as in production where the API serves the built app.
      proxy: {
        '/graphql': { target: api, ws: true, changeOrigin: true },
        '/media': { target: api, changeOrigin: true },
        '/api': { target: api, changeOrigin: true },
        '/healthz': { target: api, changeOrigin: true },
        '/readyz': { target: api, changeOrigin: true },
        // The API's development mailbox (mail is kept there when SMTP_URL is unset).
        '/dev/mailbox': { target: api, changeOrigin: true },
      },
    },
    // The server's render of storefront pages (src/entry-server.tsx, run by the API): every dependency
    // is bundled in, so the API loads one file and needs none of the web app's packages at run time.
    ssr: { noExternal: true },
    // React's production build in that bundle too, whatever NODE_ENV the API runs with.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
    build: isSsrBuild
      ? { outDir: 'dist-server', copyPublicDir: false }
      : {
          // No <link rel="modulepreload"> for the imports of the entry chunk (src/startup/main.ts,
          // input `main` below): adding its 33 links took one task of 13-19 ms (x4 on a phone)
          // right after the page had loaded. The browser finds those modules itself as it reads
          // the start-up chunk, a round trip later. Lazy routes keep their preloads.
          modulePreload: {
            // Nor the imports of the pages a shopper does not reach from the storefront (isOtherPage):
            // the list of their chunks' hashed names (which gzip cannot shrink) cost every storefront
            // visitor about 2 KiB of its first load. Those pages fetch their imports as their chunk
            // arrives, one round trip later; a first visit to them loads them as before. The same for the
            // components shown on demand (isOnDemand): their lists weighed on every page's first load
            // (about 0.4 KiB), and the one round trip comes when a visitor first opens one.
            resolveDependencies: (file, deps, { hostId }) => (hostId.startsWith('assets/main-') || isOtherPage(file) || isOnDemand(file) ? [] : deps),
          },
          // Vite 8 bundles with Rolldown: chunk options live under rolldownOptions.
          rolldownOptions: {
            // Two entries: the storefront and the GraphiQL playground. Each route module is a
            // dynamic import (see src/app/app.routes.tsx), so the storefront's first load holds
            // only the shell; GraphiQL never reaches the storefront's chunks.
            input: {
              main: fromHere('./index.html'),
              playground: fromHere('./playground.html'),
            },
            // The translations' runtime and the formats in one chunk: every page needs all of them,
            // and as six small chunks their imports and exports cost the first load 0.3 KiB more.
            output: {
              codeSplitting: {
                groups: [{ name: 'i18n', test: /[\\/]src[\\/]lib[\\/](i18n[\\/](runtime|slim-core|i18n|areas|catalogs|locales)\.tsx?|format\.ts|api-text\.ts)$/ }],
              },
            },
          },
        },
    test: {
      environment: 'jsdom',
      setupFiles: ['./vitest.setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // web/e2e has its own runner and config.
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      css: false,
      // Chakra components render slowly in jsdom on a 2-core machine.
      testTimeout: 15_000,
    },
  };
});
