import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type ExecutionResult, type FormattedExecutionResult, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from './database-unavailable';
import { INTERNAL_MESSAGE, isShownCode } from './errors';
import { logger } from './logger';
import { describeMessage } from './messages';
import { requestOf } from './request-info';

const APOLLO_HASH_MISMATCH = 'provided sha does not match query';
export const PERSISTED_QUERY_HASH_MISMATCH = "The persisted query's sha256Hash is not the hash of the query sent with it.";

type ValidationIssue = { constraints?: Record<string, string>; children?: ValidationIssue[] };
function firstValidationMessage(issues: ValidationIssue[]): string | undefined {
  for (const issue of issues) {
    const message = Object.values(issue.constraints ?? {})[0] ?? firstValidationMessage(issue.children ?? []);
    if (message) return message;
  }
}

/**
 * The extensions of an error meant for people: its code, and when the message is one of the catalog's
 * (common/messages.ts) its id and the values in it, so a client can write it in its reader's language.
 */
export function shownExtensions(code: string, message: string): { code: string; messageId?: string; params?: Record<string, string | number> } {
  const known = describeMessage(message);
  return { code, ...(known ? { messageId: known.id } : {}), ...(known?.params ? { params: known.params } : {}) };
}

/**
 * What a client sees of a GraphQL error, over HTTP, WebSocket and the REST adapter alike: input
 * validation flattened to its first message, codes of ERROR_CODES that are meant for people kept,
 * anything else masked with a requestId that finds it in the log.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof ArgumentValidationError) {
    const message = firstValidationMessage(original.extensions.validationErrors as ValidationIssue[]) ?? 'Invalid input.';
    return { message, path: formatted.path, extensions: shownExtensions('BAD_USER_INPUT', message) };
  }
  const code = formatted.extensions?.code;
  // Apollo answers 400 but gives this client error no code of its own, so it would be masked as internal.
  if (original instanceof GraphQLError && original.message === APOLLO_HASH_MISMATCH && !original.extensions.code) {
    return { message: PERSISTED_QUERY_HASH_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH' } };
  }
  // The database is down or restarting: a retryable outage, not a bug (and no requestId to chase).
  if (code === 'SERVICE_UNAVAILABLE' || isDatabaseUnavailable(original)) {
    return { message: SERVICE_UNAVAILABLE, path: formatted.path, extensions: shownExtensions('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE) };
  }
  if (isShownCode(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: shownExtensions(code as string, formatted.message) };
  }
  // Over HTTP the request's id (X-Request-Id, tagged by the observability plugin); elsewhere (WebSocket) one of its own.
  const request = requestOf(error);
  const requestId = request?.id ?? randomUUID();
  logger.error({ requestId, userId: request?.userId, operation: request?.operation, err: original }, 'internal error');
  return {
    message: INTERNAL_MESSAGE,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR', messageId: 'INTERNAL', requestId },
  };
}

/** An execution result as a client receives it: every error through formatError, as over HTTP. */
export function formatExecutionResult(result: ExecutionResult): FormattedExecutionResult {
  if (!result.errors?.length) return result as FormattedExecutionResult;
  return { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) };
}

/** A GraphQL answer whose error is a database outage is a 503, so proxies, monitors and clients can retry. */
export const serviceUnavailableStatus: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        const errors = response.body.kind === 'single' ? response.body.singleResult.errors : undefined;
        if (errors?.some((error) => error.extensions?.code === 'SERVICE_UNAVAILABLE')) response.http.status = 503;
      },
    };
  },
};
