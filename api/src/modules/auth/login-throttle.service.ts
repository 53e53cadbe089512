import type { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors';

/** Failed sign-ins are counted in PostgreSQL, so the limit holds across API replicas. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;
export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`;

const accountKey = (email: string) => `account:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

export class LoginThrottleService {
  constructor(private readonly em: EntityManager) {}

  /** Refuses before any password check once an account or an address has failed too often. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const rows: { key: string; failures: string }[] = await this.em.getConnection().execute(
      `select key, count(*) as failures from login_failures
        where key in (?, ?) and created_at > now() - make_interval(mins => ?)
        group by key`,
      [accountKey(email), ipKey(ip), LOGIN_WINDOW_MINUTES],
    );
    const count = (key: string) => Number(rows.find((row) => row.key === key)?.failures ?? 0);
    if (count(accountKey(email)) >= MAX_FAILURES_PER_ACCOUNT || count(ipKey(ip)) >= MAX_FAILURES_PER_IP) {
      throw appError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(`insert into login_failures (key) values (?), (?)`, [accountKey(email), ipKey(ip)]);
    // Keep the table small: rows older than the window no longer count for anyone.
    await connection.execute(`delete from login_failures where created_at < now() - make_interval(mins => ?)`, [LOGIN_WINDOW_MINUTES]);
  }

  /** A successful sign-in clears the account's count (not the address's). */
  async clearAccount(email: string): Promise<void> {
    await this.em.getConnection().execute(`delete from login_failures where key = ?`, [accountKey(email)]);
  }
}
