// Starts the app the way the README does (`pnpm start` in the repo root) on a free port with
// a fresh DATA_DIR, so a new embedded PostgreSQL is created, migrated and seeded; waits for
// /readyz; afterwards stops it by SIGTERM to pnpm alone (failing the run if anything it started
// is left running or PostgreSQL did not shut down cleanly) and deletes the data.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the started app, e.g. http://127.0.0.1:43123; empty when the suite is skipped. */
    baseURL: string;
    /** Chromium executable, or null when it is missing and the suite is skipped. */
    chromiumPath: string | null;
  }
}

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Point the suite at an app that is already running (e.g. `pnpm dev`) instead of starting one.
const externalBaseURL = process.env.E2E_BASE_URL?.replace(/\/$/, '');
const startTimeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 8 * 60_000;
// Echo the app's output live (useful when a test fails for a server-side reason).
const showServerLog = Boolean(process.env.E2E_SERVER_LOG);
const isCi = Boolean(process.env.CI) && !['0', 'false'].includes(String(process.env.CI).toLowerCase());

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Keeps the last lines of the server's output for error messages. */
class OutputTail {
  private lines: string[] = [];
  constructor(private readonly max = 300) {}
  push(chunk: Buffer) {
    const text = chunk.toString('utf8');
    if (showServerLog) process.stderr.write(text);
    this.lines.push(...text.split('\n'));
    if (this.lines.length > this.max) this.lines.splice(0, this.lines.length - this.max);
  }
  toString() {
    return this.lines.join('\n');
  }
}

/** True while any process of the group still exists. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the app as a supervisor or `kill` would: SIGTERM to the top process (pnpm) only. Everything
 * it started (node, the embedded PostgreSQL) must then end on its own; what is still running after
 * 20 s is killed and reported as a failure.
 */
async function stopCommand(child: ChildProcess): Promise<string | null> {
  const pgid = child.pid;
  if (!pgid || !groupAlive(pgid)) return null;
  try {
    process.kill(pgid, 'SIGTERM');
  } catch {
    // the top process is gone already; the rest of the group is checked below
  }
  for (let waited = 0; waited < 20_000 && groupAlive(pgid); waited += 250) await sleep(250);
  if (!groupAlive(pgid)) return null;
  await stopGroup(child);
  return 'SIGTERM to `pnpm start` left processes running for 20 s (they were killed)';
}

async function stopGroup(child: ChildProcess): Promise<void> {
  const pgid = child.pid;
  if (!pgid || !groupAlive(pgid)) return;
  // SIGTERM to the whole group (pnpm, node, embedded postgres), so PostgreSQL shuts down cleanly.
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {
    return;
  }
  for (let waited = 0; waited < 20_000 && groupAlive(pgid); waited += 250) await sleep(250);
  if (groupAlive(pgid)) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {
      // already gone
    }
    for (let waited = 0; waited < 5_000 && groupAlive(pgid); waited += 250) await sleep(250);
  }
}

async function waitUntilReady(child: ChildProcess, baseURL: string, output: OutputTail): Promise<void> {
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = signal ? `signal ${signal}` : `code ${code}`;
  });
  const deadline = Date.now() + startTimeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(`\`pnpm start\` exited (${exit}) before /readyz answered 200.\n--- server output ---\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
      lastProblem = `/readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = (error as Error).message;
    }
    await sleep(1_000);
  }
  throw new Error(
    `The app did not become ready within ${startTimeoutMs / 1000} s (${lastProblem}).\n--- server output ---\n${output}`,
  );
}

export default async function setup(project: TestProject) {
  if (!existsSync(chromiumPath)) {
    const message = `Chromium not found at ${chromiumPath}; install it with \`apt-get install -y chromium\` to run end-to-end tests`;
    if (isCi) throw new Error(message);
    console.warn(`\n*** WARNING: ${message}. Skipping the end-to-end suite. ***\n`);
    project.provide('chromiumPath', null);
    project.provide('baseURL', '');
    return;
  }

  if (externalBaseURL) {
    project.provide('chromiumPath', chromiumPath);
    project.provide('baseURL', externalBaseURL);
    return;
  }

  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mainstreet-e2e-'));
  // mkdtemp makes the folder 0700; the embedded PostgreSQL runs as the `postgres` user when we
  // are root and must be able to traverse into its data folder.
  chmodSync(dataDir, 0o755);

  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  // Start as a user would: vitest sets VITEST* variables in this process, which must not leak
  // into the build or the server. NODE_ENV=development is a common shell setting: the build must
  // still be a production build with a working server render (storefront.e2e.test.ts checks it).
  env.NODE_ENV = 'development';
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  // A DATABASE_URL from the environment would bypass the fresh embedded database.
  delete env.DATABASE_URL;

  const output = new OutputTail();
  // detached: the app gets its own process group, so teardown can stop pnpm, node and
  // PostgreSQL together with one signal.
  const child = spawn('pnpm', ['start'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));

  // If vitest is interrupted, do not leave a server and a postmaster behind.
  const killOnExit = () => {
    if (child.pid && groupAlive(child.pid)) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  };
  process.once('exit', killOnExit);

  const teardown = async () => {
    const leftOver = await stopCommand(child);
    process.removeListener('exit', killOnExit);
    // PostgreSQL removes its pid file only when it shut down cleanly.
    const uncleanPostgres = existsSync(join(dataDir, 'postgres', 'postmaster.pid'));
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    const problem = leftOver ?? (uncleanPostgres ? 'The embedded PostgreSQL did not shut down cleanly' : null);
    if (problem) {
      // vitest reports an error thrown here but still exits 0: fail the run ourselves.
      console.error(`\n*** ${problem}. ***\n--- server output ---\n${output}`);
      process.exitCode = 1;
    }
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, baseURL, output);
  } catch (error) {
    await stopGroup(child);
    process.removeListener('exit', killOnExit);
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  }

  project.provide('chromiumPath', chromiumPath);
  project.provide('baseURL', baseURL);
  return teardown;
}
