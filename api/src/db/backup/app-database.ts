import type { AppConfig } from '../../config';
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../embedded-postgres';

/**
 * The database the app uses, as `pnpm start` would find it: DATABASE_URL, or the embedded
 * PostgreSQL in DATA_DIR, reached where the running app serves it, or started for this command
 * alone (and stopped by `close`) when the app is not running.
 */
export async function appDatabase(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Promise<{ url: string; where: string; close(): Promise<void> }> {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return { url: config.databaseUrl, where: `${url.hostname}:${url.port || 5432}${url.pathname}`, close: async () => {} };
  }
  const running = runningEmbeddedPostgres(config.dataDir);
  if (running) return { url: running, where: `the embedded PostgreSQL in ${config.dataDir} (served by the running app)`, close: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir);
  return { url: embedded.url, where: `the embedded PostgreSQL in ${config.dataDir}`, close: () => embedded.stop() };
}
