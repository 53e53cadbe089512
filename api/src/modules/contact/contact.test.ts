import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../../../test/rest-client';
import { eventually, startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { CONTACT_THANKS, MAX_CONTACT_MESSAGES_PER_HOUR, TOO_MANY_CONTACT_MESSAGES } from './contact.service';

const SEND = `mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`;
const LIST = `query ContactMessages($first: Int!, $after: String, $unreadOnly: Boolean) {
  contactMessages(first: $first, after: $after, unreadOnly: $unreadOnly) { nodes { id name senderEmail message read createdAt } pageInfo { endCursor hasNextPage } }
  unreadContactMessageCount
}`;
const SET_READ = `mutation SetContactMessageRead($id: ID!, $read: Boolean!) { setContactMessageRead(id: $id, read: $read) { id read } }`;

let smtp: SmtpTestServer;
let app: TestApp;
let admin: string;
let ipSeq = 0;
/** A client address of its own per call, so the per-address limit only bites where a test wants it. */
const freshIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipSeq}` });
const count = async (table: string) => (await app.orm.em.fork().getConnection().execute(`select count(*)::int as n from ${table}`))[0].n as number;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ seed: true, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.test', TRUST_PROXY: 'loopback' }, mail: { pollIntervalMs: 100, backoffMs: () => 40 } });
  admin = await login(app, 'admin@mainstreet.test');
});

afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

describe('contact form', () => {
  it('stores the message, mails it to every admin, and lists it for admins as unread until marked read', async () => {
    const admins = await app.orm.em.fork().getConnection().execute(`select email from users where role = 'Admin' and deleted_at is null`);
    const res = await rest(app, 'post', '/contact', {
      body: { name: 'Priya Shah', email: 'priya@example.com', message: 'Do you ship to Gatineau?\nThanks!' },
      headers: freshIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: CONTACT_THANKS });

    const mails = await eventually(() => {
      const found = smtp.received.filter((mail) => mail.subject === 'Contact form: message from Priya Shah');
      return found.length === admins.length ? found : undefined;
    });
    expect(mails.flatMap((mail) => mail.to).sort().join(',')).toContain(admins[0].email);
    expect(mails[0].text).toContain('Do you ship to Gatineau?');
    expect(mails[0].text).toContain('priya@example.com');

    const list = await app.gql(LIST, { first: 10 }, admin);
    const [message] = list.data!.contactMessages.nodes;
    expect(message).toMatchObject({ name: 'Priya Shah', senderEmail: 'priya@example.com', message: 'Do you ship to Gatineau?\nThanks!', read: false });
    expect(list.data!.unreadContactMessageCount).toBe(1);

    expect((await app.gql(SET_READ, { id: message.id, read: true }, admin)).data!.setContactMessageRead.read).toBe(true);
    const after = await app.gql(LIST, { first: 10, unreadOnly: true }, admin);
    expect(after.data!.contactMessages.nodes).toEqual([]);
    expect(after.data!.unreadContactMessageCount).toBe(0);
    expect((await app.gql(SET_READ, { id: message.id, read: false }, admin)).data!.setContactMessageRead.read).toBe(false);
  });

  it("mails each admin in the admin's language, and thanks the sender in the language of Accept-Language", async () => {
    const sql = app.orm.em.fork().getConnection();
    const [{ email: french }] = await sql.execute(`select email from users where role = 'Admin' and deleted_at is null order by email limit 1`);
    await sql.execute(`update users set locale = 'fr-CA' where email = ?`, [french]);
    try {
      const res = await rest(app, 'post', '/contact', {
        body: { name: 'Léa Roy', email: 'lea@example.com', message: 'Livrez-vous à Gatineau ?' },
        headers: { ...freshIp(), 'accept-language': 'fr-CA' },
      });
      expect(res).toMatchObject({ status: 200, body: { message: 'Merci pour votre message !' } });
      const mail = await eventually(() => smtp.received.find((m) => m.subject === 'Formulaire de contact : message de Léa Roy'));
      expect(mail.to.join(',')).toContain(french);
      expect(mail.text).toContain('Tous les messages : ');
      expect(smtp.received.filter((m) => m.subject === 'Contact form: message from Léa Roy').every((m) => !m.to.join(',').includes(french))).toBe(true);
    } finally {
      await sql.execute(`update users set locale = null where email = ?`, [french]);
    }
  });

  it('refuses an empty or oversized field with a clear message and stores nothing', async () => {
    const before = await count('contact_messages');
    const cases = [
      [{ name: '  ', email: 'a@example.com', message: 'Hi' }, 'Please enter your name.'],
      [{ name: 'A', email: 'not-an-address', message: 'Hi' }, 'Please enter a valid email address.'],
      [{ name: 'A', email: 'a@example.com', message: '   ' }, 'Please enter a message.'],
      [{ name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) }, 'Your message can be at most 5000 characters.'],
    ] as const;
    for (const [input, message] of cases) {
      const res = await app.gql(SEND, { input }, undefined, freshIp());
      expect(res.errors?.[0].extensions?.code, JSON.stringify(input).slice(0, 60)).toBe('BAD_USER_INPUT');
      expect(res.errors?.[0].message).toContain(message);
    }
    expect(await count('contact_messages')).toBe(before);
  });

  it(`lets ${MAX_CONTACT_MESSAGES_PER_HOUR} of 40 messages sent at once from one client address through, and refuses the rest`, async () => {
    const before = await count('contact_messages');
    const headers = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        app.gql(SEND, { input: { name: `Burst ${i}`, email: `burst${i}@example.com`, message: 'Hello' } }, undefined, headers),
      ),
    );
    const refused = answers.filter((answer) => answer.errors?.[0].extensions?.code === 'TOO_MANY_REQUESTS');
    expect(answers.length - refused.length).toBe(MAX_CONTACT_MESSAGES_PER_HOUR);
    expect(refused[0].errors![0].message).toBe(TOO_MANY_CONTACT_MESSAGES);
    expect(await count('contact_messages')).toBe(before + MAX_CONTACT_MESSAGES_PER_HOUR);
  });

  it('limits one sender address across client addresses', async () => {
    const answers = [];
    for (let i = 0; i < MAX_CONTACT_MESSAGES_PER_HOUR + 1; i += 1) {
      answers.push(await app.gql(SEND, { input: { name: 'Same', email: 'same.sender@example.com', message: `Message ${i}` } }, undefined, freshIp()));
    }
    expect(answers.slice(0, -1).every((answer) => !answer.errors)).toBe(true);
    expect(answers.at(-1)!.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  it("answers NOT_FOUND for a message that does not exist, and keeps messages from anyone but admins", async () => {
    const missing = await app.gql(SET_READ, { id: '00000000-0000-4000-8000-000000000000', read: true }, admin);
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const customer = await login(app, 'alice@mainstreet.test');
    expect((await app.gql(LIST, { first: 5 }, customer)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
