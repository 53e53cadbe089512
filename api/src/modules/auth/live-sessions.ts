import type { AppPubSub } from '../../common/pubsub';
import { logger } from '../../common/logger';

/** graphql-ws's close code for a connection whose credentials are no longer good (CloseCode.Unauthorized). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface LiveSocket {
  sessionId: string;
  authorization: string;
  close: (code: number, reason: string) => void;
  expiry?: NodeJS.Timeout;
}

/**
 * This process's WebSocket connections by account, so that a revoked session ends its live
 * subscriptions: every process hears each revocation (pub/sub, Redis across replicas), checks the
 * matching connections' tokens again and closes those that no longer sign in. A connection also
 * closes when its token expires.
 */
export class LiveSessions {
  private readonly byUser = new Map<string, Set<LiveSocket>>();
  private readonly listening: AsyncIterator<unknown>;

  constructor(
    pubSub: AppPubSub,
    /** True while the Authorization value still names a valid session. */
    private readonly stillValid: (authorization: string) => Promise<boolean>,
  ) {
    const events = pubSub.subscribe('SESSIONS_REVOKED', 'all');
    this.listening = events;
    void (async () => {
      for await (const event of events) await this.recheck(event.userId, event.sessionId).catch((error) => logger.error({ err: error, userId: event.userId }, 'closing revoked sessions failed'));
    })();
  }

  /** Registers a signed-in connection; the returned function forgets it (call when it closes). */
  add(user: { id: string; sessionId: string; expiresAt: number }, authorization: string, close: LiveSocket['close']): () => void {
    const live: LiveSocket = { sessionId: user.sessionId, authorization, close };
    const untilExpiry = user.expiresAt - Date.now();
    if (untilExpiry <= 0) {
      close(SESSION_ENDED_CLOSE_CODE, 'Session expired');
      return () => undefined;
    }
    if (untilExpiry < 2 ** 31 - 1) {
      live.expiry = setTimeout(() => close(SESSION_ENDED_CLOSE_CODE, 'Session expired'), untilExpiry);
      live.expiry.unref();
    }
    let sockets = this.byUser.get(user.id);
    if (!sockets) this.byUser.set(user.id, (sockets = new Set()));
    sockets.add(live);
    return () => {
      clearTimeout(live.expiry);
      sockets.delete(live);
      if (!sockets.size && this.byUser.get(user.id) === sockets) this.byUser.delete(user.id);
    };
  }

  private async recheck(userId: string, sessionId: string | null): Promise<void> {
    const sockets = [...(this.byUser.get(userId) ?? [])].filter((live) => sessionId === null || live.sessionId === sessionId);
    // Connections of one session share a token: one check each.
    const verdicts = new Map<string, Promise<boolean>>();
    for (const live of sockets) {
      if (!verdicts.has(live.authorization)) verdicts.set(live.authorization, this.stillValid(live.authorization));
      if (!(await verdicts.get(live.authorization))) live.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }

  async close(): Promise<void> {
    await this.listening.return?.();
    for (const sockets of this.byUser.values()) for (const live of sockets) clearTimeout(live.expiry);
    this.byUser.clear();
  }
}
