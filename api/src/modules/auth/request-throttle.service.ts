import type { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors';

/**
 * Counts requests per key in PostgreSQL (so the limit holds across API replicas) and refuses
 * once a key has made more than `max` requests within `windowMinutes` (at most a day).
 */
export class RequestThrottleService {
  constructor(private readonly em: EntityManager) {}

  /** Records this request, then refuses it with TOO_MANY_REQUESTS when the key is over its limit. */
  async hit(key: string, max: number, windowMinutes: number, message: string): Promise<void> {
    const connection = this.em.getConnection();
    // The insert comes first, so concurrent requests all count: none slips through between a read and a write.
    await connection.execute(`insert into request_throttle (key) values (?)`, [key]);
    const [{ n }] = await connection.execute(
      `select count(*) as n from request_throttle where key = ? and created_at > now() - make_interval(mins => ?)`,
      [key, windowMinutes],
    );
    // Keep the table small: no limit looks back further than a day.
    await connection.execute(`delete from request_throttle where created_at < now() - interval '1 day'`);
    if (Number(n) > max) throw appError('TOO_MANY_REQUESTS', message);
  }
}
