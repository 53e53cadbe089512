// `pnpm restore FILE [--replace]`: restores a backup into the database the app uses.
import path from 'node:path';
import { loadConfig } from '../../config';
import { appDatabase } from './app-database';
import { BackupFileError } from './backup-format';
import { restoreBackup, TargetNotEmptyError } from './backup.service';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const replace = args.includes('--replace');
  const files = args.filter((arg) => !arg.startsWith('--'));
  if (args.includes('--help') || files.length !== 1) {
    process.stdout.write(
      'Usage: pnpm restore FILE [--replace]\n' +
        'Restores a backup made by `pnpm backup` into the database the app uses (DATABASE_URL, or the embedded one in DATA_DIR),\n' +
        'which must be empty; --replace drops everything in it first. Stop the app before restoring.\n',
    );
    process.exit(args.includes('--help') ? 0 : 2);
  }
  const file = path.resolve(process.env.INIT_CWD || process.cwd(), files[0]);
  const database = await appDatabase(loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) }));
  try {
    const summary = await restoreBackup(database.url, file, { replace });
    const newer = summary.migrated.length > 0 ? `, then ran ${summary.migrated.length} newer migration(s)` : '';
    process.stdout.write(
      `Restored ${summary.rows} rows in ${summary.tables} tables from ${summary.file} (schema ${summary.migration}) into ${database.where}${newer}, ` +
        `in ${(summary.milliseconds / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  const known = error instanceof BackupFileError || error instanceof TargetNotEmptyError;
  process.stderr.write(`Restore failed: ${known ? (error as Error).message : (error as Error).stack ?? error}\n`);
  process.exit(1);
});
