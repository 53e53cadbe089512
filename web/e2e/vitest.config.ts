// End-to-end tests: a real browser (Debian's Chromium via playwright-core) against the app
// started exactly as the README says (`pnpm start` in the repo root); see global-setup.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // web/, whichever directory vitest is started from.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // `pnpm start` builds web and api before listening, so starting can take minutes.
    hookTimeout: 600_000,
    testTimeout: 120_000,
    // One app instance and one browser at a time: the suite shares the started server and
    // a 2-core machine cannot run several Chromiums next to a build.
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
});
