import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What a link in an account email lets its holder do. */
export type AccountTokenPurpose = 'verify' | 'reset' | 'setup';

/** How long each kind of link works: verification 24 h, reset 1 h, first password of an admin-created account 72 h. */
export const TOKEN_TTL_HOURS: Record<AccountTokenPurpose, number> = { verify: 24, reset: 1, setup: 72 };

/** 32 random bytes, base64url: 256 bits, 43 characters, safe in a URL path. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only this digest is stored, so reading the table does not give anyone a working link. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Single-use, expiring account tokens, stored as SHA-256 digests. */
export class AccountTokenService {
  constructor(private readonly em: EntityManager) {}

  /** Stores a new token in the caller's transaction and returns the raw value (it exists only in the mail). */
  async create(userId: string, purpose: AccountTokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.em.execute(
      `insert into account_tokens (user_id, purpose, token_hash, expires_at)
       values (?, ?, ?, now() + make_interval(hours => ?))`,
      [userId, purpose, hashAccountToken(token), TOKEN_TTL_HOURS[purpose]],
    );
    // Long-dead links of this user are of no use to anyone; keep the table small.
    await this.em.execute(
      `delete from account_tokens where user_id = ? and purpose = ? and expires_at < now() - interval '7 days'`,
      [userId, purpose],
    );
    return token;
  }

  /** The owner of a token that is unused and unexpired, without using it up (nothing is written). */
  async peek(token: string, purposes: AccountTokenPurpose[]): Promise<string | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const rows: { user_id: string }[] = await this.em.execute(
      `select user_id from account_tokens
        where token_hash = ? and purpose in (?) and used_at is null and expires_at > now()`,
      [hashAccountToken(token), purposes],
    );
    return rows[0]?.user_id ?? null;
  }

  /**
   * Uses the token up and returns its owner, or null when it is unknown, expired, already used or
   * meant for something else. One conditional UPDATE: of two concurrent uses, exactly one wins.
   */
  async consume(token: string, purposes: AccountTokenPurpose[]): Promise<{ userId: string; purpose: AccountTokenPurpose } | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const rows: { user_id: string; purpose: AccountTokenPurpose }[] = await this.em.execute(
      `update account_tokens set used_at = now()
        where token_hash = ? and purpose in (?) and used_at is null and expires_at > now()
        returning user_id, purpose`,
      [hashAccountToken(token), purposes],
    );
    return rows[0] ? { userId: rows[0].user_id, purpose: rows[0].purpose } : null;
  }

  /** Closes every open link of these purposes for the user (e.g. other reset links after a reset). */
  async revokeAll(userId: string, purposes: AccountTokenPurpose[]): Promise<void> {
    await this.em.execute(`update account_tokens set used_at = now() where user_id = ? and purpose in (?) and used_at is null`, [
      userId,
      purposes,
    ]);
  }

  /** Whether a token of this purpose was issued to the user within the last `seconds`. */
  async issuedWithin(userId: string, purpose: AccountTokenPurpose, seconds: number): Promise<boolean> {
    const rows = await this.em.execute(
      `select 1 from account_tokens where user_id = ? and purpose = ? and created_at > now() - make_interval(secs => ?) limit 1`,
      [userId, purpose, seconds],
    );
    return rows.length > 0;
  }
}
