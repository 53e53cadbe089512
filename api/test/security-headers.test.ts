import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from './commerce-fixtures';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './test-app';

/** The CSP of a response as directive name -> sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy');
  if (!header) throw new Error(`no Content-Security-Policy on ${response.url}`);
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** GET with headers fetch() refuses to set (Host). */
function rawGet(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      res.resume();
      resolve(res);
    }).on('error', reject);
  });
}

// A built web app of the test's own: the real one may not be built, and the headers do not
// depend on its content.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-dist-'));
fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Mainstreet</title><div id="root"></div>');
fs.writeFileSync(path.join(distDir, 'playground.html'), '<!doctype html><title>Mainstreet GraphQL playground</title>');

let app: TestApp;
let httpsApp: TestApp;
beforeAll(async () => {
  app = await startTestApp({ config: { webDistDir: distDir } });
  httpsApp = await startTestApp({ config: { webDistDir: distDir }, env: { PUBLIC_URL: 'https://shop.example.com', TRUST_PROXY: 'loopback' } }); // behind a TLS proxy on this machine
});
afterAll(async () => {
  await app?.close();
  await httpsApp?.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-powered-by')).toBeNull();
  // The app keeps no session in cookies (bearer tokens only), so nothing sets one.
  expect(response.headers.get('set-cookie')).toBeNull();
}

describe('security headers', () => {
  it('sends the app policy with the web app at /', async () => {
    const response = await fetch(`${app.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    expectCommonHeaders(response);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // No inline or eval'd script anywhere; Stripe.js is the one outside script.
    expect(policy.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('frame-src')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
    const port = new URL(app.baseUrl).port;
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://127.0.0.1:${port}`, 'https://api.stripe.com']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // Plain http (the compose setup on localhost): upgrading or pinning https would break every request.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends it on client-side routes and on the hashed assets', async () => {
    for (const url of ['/products/anything', '/assets/missing.js']) {
      const response = await fetch(`${app.baseUrl}${url}`);
      expectCommonHeaders(response);
      expect(policyOf(response).get('script-src')).toContain("'self'");
    }
  });

  it('sends it with the GraphiQL playground and with GraphQL answers', async () => {
    const page = await fetch(`${app.baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('GraphQL playground');
    expectCommonHeaders(page);
    expect(policyOf(page).get('style-src')).toContain("'unsafe-inline'");

    const answer = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categories }' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expectCommonHeaders(answer);
    expect(policyOf(answer).get('default-src')).toEqual(["'self'"]);
  });

  it('sends it on REST answers, errors included', async () => {
    for (const [url, status] of [
      ['/api/products', 200],
      ['/api/no-such-route', 404],
    ] as const) {
      const response = await fetch(`${app.baseUrl}${url}`);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expectCommonHeaders(response);
      expect(policyOf(response).get('frame-ancestors')).toEqual(["'none'"]);
    }
    const login = await fetch(`${app.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
    });
    expect(login.status).toBe(401);
    expectCommonHeaders(login);
  });

  it('serves an uploaded photo as the WebP it was converted to, nosniff, with a no-script policy', async () => {
    const { vendorId } = await createShop(app, []);
    const [{ user_id: vendorUserId }] = await app.orm.em.fork().getConnection().execute('select user_id from vendors where id = ?', [vendorId]);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b8431b' } }).png().toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const upload = await fetch(`${app.baseUrl}/media/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.tokenFor(vendorUserId)}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };

    const image = await fetch(`${app.baseUrl}${imageUrl}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    // The image route's own, stricter policy replaces the app's: an image runs nothing.
    expect(policyOf(image).get('default-src')).toEqual(["'none'"]);
    expect(policyOf(image).has('script-src')).toBe(false);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp');

    // A script dressed as an image is refused, not stored and served back.
    const svg = new FormData();
    svg.append('image', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'x.svg');
    const refused = await fetch(`${app.baseUrl}/media/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.tokenFor(vendorUserId)}` },
      body: svg,
    });
    expect(refused.status).toBe(400);

    const missing = await fetch(`${app.baseUrl}/media/00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('pins https and names the wss origin when the public URL is https', async () => {
    const response = await fetch(`${httpsApp.baseUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const policy = policyOf(response);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')).toContain(`wss://127.0.0.1:${new URL(httpsApp.baseUrl).port}`);
  });

  it('never echoes a malformed Host header into the policy', async () => {
    const response = await rawGet(`${app.baseUrl}/`, { host: 'evil.example; script-src *' });
    const header = String(response.headers['content-security-policy']);
    expect(header).not.toContain('evil.example');
    expect(header).toContain("connect-src 'self'");
    expect(header).toContain('https://api.stripe.com');
  });
});

describe('bearer tokens', () => {
  it('accepts only HS256: the same secret under another algorithm is refused', async () => {
    const [{ id }] = await app.orm.em
      .fork()
      .getConnection()
      .execute(`insert into users (id, username, name, email, role, password_hash)
                values (gen_random_uuid(), 'pin-' || left(md5(random()::text), 8), 'Pin Test', 'pin-' || md5(random()::text) || '@example.com', 'Customer', 'x')
                returning id`);
    const ME = '{ me { id } }';
    const sid = '7f0c2d9e-3b4a-4c5d-8e6f-0a1b2c3d4e5f'; // a session id, as every token names one
    const good = jwt.sign({ sub: id, tv: 0, sid }, TEST_JWT_SECRET, { algorithm: 'HS256' });
    expect((await app.gql(ME, {}, good)).data.me.id).toBe(id);
    for (const algorithm of ['HS384', 'HS512'] as const) {
      const other = jwt.sign({ sub: id, tv: 0, sid }, TEST_JWT_SECRET, { algorithm });
      expect((await app.gql(ME, {}, other)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
