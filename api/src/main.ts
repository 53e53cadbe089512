import 'reflect-metadata';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { prepareData } from './db/seed/first-start';
import { createServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  if (!config.databaseUrl) {
    console.log(`Starting embedded PostgreSQL in ${config.dataDir} ...`);
    embedded = await startEmbeddedPostgres(config.dataDir);
  }
  const orm = await openDatabase(config.databaseUrl ?? embedded!.url);
  await prepareData(orm, config);

  const server = await createServer({ orm, config });
  const port = await server.listen(config.port);
  console.log(`Mainstreet is running at http://localhost:${port} (GraphQL playground: http://localhost:${port}/graphql)`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down ...`);
    await server.close().catch((error) => console.error(error));
    await orm.close().catch((error) => console.error(error));
    await embedded?.stop().catch((error) => console.error(error));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
