import 'reflect-metadata';
import { watchCommandAncestors } from './common/command-ancestors';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { prepareData } from './db/seed/first-start';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let orm: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof createServer>> | undefined;

  const startUp = async () => {
    if (!config.databaseUrl) {
      console.log(`Starting embedded PostgreSQL in ${config.dataDir} ...`);
      embedded = await startEmbeddedPostgres(config.dataDir);
    }
    orm = await openDatabase(config.databaseUrl ?? embedded!.url);
    await prepareData(orm, config);
    server = await createServer({ orm, config });
    const port = await server.listen(config.port);
    console.log(`Mainstreet is running at http://localhost:${port} (GraphQL playground: http://localhost:${port}/graphql)`);
  };

  // Installed before anything starts, so a stop during start-up still shuts PostgreSQL down cleanly.
  let stopping = false;
  let starting: Promise<void> = Promise.resolve();
  const stop = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    console.log(`${reason}: shutting down ...`);
    await starting.catch(() => {}); // let start-up finish what it began, then undo all of it
    await server?.close().catch((error) => console.error(error));
    await orm?.close().catch((error) => console.error(error));
    await embedded?.stop().catch((error) => console.error(error));
    process.exit(code);
  };
  // SIGHUP: the terminal that ran the command was closed.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
  watchCommandAncestors((pid) => void stop(`The command that started this server ended (process ${pid})`));

  starting = startUp();
  try {
    await starting;
  } catch (error) {
    console.error(error);
    await stop('Start-up failed', 1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
