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

describe('in French', () => {
  const SIGNUP = `mutation Signup($input: SignupInput!) { signup(input: $input) { message } }`;
  const signupInput = (n: string) => ({
    name: `Léa ${n}`,
    username: `lea.${n}`,
    email: `lea.${n}@example.com`,
    password: 'Sup3r-secret',
    confirmPassword: 'Sup3r-secret',
    phone: '514-555-0100',
    role: 'Customer',
  });
  const accountOf = async (email: string) =>
    (await dev.orm.em.fork().getConnection().execute(`select u.locale, m.locale as mail_locale, m.subject from users u
       join mail_outbox m on m.recipient = u.email where u.email = ?`, [email]))[0];

  it("writes the sign-up's verification mail in the request's language and keeps that language on the account", async () => {
    const french = await dev.gql(SIGNUP, { input: signupInput('fr') }, undefined, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(french.errors).toBeUndefined();
    const row = await eventually(async () => ((await accountOf('lea.fr@example.com'))?.subject ? accountOf('lea.fr@example.com') : null));
    expect(row).toEqual({ locale: 'fr-CA', mail_locale: 'fr-CA', subject: 'Vérifiez votre adresse courriel Mainstreet' });

    // The language switch's cookie wins over the browser's language.
    await dev.gql(SIGNUP, { input: signupInput('cookie') }, undefined, { cookie: 'locale=en-CA', 'accept-language': 'fr-CA' });
    const english = await eventually(async () => ((await accountOf('lea.cookie@example.com'))?.subject ? accountOf('lea.cookie@example.com') : null));
    expect(english).toEqual({ locale: 'en-CA', mail_locale: 'en-CA', subject: 'Verify your Mainstreet email address' });

    // A request that says no language leaves the account's choice open; its mail is in English.
    await dev.gql(SIGNUP, { input: signupInput('none') }, undefined);
    const none = await eventually(async () => ((await accountOf('lea.none@example.com'))?.subject ? accountOf('lea.none@example.com') : null));
    expect(none).toEqual({ locale: null, mail_locale: null, subject: 'Verify your Mainstreet email address' });
  });

  it('shows the mailbox page in the language of Accept-Language or the locale cookie, each mail in its own', async () => {
    for (const headers of [{ 'accept-language': 'fr-CA' }, { cookie: 'locale=fr-CA', 'accept-language': 'en' }] as Record<string, string>[]) {
      const response = await fetch(`${dev.baseUrl}/dev/mailbox?to=lea.fr@example.com`, { headers });
      expect(response.headers.get('content-language')).toBe('fr-CA');
      const html = await response.text();
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<h1>Boîte de réception de développement</h1>');
      expect(html).toContain('SMTP_URL n’est pas défini');
      expect(html).toContain('>Destinataire</label>');
      expect(html).toContain('>Filtrer</button>');
      expect(html).toContain('Courriels à lea.fr@example.com (les plus récents d’abord, au plus 50)');
      expect(html).toContain('<summary>Version HTML</summary>');
      expect(html).toContain('· conservé');
      expect(html).toContain('Bonjour Léa fr,');
      expect(html).not.toMatch(/Development mailbox|Recipient|All mail|newest first|HTML version/);
    }
    const empty = await (await fetch(`${dev.baseUrl}/dev/mailbox?to=nobody@example.com`, { headers: { 'accept-language': 'fr' } })).text();
    expect(empty).toContain('<p>Aucun courriel pour l’instant.</p>');
    const english = await (await fetch(`${dev.baseUrl}/dev/mailbox?to=lea.fr@example.com`, { headers: { 'accept-language': 'en-CA' } })).text();
    expect(english).toContain('<h1>Development mailbox</h1>');
    // The mail itself stays in its recipient's language.
    expect(english).toContain('Bonjour Léa fr,');
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
    const french = await fetch(url, { headers: { 'accept-language': 'fr-CA' } });
    expect(french.status).toBe(403);
    expect(await french.text()).toMatch(/^La boîte de réception de développement n’est affichée que sur la machine/);
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
