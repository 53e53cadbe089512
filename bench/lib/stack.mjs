// Starting and stopping what the benchmarks measure: the bench database (fresh, grown), the real
// API (`node api/dist/main.js` with its start script's flags) and the raw baseline
// (bench/baseline.server.mjs), as child processes.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_DIR, REPO_ROOT, RESULTS_DIR } from './config.mjs';
import { growData } from '../grow-data.mjs';

const API_MAIN = path.join(REPO_ROOT, 'api', 'dist', 'main.js');
/** The node flags of the API's start script (api/package.json), so the API runs here as `pnpm start` runs it. */
const API_NODE_FLAGS = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'api', 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((arg) => arg.startsWith('--'));

export function log(message) {
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a pnpm script at the repository root (inherits the output). */
export function build(what) {
  const args = what === 'api' ? ['--filter', '@mainstreet/api', 'build'] : ['build'];
  log(`pnpm ${args.join(' ')} ...`);
  const result = spawnSync('pnpm', args, { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (exit ${result.status}).`);
}

export function ensureBuilt({ web }) {
  const skip = process.env.BENCH_SKIP_BUILD === '1';
  const missing = !fs.existsSync(API_MAIN) || (web && !fs.existsSync(path.join(REPO_ROOT, 'web', 'dist', 'index.html')));
  if (skip && missing) throw new Error('BENCH_SKIP_BUILD=1 but the build is missing: run `pnpm build` first.');
  if (!skip) build(web ? 'all' : 'api');
}

const withDatabase = (url, database) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

async function admin(serverUrl, fn) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The embedded PostgreSQL of the API (api/dist/db/embedded-postgres.js), in bench/.data, when asked for. */
export async function embeddedServer() {
  const require = createRequire(import.meta.url);
  const { startEmbeddedPostgres } = require(path.join(REPO_ROOT, 'api', 'dist', 'db', 'embedded-postgres.js'));
  const embedded = await startEmbeddedPostgres(path.join(BENCH_DIR, '.data'), 'postgres');
  return { serverUrl: embedded.url, stop: () => embedded.stop() };
}

/**
 * Growing 100,000 products and orders takes about a minute on a busy 2-core machine, so the grown
 * database is kept as a template named after everything that shapes it (migrations, seed, grow
 * script, the API's best-selling statement, target sizes, today's date for the demo's "last 30
 * days"); each run clones it (CREATE DATABASE ... TEMPLATE, a file copy) into a fresh bench database.
 */
function templateName(config) {
  const hash = createHash('sha256');
  const files = [
    ...fs.readdirSync(path.join(REPO_ROOT, 'api', 'src', 'db', 'migrations')).sort().map((f) => path.join('api', 'src', 'db', 'migrations', f)),
    ...fs.readdirSync(path.join(REPO_ROOT, 'api', 'src', 'db', 'seed')).sort().map((f) => path.join('api', 'src', 'db', 'seed', f)),
    'bench/grow-data.mjs',
    'api/src/modules/catalog/product-sales.ts',
  ];
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(REPO_ROOT, file)));
  hash.update(JSON.stringify([config.products, config.orders, config.vendors, config.customers, new Date().toISOString().slice(0, 10)]));
  return `${config.templatePrefix ?? config.database}_tpl_${hash.digest('hex').slice(0, 10)}`;
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function dropDatabase(client, name) {
  await client.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`, [name]);
  await client.query(`drop database if exists "${name}"`);
}

/**
 * A fresh bench database, migrated and demo-seeded by the API itself and grown to the targets.
 * Returns its URL and the growth report (null when an existing template was cloned).
 */
export async function prepareDatabase(config, serverUrl) {
  const template = templateName(config);
  const target = config.database;
  const url = withDatabase(serverUrl, target);
  if (config.reuseDatabase) {
    const exists = await admin(serverUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [target])).rowCount > 0);
    if (exists) {
      log(`reusing database ${target} (BENCH_REUSE_DB=1)`);
      return { url, growth: await growData(url, config, (m) => log(m.trim())), template: null };
    }
  }
  const haveTemplate = await admin(serverUrl, async (c) => (await c.query('select 1 from pg_database where datname = $1', [template])).rowCount > 0);
  let growth = null;
  if (!haveTemplate) {
    // Built under a name of its own and renamed once grown, so that another bench process (pnpm
    // bench and pnpm bench:soak may run side by side) never clones a half-grown template.
    const building = `${template}_b${process.pid}`;
    log(`creating ${template}: the API migrates and seeds it, then it is grown ...`);
    await admin(serverUrl, async (c) => {
      // Templates of other days are never used again, nor are the builds of processes that died.
      // Another template of today may be another checkout's (a worktree with other migrations or
      // seed) that a bench is cloning right now: it is left alone, as are builds in progress.
      const prefix = config.templatePrefix ?? config.database;
      // A database's age is its files' (pg_stat_file needs a superuser; without one nothing is called old).
      const { rows } = await c
        .query(
          `select datname, (pg_stat_file('base/' || oid || '/PG_VERSION', true)).modification < now() - interval '1 day' as old
             from pg_database where starts_with(datname, $1)`,
          [`${prefix}_tpl_`],
        )
        .catch(() => c.query(`select datname, false as old from pg_database where starts_with(datname, $1)`, [`${prefix}_tpl_`]));
      const stale = (row) => {
        const build = /_tpl_[0-9a-f]{10}_b(\d+)$/.exec(row.datname);
        return build ? !processAlive(Number(build[1])) : row.datname !== template && row.old === true;
      };
      for (const row of rows.filter(stale)) {
        await c.query(`alter database "${row.datname}" is_template false`).catch(() => {});
        await dropDatabase(c, row.datname);
      }
      await dropDatabase(c, building);
      await c.query(`create database "${building}"`);
    });
    const buildingUrl = withDatabase(serverUrl, building);
    const api = await startApi({ databaseUrl: buildingUrl, jwtSecret: randomBytes(32).toString('hex'), logName: 'api-seed' });
    await api.stop();
    growth = await growData(buildingUrl, config, (m) => log(m.trim()));
    await admin(serverUrl, async (c) => {
      try {
        await c.query(`alter database "${building}" rename to "${template}"`);
      } catch (error) {
        if (error.code !== '42P04') throw error;
        log(`another process finished ${template} first: using it`);
        await dropDatabase(c, building);
      }
    });
  }
  await admin(serverUrl, async (c) => {
    await dropDatabase(c, target);
    // CREATE DATABASE ... TEMPLATE refuses while another session is connected to the template (a
    // concurrent bench cloning or renaming it): wait a little and try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(`create database "${target}" template "${template}"`);
        break;
      } catch (error) {
        if (error.code !== '55006' || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 2_000));
      }
    }
  });
  log(`fresh database ${target} (a copy of ${template})`);
  return { url, growth, template };
}

