import { Field, ObjectType } from 'type-graphql';
import { badInput } from './errors';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

@ObjectType({ description: 'Where a page ends, for keyset pagination.', simpleResolvers: true })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` to get the next page; null on an empty page.' })
  endCursor!: string | null;

  @Field(() => Boolean, { description: 'Whether another page follows.' })
  hasNextPage!: boolean;
}

/** Validates a requested page size: 1..100. */
export function pageSize(first: number): number {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}.`);
  }
  return first;
}

/** Opaque cursor: the sort key values of the last row, base64url-encoded JSON. */
export function encodeCursor(values: (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor<T extends (string | number)[]>(cursor: string, shape: ('string' | 'number')[]): T {
  try {
    const values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === shape.length && values.every((v, i) => typeof v === shape[i])) {
      return values as T;
    }
  } catch {
    // fall through to the error below
  }
  throw badInput('The cursor is not valid.');
}

/** Cuts the extra row fetched to learn whether another page follows. */
export function toPage<T>(rows: T[], size: number, cursorOf: (row: T) => string) {
  const nodes = rows.slice(0, size);
  return {
    nodes,
    pageInfo: {
      endCursor: nodes.length ? cursorOf(nodes[nodes.length - 1]) : null,
      hasNextPage: rows.length > size,
    },
  };
}
