import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppPubSub } from '../../common/pubsub';

/**
 * Marks every open session of an account ended, for the account page. The tokens themselves stop
 * working through the account's token version, which the caller bumps in the same transaction
 * (password change or reset, sign-out everywhere, an admin's delete or role change). After commit,
 * `announceRevocation` closes their WebSockets.
 */
export async function revokeSessionRows(em: EntityManager, userId: string): Promise<void> {
  await em.execute(`update sessions set revoked_at = now() where user_id = ? and revoked_at is null`, [userId]);
}

/**
 * Tells every API process to check the WebSockets of this account again (of this one session, if
 * given) and close those whose token no longer signs in (see app/websocket.ts). Announcing when nothing was
 * revoked costs one check per open socket, and closes nothing.
 */
export function announceRevocation(pubSub: AppPubSub, userId: string, sessionId: string | null = null): void {
  pubSub.publish('SESSIONS_REVOKED', 'all', { userId, sessionId });
}
