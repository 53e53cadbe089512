import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: true });
});
afterAll(() => app.close());

describe('HTTP surface', () => {
  it('reports health and readiness', async () => {
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('serves product images from /media with long-lived caching and nosniff', async () => {
    const image = (await app.gql(`{ products(first: 1) { nodes { image } } }`)).data.products.nodes[0].image;
    const res = await fetch(`${app.baseUrl}${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toContain('<svg');
    expect((await fetch(`${app.baseUrl}/media/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/media/not-an-id`)).status).toBe(404);
  });

  it('compresses responses for clients that accept gzip', async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ products(first: 20) { nodes { id name description } } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = (await res.json()) as { data: { products: { nodes: unknown[] } } };
    expect(body.data.products.nodes).toHaveLength(20);
  });

  it('keeps /api for the REST adapter', async () => {
    const res = await fetch(`${app.baseUrl}/api/anything`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found.' });
  });

  it('masks internal errors and never leaks SQL or stack traces', async () => {
    const res = await app.gql(`{ products(first: 1, q: "x") { nodes { id } } }`);
    expect(JSON.stringify(res)).not.toMatch(/select |stacktrace/i);
  });

  it('rejects a body over 1 MB', async () => {
    const res = await fetch(`${app.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ categories }`, variables: { pad: 'x'.repeat(1_100_000) } }),
    });
    expect(res.status).toBe(413);
  });
});
