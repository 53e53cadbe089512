// `pnpm backup [FILE]`: one consistent backup file of the database the app uses, taken while it runs.
import path from 'node:path';
import { loadConfig } from '../../config';
import { appDatabase } from './app-database';
import { writeBackup } from './backup.service';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.length > 1) {
    process.stdout.write('Usage: pnpm backup [FILE]\nWrites a backup of the database the app uses (DATABASE_URL, or the embedded one in DATA_DIR).\n');
    process.exit(args.includes('--help') ? 0 : 2);
  }
  // pnpm runs this in api/; a relative FILE is meant from where the command was typed.
  const cwd = process.env.INIT_CWD || process.cwd();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(cwd, args[0] ?? `mainstreet-${stamp}.backup`);
  const database = await appDatabase(loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'x'.repeat(32) }));
  try {
    const summary = await writeBackup(database.url, file);
    process.stdout.write(
      `Backed up ${database.where}: ${summary.rows} rows in ${summary.tables} tables (schema ${summary.migration}) ` +
        `to ${summary.file} (${(summary.bytes / 1024).toFixed(0)} KiB) in ${(summary.milliseconds / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exit(1);
});
