// A photo cannot stall the server: a pixel bomb is refused from its header before any decoding,
// the token is checked before the body is read, decoding is bounded per process, and a shop's
// uploads are rate-limited.
import http from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeStats, imageTooLarge, TOO_MANY_UPLOADS, UPLOADS_PER_WINDOW } from '../src/modules/media/media.service';
import { createShop } from './commerce-fixtures';
import { startTestApp, type TestApp } from './test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMIT_PER_TOKEN: '0', RATE_LIMIT_PER_IP: '0' } });
});
afterAll(() => app?.close());
beforeEach(() => {
  decodeStats.started = 0;
  decodeStats.mostAtOnce = 0;
});

async function vendorToken(): Promise<string> {
  const shop = await createShop(app, []);
  const [{ user_id }] = await app.orm.em.fork().getConnection().execute(`select user_id from vendors where id = ?`, [shop.vendorId]);
  return app.tokenFor(user_id);
}

function upload(token: string | null, image: Buffer, type = 'image/png', path = '/media/uploads') {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(image)], { type }), 'photo.png');
  return fetch(`${app.baseUrl}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} }).then(
    async (response) => ({ status: response.status, body: (await response.json()) as { message?: string; id?: string } }),
  );
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f4e9dd' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

describe('photo uploads', () => {
  it('refuses a pixel bomb from its header, stating the limits, without decoding it', async () => {
    const bomb = await png(16_000, 16_000);
    expect(bomb.length).toBeLessThan(1024 * 1024); // small on the wire: the size limit alone lets it through
    const token = await vendorToken();
    const refused = await upload(token, bomb);
    expect(refused).toEqual({ status: 400, body: { message: imageTooLarge(16_000, 16_000) } });
    expect(refused.body.message).toBe('Photos can be at most 8,000 pixels on a side and 40 megapixels in all; this one is 16,000 × 16,000.');
    const tall = await upload(token, await png(100, 8_001));
    expect(tall.body.message).toBe(imageTooLarge(100, 8_001));
    expect(decodeStats.started).toBe(0);

    const fine = await upload(token, await png(1600, 900));
    expect(fine.status).toBe(201);
    expect(decodeStats.started).toBe(1);
  });

  it.each(['/media/uploads', '/api/upload/product'])('answers a request to %s without a valid token before reading its body', async (path) => {
    const url = new URL(`${app.baseUrl}${path}`);
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(4 * 1024 * 1024),
        authorization: 'Bearer not-a-token',
      } });
      request.on('response', (response) => {
        resolve(response.statusCode!);
        request.destroy();
      });
      request.on('error', (error) => (error.message.includes('socket hang up') || error.message.includes('ECONNRESET') ? undefined : reject(error)));
      // A first chunk of a 4 MB body, and no more: the answer must come without the rest.
      request.write(Buffer.alloc(64 * 1024));
    });
    expect(status).toBe(401);
  });

  it('decodes one photo at a time per process, however many arrive together', async () => {
    const token = await vendorToken();
    const photo = await png(3000, 2000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(token, photo)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect(decodeStats.started).toBe(4);
    expect(decodeStats.mostAtOnce).toBe(1);
  });

  it(`limits a shop to ${UPLOADS_PER_WINDOW} uploads per window, counted before the body is read`, async () => {
    const token = await vendorToken();
    const tiny = await png(4, 4);
    const statuses: number[] = [];
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) statuses.push((await upload(token, tiny)).status);
    expect(new Set(statuses)).toEqual(new Set([201]));
    const started = decodeStats.started;
    expect(await upload(token, tiny)).toEqual({ status: 429, body: { message: TOO_MANY_UPLOADS } });
    expect(decodeStats.started).toBe(started);
    // Another shop is counted on its own.
    expect((await upload(await vendorToken(), tiny)).status).toBe(201);
  });

  it('counts a burst of concurrent uploads in one step: exactly the limit gets through', async () => {
    const token = await vendorToken();
    const tiny = await png(4, 4);
    const answers = await Promise.all(Array.from({ length: UPLOADS_PER_WINDOW + 10 }, () => upload(token, tiny)));
    const statuses = answers.map((answer) => answer.status);
    // 201, or 503 when the decode queue was full: either way past the limit's count.
    expect(statuses.filter((status) => status === 201 || status === 503)).toHaveLength(UPLOADS_PER_WINDOW);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('counts the REST photo route against the same limit, before reading the body', async () => {
    const token = await vendorToken();
    const tiny = await png(4, 4);
    const viaRest = await upload(token, tiny, 'image/png', '/api/upload/product');
    expect(viaRest.status).toBe(201);
    for (let i = 1; i < UPLOADS_PER_WINDOW; i++) expect((await upload(token, tiny)).status).toBe(201);
    const started = decodeStats.started;
    expect(await upload(token, tiny, 'image/png', '/api/upload/product')).toEqual({ status: 429, body: { message: TOO_MANY_UPLOADS } });
    expect(decodeStats.started).toBe(started);
  });
});
