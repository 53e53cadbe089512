import type { IsolationLevel } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { logger } from './logger';

/**
 * PostgreSQL's "try the whole transaction again" answers: serialization_failure (40001) and
 * deadlock_detected (40P01). Either one rolled the transaction back through no fault of the
 * request, and the same work run again normally succeeds.
 */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

/** Attempts in all (the first one included) before the error reaches the caller. */
export const TRANSACTION_ATTEMPTS = 5;

export interface RetryOptions {
  /** Attempts in all, the first one included (default TRANSACTION_ATTEMPTS). */
  attempts?: number;
  isolationLevel?: IsolationLevel;
  /**
   * Asked before each retry: false when the failed attempt did something outside the database
   * that must not happen twice (a card charge), so its error is reported instead.
   */
  canRetry?: () => boolean;
}

/** True when an error (or one it wraps: MikroORM's DriverException, GraphQL's originalError) is a 40001 or 40P01. */
export function isRetryableTransactionError(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code, sqlState } = current as { code?: unknown; sqlState?: unknown };
    if ((typeof code === 'string' && RETRYABLE_SQLSTATES.has(code)) || (typeof sqlState === 'string' && RETRYABLE_SQLSTATES.has(sqlState))) return true;
    const next = current as { cause?: unknown; originalError?: unknown; previous?: unknown };
    current = next.originalError ?? next.cause ?? next.previous;
  }
  return false;
}

/** 10, 20, 40, 80 ms ... (capped at 250), each between half and all of it, so the losers do not collide again in step. */
const backoffMs = (attempt: number) => {
  const ceiling = Math.min(250, 10 * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
};

/**
 * `em.transactional(work)`, run again when PostgreSQL aborts it with a deadlock or a
 * serialization failure, up to `attempts` times with a short jittered backoff. Each attempt gets
 * a fork with an empty identity map (`clear: true`), so entities changed by a rolled-back attempt
 * never leak into the next one; `work` must therefore load what it changes through its own `em`,
 * and must not have effects outside the database that a rerun would repeat (or say so with
 * `canRetry`).
 *
 * Inside an outer transaction it runs once: the abort rolled back the outer work too, so only
 * the outermost transaction can be retried, and its caller is the one to wrap.
 */
export async function transactionalWithRetry<T>(em: EntityManager, work: (em: EntityManager) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  if (em.isInTransaction()) return em.transactional(work);
  const attempts = Math.max(1, options.attempts ?? TRANSACTION_ATTEMPTS);
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.transactional(work, { clear: true, isolationLevel: options.isolationLevel });
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error) || (options.canRetry && !options.canRetry())) throw error;
      const { code } = error as { code?: string };
      logger.warn({ code, attempt: attempt + 1, attempts }, `transaction retried after ${code ?? 'a retryable error'} (attempt ${attempt + 1} of ${attempts})`);
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt)));
    }
  }
}
