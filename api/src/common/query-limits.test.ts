import fs from 'node:fs';
import path from 'node:path';
import { getIntrospectionQuery, getOperationAST, parse, print, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../config';
import { createSchema } from '../schema';
import { checkQueryCost, DEFAULT_LIST_SIZE, queryShapeRules } from './query-limits';

const limits = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent' }).queryLimits;
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await createSchema();
});

/** Every limit, in the server's order: depth and aliases (validation rules), then page sizes and cost. */
function check(query: string | DocumentNode, variables: Record<string, unknown> = {}, overrides: Partial<typeof limits> = {}) {
  const document = typeof query === 'string' ? parse(query) : query;
  expect(validate(schema, document)).toEqual([]);
  const applied = { ...limits, ...overrides };
  const [shapeError] = validate(schema, document, queryShapeRules(applied));
  return shapeError ?? checkQueryCost(schema, document, getOperationAST(document)!, variables, applied);
}

/** The measured cost, found as the smallest maxCost the query passes. */
function costOf(query: string, variables: Record<string, unknown> = {}): number {
  const error = check(query, variables, { maxCost: 0 });
  return Number(/(\d+) points/.exec(error?.message ?? '')?.[1]);
}

describe('query limits', () => {
  it('has the documented defaults', () => {
    expect(limits).toEqual({ maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 3000 });
  });

  it('counts depth through fragments and inline fragments', () => {
    const nested = (levels: number) => {
      let selection = 'id';
      for (let i = 0; i < levels; i++) selection = `vendor { products(first: 1) { nodes { ${selection} } } }`;
      return selection;
    };
    // products > nodes > (vendor > products > nodes) x3 > id = 12 levels
    const deep = `{ products(first: 1) { nodes { ${nested(3)} } } }`;
    expect(check(deep)?.message).toBe('The query is nested 12 levels deep; at most 10 are allowed.');
    expect(check(deep)?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(check(`{ products(first: 1) { nodes { ${nested(2)} } } }`)).toBeUndefined(); // 9 levels

    const viaFragments = `
      query { products(first: 1) { nodes { ...Deep } } }
      fragment Deep on Product { vendor { products(first: 1) { nodes { ... on Product { ...Deeper } } } } }
      fragment Deeper on Product { vendor { products(first: 1) { nodes { vendor { products(first: 1) { nodes { id } } } } } } }`;
    expect(check(viaFragments)?.message).toMatch(/nested 12 levels/);
  });

  it('does not count introspection, so tools can read the schema', () => {
    expect(check(getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true }))).toBeUndefined();
  });

  it('counts aliases once per fragment use', () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${i}: categories`).join(' ');
    expect(check(`{ ${aliases(15)} }`)).toBeUndefined();
    expect(check(`{ ${aliases(16)} }`)?.message).toBe('The query uses 16 aliases; at most 15 are allowed.');
    const spreads = `query { ...Four a: me { ...Four2 } b: me { ...Four2 } } fragment Four on Query { ${aliases(4)} }
      fragment Four2 on User { w: id x: id y: id z: id ...Inner } fragment Inner on User { q: id r: id }`;
    expect(check(spreads)?.message).toBe('The query uses 18 aliases; at most 15 are allowed.'); // 4 + 2 × (1 + 4 + 2)
  });

  it('costs 1 per field, multiplied by the page size of every list around it', () => {
    expect(costOf(`{ categories }`)).toBe(1);
    // products 1 + 10 × (nodes: id + name), pageInfo 1 + 1
    expect(costOf(`{ products(first: 10) { nodes { id name } pageInfo { hasNextPage } } }`)).toBe(1 + (1 + 10 * 2) + (1 + 1));
    // The schema default (first: 20) and variables count like literals.
    expect(costOf(`{ products { nodes { id } } }`)).toBe(1 + 1 + 20);
    expect(costOf(`query ($n: Int!) { products(first: $n) { nodes { id } } }`, { n: 50 })).toBe(1 + 1 + 50);
    expect(costOf(`query ($n: Int! = 7) { products(first: $n) { nodes { id } } }`)).toBe(1 + 1 + 7);
    // `limit` is a size too; a list without one counts DEFAULT_LIST_SIZE.
    expect(costOf(`{ trendingProducts(limit: 3) { id vendor { id } } }`)).toBe(1 + 3 * (1 + 2));
    expect(costOf(`{ wishlist { product { id } } }`)).toBe(1 + DEFAULT_LIST_SIZE * (1 + 1));
    expect(costOf(`{ __typename products(first: 2) { __typename nodes { __typename id } } }`)).toBe(1 + 1 + 2);
  });

  it('refuses a query whose nested lists multiply beyond the cost limit', () => {
    const costly = `{ products(first: 100) { nodes { vendor { products(first: 100) { nodes { id name } } } } } }`;
    expect(check(costly)?.message).toBe(
      'The query is too costly: 20302 points, at most 5000 are allowed. Ask for fewer items with first or limit, or for fewer nested lists.',
    );
    expect(check(costly)?.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses first over 100 (or under 1) as a literal, a variable or a variable default', () => {
    const message = 'first must be between 1 and 100.';
    expect(check(`{ products(first: 1000) { nodes { id } } }`)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(check(`{ vendors(first: 0) { nodes { id } } }`)?.message).toBe(message);
    expect(check(`query ($n: Int!) { myOrders(first: $n) { nodes { id } } }`, { n: 101 })?.message).toBe(message);
    expect(check(`query ($n: Int! = 500) { myNotifications(first: $n) { id } }`)?.message).toBe(message);
    expect(check(`query ($n: Int!) { products(first: $n) { nodes { id } } }`, { n: 100 })).toBeUndefined();
  });

  it('measures a fragment once however often it is spread (no exponential blow-up)', () => {
    // Each level spreads the previous one twice: F29 uses F0 2^29 times.
    const levels = Array.from({ length: 30 }, (_, i) =>
      i === 0 ? `fragment F0 on Query { categories }` : `fragment F${i} on Query { ...F${i - 1} ... on Query { ...F${i - 1} } }`,
    );
    const started = performance.now();
    const error = check(`query { ...F29 } ${levels.join(' ')}`);
    expect(performance.now() - started).toBeLessThan(200);
    expect(error?.message).toMatch(/too costly: 536870912 points/);
  });

  it('passes every operation of the web app with the default limits', () => {
    // The generated documents (web/src/gql/graphql.ts) hold each operation with its fragments, as JSON.
    // Without variables, `first: $first` counts as the schema default (20), which no page of the web app exceeds.
    const generated = fs.readFileSync(path.join(REPO_ROOT, 'web', 'src', 'gql', 'graphql.ts'), 'utf8');
    const documents = [...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)];
    expect(documents.length).toBeGreaterThan(20);
    for (const [, name, json] of documents) {
      const document = JSON.parse(json) as DocumentNode;
      if (!getOperationAST(document)) continue; // a fragment on its own
      expect({ name, error: check(document)?.message }).toEqual({ name, error: undefined });
      expect(() => parse(print(document), { maxTokens: limits.maxTokens })).not.toThrow();
    }
  });
});
