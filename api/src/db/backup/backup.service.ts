import fs from 'node:fs';
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../orm.config';
import { BackupFileError, BackupHash, END_OF_TABLE, magicLine, readBackup, type BackupHeader, type TableFrame } from './backup-format';

/** MikroORM's record of applied migrations: the restore rebuilds it by running them, so it is not copied. */
const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface BackupSummary {
  file: string;
  migration: string;
  tables: number;
  rows: number;
  bytes: number;
  milliseconds: number;
}

export interface RestoreSummary extends BackupSummary {
  /** Migrations newer than the backup, run after its rows were loaded. */
  migrated: string[];
}

/**
 * Writes every row of every table of the database at `url` to `file`, from one snapshot: one
 * REPEATABLE READ, READ ONLY transaction, so orders, payments and ledger entries committed while the
 * backup runs are either all in it or all out of it, and the app keeps taking orders meanwhile
 * (COPY takes only the lock a SELECT takes). Data only: the schema is the migrations'.
 */
export async function writeBackup(url: string, file: string): Promise<BackupSummary> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: url, application_name: 'mainstreet backup' });
  await client.connect();
  // Written beside the target and renamed when complete: a failed backup never looks like one.
  const partial = `${file}.partial`;
  try {
    await client.query('begin isolation level repeatable read, read only');
    // A long backup must not be cut by a server-wide timeout meant for requests.
    await client.query('set local statement_timeout = 0');
    await client.query('set local idle_in_transaction_session_timeout = 0');
    const migrations = await appliedMigrations(client);
    if (migrations.length === 0) throw new Error('The database has no applied migrations: it is not a Mainstreet database (or it was never started).');
    const tables = await dataTables(client);
    const header: BackupHeader = {
      migration: migrations[migrations.length - 1],
      migrations,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query('show server_version')).rows[0].server_version,
      tables: tables.map((table) => ({ name: table.name, columns: table.columns })),
    };
    const hash = new BackupHash();
    let rows = 0;
    async function* contents(): AsyncGenerator<Buffer> {
      const emit = (text: string) => {
        const chunk = Buffer.from(text, 'utf8');
        hash.update(chunk);
        return chunk;
      };
      yield emit(magicLine());
      yield emit(`${JSON.stringify(header)}\n`);
      for (const table of header.tables) {
        yield emit(`${JSON.stringify({ table: table.name, columns: table.columns } satisfies TableFrame)}\n`);
        const stream = client.query(copyTo(`copy ${quoteIdent(table.name)} (${table.columns.map(quoteIdent).join(', ')}) to stdout`));
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          hash.update(chunk);
          rows += countNewlines(chunk);
          yield chunk;
        }
        yield emit(`${END_OF_TABLE}\n`);
      }
      yield Buffer.from(`${JSON.stringify({ end: true, tables: header.tables.length, rows, sha256: hash.digest() })}\n`, 'utf8');
    }
    await pipeline(Readable.from(contents()), createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    await client.query('commit');
    fs.renameSync(partial, file);
    return { file, migration: header.migration, tables: header.tables.length, rows, bytes: fs.statSync(file).size, milliseconds: Date.now() - started };
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Restores `file` into the database at `url`: checks the whole file first (a truncated, damaged or
 * foreign file leaves the target untouched), then migrates the empty target up to the backup's
 * migration, loads every table's rows in one transaction, and runs the migrations newer than the
 * backup. A target with tables is refused unless `replace` is set, which drops its schema first.
 */
export async function restoreBackup(url: string, file: string, options: { replace?: boolean } = {}): Promise<RestoreSummary> {
  const started = Date.now();
  const header = await verifyBackup(file);
  const known = knownMigrations();
  const unknown = header.migrations.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new BackupFileError(`${file} was taken from a newer version of Mainstreet (migration ${unknown[unknown.length - 1]} is unknown here): restore it with that version or a later one.`);
  }

  const client = new pg.Client({ connectionString: url, application_name: 'mainstreet restore' });
  await client.connect();
  let orm: MikroORM | undefined;
  try {
    const existing = await publicTables(client);
    if (existing.length > 0) {
      if (!options.replace) {
        throw new TargetNotEmptyError(
          `The target database is not empty (${existing.length} tables, e.g. ${existing.slice(0, 3).join(', ')}): nothing was changed. ` +
            'Restore into an empty database, or pass --replace to drop everything in it first.',
        );
      }
      // Everything the migrations made lives in the public schema (tables, functions, the extensions' objects).
      await client.query('drop schema public cascade');
      await client.query('create schema public');
    }

    orm = await MikroORM.init(ormConfig(url));
    await orm.getMigrator().up({ to: header.migration });
    const rows = await loadRows(client, file, header);
    // Newer migrations transform the loaded rows as they transformed the live database.
    const before = new Set((await orm.getMigrator().getExecutedMigrations()).map((row) => row.name));
    await orm.getMigrator().up();
    const migrated = (await orm.getMigrator().getExecutedMigrations()).map((row) => row.name).filter((name) => !before.has(name));
    return { file, migration: header.migration, migrated, tables: header.tables.length, rows, bytes: fs.statSync(file).size, milliseconds: Date.now() - started };
  } finally {
    await orm?.close();
    await client.end().catch(() => {});
  }
}

