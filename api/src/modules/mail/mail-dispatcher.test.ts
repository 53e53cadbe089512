import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { eventually, startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { MailDispatcher } from './mail-dispatcher';
import { queueMail, queueMails } from './mail-outbox.service';
import { createSmtpTransport } from './mail-transport';
import type { MailMessage } from './mail-templates';

const PUBLIC_URL = 'https://shop.example.test';
const FAST = { pollIntervalMs: 100, backoffMs: () => 40 };

let smtp: SmtpTestServer;
let app: TestApp;

const sql = () => app.orm.em.fork().getConnection();

const verifyMail = (name = 'Dana'): MailMessage => ({ kind: 'verify-email', payload: { name, token: 'x'.repeat(43) } });

async function queue(recipients: string[], message: (recipient: string) => MailMessage = () => verifyMail()): Promise<void> {
  const em = app.orm.em.fork();
  await em.transactional((tx) => queueMails(tx, recipients.map((recipient) => ({ recipient, message: message(recipient) }))));
}

interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  payload: unknown;
  text_body: string | null;
  sent_at: Date | null;
}

async function rowsTo(recipients: string[]): Promise<OutboxRow[]> {
  return sql().execute(`select id, status, attempts, last_error, payload, text_body, sent_at from mail_outbox where recipient in (?) order by recipient`, [
    recipients,
  ]);
}

const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.some((to) => to.includes(address)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL }, mail: FAST });
});

afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

describe('mail dispatcher over SMTP', () => {
  it('retries after the server refuses twice and delivers each message exactly once', async () => {
    const recipients = ['retry-a@example.com', 'retry-b@example.com', 'retry-c@example.com'];
    const attemptsBefore = smtp.deliveryAttempts;
    smtp.refuseNext(2, 451);
    await queue(recipients);

    await eventually(async () => (await rowsTo(recipients)).every((row) => row.status === 'sent'), 10_000, 'all sent');
    // Several more poll rounds: a sent message must never go out again.
    await pause(500);

    const rows = await rowsTo(recipients);
    for (const address of recipients) expect(receivedBy(address)).toHaveLength(1);
    expect(smtp.deliveryAttempts - attemptsBefore).toBe(5);
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(5);
    const retried = rows.filter((row) => row.attempts > 1);
    expect(retried.length).toBeGreaterThan(0);
    for (const row of retried) expect(row.last_error).toMatch(/Try again later/);
    // Each message carries its outbox id, so even a receiving system could tell a repeat.
    for (const row of rows) expect(smtp.received.filter((mail) => mail.messageId === `<${row.id}@mainstreet.local>`)).toHaveLength(1);
    // A delivered account mail no longer holds its link anywhere in the outbox.
    for (const row of rows) expect(row).toMatchObject({ payload: null, text_body: null });
  });

  it('delivers every message once when two dispatchers (two replicas) share the outbox', async () => {
    const second = new MailDispatcher(app.orm, {
      publicUrl: PUBLIC_URL,
      from: 'Mainstreet <no-reply@mainstreet.local>',
      transport: createSmtpTransport(smtp.url),
      pollIntervalMs: 30,
      batchSize: 3,
    });
    second.start();
    try {
      const recipients = Array.from({ length: 24 }, (_, i) => `replica-${i}@example.com`);
      await queue(recipients);
      await eventually(async () => (await rowsTo(recipients)).every((row) => row.status === 'sent'), 15_000, 'all sent');
      await pause(300);
      for (const address of recipients) expect(receivedBy(address)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it('gives up at once when the server refuses a message permanently, and keeps the error', async () => {
    smtp.refuseNext(1, 550);
    await queue(['refused@example.com']);
    const [row] = await eventually(async () => {
      const rows = await rowsTo(['refused@example.com']);
      return rows[0]?.status === 'failed' ? rows : null;
    });
    expect(row).toMatchObject({ attempts: 1, payload: null, text_body: null });
    expect(row.last_error).toMatch(/Message rejected/);
    expect(receivedBy('refused@example.com')).toHaveLength(0);
  });

  it('takes over a message whose claim lease ran out (its dispatcher died), but not one still leased', async () => {
    const abandoned = randomUUID();
    const leased = randomUUID();
    await sql().execute(
      `insert into mail_outbox (id, kind, recipient, payload, status, attempts, claim_id, next_attempt_at) values
         (?, 'verify-email', 'abandoned@example.com', ?::jsonb, 'sending', 1, gen_random_uuid(), now() - interval '1 second'),
         (?, 'verify-email', 'leased@example.com', ?::jsonb, 'sending', 1, gen_random_uuid(), now() + interval '1 hour')`,
      [abandoned, JSON.stringify(verifyMail().payload), leased, JSON.stringify(verifyMail().payload)],
    );
    await eventually(() => receivedBy('abandoned@example.com').length === 1, 10_000, 'the abandoned message');
    await pause(300);
    expect(receivedBy('leased@example.com')).toHaveLength(0);
    expect((await rowsTo(['abandoned@example.com']))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    await sql().execute(`delete from mail_outbox where id = ?`, [leased]);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const em = app.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        await queueMail(tx, 'rolled-back@example.com', verifyMail());
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queue(['after-rollback@example.com']);
    await eventually(() => receivedBy('after-rollback@example.com').length === 1, 10_000, 'the later message');
    expect(receivedBy('rolled-back@example.com')).toHaveLength(0);
    expect(await rowsTo(['rolled-back@example.com'])).toHaveLength(0);
  });
});

describe('mail dispatcher with the SMTP server unreachable', () => {
  it('retries with backoff and gives up after the last attempt, keeping the last error', async () => {
    const closed = await startSmtpTestServer();
    await closed.stop(); // nothing listens on this port now
    const down = await startTestApp({ env: { SMTP_URL: closed.url }, mail: { ...FAST, maxAttempts: 3, backoffMs: () => 30 } });
    try {
      const em = down.orm.em.fork();
      await em.transactional((tx) =>
        queueMail(tx, 'nobody-home@example.com', {
          kind: 'vendor-new-order',
          payload: {
            placedAt: new Date().toISOString(),
            order: { shortNumber: 'ABC123', shopName: 'Shop', lines: [{ name: 'Tea', quantity: 1, unitPriceCents: 500 }], subtotalCents: 500, taxCents: 65, totalCents: 565 },
            shipping: { fullName: 'A', email: 'a@example.com', phone: '416-555-0100', address: '1 Main St', postalCode: 'M5V 2T6' },
          },
        }),
      );
      const row = await eventually(async () => {
        const [found]: Pick<OutboxRow, 'status' | 'attempts' | 'last_error' | 'text_body'>[] = await down.orm.em
          .fork()
          .getConnection()
          .execute(`select status, attempts, last_error, text_body from mail_outbox`);
        return found?.status === 'failed' ? found : null;
      });
      expect(row.attempts).toBe(3);
      expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      // An order mail holds no secret: what was meant to go out stays readable.
      expect(row.text_body).toContain('Shop, order #ABC123');
    } finally {
      await down.close();
    }
  });
});
