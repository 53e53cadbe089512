import type { IncomingHttpHeaders } from 'node:http';
import type { Access } from '../../common/access';

/** A JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12 as is). */
export type JsonSchema = Record<string, unknown>;

/** What a route reads from the request, already parsed by Express (and multer for multipart). */
export interface RestInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** The id of the photo stored from multipart field `image`, when one was sent. */
  imageId?: string;
}

/**
 * One REST call of spec section 7, declared as data: the adapter (rest.router.ts) runs `document`
 * against the GraphQL schema with `variables(input)` and answers `respond(data, input)`; the
 * OpenAPI description (rest.openapi.ts) is generated from the same declarations.
 */
export interface RestRoute {
  method: 'get' | 'post' | 'put' | 'delete';
  /** Express path under /api, e.g. /products/:id. */
  path: string;
  tag: string;
  summary: string;
  /**
   * Who may call it, only where the operation's root fields do not say it (common/access.ts): a
   * route without an operation, or narrower than its operation. The adapter checks it before
   * anything else; otherwise the route's access is its operation's, enforced by GraphQL.
   */
  access?: Access;
  /**
   * The GraphQL operation. Left out only by the photo upload, whose operation is the vendor gate the
   * adapter runs before storing any photo.
   */
  document?: string;
  variables?: (input: RestInput) => Record<string, unknown>;
  respond: (data: any, input: RestInput) => unknown;
  /** Response headers from the data, e.g. the next page's cursor. */
  responseHeaders?: (data: any) => Record<string, string>;
  /** Status on success (200 unless said). */
  status?: number;
  /** Multipart field `image`: required (the upload), optional (product create/update), or absent. */
  image?: 'required' | 'optional';
  /** Query string parameters, for the description. */
  query?: { name: string; description: string; schema: JsonSchema }[];
  /** Request headers the route reads, for the description. */
  headers?: { name: string; description: string; schema: JsonSchema }[];
  /** JSON request body, for the description (multipart routes take the same fields as form fields). */
  body?: JsonSchema;
  /** Success response body schema. */
  response: JsonSchema;
  /** Error statuses this route can answer besides 429 and 500, for the description. */
  errors: number[];
}

/** A request the adapter refuses before any operation runs: 400 with a message for people. */
export class RestInputError extends Error {}

/** An answer other than success, with the status and the user-readable message. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

// Conversions of JSON and form values to GraphQL variable types. Multipart fields arrive as
// strings, so numbers and booleans are read from either form; range and business checks stay in
// the schema's validation.

export function text(value: unknown, field: string, required = true): string | undefined {
  if (value === undefined || value === null) {
    if (required) throw new RestInputError(`${field} is required.`);
    return undefined;
  }
  if (typeof value !== 'string') throw new RestInputError(`${field} must be a string.`);
  return value;
}

export function requiredText(value: unknown, field: string): string {
  return text(value, field, true)!;
}

export function number(value: unknown, field: string, required = true): number | undefined {
  if (value === undefined || value === null || value === '') {
    if (required) throw new RestInputError(`${field} is required.`);
    return undefined;
  }
  const parsed = typeof value === 'string' ? Number(value.trim()) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) throw new RestInputError(`${field} must be a number.`);
  return parsed;
}

/** A dollar amount as integer cents; 12.5 -> 1250. Rounding absorbs binary float noise (19.99 * 100). */
export function dollarsToCents(value: unknown, field: string): number {
  return Math.round(number(value, field)! * 100);
}

export function integer(value: unknown, field: string, required = true): number | undefined {
  const parsed = number(value, field, required);
  if (parsed !== undefined && !Number.isInteger(parsed)) throw new RestInputError(`${field} must be a whole number.`);
  return parsed;
}

export function boolean(value: unknown, field: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new RestInputError(`${field} must be true or false.`);
}

/** Extra properties for responses and bodies: the shapes are loosely typed, as the spec describes them. */
export const object = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  properties,
  ...(required.length ? { required } : {}),
});

/** A reference to a schema of the description's components (rest.openapi.ts). */
export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
export const arrayOf = (name: string): JsonSchema => ({ type: 'array', items: ref(name) });
