// The embedded PostgreSQL is the major version compose and the machines run, and a cluster an
// earlier checkout made with another major is set aside (never deleted) instead of failing the start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { parse } from 'yaml';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-embedded-'));
fs.chmodSync(dataDir, 0o755);
let db: EmbeddedDatabase | undefined;

afterAll(async () => {
  await db?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('embedded PostgreSQL', () => {
  it('runs the major of docker-compose.yml and sets a cluster of another major aside', async () => {
    const compose = parse(fs.readFileSync(path.resolve(__dirname, '../../../docker-compose.yml'), 'utf8'));
    const composeMajor = /^postgres:(\d+)/.exec(compose.services.postgres.image)![1];

    const old = path.join(dataDir, 'postgres');
    fs.mkdirSync(old, { recursive: true });
    fs.writeFileSync(path.join(old, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(old, 'keep-me'), 'development data');

    db = await startEmbeddedPostgres(dataDir);
    const client = new Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query(`select current_setting('server_version_num')::int / 10000 as major`);
    await client.end();
    expect(String(rows[0].major)).toBe(composeMajor);

    const aside = fs.readdirSync(dataDir).filter((name) => name.startsWith('postgres-18-'));
    expect(aside).toHaveLength(1);
    expect(fs.readFileSync(path.join(dataDir, aside[0], 'keep-me'), 'utf8')).toBe('development data');
  }, 120_000);
});
