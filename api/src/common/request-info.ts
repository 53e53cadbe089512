/** What the request's log line says beyond the HTTP basics, filled in as the request is served. */
export interface RequestInfo {
  /** The request id: the X-Request-Id answered, and requestId in the log and in GraphQL errors. */
  id: string;
  userId?: string;
  /** The GraphQL operation name, when there is one. */
  operation?: string;
}

const REQUEST = Symbol('request');

/** Marks an error with the request it happened in, so code that only sees the error can name the request. */
export function tagRequest(error: unknown, info: RequestInfo): void {
  if (error && typeof error === 'object') (error as { [REQUEST]?: RequestInfo })[REQUEST] = info;
}

export function requestOf(error: unknown): RequestInfo | undefined {
  if (!error || typeof error !== 'object') return undefined;
  return (error as { [REQUEST]?: RequestInfo })[REQUEST] ?? requestOf((error as { originalError?: unknown }).originalError);
}
