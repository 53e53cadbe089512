import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server URL on which each test file creates its own database. */
    postgresUrl: string;
  }
}

/** One real PostgreSQL for the run: TEST_DATABASE_URL when set, else a throwaway embedded one. */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  keepFailureExitCode();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-test-'));
  fs.chmodSync(dir, 0o755); // the postgres user must reach the cluster inside
  const db = await startEmbeddedPostgres(dir, 'postgres');
  project.provide('postgresUrl', db.url);
  return async () => {
    await db.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * embedded-postgres installs async-exit-hook, which answers the process's 'beforeExit' with
 * process.exit(0): the run would end with code 0 after failed tests (vitest sets process.exitCode
 * and lets the process end). The code vitest chose is kept, taken before that hook runs.
 */
function keepFailureExitCode(): void {
  let chosen: string | number | undefined;
  process.prependListener('beforeExit', () => {
    chosen ??= process.exitCode ?? undefined;
  });
  process.prependListener('exit', (code) => {
    chosen ??= process.exitCode ?? undefined;
    if (!code && chosen) process.exitCode = chosen;
  });
}
