// What an operator sees: one JSON line per request with its id, no secret in any line, Prometheus
// metrics for loopback or a token only, and OpenTelemetry only when asked for.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLogDestination } from '../src/common/logger';
import { createShop, SHIPPING } from './commerce-fixtures';
import { DEMO_PASSWORD, login, startTestApp, type TestApp } from './test-app';
import { subscribe } from './ws-client';

const lines: string[] = [];
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
let app: TestApp;

beforeAll(async () => {
  // Every line the server writes from here on, at info level as in production.
  useLogDestination(
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
    'info',
  );
  app = await startTestApp({ seed: true, env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0', METRICS_TOKEN } });
});
afterAll(() => app?.close());

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, any>);
const requestLines = () => parsed().filter((line) => /^request (completed|aborted|failed)$/.test(line.msg));

describe('logs', () => {
  it('writes nothing secret while a customer signs in, resets a password and pays', async () => {
    const NEW_PASSWORD = 'Brand-new-passw0rd!';
    const CARD = 'pm_card_visa';
    const secrets: string[] = [DEMO_PASSWORD, NEW_PASSWORD, CARD, 'session-cookie-value-42'];

    const token = await login(app, 'chloe@mainstreet.test');
    secrets.push(token);
    await app.gql(`mutation R($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`, { input: { email: 'chloe@mainstreet.test' } });
    // The mail outbox keeps the token until the message is rendered; the link is what the mail will say.
    const [mail] = await app.orm.em
      .fork()
      .getConnection()
      .execute(`select payload->>'token' as token from mail_outbox where recipient = 'chloe@mainstreet.test' and kind = 'password-reset' order by created_at desc limit 1`);
    expect(mail?.token, 'the reset token in the outbox').toEqual(expect.any(String));
    const resetToken = mail.token as string;
    const link = [`http://localhost:4000/reset-password/${encodeURIComponent(resetToken)}`, encodeURIComponent(resetToken)];
    secrets.push(resetToken);
    // The browser opens the link (the page), then the form posts the token with the new password.
    await fetch(`${app.baseUrl}/reset-password/${link![1]}`, { headers: { cookie: 'sid=session-cookie-value-42' } });
    await fetch(`${app.baseUrl}/api/auth/reset-password/${link![1]}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'x' }) });
    // Newsletter links carry tokens too: the pages and their REST calls.
    const newsletterToken = 'N'.repeat(20) + 'ewsletter-token-in-a-link';
    secrets.push(newsletterToken);
    await fetch(`${app.baseUrl}/newsletter/unsubscribe/${newsletterToken}`);
    await fetch(`${app.baseUrl}/api/newsletter/confirm/${newsletterToken}`, { method: 'POST' });
    const reset = await app.gql(`mutation P($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`, { input: { token: resetToken, password: NEW_PASSWORD } });
    expect(reset.errors).toBeUndefined();
    const newToken = await login(app, 'chloe@mainstreet.test', NEW_PASSWORD);
    secrets.push(newToken);
    // A wrong password, a bad token and an internal failure path are logged too.
    await app.gql(`mutation L($input: LoginInput!) { login(input: $input) { token } }`, { input: { email: 'chloe@mainstreet.test', password: DEMO_PASSWORD } });
    await app.gql(`{ me { id } }`, {}, `${newToken}x`);

    const shop = await createShop(app, [{ name: 'Logged loaf', priceCents: 650, stock: 5 }]);
    const added = await app.gql(`mutation A($p: ID!) { addToCart(productId: $p, quantity: 1) { totalCents } }`, { p: shop.productIds[0] }, newToken);
    const paid = await app.gql(
      `mutation C($input: CheckoutInput!) { checkout(input: $input) { success paymentId } }`,
      { input: { paymentMethodId: CARD, expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING } },
      newToken,
    );
    expect(paid.data.checkout.success).toBe(true);

    expect(lines.length).toBeGreaterThan(5);
    const whole = lines.join('\n');
    for (const secret of secrets) expect(whole.includes(secret), `a log line holds ${secret.slice(0, 12)}...`).toBe(false);
    // The token's signature alone would be enough to find a session in a leaked log.
    for (const jwt of [token, newToken]) expect(whole.includes(jwt.split('.')[2])).toBe(false);
    expect(whole).toContain('/reset-password/[redacted]');
    expect(whole).toContain('/newsletter/unsubscribe/[redacted]');
    expect(whole).not.toMatch(/authorization|cookie/i);

    // Every request line: its id, route, status and duration; the signed-in ones their user, GraphQL ones their operation.
    const requests = requestLines();
    for (const line of requests) {
      expect(line).toMatchObject({ level: 'info', requestId: expect.any(String), route: expect.any(String), res: { status: expect.any(Number) }, durationMs: expect.any(Number) });
    }
    const checkoutLine = requests.find((line) => line.operation === 'C');
    expect(checkoutLine).toMatchObject({ route: '/graphql', req: { method: 'POST', path: '/graphql' }, res: { status: 200 }, userId: expect.any(String) });
  });

  it('answers the request id as X-Request-Id, keeps one a proxy sent, and puts it in GraphQL errors', async () => {
    const fresh = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ nope }' }) });
    const id = fresh.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await fresh.json()) as { errors: { extensions: { requestId: string } }[] };
    expect(body.errors[0].extensions.requestId).toBe(id);
    expect(requestLines().some((line) => line.requestId === id && line.res.status === 400)).toBe(true);

    const given = await fetch(`${app.baseUrl}/healthz`, { headers: { 'x-request-id': 'proxy-req-12345678' } });
    expect(given.headers.get('x-request-id')).toBe('proxy-req-12345678');
    const refused = await fetch(`${app.baseUrl}/healthz`, { headers: { 'x-request-id': 'has spaces and "quotes"' } });
    expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one line per request, also when the client breaks off its body', async () => {
    const answered = `answered-${Date.now()}`;
    await (await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': answered }, body: '{"query":"{ __typename }"}' })).text();
    const brokenOff = `broken-off-${Date.now()}`;
    // A body announced as 100 bytes, 10 sent, then the socket closed: Express answers 400 to nobody,
    // which finishes or not depending on when the socket is seen closed (so either message, never an error).
    const request = http.request(`${app.baseUrl}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100', 'x-request-id': brokenOff } });
    request.on('error', () => {});
    request.write('{"query":');
    await new Promise((resolve) => setTimeout(resolve, 100));
    request.destroy();
    await expect.poll(() => requestLines().filter((line) => line.requestId === brokenOff)).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/^request (completed|aborted)$/), req: { method: 'POST', path: '/graphql' }, route: '/graphql', res: { status: 400 } }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requestLines().filter((line) => line.requestId === answered)).toEqual([expect.objectContaining({ res: { status: 200 } })]);
    expect(requestLines().filter((line) => line.requestId === brokenOff)).toHaveLength(1);
  });
});

