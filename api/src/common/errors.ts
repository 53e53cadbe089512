import { GraphQLError } from 'graphql';

/** Stable error codes clients can branch on (extensions.code). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'TOO_MANY_REQUESTS'
  | 'OUT_OF_STOCK'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_FAILED'
  /** A bounded queue is full (photo processing): retry shortly. */
  | 'SERVICE_BUSY';

export function appError(code: ErrorCode, message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}

export const badInput = (message: string) => appError('BAD_USER_INPUT', message);
export const notFound = (message: string) => appError('NOT_FOUND', message);
export const unauthenticated = (message = 'You must be signed in.') => appError('UNAUTHENTICATED', message);
export const forbidden = (message = 'You do not have permission to do this.') => appError('FORBIDDEN', message);
