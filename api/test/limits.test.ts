import { createHash, randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import Redis from 'ioredis';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers } from './commerce-fixtures';
import { requireRedisInCi, TEST_REDIS_URL } from './redis-available';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './test-app';
import WebSocket from 'ws';
import { subscribe } from './ws-client';
import { PERSISTED_QUERY_HASH_MISMATCH } from '../src/common/graphql-errors';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const aliases = (n: number) => Array.from({ length: n }, (_, i) => `c${i}: categories`).join(' ');
const DEEP = `{ products(first: 1) { nodes { vendor { products(first: 1) { nodes { vendor { products(first: 1) { nodes {
  vendor { products(first: 1) { nodes { id } } } } } } } } } } } }`; // 12 levels
const COSTLY = `{ products(first: 100) { nodes { vendor { products(first: 100) { nodes { id name } } } } } }`;

async function post(app: TestApp, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

async function get(app: TestApp, params: Record<string, unknown>, headers: Record<string, string> = { 'apollo-require-preflight': 'true' }) {
  const search = new URLSearchParams(
    Object.entries(params).map(([key, value]): [string, string] => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
  const res = await fetch(`${app.baseUrl}/graphql?${search}`, { headers: { accept: 'application/json', ...headers } });
  return { status: res.status, body: (await res.json()) as any };
}

/** Waits for a graphql-ws operation to end in errors, and returns the first. */
async function wsError(sub: ReturnType<typeof subscribe>) {
  for (let waited = 0; !sub.errors.length; waited += 20) {
    if (waited > 5000) throw new Error(`no error, events: ${JSON.stringify(sub.events)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await sub.close();
  return sub.errors[0][0];
}

/** One operation over graphql-ws from a client that sends extra upgrade headers (as a proxy would). */
function wsOperation(baseUrl: string, query: string, headers: Record<string, string>): Promise<{ data?: unknown; errors?: any[] }> {
  class WithHeaders extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client = createClient({ url: `${baseUrl.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WithHeaders, retryAttempts: 0 });
  return new Promise((resolve) => {
    let result = {};
    client.subscribe(
      { query },
      {
        next: (value) => void (result = value),
        error: (errors) => void Promise.resolve(client.dispose()).then(() => resolve({ errors: errors as any[] })),
        complete: () => void Promise.resolve(client.dispose()).then(() => resolve(result)),
      },
    );
  });
}

describe('query limits over HTTP', () => {
  let app: TestApp;
  let sql: string[];
  beforeAll(async () => {
    app = await startTestApp();
    sql = app.queries;
  });
  afterAll(() => app.close());

  /**
   * A refusal "before resolvers run": HTTP 400, no `data` key at all (the GraphQL-over-HTTP sign that
   * execution never started; a resolver error would answer 200 with `data`), and no SQL statement.
   */
  async function refused(query: string, variables?: Record<string, unknown>) {
    sql.length = 0;
    const res = await post(app, { query, variables });
    expect(res.status).toBe(400);
    expect(res.body).not.toHaveProperty('data');
    expect(sql).toEqual([]);
    // The request's id comes with the error (what a user quotes to support), the same as its X-Request-Id.
    const { requestId, ...extensions } = res.body.errors[0].extensions;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    return { ...res.body.errors[0], extensions };
  }

  it('runs a query within the limits (and its SQL is recorded)', async () => {
    sql.length = 0;
    const res = await post(app, { query: `{ products(first: 100) { nodes { id vendor { id } } } }` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { products: { nodes: [] } } });
    expect(sql.length).toBeGreaterThan(0);
  });

  it('refuses a query nested too deep', async () => {
    expect(await refused(DEEP)).toEqual({
      message: 'The query is nested 12 levels deep; at most 10 are allowed.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses too many aliases', async () => {
    expect(await refused(`{ ${aliases(16)} }`)).toEqual({
      message: 'The query uses 16 aliases; at most 15 are allowed.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses a query that would cost too much', async () => {
    expect(await refused(COSTLY)).toEqual({
      message:
        'The query is too costly: 20302 points, at most 5000 are allowed. Ask for fewer items with first or limit, or for fewer nested lists.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
  });

  it('refuses first: 1000, written or in a variable', async () => {
    const error = {
      message: 'first must be between 1 and 100.',
      extensions: { code: 'BAD_USER_INPUT', messageId: 'ARGUMENT_RANGE', params: { field: 'first', min: 1, max: 100 } },
    };
    expect(await refused(`{ products(first: 1000) { nodes { id } } }`)).toEqual(error);
    expect(await refused(`query Page($n: Int!) { vendors(first: $n) { nodes { id } } }`, { n: 1000 })).toEqual(error);
  });

  it('refuses a 2 MB body with 413 before reading it as GraphQL', async () => {
    sql.length = 0;
    const res = await post(app, { query: `{ products(first: 1) { nodes { id } } }`, variables: { pad: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large (1 MB at most).' });
    expect(sql).toEqual([]);
  });

  it('refuses a document of more tokens than allowed before validating it', async () => {
    const res = await post(app, { query: `{ ${'__typename '.repeat(3001)}}` });
    expect(res.status).toBe(400);
    // graphql-js words it "more that 3000 tokens".
    expect(res.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Syntax Error: Document contains more th.. 3000 tokens\. Parsing aborted\.$/),
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('refuses batched requests: one request is one operation', async () => {
    sql.length = 0;
    const res = await post(app, [{ query: `{ categories }` }, { query: `{ categories }` }]);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } });
    expect(sql).toEqual([]);
  });

  it('blocks requests a cross-site page could send without a CORS preflight', async () => {
    const csrf = /blocked as a potential Cross-Site Request Forgery/;
    // A "simple" POST (text/plain, as an HTML form or fetch without headers would send it).
    const simplePost = await post(app, { query: `{ categories }` }, { 'content-type': 'text/plain' });
    expect(simplePost.status).toBe(400);
    expect(simplePost.body.errors[0].message).toMatch(csrf);
    expect(simplePost.body.errors[0].extensions).toEqual({ code: 'BAD_REQUEST' });
    const formPost = await post(app, 'query=%7B%20categories%20%7D', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(formPost.status).toBe(400);
    // A plain GET (an <img src> or a link).
    const plainGet = await get(app, { query: `{ categories }` }, {});
    expect(plainGet.status).toBe(400);
    expect(plainGet.body.errors[0].message).toMatch(csrf);
    // The same GET with a header only scripts allowed by CORS can set goes through.
    expect(await get(app, { query: `{ categories }` })).toEqual({ status: 200, body: { data: { categories: [] } } });
    expect(await get(app, { query: `{ categories }` }, { 'x-apollo-operation-name': 'Categories' })).toMatchObject({ status: 200 });
  });

  it('accepts automatic persisted queries: a hash, then the query to register, then GET with the hash only', async () => {
    // A comment makes the text, and so the hash, new on every run.
    const query = `# ${randomUUID()}\nquery ListCategories { categories }`;
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };
    const miss = await post(app, { extensions: { persistedQuery } });
    expect(miss.body).toEqual({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', requestId: expect.any(String) } }] });

    const registered = await post(app, { query, extensions: { persistedQuery } });
    expect(registered).toMatchObject({ status: 200, body: { data: { categories: [] } } });

    const cached = await get(app, { operationName: 'ListCategories', extensions: { persistedQuery } });
    expect(cached).toEqual({ status: 200, body: { data: { categories: [] } } });
  });

  it('answers a hash that does not match its query with 400 and its own code, and registers nothing', async () => {
    const query = `query HashMismatch { categories }`;
    const persistedQuery = { version: 1, sha256Hash: sha256('something else') };
    const mismatch = await post(app, { query, extensions: { persistedQuery } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([{ message: PERSISTED_QUERY_HASH_MISMATCH, extensions: { code: 'PERSISTED_QUERY_HASH_MISMATCH', requestId: expect.any(String) } }]);
    expect((await get(app, { extensions: { persistedQuery } })).body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('does not register a persisted query that breaks a limit', async () => {
    const query = `# ${randomUUID()}\n${DEEP}`;
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };
    expect((await post(app, { query, extensions: { persistedQuery } })).status).toBe(400);
    const after = await get(app, { extensions: { persistedQuery } });
    expect(after.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('applies the same limits to operations over WebSocket', async () => {
    const tooMany = subscribe(app.baseUrl, null, `{ ${aliases(16)} }`);
    expect(await wsError(tooMany)).toMatchObject({
      message: 'The query uses 16 aliases; at most 15 are allowed.',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const page = subscribe(app.baseUrl, null, `{ products(first: 1000) { nodes { id } } }`);
    expect(await wsError(page)).toMatchObject({ message: 'first must be between 1 and 100.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('rate limits', () => {
  let app: TestApp;
  let sql: string[];
  beforeAll(async () => {
    // Behind a proxy on this machine: X-Forwarded-For names the client.
    app = await startTestApp({ env: { RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_TOKEN: '4', TRUST_PROXY: 'loopback' } });
    sql = app.queries;
  });
  afterAll(() => app.close());

  it('answers 429 with Retry-After on /api and TOO_MANY_REQUESTS on /graphql once an address used its requests', async () => {
    // Health checks and images are never counted.
    for (let i = 0; i < 5; i++) expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await fetch(`${app.baseUrl}/media/not-an-id`)).status).toBe(404);

    const first = await fetch(`${app.baseUrl}/api/anything`);
    expect(first.status).toBe(404);
    expect([first.headers.get('ratelimit-limit'), first.headers.get('ratelimit-remaining')]).toEqual(['3', '2']);
    expect((await post(app, { query: `{ categories }` })).status).toBe(200); // one count for REST and GraphQL
    expect((await fetch(`${app.baseUrl}/api/anything`)).status).toBe(404);

    const limited = await fetch(`${app.baseUrl}/api/anything`);
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({ message: `Too many requests. Please wait ${retryAfter} seconds and try again.` });
    // In the language of Accept-Language.
    const french = await fetch(`${app.baseUrl}/api/anything`, { headers: { 'accept-language': 'fr-CA' } });
    expect(french.status).toBe(429);
    expect(await french.json()).toEqual({ message: `Trop de requêtes. Veuillez patienter ${french.headers.get('retry-after')} secondes et réessayer.` });

    sql.length = 0;
    const graphql = await post(app, { query: `{ products(first: 1) { nodes { id } } }` });
    expect(graphql.status).toBe(429);
    expect(Number(graphql.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(graphql.body).toEqual({
      errors: [
        {
          message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
          // The message's id and its value, for a client that writes it in its reader's language.
          extensions: { code: 'TOO_MANY_REQUESTS', messageId: 'RATE_LIMITED', params: { seconds: Number(graphql.headers.get('retry-after')) } },
        },
      ],
    });
    expect(sql).toEqual([]);
  });

  it('lets exactly the limit through when 40 requests from one address arrive at once', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.40' };
    const statuses = await Promise.all(Array.from({ length: 40 }, () => fetch(`${app.baseUrl}/api/anything`, { headers }).then((r) => r.status)));
    expect(statuses.filter((status) => status !== 429)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(37);
  });

  it('counts a signed-in user by token, apart from the address; a forged token counts as the address', async () => {
    const [customer] = await createCustomers(app, 1);
    const asCustomer = { authorization: `Bearer ${customer.token}` };
    for (let i = 0; i < 4; i++) expect((await post(app, { query: `{ me { id } }` }, asCustomer)).status).toBe(200);
    const limited = await post(app, { query: `{ me { id } }` }, asCustomer);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');

    const forged = jwt.sign({ sub: randomUUID(), tv: 0 }, 'not-the-server-secret-but-long-enough', { algorithm: 'HS256' });
    expect((await post(app, { query: `{ categories }` }, { authorization: `Bearer ${forged}` })).status).toBe(429);
  });

  it('refuses WebSocket operations over the limit with TOO_MANY_REQUESTS, counting the forwarded client address', async () => {
    const sub = subscribe(app.baseUrl, null, `{ categories }`);
    expect(await wsError(sub)).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS', messageId: 'RATE_LIMITED', params: { seconds: expect.any(Number) } } });
    // Behind the proxy (a trusted loopback peer here), another client has its own count.
    const other = { 'x-forwarded-for': '203.0.113.7' };
    expect(await wsOperation(app.baseUrl, `{ categories }`, other)).toEqual({ data: { categories: [] } });
    expect((await fetch(`${app.baseUrl}/api/anything`, { headers: other })).status).toBe(404); // HTTP shares that count
    expect(await wsOperation(app.baseUrl, `{ categories }`, other)).toEqual({ data: { categories: [] } });
    expect((await wsOperation(app.baseUrl, `{ categories }`, other)).errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});

describe('the client address without TRUST_PROXY', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { RATE_LIMIT_PER_IP: '3' } });
  });
  afterAll(() => app.close());

  it('is the socket address: a new X-Forwarded-For on every request buys no new budget, over HTTP or WebSocket', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `10.0.0.${i}`, 'x-real-ip': `10.0.1.${i}` });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await fetch(`${app.baseUrl}/api/anything`, { headers: forged(i) })).status);
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect((await wsOperation(app.baseUrl, `{ categories }`, forged(9))).errors?.[0]).toMatchObject({ extensions: { code: 'TOO_MANY_REQUESTS' } });
  });
});

describe('with Redis: limits and persisted queries shared by replicas', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  let redis: Redis | undefined;
  beforeAll(async () => {
    if (!(await requireRedisInCi('the shared rate-limit and persisted-query tests'))) return;
    const env = { REDIS_URL: TEST_REDIS_URL, RATE_LIMIT_PER_TOKEN: '4' };
    [a, b] = await Promise.all([startTestApp({ env }), startTestApp({ env })]);
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    redis?.disconnect();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('counts a user across replicas', async (context) => {
    if (!a || !b || !redis) return context.skip();
    // A new user id per run, so counts left in Redis by an earlier run do not matter.
    const userId = randomUUID();
    const headers = { authorization: `Bearer ${a.tokenFor(userId)}` };
    for (const app of [a, b, a, b]) expect((await post(app, { query: `{ categories }` }, headers)).status).toBe(200);
    const limited = await post(b, { query: `{ categories }` }, headers);
    expect(limited.status).toBe(429);
    expect(limited.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    const ttl = await redis.pttl(`mainstreet:ratelimit:token:${userId}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('finds a query registered through one replica on another', async (context) => {
    if (!a || !b) return context.skip();
    const query = `# ${randomUUID()}\n{ categories }`;
    const persistedQuery = { version: 1, sha256Hash: sha256(query) };
    expect((await get(b, { extensions: { persistedQuery } })).body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await post(a, { query, extensions: { persistedQuery } })).status).toBe(200);
    // Apollo stores the registration without awaiting it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await get(b, { extensions: { persistedQuery } })).toEqual({ status: 200, body: { data: { categories: [] } } });
  });
});
