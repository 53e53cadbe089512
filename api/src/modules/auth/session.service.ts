import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { User } from '../users/user.entity';
import { revokeSessionRows } from '../users/sessions';
import type { TokenService } from './token.service';
import type { SessionInfo } from './session.types';

export const SESSION_NOT_FOUND = 'Session not found.';

/** Where a sign-in came from, kept with its session so the owner can recognise it. */
export interface SessionClient {
  ip: string;
  userAgent?: string;
}

/** Server-side sessions: one row per sign-in, named by the token's `sid`. */
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokenService,
  ) {}

  /** Stores a session for the account and returns its bearer token. */
  async start(user: Pick<User, 'id' | 'tokenVersion'>, client: SessionClient): Promise<string> {
    const [{ id }]: { id: string }[] = await this.em.execute(
      `insert into sessions (id, user_id, expires_at, user_agent, ip)
       values (gen_random_uuid(), ?, now() + make_interval(secs => ?), ?, ?) returning id`,
      [user.id, this.tokens.sessionTtlSeconds, client.userAgent?.slice(0, 300) ?? null, client.ip.slice(0, 64) || null],
    );
    return this.tokens.issue(user, id);
  }

  /** The caller's sessions that can still be used, newest first. */
  async list(caller: Caller): Promise<SessionInfo[]> {
    const rows: { id: string; created_at: Date; expires_at: Date; user_agent: string | null; ip: string | null }[] = await this.em.execute(
      `select id, created_at, expires_at, user_agent, ip from sessions
        where user_id = ? and revoked_at is null and expires_at > now()
        order by created_at desc limit 50`,
      [caller.id],
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      expiresAt: new Date(row.expires_at),
      userAgent: row.user_agent,
      ip: row.ip,
      current: row.id === caller.sessionId,
    }));
  }

  /** Ends the caller's own session (the token it came with). */
  async end(caller: Caller): Promise<boolean> {
    // Tokens made without a stored row (none in production) get one, revoked, so they end too.
    await this.em.execute(
      `insert into sessions (id, user_id, expires_at, revoked_at) values (?, ?, to_timestamp(? / 1000.0), now())
       on conflict (id) do update set revoked_at = coalesce(sessions.revoked_at, now()) where sessions.user_id = excluded.user_id`,
      [caller.sessionId, caller.id, caller.expiresAt ?? Date.now()],
    );
    return true;
  }

  /** Ends one of the caller's sessions; another account's (or an unknown) id answers NOT_FOUND. */
  async revoke(caller: Caller, sessionId: string): Promise<boolean> {
    if (!isUuid(sessionId)) throw notFound(SESSION_NOT_FOUND);
    const ended = await this.em.execute(`update sessions set revoked_at = now() where id = ? and user_id = ? and revoked_at is null returning id`, [
      sessionId,
      caller.id,
    ]);
    if (!ended.length) throw notFound(SESSION_NOT_FOUND);
    return true;
  }

  /** Ends every session of the caller, this one included: every token issued so far stops working. */
  async endAll(caller: Caller): Promise<boolean> {
    await this.em.transactional(async (em) => {
      await em.execute(`update users set token_version = token_version + 1, updated_at = now() where id = ?`, [caller.id]);
      await revokeSessionRows(em, caller.id);
    });
    return true;
  }
}
