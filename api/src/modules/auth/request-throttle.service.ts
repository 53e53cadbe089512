import type { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors';

const THROTTLE_LOCK_NAMESPACE = 0x74686c74; // "thlt"

/**
 * Counts requests per key in PostgreSQL (so the limit holds across API replicas) and refuses
 * once a key has made `max` requests within `windowMinutes` (at most a day).
 */
export class RequestThrottleService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Records this request, or refuses it with TOO_MANY_REQUESTS when the key has used its limit.
   * Check and count are one step under a per-key lock: a burst of concurrent requests lets exactly
   * `max` through (none slips past between a read and a write, and none is refused for another's
   * count). A refused request is not counted.
   */
  async hit(key: string, max: number, windowMinutes: number, message: string): Promise<void> {
    const allowed = await this.em.fork().transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(?, hashtext(?))`, [THROTTLE_LOCK_NAMESPACE, key]);
      const [{ n }] = await em.execute(
        `select count(*)::int as n from request_throttle where key = ? and created_at > now() - make_interval(mins => ?)`,
        [key, windowMinutes],
      );
      if (n >= max) return false;
      await em.execute(`insert into request_throttle (key) values (?)`, [key]);
      return true;
    });
    // Keep the table small: no limit looks back further than a day.
    await this.em.getConnection().execute(`delete from request_throttle where created_at < now() - interval '1 day'`);
    if (!allowed) throw appError('TOO_MANY_REQUESTS', message);
  }
}
