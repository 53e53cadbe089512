import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** bench/ and the repository root, wherever the command is started from. */
export const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(BENCH_DIR, '..');
export const RESULTS_DIR = path.join(BENCH_DIR, 'results');

const int = (name, fallback) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}".`);
  return value;
};

/** Every knob of the benchmarks, read from the environment in one place (see bench/README.md). */
export function benchConfig() {
  return {
    /** The server to create the bench database on (its own database is only used to connect). */
    serverUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    database: process.env.BENCH_DATABASE || 'mainstreet_bench',
    /** Grown templates are named `<templatePrefix>_tpl_<hash>`: the soak's own database shares the bench's. */
    templatePrefix: process.env.BENCH_DATABASE || 'mainstreet_bench',
    /** Keep an existing, already grown database instead of dropping it (faster reruns). */
    reuseDatabase: process.env.BENCH_REUSE_DB === '1',
    /** Start the API's embedded PostgreSQL instead of using BENCH_DATABASE_URL. */
    embedded: process.env.BENCH_EMBEDDED === '1',
    durationSeconds: int('BENCH_DURATION', 10),
    warmupSeconds: int('BENCH_WARMUP', 3),
    connections: int('BENCH_CONNECTIONS', 50),
    /** Target sizes of the grown data set. */
    products: int('BENCH_PRODUCTS', 100_000),
    orders: int('BENCH_ORDERS', 100_000),
    vendors: int('BENCH_VENDORS', 200),
    customers: int('BENCH_CUSTOMERS', 20_000),
    /** Customers signed in through the `login` mutation for the add-to-cart scenario. */
    logins: int('BENCH_LOGINS', 200),
    subscriptions: int('BENCH_SUBSCRIPTIONS', 5_000),
    /** Only these scenarios (comma-separated ids), e.g. BENCH_ONLY=list,search. */
    only: (process.env.BENCH_ONLY || '').split(',').map((s) => s.trim()).filter(Boolean),
  };
}

/** The soak's knobs (bench/soak.mjs, see bench/README.md); the database and stack come from benchConfig. */
export function soakConfig() {
  const durationSeconds = int('SOAK_DURATION', 600);
  return {
    ...benchConfig(),
    /** Its own database (a copy of the same grown template), so it can run beside `pnpm bench`. */
    database: process.env.SOAK_DATABASE || 'mainstreet_soak',
    durationSeconds,
    /**
     * Memory is compared from the end of the warm-up (part of the duration): by default two minutes,
     * at most a fifth of the run. V8 was still raising its heap limits a minute in (the heap it kept
     * after full collections went from 113 MB at 70 s to 185 MB at 110 s, and stayed between 138 and 211 MB after).
     */
    warmupSeconds: int('SOAK_WARMUP', Math.min(120, Math.floor(durationSeconds / 5))),
    /** Virtual users, each a loop of requests one after the other (browse, search, buy, vendor moves). */
    users: int('SOAK_USERS', 20),
    sampleSeconds: Math.max(1, int('SOAK_SAMPLE_INTERVAL', 5)),
    /** Goal of issue 9: the API's memory grows by at most this much from the end of the warm-up. */
    maxGrowthPercent: 10,
  };
}
