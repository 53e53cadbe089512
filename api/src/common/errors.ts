import { logger } from './logger';
import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import type { RequestInfo } from './request-info';
import { GraphQLError } from 'graphql';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './database-unavailable';
import { answerLocale } from './locale';
import { translateMessage } from './messages';

/**
 * Every error code a client can see (extensions.code in GraphQL, the status in REST): its HTTP
 * status, and whether its message is meant for people. Any other error is an internal one: masked
 * as INTERNAL_MESSAGE, with a requestId that finds it in the log. The one table; GraphQL's
 * formatError, the REST adapter, the upload route and the Express error handler all read it.
 *
 * Languages (issue 20). `message` is always the English text. A GraphQL error's extensions are
 *
 *     { code: ErrorCode, messageId?: MessageId, params?: { [name]: string | number }, requestId? }
 *
 * `messageId` names the message in common/messages.ts (which has its English and French), so a
 * client writes it in its reader's words; it is absent only for messages meant for developers (a
 * malformed query, a limit of the query language). `params` holds the values the message contains,
 * only when it has some: counts and limits as numbers; amounts as integer cents (names ending in
 * `Cents`); `province` as its two-letter code; `from`/`to` as OrderStatus values; `name`, `field`,
 * `postalCode`, `values` as text. The REST adapter and the Express handler answer `{ message }` in the
 * language of Accept-Language from the same catalog. The messages with values, by code:
 *
 * - TOO_MANY_REQUESTS: RATE_LIMITED {seconds}; TOO_MANY_SIGN_IN_ATTEMPTS, TOO_MANY_RESET_REQUESTS
 *   {minutes}; TOO_MANY_UPLOADS {count, minutes}
 * - OUT_OF_STOCK: STOCK_LEFT {stock, name}; SOLD_OUT {name}
 * - PAYMENT_DECLINED: TEST_MODE_CARDS {succeeds, declined}
 * - BAD_USER_INPUT: TOTAL_CHANGED {totalCents}; TOTAL_TOO_SMALL, PRICE_TOO_LOW {minCents};
 *   CART_TOTAL_TOO_LARGE, PRICE_TOO_HIGH {maxCents}; POSTAL_CODE_NOT_IN_PROVINCE {postalCode,
 *   province}; QUANTITY_RANGE, LINE_QUANTITY_MAX, WISHLIST_FULL, STOCK_RANGE, STOCK_TOO_HIGH,
 *   TOO_MANY_PHOTOS, COMMISSION_RANGE, TOO_MANY_CATEGORIES, TOO_MANY_SHOPS {max}; every *_TOO_LONG
 *   and SEARCH_TOO_LONG, CATEGORY_FILTER_TOO_LONG {max}; PASSWORD_TOO_SHORT {min}; IMAGE_TOO_LARGE
 *   {maxSide, width, height}; ORDER_TRANSITION {from, to}; ARGUMENT_RANGE {field, min, max}
 *   ("first must be between 1 and 100."); the REST adapter's FIELD_* {field} and *_ONE_OF {values}
 */
export const ERROR_CODES = {
  BAD_USER_INPUT: { status: 400, shown: true },
  GRAPHQL_PARSE_FAILED: { status: 400, shown: true },
  GRAPHQL_VALIDATION_FAILED: { status: 400, shown: true },
  BAD_REQUEST: { status: 400, shown: true },
  OPERATION_RESOLUTION_FAILURE: { status: 400, shown: true },
  PERSISTED_QUERY_NOT_FOUND: { status: 400, shown: true },
  PERSISTED_QUERY_NOT_SUPPORTED: { status: 400, shown: true },
  PERSISTED_QUERY_HASH_MISMATCH: { status: 400, shown: true },
  UNAUTHENTICATED: { status: 401, shown: true },
  PAYMENT_DECLINED: { status: 402, shown: true },
  FORBIDDEN: { status: 403, shown: true },
  NOT_FOUND: { status: 404, shown: true },
  OUT_OF_STOCK: { status: 409, shown: true },
  /** Another checkout of the same cart is being paid; answered after waiting for it a while. */
  CHECKOUT_IN_PROGRESS: { status: 409, shown: true },
  /** Too many requests: overall (the per-token and per-address limit) or of one action (sign-in, a reset mail, uploads). */
  TOO_MANY_REQUESTS: { status: 429, shown: true },
  /** The payment provider could not be reached or failed: an upstream failure, with a message for people. */
  PAYMENT_FAILED: { status: 502, shown: true },
  /** A bounded queue is full (photo processing): retry shortly. */
  SERVICE_BUSY: { status: 503, shown: true },
  /** The database is down or restarting: retry shortly. */
  SERVICE_UNAVAILABLE: { status: 503, shown: true },
  INTERNAL_SERVER_ERROR: { status: 500, shown: false },
} as const satisfies Record<string, { status: number; shown: boolean }>;

/** Stable error codes clients can branch on (extensions.code). */
export type ErrorCode = keyof typeof ERROR_CODES;

export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** The entry of a code, when it is one of ours. */
export function errorCode(code: unknown): (typeof ERROR_CODES)[ErrorCode] | undefined {
  return typeof code === 'string' && Object.hasOwn(ERROR_CODES, code) ? ERROR_CODES[code as ErrorCode] : undefined;
}

/** True when a message with this code is meant for people (anything else is masked). */
export const isShownCode = (code: unknown): boolean => errorCode(code)?.shown ?? false;

/** The HTTP status of a code: 500 for anything that is not ours. */
export const statusOfCode = (code: unknown): number => errorCode(code)?.status ?? 500;

export function appError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export const badInput = (message: string) => appError('BAD_USER_INPUT', message);
export const notFound = (message: string) => appError('NOT_FOUND', message);
export const unauthenticated = (message = 'You must be signed in.') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') => appError('FORBIDDEN', message);

/**
 * The Express error handler of every route outside GraphQL: a body parser's 4xx with a safe
 * message, a database outage as 503, a coded error with its status and message (and Retry-After
 * when retrying helps), anything else
 * masked as a 500 with a requestId in the log. `name` says what failed in that log line.
 */
export function httpErrorHandler(name = 'request'): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const inReadersLanguage = (message: string) => translateMessage(message, answerLocale(req));
    if (isDatabaseUnavailable(error)) return void res.status(503).json({ message: inReadersLanguage(SERVICE_UNAVAILABLE) });
    const status = (error as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      return void res.status(status).json({ message: inReadersLanguage(status === 413 ? 'The request body is too large (1 MB at most).' : 'The request is malformed.') });
    }
    const code = (error as { extensions?: { code?: unknown } }).extensions?.code;
    if (isShownCode(code)) {
      const codeStatus = statusOfCode(code);
      if (codeStatus === 429 || codeStatus === 503) res.set('Retry-After', '10');
      return void res.status(codeStatus).json({ message: inReadersLanguage((error as Error).message) });
    }
    // The request's own id (X-Request-Id), so the answer, the request line and this one match.
    const requestId = (res.locals.request as RequestInfo | undefined)?.id ?? randomUUID();
    logger.error({ requestId, err: error }, `${name} failed`);
    res.status(500).json({ message: inReadersLanguage(INTERNAL_MESSAGE), requestId });
  };
}