/** Refused because the target already holds data; the restore changed nothing. */
export class TargetNotEmptyError extends Error {}

/** Reads the whole file and checks its shape, trailer and checksum. Returns its header. */
export async function verifyBackup(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const item of readBackup(file)) if (item.kind === 'header') header = item.header;
  return header!;
}

/**
 * One transaction: the foreign keys are set aside (vendors and media point at each other, so no
 * table order satisfies them row by row), the rows a migration seeded are removed (the backup has
 * them, or their later versions), every table is loaded with COPY, the foreign keys are added back
 * (which checks every loaded row against them), and the sequences are moved past the loaded ids.
 * The ledger's deferred zero-sum check runs over every journal loaded. Any failure rolls
 * all of it back. Needs only the rights the migrations needed (owner of the tables), not superuser.
 */
async function loadRows(client: pg.Client, file: string, header: BackupHeader): Promise<number> {
  const present = new Set((await dataTables(client)).map((table) => table.name));
  const missing = header.tables.filter((table) => !present.has(table.name)).map((table) => table.name);
  if (missing.length > 0) throw new BackupFileError(`${file} has tables the migrations did not create (${missing.join(', ')}): it is damaged.`);

  await client.query('begin');
  let streaming: TableCopy | undefined;
  try {
    await client.query('set local statement_timeout = 0');
    // Triggers that derive rows from others (the words of product names) leave them to the file.
    await client.query(`set local mainstreet.restoring = 'on'`);
    const { rows: foreignKeys } = await client.query(`
      select c.relname as table_name, k.conname as name, pg_get_constraintdef(k.oid) as definition
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
       where k.contype = 'f'
       order by c.relname, k.conname`);
    for (const key of foreignKeys) await client.query(`alter table ${quoteIdent(key.table_name)} drop constraint ${quoteIdent(key.name)}`);
    for (const { name } of header.tables) {
      const { rows } = await client.query(`select exists (select 1 from ${quoteIdent(name)}) as seeded`);
      if (!rows[0].seeded) continue;
      // Append-only tables (commission_rates) refuse DELETE through a trigger: switched off for this
      // statement only, inside this transaction, on a table about to receive the backup's rows.
      await client.query(`alter table ${quoteIdent(name)} disable trigger user`);
      await client.query(`delete from ${quoteIdent(name)}`);
      await client.query(`alter table ${quoteIdent(name)} enable trigger user`);
    }

    let loaded = 0;
    const done = new Set<string>();
    for await (const item of readBackup(file)) {
      if (item.kind === 'table') {
        if (!present.has(item.frame.table) || done.has(item.frame.table)) throw new BackupFileError(`${file} names table ${item.frame.table} twice or unexpectedly: it is damaged.`);
        streaming = new TableCopy(client, item.frame);
      } else if (item.kind === 'row') {
        await streaming!.write(item.line);
      } else if (item.kind === 'end-of-table') {
        loaded += await streaming!.end();
        done.add(streaming!.frame.table);
        streaming = undefined;
      }
    }
    // The ledger's deferred zero-sum checks run now (ALTER TABLE refuses a table with checks pending):
    // an unbalanced journal in the file rolls the whole restore back.
    await client.query('set constraints all immediate');
    // Added back as they were; adding one checks every row against it.
    for (const key of foreignKeys) await client.query(`alter table ${quoteIdent(key.table_name)} add constraint ${quoteIdent(key.name)} ${key.definition}`);
    await resetSequences(client);
    await client.query('commit');
    return loaded;
  } catch (error) {
    streaming?.abort();
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

/** One table's COPY FROM STDIN, fed row by row in chunks of about 1 MB (a write per row would be millions of tiny writes). */
class TableCopy {
  private readonly input = new PassThrough();
  private readonly finished: Promise<void>;
  private batch: string[] = [];
  private size = 0;
  private rows = 0;

  constructor(
    client: pg.Client,
    readonly frame: TableFrame,
  ) {
    const copy = client.query(copyFrom(`copy ${quoteIdent(frame.table)} (${frame.columns.map(quoteIdent).join(', ')}) from stdin`));
    this.finished = pipeline(this.input, copy);
    this.finished.catch(() => {}); // awaited in end(); an abort must not surface as an unhandled rejection
  }

  async write(line: string): Promise<void> {
    this.batch.push(line);
    this.size += line.length;
    this.rows += 1;
    if (this.size >= 1 << 20) await this.flush();
  }

  /** Sends what is left and waits for PostgreSQL to take the table. Returns its row count. */
  async end(): Promise<number> {
    await this.flush();
    this.input.end();
    await this.finished;
    return this.rows;
  }

  abort(): void {
    if (!this.input.destroyed) this.input.destroy(new Error('restore aborted'));
  }

  private async flush(): Promise<void> {
    if (this.batch.length === 0) return;
    const chunk = `${this.batch.join('\n')}\n`;
    this.batch = [];
    this.size = 0;
    if (!this.input.write(chunk)) await once(this.input, 'drain');
  }
}

/** Every serial and identity column's sequence, set to the largest id loaded (or back to its start). */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query(`
    select c.relname as table_name, a.attname as column_name, pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where c.relkind = 'r' and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
  for (const row of rows) {
    await client.query(
      `select setval($1, coalesce((select max(${quoteIdent(row.column_name)}) from ${quoteIdent(row.table_name)}), 1), (select count(*) > 0 from ${quoteIdent(row.table_name)}))`,
      [row.sequence],
    );
  }
}

async function appliedMigrations(client: pg.Client): Promise<string[]> {
  const exists = await client.query(`select to_regclass('public.${MIGRATIONS_TABLE}') is not null as present`);
  if (!exists.rows[0].present) return [];
  const { rows } = await client.query(`select name from ${MIGRATIONS_TABLE} order by id`);
  return rows.map((row) => String(row.name).replace(/\.[jt]s$/, ''));
}

/** Every table of the public schema but the migrations' own, with its columns (generated ones are computed, not stored by COPY). */
async function dataTables(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where c.relkind in ('r', 'p') and c.relname <> $1
     group by c.relname
     order by c.relname`, [MIGRATIONS_TABLE]);
  return rows;
}

async function publicTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  return rows.map((row) => row.tablename);
}

function knownMigrations(): string[] {
  const list = ormConfig('postgres://unused').migrations?.migrationsList ?? [];
  return list.map((migration) => migration.name);
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function countNewlines(chunk: Buffer): number {
  let count = 0;
  for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) count += 1;
  return count;
}
