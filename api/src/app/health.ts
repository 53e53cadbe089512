import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';

/** Liveness: the process answers. */
export const healthz: RequestHandler = (_req, res) => void res.json({ status: 'ok' });

/** Readiness: the database answers too (start-up scripts and load balancers wait for it). */
export function readyz(orm: MikroORM): RequestHandler {
  return async (_req, res) => {
    try {
      await orm.em.fork().getConnection().execute('select 1');
      res.json({ status: 'ready' });
    } catch {
      res.status(503).json({ status: 'not ready', message: 'The database is unavailable.' });
    }
  };
}
