import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { eventually } from '../../../test/smtp-test-server';
import { queueMail } from './mail-outbox.service';
import { MAILBOX_LOOPBACK_ONLY } from './mailbox.routes';

const HOSTILE = '<script>alert(1)</script>';
const token = (c: string) => c.repeat(43);

let dev: TestApp;

beforeAll(async () => {
  dev = await startTestApp({ env: { PUBLIC_URL: 'http://localhost:5173/' }, mail: { pollIntervalMs: 100 } });
});

afterAll(() => dev?.close());

async function queue(app: TestApp, recipient: string, name: string, t: string) {
  await app.orm.em.fork().transactional((em) => queueMail(em, recipient, { kind: 'verify-email', payload: { name, token: t } }));
}

describe('without SMTP_URL', () => {
  it('keeps every message as stored and lists it, newest first and escaped, at /dev/mailbox', async () => {
    await queue(dev, 'first@example.com', 'First', token('a'));
    await queue(dev, 'second@example.com', HOSTILE, token('b'));
    const [row] = await eventually(async () => {
      const rows = await dev.orm.em.fork().getConnection().execute(`select status, subject, text_body from mail_outbox where recipient = 'second@example.com'`);
      return rows[0]?.status === 'stored' ? rows : null;
    });
    expect(row.subject).toBe('Verify your Mainstreet email address');

    const response = await fetch(`${dev.baseUrl}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toContain('Development mailbox');
    expect(html.indexOf('second@example.com')).toBeLessThan(html.indexOf('first@example.com'));
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    // The link uses PUBLIC_URL (trailing slash dropped) and is clickable.
    const link = `http://localhost:5173/verify-email/${token('b')}`;
    expect(html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('filters by recipient with ?to=', async () => {
    const html = await (await fetch(`${dev.baseUrl}/dev/mailbox?to=FIRST@example.com`)).text();
    expect(html).toContain('first@example.com');
    expect(html).not.toContain('second@example.com');
  });
});

describe('from another machine', () => {
  it('is refused, whatever X-Forwarded-For claims: the page holds password-reset links', async () => {
    // This machine's own non-loopback address: the connection then arrives as from the network.
    const address = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
    if (!address) throw new Error('this machine has no non-loopback IPv4 address to connect from');
    await queue(dev, 'victim@example.com', 'Victim', token('d'));
    const url = `${dev.baseUrl.replace('127.0.0.1', address)}/dev/mailbox`;
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const response = await fetch(url, { headers });
      expect(response.status).toBe(403);
      const body = await response.text();
      expect(body).toBe(MAILBOX_LOOPBACK_ONLY);
      expect(body).not.toContain(token('d'));
    }
    expect((await fetch(`${dev.baseUrl}/dev/mailbox`)).status).toBe(200);
  });
});

describe('in production', () => {
  it('has no mailbox page', async () => {
    const prod = await startTestApp({ env: { NODE_ENV: 'production' } });
    try {
      await queue(prod, 'secret@example.com', 'Secret', token('c'));
      const response = await fetch(`${prod.baseUrl}/dev/mailbox`);
      const body = await response.text();
      expect(body).not.toContain('Development mailbox');
      expect(body).not.toContain('secret@example.com');
      expect(body).not.toContain(token('c'));
    } finally {
      await prod.close();
    }
  });
});
