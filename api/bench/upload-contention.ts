/**
 * Whether photo uploads slow everyone else down: the time of a sign-in (argon2, on libuv's thread
 * pool like image decoding) alone, then while four of the largest allowed photos upload, then while
 * four pixel bombs (16000 × 16000 PNGs of a few tens of KB) upload. On demand, never in CI:
 *
 *   cd api && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *     node -r @swc-node/register bench/upload-contention.ts
 *
 * The API runs in this process on a throwaway database (migrated and seeded, dropped at the end).
 * The baseline is the same sign-in with nothing else running, measured in the same run.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/db/seed/demo-seed';
import { createServer } from '../src/server';

const SIGN_INS = 15;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function main() {
  if (!serverUrl) throw new Error('Set BENCH_DATABASE_URL (a PostgreSQL server where a throwaway database may be created).');
  const database = `bench_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const orm = await openDatabase(url.toString());
  await seedDemoData(orm.em);
  const config = loadConfig({ JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256', DATA_DIR: '/nonexistent', RATE_LIMIT_PER_IP: '0', RATE_LIMIT_PER_TOKEN: '0' });
  const server = await createServer({ orm, config });
  const base = `http://127.0.0.1:${await server.listen(0)}`;
  try {
    const gql = async (query: string, variables: unknown, token?: string) =>
      (await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      }).then((r) => r.json())) as { data?: any; errors?: unknown[] };
    const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { token } }`;
    const signIn = async () => {
      const started = process.hrtime.bigint();
      const res = await gql(LOGIN, { input: { email: 'alice@mainstreet.test', password: 'Password123!' } });
      if (!res.data?.login) throw new Error(`sign-in failed: ${JSON.stringify(res.errors)}`);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const vendor = (await gql(LOGIN, { input: { email: 'vendor1@mainstreet.test', password: 'Password123!' } })).data.login.token as string;
    const upload = async (image: Buffer) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(image)]), 'photo');
      const started = process.hrtime.bigint();
      const response = await fetch(`${base}/media/uploads`, { method: 'POST', body: form, headers: { authorization: `Bearer ${vendor}` } });
      await response.arrayBuffer();
      return { status: response.status, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    // 40 MP with some noise (a JPEG under the 5 MB limit), so it costs what a large camera photo does to decode.
    const largest = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 6 } } })
      .jpeg({ quality: 40 })
      .toBuffer();
    const bomb = await sharp({ create: { width: 16000, height: 16000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 9 }).toBuffer();

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const max = (values: number[]) => Math.max(...values);
    const signInsDuring = async (image: Buffer | null) => {
      const uploads = image ? Promise.all(Array.from({ length: 4 }, () => upload(image))) : Promise.resolve([]);
      await new Promise((resolve) => setTimeout(resolve, 50)); // the uploads are under way
      const times: number[] = [];
      for (let i = 0; i < SIGN_INS; i++) times.push(await signIn());
      return { times, uploads: await uploads };
    };

    await signIn(); // warm up
    const alone = await signInsDuring(null);
    const withPhotos = await signInsDuring(largest);
    const withBombs = await signInsDuring(bomb);
    const row = (label: string, run: { times: number[]; uploads: { status: number; ms: number }[] }) =>
      console.log(
        `${label.padEnd(34)} sign-in median ${median(run.times).toFixed(0).padStart(5)} ms, max ${max(run.times).toFixed(0).padStart(5)} ms` +
          ` (x${(median(run.times) / median(alone.times)).toFixed(1)} baseline)` +
          (run.uploads.length ? `; uploads ${run.uploads.map((u) => `${u.status} in ${u.ms.toFixed(0)} ms`).join(', ')}` : ''),
      );
    console.log(`largest allowed photo: ${(largest.length / 1024 / 1024).toFixed(1)} MB JPEG, 8000 × 5000; pixel bomb: ${(bomb.length / 1024).toFixed(0)} KB PNG, 16000 × 16000`);
    row('baseline: sign-in alone', alone);
    row('while 4 largest photos upload', withPhotos);
    row('while 4 pixel bombs upload', withBombs);
  } finally {
    await server.close();
    await orm.close();
    await admin.query(`drop database ${database} with (force)`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
