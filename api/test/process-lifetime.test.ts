// The server as a user starts it, in its own processes on an embedded PostgreSQL:
// - first start on an empty folder with ADMIN_EMAIL set: the demo catalogue and that admin;
// - SIGTERM to the top process of the command only (a supervisor, `kill`): nothing is left
//   running, the port is free, PostgreSQL was shut down cleanly (its pid file is gone);
// - SIGKILL of the server: the next start stops the PostgreSQL left behind, and seeds nothing twice.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../src/common/command-ancestors';
import { freePort } from '../src/common/free-port';

const API_DIR = path.resolve(__dirname, '..');
const START_TIMEOUT_MS = 180_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
let port: number;
const started: ChildProcess[] = [];

function env(): NodeJS.ProcessEnv {
  const vars: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'me@example.com',
    ADMIN_PASSWORD: 'Str0ng-pass-1',
  };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY']) delete vars[key];
  for (const key of Object.keys(vars)) if (key.startsWith('VITEST')) delete vars[key];
  return vars;
}

const SERVER = `node -r @swc-node/register src/main.ts`;

/** Starts `command` through sh in a process group of its own, as a terminal runs a command line. */
function startCommand(command: string): { child: ChildProcess; output: () => string } {
  const child = spawn('sh', ['-c', command], { cwd: API_DIR, env: env(), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitUntilReady(output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false);
    if (ready) return;
    await pause(500);
  }
  throw new Error(`not ready within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

// A process whose parent was killed may stay a zombie here (nothing reaps it): it counts as gone.
const processAlive = isRunning;

const portOpen = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const pidFile = () => path.join(dataDir, 'postgres', 'postmaster.pid');
const postmasterPid = () => Number(fs.readFileSync(pidFile(), 'utf8').split('\n')[0]);

async function until(condition: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await pause(250);
  }
  return condition();
}

async function gql(query: string, variables?: unknown) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: any; errors?: unknown[] };
}

const productCount = async () => ((await (await fetch(`http://127.0.0.1:${port}/api/products?limit=100`)).json()) as unknown[]).length;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-lifetime-'));
  // As root the embedded PostgreSQL runs as `postgres`, which must traverse into the folder.
  fs.chmodSync(dataDir, 0o755);
  port = await freePort();
});

afterAll(async () => {
  for (const child of started) if (child.pid && groupAlive(child.pid)) process.kill(-child.pid, 'SIGKILL');
  if (fs.existsSync(pidFile()) && processAlive(postmasterPid())) process.kill(postmasterPid(), 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
});

describe('the server process', () => {
  it('starts with the demo and the configured admin, and stops entirely when the top of its command is terminated', async () => {
    // The middle shell outlives the top one, as pnpm's own processes do: only the top gets the signal.
    const { child, output } = startCommand(`sh -c '${SERVER}; true'; true`);
    await waitUntilReady(output);

    expect(await productCount()).toBeGreaterThan(0);
    const login = await gql(`mutation Login($input: LoginInput!) { login(input: $input) { role } }`, {
      input: { email: 'me@example.com', password: 'Str0ng-pass-1' },
    });
    expect(login.data?.login.role).toBe('Admin');
    const postmaster = postmasterPid();

    process.kill(child.pid!, 'SIGTERM');
    expect(await until(() => !groupAlive(child.pid!), 30_000), `still running:\n${output()}`).toBe(true);
    expect(await portOpen()).toBe(false);
    expect(processAlive(postmaster)).toBe(false);
    // PostgreSQL removes its pid file only when it shut down cleanly.
    expect(fs.existsSync(pidFile())).toBe(false);
  }, START_TIMEOUT_MS + 60_000);

  it('stops the PostgreSQL a killed server left behind on the next start, and seeds nothing twice', async () => {
    const first = startCommand(`exec ${SERVER}`);
    await waitUntilReady(first.output);
    const products = await productCount();
    const orphan = postmasterPid();
    process.kill(first.child.pid!, 'SIGKILL');
    expect(await until(() => !processAlive(first.child.pid!), 10_000)).toBe(true);
    expect(processAlive(orphan)).toBe(true); // nothing could stop it: the server got no chance

    const second = startCommand(`exec ${SERVER}`);
    await waitUntilReady(second.output);
    expect(processAlive(orphan)).toBe(false);
    expect(second.output()).toContain('Demo data: not seeded, the database already has shops or products.');
    expect(second.output()).toContain('Admin account me@example.com: exists.');
    expect(await productCount()).toBe(products);

    process.kill(second.child.pid!, 'SIGTERM');
    expect(await until(() => !groupAlive(second.child.pid!), 30_000), second.output()).toBe(true);
    expect(fs.existsSync(pidFile())).toBe(false);
  }, 2 * START_TIMEOUT_MS + 60_000);
});
