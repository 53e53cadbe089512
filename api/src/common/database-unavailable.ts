export const SERVICE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

// Socket-level failures (the server is down or restarting) and PostgreSQL's "cannot serve you now"
// states: class 08 (connection exception), 57P01-57P03 (admin/crash shutdown, starting up).
const CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P01', '57P02', '57P03']);
// "Transaction query already complete": knex's answer to the next statement of a transaction whose
// connection PostgreSQL has just terminated (seen in the outage test when the shutdown hit mid-transaction).
const MESSAGES =
  /Connection terminated|Transaction query already complete|Connection ended unexpectedly|Timeout acquiring a connection|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode)|Client has encountered a connection error|connect ECONNREFUSED/i;

/**
 * True when an error (or an error it wraps: MikroORM's DriverException, GraphQL's originalError)
 * says the database cannot be reached right now, rather than that a statement was wrong: such a
 * request is answered 503 with a retry hint instead of a masked internal error.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 8; depth++) {
    const { code, sqlState, message } = current as { code?: unknown; sqlState?: unknown; message?: unknown };
    if ((typeof code === 'string' && (CODES.has(code) || code.startsWith('08'))) || (typeof sqlState === 'string' && (CODES.has(sqlState) || sqlState.startsWith('08')))) {
      return true;
    }
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    const next = current as { cause?: unknown; originalError?: unknown; previous?: unknown };
    current = next.originalError ?? next.cause ?? next.previous;
  }
  return false;
}
