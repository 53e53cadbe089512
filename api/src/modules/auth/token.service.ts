import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import type { Role } from '../../common/roles';
import { isUuid } from '../../common/ids';
import type { User } from '../users/user.entity';

interface TokenClaims {
  sub: string;
  /** The user's token version when the token was issued; a password change bumps it. */
  tv: number;
  /** The session (sessions table): signing out revokes it alone. */
  sid: string;
  /** Expiry, seconds since the epoch (set by jsonwebtoken). */
  exp?: number;
}

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Bearer tokens: HS256 JWTs with an expiry, pinned to one algorithm, revoked by a password change. */
declare module '../../common/context' {
  interface AppContext {
    tokens: TokenService;
  }
}

export class TokenService {
  /**
   * A key object made once: given a string, jsonwebtoken first tries to read it as a public key
   * on every sign and verify, which showed up in the checkout and subscription profiles.
   */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token for a session (see SessionService.start, which stores the row first). */
  issue(user: Pick<User, 'id' | 'tokenVersion'>, sessionId: string = randomUUID()): string {
    const claims: TokenClaims = { sub: user.id, tv: user.tokenVersion, sid: sessionId };
    return jwt.sign(claims, this.secret, { algorithm: 'HS256', expiresIn: this.ttlSeconds });
  }

  get sessionTtlSeconds(): number {
    return this.ttlSeconds;
  }

  /** Resolves an Authorization header to the caller; an absent header is a guest, a bad token an error. */
  async authenticate(em: EntityManager, header: string | undefined): Promise<{ user: Caller | null; tokenError: string | null }> {
    if (!header) return { user: null, tokenError: null };
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) return { user: null, tokenError: SESSION_EXPIRED };
    let claims: TokenClaims;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ['HS256'] }) as unknown as TokenClaims;
    } catch {
      return { user: null, tokenError: SESSION_EXPIRED };
    }
    if (typeof claims.sub !== 'string' || !isUuid(claims.sub) || typeof claims.sid !== 'string' || !isUuid(claims.sid)) {
      return { user: null, tokenError: SESSION_EXPIRED };
    }
    // Plain SQL: this runs on every signed-in request, and hydrating a User entity cost more than the read.
    // A signed-out session has a revoked row; "sign out everywhere" and a password change move the token version.
    const [user]: { role: Role; name: string; token_version: number; revoked: boolean }[] = await em.execute(
      `select u.role, u.name, u.token_version, s.revoked_at is not null as revoked
         from users u left join sessions s on s.id = ? and s.user_id = u.id
        where u.id = ? and u.deleted_at is null`,
      [claims.sid, claims.sub],
    );
    if (!user || user.token_version !== claims.tv || user.revoked) return { user: null, tokenError: SESSION_EXPIRED };
    return { user: { id: claims.sub, role: user.role, name: user.name, sessionId: claims.sid, expiresAt: (claims.exp ?? 0) * 1000 }, tokenError: null };
  }
}