describe('metrics', () => {
  const scrape = (headers: Record<string, string> = {}) => fetch(`${app.baseUrl}/metrics`, { headers });

  it('serves Prometheus metrics to loopback: requests, operations, errors, the pool, sockets, outboxes, payments, Node', async () => {
    const vendor = await login(app, 'vendor1@mainstreet.test');
    const sub = subscribe(app.baseUrl, vendor, `subscription { vendorNotifications { id } }`);
    await sub.ready;
    // The subscription is counted once the server has run its subscribe resolver: ask until it shows.
    let text = '';
    for (let attempt = 0; attempt < 50; attempt++) {
      text = await (await scrape()).text();
      if (/^graphql_subscriptions 1$/m.test(text)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(text).toMatch(/^websocket_connections 1$/m);
    expect(text).toMatch(/^graphql_subscriptions 1$/m);
    await sub.close();

    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    text = await response.text();
    for (const pattern of [
      /^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/graphql",status="200"\} \d+/m,
      /^graphql_operation_duration_seconds_count\{operation="C",type="mutation"\} 1$/m,
      /^graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} \d+/m,
      /^graphql_errors_total\{code="UNAUTHENTICATED"\} \d+/m,
      /^pg_pool_connections_in_use \d+/m,
      /^pg_pool_connections_max 10$/m,
      /^pg_pool_waiting_requests \d+/m,
      /^pg_pool_acquire_wait_seconds_count \d+/m,
      /^outbox_backlog\{outbox="mail"\} \d+/m,
      /^outbox_backlog\{outbox="refunds"\} \d+/m,
      /^outbox_backlog\{outbox="transfers"\} \d+/m,
      /^outbox_oldest_age_seconds\{outbox="mail"\} [\d.e+-]+/m,
      /^payments\{status="Succeeded"\} [1-9]\d*/m,
      /^nodejs_eventloop_lag_seconds [\d.e+-]+/m,
      /^process_resident_memory_bytes \d+/m,
      /^nodejs_heap_size_used_bytes \d+/m,
    ]) {
      expect(text).toMatch(pattern);
    }
  });

  it('refuses anyone else: through a proxy, or with a wrong token; a right token opens it from anywhere', async () => {
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await scrape({ forwarded: 'for=203.0.113.9' })).status).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer wrong-token-0123456789abcd' })).status).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9', authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(200);
  });
});

describe('traces', () => {
  /** Runs a small script in a fresh Node process (instrumentation patches modules as they load). */
  function run(script: string, env: Record<string, string>): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['-r', '@swc-node/register', '-e', script], {
        cwd: path.join(__dirname, '..'),
        env: { ...process.env, ...env, VITEST: '', NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      let err = '';
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
    });
  }

  const SCRIPT = `
    const { tracing } = require('./src/common/tracing');
    const http = require('node:http');
    const loaded = Object.keys(require.cache).filter((file) => file.includes('@opentelemetry')).length;
    const server = http.createServer((req, res) => res.end('ok')).listen(0, '127.0.0.1', async () => {
      await fetch('http://127.0.0.1:' + server.address().port + '/traced');
      server.close();
      await tracing?.shutdown();
      process.stdout.write(JSON.stringify({ loaded }));
    });`;

  it('loads nothing of OpenTelemetry without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    const out = JSON.parse(await run(SCRIPT, { OTEL_EXPORTER_OTLP_ENDPOINT: '' }));
    expect(out.loaded).toBe(0);
  }, 60_000);

  it('exports HTTP spans over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set', async () => {
    const received: string[] = [];
    const collector = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        received.push(`${req.url} ${Buffer.concat(chunks).toString('latin1')}`);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    try {
      const port = (collector.address() as { port: number }).port;
      const out = JSON.parse(await run(SCRIPT, { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' }));
      expect(out.loaded).toBeGreaterThan(0);
      const traces = received.filter((entry) => entry.startsWith('/v1/traces'));
      expect(traces.length).toBeGreaterThan(0);
      expect(traces.join('\n')).toContain('mainstreet-api');
      expect(traces.join('\n')).toContain('/traced');
    } finally {
      collector.close();
    }
  }, 60_000);
});
