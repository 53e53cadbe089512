import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig, type QueryListener } from './orm.config';

/** Connects to PostgreSQL and brings the schema up to date. */
export async function openDatabase(url: string, onQuery?: QueryListener): Promise<MikroORM> {
  const orm = await MikroORM.init(ormConfig(url, onQuery));
  await orm.getMigrator().up();
  return orm;
}
