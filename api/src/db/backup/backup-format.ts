import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';

/**
 * A backup file, gzip-compressed, is lines of UTF-8 text:
 *
 *     MAINSTREET-BACKUP 1                      magic and format version
 *     {"migration": ..., "tables": [...]}      header (JSON)
 *     {"table": "users", "columns": [...]}     then, for every table: its name and columns,
 *     <rows in COPY text format>               its rows exactly as PostgreSQL's COPY wrote them,
 *     \.                                       and COPY's end-of-data marker (never a row: COPY escapes a lone backslash)
 *     {"end": true, "rows": N, "sha256": ...}  trailer: the hash covers every byte before it
 *
 * The trailer is what tells a complete file from a truncated one (gzip alone would accept a file
 * cut at a member boundary), and the hash a damaged one.
 */
export const BACKUP_MAGIC = 'MAINSTREET-BACKUP';
export const BACKUP_FORMAT_VERSION = 1;
export const END_OF_TABLE = '\\.';

export interface BackupHeader {
  /** The last migration applied to the database the backup was taken from: the schema of its rows. */
  migration: string;
  /** Every migration applied there, oldest first. */
  migrations: string[];
  createdAt: string;
  serverVersion: string;
  tables: { name: string; columns: string[] }[];
}

export interface TableFrame {
  table: string;
  columns: string[];
}

export interface BackupTrailer {
  end: true;
  tables: number;
  rows: number;
  sha256: string;
}

/** A file that is not a complete, intact backup. The message says which, for the person restoring. */
export class BackupFileError extends Error {}

export function magicLine(): string {
  return `${BACKUP_MAGIC} ${BACKUP_FORMAT_VERSION}\n`;
}

/** Running hash over the bytes of the file before its trailer, as written or as read back. */
export class BackupHash {
  private readonly hash: Hash = createHash('sha256');
  update(chunk: Buffer | string): void {
    this.hash.update(chunk);
  }
  digest(): string {
    return this.hash.digest('hex');
  }
}

export type BackupItem =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; frame: TableFrame }
  | { kind: 'row'; line: string }
  | { kind: 'end-of-table'; frame: TableFrame; rows: number }
  | { kind: 'trailer'; trailer: BackupTrailer };

/**
 * Reads a backup file item by item, checking its shape, its trailer and its hash. Throws a
 * BackupFileError saying what is wrong: not a backup, another format version, cut short, or damaged.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupItem> {
  if (!fs.existsSync(file)) throw new BackupFileError(`${file} does not exist.`);
  const notBackup = `${file} is not a Mainstreet backup (made by \`pnpm backup\`).`;
  const gunzip = createGunzip();
  const input = fs.createReadStream(file);
  let gzipError: Error | undefined;
  gunzip.on('error', (error) => (gzipError = error));
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  const lines = readline.createInterface({ input: gunzip, crlfDelay: Infinity });
  const hash = new BackupHash();
  let state: 'magic' | 'header' | 'frame' | 'rows' | 'done' = 'magic';
  let frame: TableFrame | undefined;
  let header: BackupHeader | undefined;
  let rowsInTable = 0;
  let rows = 0;
  let tables = 0;
  try {
    for await (const line of lines) {
      if (state === 'done') throw new BackupFileError(`${file} has data after its trailer: it is damaged.`);
      if (state === 'magic') {
        const [magic, version] = line.split(' ');
        if (magic !== BACKUP_MAGIC) throw new BackupFileError(notBackup);
        if (Number(version) !== BACKUP_FORMAT_VERSION) {
          throw new BackupFileError(`${file} is a backup of format ${version}; this version of Mainstreet reads format ${BACKUP_FORMAT_VERSION}.`);
        }
        hash.update(`${line}\n`);
        state = 'header';
        continue;
      }
      if (state === 'rows') {
        hash.update(`${line}\n`);
        if (line === END_OF_TABLE) {
          yield { kind: 'end-of-table', frame: frame!, rows: rowsInTable };
          state = 'frame';
        } else {
          rowsInTable += 1;
          rows += 1;
          yield { kind: 'row', line };
        }
        continue;
      }
      const json = parseJson(line, file);
      if (state === 'header') {
        if (!Array.isArray(json.tables) || typeof json.migration !== 'string') throw new BackupFileError(`${file} has no valid header: it is damaged.`);
        header = json as BackupHeader;
        hash.update(`${line}\n`);
        state = 'frame';
        yield { kind: 'header', header };
        continue;
      }
      // state === 'frame': the next table, or the trailer.
      if (json.end === true) {
        const expected = hash.digest();
        if (json.sha256 !== expected || json.rows !== rows || json.tables !== tables || tables !== header!.tables.length) {
          throw new BackupFileError(`${file} is damaged: its contents do not match its checksum.`);
        }
        state = 'done';
        yield { kind: 'trailer', trailer: json as BackupTrailer };
        continue;
      }
      if (typeof json.table !== 'string' || !Array.isArray(json.columns)) throw new BackupFileError(`${file} is damaged: a table's header is unreadable.`);
      hash.update(`${line}\n`);
      frame = json as TableFrame;
      tables += 1;
      rowsInTable = 0;
      state = 'rows';
      yield { kind: 'table', frame };
    }
  } catch (error) {
    if (error instanceof BackupFileError) throw error;
    throw fileError(file, gzipError ?? (error as Error), state === 'magic' ? notBackup : undefined);
  } finally {
    lines.close();
    input.destroy();
    gunzip.destroy();
  }
  if (gzipError) throw fileError(file, gzipError, state === 'magic' ? notBackup : undefined);
  if (state === 'magic') throw new BackupFileError(notBackup);
  if (state !== 'done') throw new BackupFileError(`${file} is incomplete: it ends before its trailer (a copy cut short, or a backup that did not finish). Nothing was restored from it.`);
}

function parseJson(line: string, file: string): Record<string, any> {
  try {
    const value = JSON.parse(line);
    if (value && typeof value === 'object') return value;
  } catch {
    // fall through
  }
  throw new BackupFileError(`${file} is damaged: a line that should be a header is unreadable.`);
}

function fileError(file: string, error: Error, notBackup?: string): BackupFileError {
  const code = (error as NodeJS.ErrnoException).code;
  if (notBackup && (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR')) return new BackupFileError(notBackup);
  if (code === 'Z_BUF_ERROR' || /unexpected end of file/i.test(error.message)) {
    return new BackupFileError(`${file} is incomplete: it ends before its trailer (a copy cut short, or a backup that did not finish). Nothing was restored from it.`);
  }
  if (code === 'Z_DATA_ERROR') return new BackupFileError(`${file} is damaged: ${error.message}.`);
  return new BackupFileError(`${file} could not be read: ${error.message}`);
}
