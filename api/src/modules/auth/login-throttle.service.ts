import type { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors';

export const LOGIN_WINDOW_MINUTES = 15;
export const TOO_MANY_ATTEMPTS = `Too many sign-in attempts. Please wait ${LOGIN_WINDOW_MINUTES} minutes and try again.`;

export interface SignInLimits {
  /** Attempts of one address on one account: the guesser is refused, the owner elsewhere is not. */
  perAccountAndAddress: number;
  /** Attempts of one address on any accounts (trying one password on many). */
  perAddress: number;
  /**
   * Attempts on one account from all addresses together, after which each further attempt waits
   * (doubling from `firstDelayMs` up to `maxDelayMs`) instead of being refused: a spread-out guesser
   * is slowed to a crawl, and the owner can still sign in.
   */
  slowDownAfter: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  perAccountAndAddress: 5,
  perAddress: 20,
  slowDownAfter: 50,
  firstDelayMs: 1_000,
  // Under the web client's 10 s request timeout, so the owner's own sign-in still completes.
  maxDelayMs: 8_000,
};

export interface SignInAttempt {
  /** How long to wait before checking the password. */
  delayMs: number;
  /** True for exactly one attempt per window: the one that started the slowing down (tell the owner). */
  slowedDown: boolean;
}

const pairKey = (email: string, ip: string) => `pair:${email}|${ip}`;
const addressKey = (ip: string) => `ip:${ip}`;
const accountKey = (email: string) => `account:${email}`;

/**
 * Sign-in attempts counted in PostgreSQL (shared by every API replica), per key in fixed windows.
 * Each count is one upsert that returns the new figure, so checking and counting are one atomic
 * step: however many attempts arrive at once, at most the limit of them get past.
 */
export class LoginThrottleService {
  constructor(
    private readonly em: EntityManager,
    private readonly limits: SignInLimits = SIGN_IN_LIMITS,
  ) {}

  /**
   * Counts an attempt before its password is checked. Refuses it (TOO_MANY_REQUESTS) when this address
   * is over its limit for this account or overall; otherwise counts it against the account and says
   * how long to wait first. Only attempts that reach the password count against the account, so a
   * refused address cannot slow its owner down.
   */
  async begin(email: string, ip: string): Promise<SignInAttempt> {
    const counts = await this.count([pairKey(email, ip), addressKey(ip)]);
    if (counts.get(pairKey(email, ip))! > this.limits.perAccountAndAddress || counts.get(addressKey(ip))! > this.limits.perAddress) {
      throw appError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
    }
    const attempts = (await this.count([accountKey(email)])).get(accountKey(email))!;
    const over = attempts - this.limits.slowDownAfter;
    if (over <= 0) return { delayMs: 0, slowedDown: false };
    // 2^(over-1) would overflow long before the cap matters: clamp the exponent.
    return { delayMs: Math.min(this.limits.firstDelayMs * 2 ** Math.min(over - 1, 30), this.limits.maxDelayMs), slowedDown: over === 1 };
  }

  /** The password was right: this address's slate for the account is clean, and the attempt is not held against anyone. */
  async succeeded(email: string, ip: string): Promise<void> {
    const connection = this.em.getConnection();
    await connection.execute(`delete from sign_in_counters where key = ?`, [pairKey(email, ip)]);
    await connection.execute(`update sign_in_counters set attempts = attempts - 1 where key in (?, ?) and attempts > 0`, [addressKey(ip), accountKey(email)]);
  }

  /** The password was wrong: forget windows that ended (the window index keeps this cheap). */
  async failed(): Promise<void> {
    await this.em
      .getConnection()
      .execute(`delete from sign_in_counters where window_started_at <= now() - make_interval(mins => ?)`, [LOGIN_WINDOW_MINUTES]);
  }

  /** After a password reset by email: the owner proved who they are, every count on the account ends. */
  async clearAccount(email: string): Promise<void> {
    // `pair:<email>|` then the address: a range on the primary key, no pattern to escape.
    await this.em
      .getConnection()
      .execute(`delete from sign_in_counters where key = ? or (key >= ? and key < ?)`, [accountKey(email), `pair:${email}|`, `pair:${email}}`]);
  }

  /**
   * Adds one attempt to each key and returns the new counts, in one statement. A window that ended
   * starts over at 1. Keys are inserted in sorted order, so concurrent statements lock rows in one order (no deadlocks).
   */
  private async count(keys: string[]): Promise<Map<string, number>> {
    const rows: { key: string; attempts: number }[] = await this.em.getConnection().execute(
      `insert into sign_in_counters as c (key, window_started_at, attempts)
       select key, now(), 1 from json_array_elements_text(?::json) as key order by key
       on conflict (key) do update set
         attempts = case when c.window_started_at <= now() - make_interval(mins => ?) then 1 else c.attempts + 1 end,
         window_started_at = case when c.window_started_at <= now() - make_interval(mins => ?) then now() else c.window_started_at end
       returning key, attempts`,
      [JSON.stringify(keys), LOGIN_WINDOW_MINUTES, LOGIN_WINDOW_MINUTES],
    );
    return new Map(rows.map((row) => [row.key, row.attempts]));
  }
}