async function waitForHttp(url, child, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready.`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready at ${url} after ${timeoutMs / 1000} s.`);
}

function stopper(child, what) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // A stuck shutdown must not hold the bench up: do not wait for long.
      const timer = setTimeout(() => {
        log(`${what} still running 5 s after SIGTERM: killing it`);
        child.kill('SIGKILL');
      }, 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    }).then(() => log(`${what} stopped`));
}

function logFile(name) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  return path.join(RESULTS_DIR, `${name}.log`);
}

/**
 * The real API, built, as `pnpm start` runs it: NODE_ENV unset (so an empty database gets the demo
 * data), its own DATA_DIR, a known JWT secret (so the bench can sign customer tokens), a free port.
 * The file descriptor limit is raised to the hard limit for the 5,000 WebSockets; rate limits are off.
 * `nodeArgs` go to node before the script (the soak passes --trace-gc).
 */
export async function startApi({ databaseUrl, jwtSecret, logName = 'api', nodeArgs = [] }) {
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    JWT_SECRET: jwtSecret,
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-bench-')),
    // Load from one address is the point here; the limits have their own tests.
    RATE_LIMIT_PER_TOKEN: '0',
    RATE_LIMIT_PER_IP: '0',
  };
  delete env.NODE_ENV;
  delete env.SEED_DEMO_DATA;
  delete env.REDIS_URL;
  delete env.STRIPE_SECRET_KEY;
  delete env.STRIPE_PUBLISHABLE_KEY;
  const file = logFile(logName);
  const out = fs.openSync(file, 'w');
  const child = spawn('/bin/sh', ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node "$@"', 'api', ...API_NODE_FLAGS, ...nodeArgs, API_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/readyz`, child, `The API (log: ${file})`);
  log(`API ready at ${baseUrl} (pid ${child.pid}, log ${path.relative(REPO_ROOT, file)})`);
  return { baseUrl, pid: child.pid, logFile: file, stop: stopper(child, 'API') };
}

export async function startBaseline({ databaseUrl, jwtSecret }) {
  const port = await freePort();
  const file = logFile('baseline');
  const out = fs.openSync(file, 'w');
  const child = spawn(process.execPath, [path.join(BENCH_DIR, 'baseline.server.mjs')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET: jwtSecret },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHttp(`${baseUrl}/healthz`, child, `The baseline (log: ${file})`);
  log(`baseline ready at ${baseUrl} (pid ${child.pid})`);
  return { baseUrl, pid: child.pid, logFile: file, stop: stopper(child, 'baseline') };
}

/** Resident memory of a process in MB (10^6 bytes, as the goal says "500 MB"): VmRSS and its peak VmHWM from /proc. */
export function processMemory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key) => (Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024) / 1e6;
  return { rssMB: mb('VmRSS'), peakMB: mb('VmHWM') };
}

/** CPU time (user + system) a process has used so far, in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
export function processCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The open-file limits of a process (for the WebSocket scenario). */
export function fileLimits(pid = 'self') {
  const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(limits);
  return { soft: Number(line?.[1]), hard: Number(line?.[2]) };
}
