import { defineConfig } from '@lingui/conf';

/**
 * Lingui's catalogs (docs/decisions/0018-lingui-for-english-and-french.md): messages are written in
 * English in the code with Lingui's macros, `pnpm --filter @mainstreet/web i18n:extract` collects
 * them into src/locales/<locale>.po, and the Vite plugin compiles the .po file a page imports.
 * The macros' runtime comes from src/lib/i18n/runtime.tsx (see there why).
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  fallbackLocales: { default: 'en-CA' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/gql/**'] }],
  format: 'po',
  // Where each message is used, without line numbers: an edit elsewhere in a file does not touch the catalogs.
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'messageId',
  runtimeConfigModule: {
    useLingui: ['@/lib/i18n/runtime', 'useLingui'],
    Trans: ['@/lib/i18n/runtime', 'Trans'],
  },
});
