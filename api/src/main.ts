import 'reflect-metadata';
// Before anything that traces would instrument (http, pg, graphql), and only when asked for.
import { tracing } from './common/tracing';
import { watchCommandAncestors } from './common/command-ancestors';
import { loadConfig } from './config';
import { logger } from './common/logger';
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
      logger.info(`Starting embedded PostgreSQL in ${config.dataDir} ...`);
      embedded = await startEmbeddedPostgres(config.dataDir);
    }
    orm = await openDatabase(config.databaseUrl ?? embedded!.url);
    await prepareData(orm, config);
    server = await createServer({ orm, config });
    const port = await server.listen(config.port);
    logger.info({ port }, `Mainstreet is running at http://localhost:${port} (GraphQL playground: http://localhost:${port}/graphql)`);
  };

  // Installed before anything starts, so a stop during start-up still shuts PostgreSQL down cleanly.
  let stopping = false;
  let starting: Promise<void> = Promise.resolve();
  const stop = async (reason: string, code = 0) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}: shutting down ...`);
    await starting.catch(() => {}); // let start-up finish what it began, then undo all of it
    await server?.close().catch((error) => logger.error({ err: error }, 'closing the server failed'));
    await orm?.close().catch((error) => logger.error({ err: error }, 'closing the database connections failed'));
    await embedded?.stop().catch((error) => logger.error({ err: error }, 'stopping the embedded PostgreSQL failed'));
    await tracing?.shutdown().catch(() => {}); // sends the last spans
    process.exit(code);
  };
  // SIGHUP: the terminal that ran the command was closed.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop(signal));
  watchCommandAncestors((pid) => void stop(`The command that started this server ended (process ${pid})`));

  starting = startUp();
  try {
    await starting;
  } catch (error) {
    logger.fatal({ err: error }, 'start-up failed');
    await stop('Start-up failed', 1);
  }
}

main().catch((error) => {
  logger.fatal({ err: error }, 'the server stopped on an unexpected error');
  process.exit(1);
});
