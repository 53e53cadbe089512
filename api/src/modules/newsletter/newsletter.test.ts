import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rest } from '../../../test/rest-client';
import { eventually, linkIn, startSmtpTestServer, type ReceivedMail, type SmtpTestServer } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { CHECK_INBOX, INVALID_NEWSLETTER_LINK, MAX_SIGNUPS_PER_HOUR, SUBSCRIPTION_CONFIRMED, TOO_MANY_SIGNUPS, UNSUBSCRIBED } from './newsletter.service';

const PUBLIC_URL = 'https://shop.example.test';
const SUBSCRIBE = `mutation SubscribeNewsletter($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { message } }`;

let smtp: SmtpTestServer;
let app: TestApp;
let ipSeq = 0;
let seq = 0;
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipSeq}` });
const sql = () => app.orm.em.fork().getConnection();
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.some((to) => to.includes(email)));
const mailNumber = (email: string, n: number): Promise<ReceivedMail> => eventually(() => mailsTo(email)[n - 1], 10_000, `mail #${n} to ${email}`);
const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);
const statusOf = async (email: string) => (await sql().execute(`select status from newsletter_subscriptions where lower(email) = lower(?)`, [email]))[0]?.status;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL, TRUST_PROXY: 'loopback' }, mail: { pollIntervalMs: 100, backoffMs: () => 40 } });
});

afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

describe('newsletter', () => {
  it('subscribes an address only once its owner follows the mailed link, and unsubscribes it from any newsletter mail without signing in', async () => {
    const email = `reader${++seq}@example.com`;
    const res = await rest(app, 'post', '/newsletter', { body: { email }, headers: freshIp() });
    expect(res).toMatchObject({ status: 200, body: { message: CHECK_INBOX } });
    expect(await statusOf(email)).toBe('pending');

    const confirmMail = await mailNumber(email, 1);
    expect(confirmMail.subject).toBe('Confirm your Mainstreet newsletter subscription');
    const confirmLink = linkIn(confirmMail, '/newsletter/confirm/');
    expect(linkIn(confirmMail, '/newsletter/unsubscribe/')).toMatch(new RegExp(`^${PUBLIC_URL}/newsletter/unsubscribe/`));
    // Only a digest of the confirmation token is stored.
    expect(JSON.stringify(await sql().execute(`select * from newsletter_subscriptions`))).not.toContain(tokenOf(confirmLink));

    const confirmed = await rest(app, 'post', `/newsletter/confirm/${tokenOf(confirmLink)}`);
    expect(confirmed).toMatchObject({ status: 200, body: { message: SUBSCRIPTION_CONFIRMED } });
    expect(await statusOf(email)).toBe('confirmed');
    // The link works once.
    expect((await rest(app, 'post', `/newsletter/confirm/${tokenOf(confirmLink)}`)).body).toEqual({ message: INVALID_NEWSLETTER_LINK });

    const welcome = await mailNumber(email, 2);
    expect(welcome.subject).toBe('Welcome to the Mainstreet newsletter');
    const unsubscribe = linkIn(welcome, '/newsletter/unsubscribe/');
    // Every mail of the address carries the same working link.
    expect(unsubscribe).toBe(linkIn(confirmMail, '/newsletter/unsubscribe/'));
    const gone = await rest(app, 'post', `/newsletter/unsubscribe/${tokenOf(unsubscribe)}`);
    expect(gone).toMatchObject({ status: 200, body: { message: UNSUBSCRIBED } });
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await rest(app, 'post', `/newsletter/unsubscribe/${tokenOf(unsubscribe)}`)).body).toEqual({ message: UNSUBSCRIBED });
  });

  it('writes the confirmation and welcome mail in the language of the request that asked for each', async () => {
    const email = `lecteur${++seq}@example.com`;
    const fr = { 'accept-language': 'fr-CA,fr;q=0.9' };
    const res = await rest(app, 'post', '/newsletter', { body: { email }, headers: { ...freshIp(), ...fr } });
    expect(res).toMatchObject({ status: 200, body: { message: 'Merci de vous être abonné ! Consultez votre boîte de réception pour confirmer votre adresse.' } });
    const confirmMail = await mailNumber(email, 1);
    expect(confirmMail.subject).toBe('Confirmez votre abonnement à l’infolettre Mainstreet');
    expect(confirmMail.text).toContain(`Se désabonner : ${PUBLIC_URL}/newsletter/unsubscribe/`);

    // The link opened in a browser set to French (the web app's language switch cookie).
    const confirmed = await rest(app, 'post', `/newsletter/confirm/${tokenOf(linkIn(confirmMail, '/newsletter/confirm/'))}`, { headers: { cookie: 'locale=fr-CA' } });
    expect(confirmed).toMatchObject({ status: 200, body: { message: SUBSCRIPTION_CONFIRMED } });
    const welcome = await mailNumber(email, 2);
    expect(welcome.subject).toBe('Bienvenue à l’infolettre Mainstreet');
  });

  it('answers the same for a subscribed address without mailing it again, and sends one confirmation for a burst of sign-ups', async () => {
    const email = `burst${++seq}@example.com`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.gql(SUBSCRIBE, { input: { email } }, undefined, freshIp())));
    expect(answers.map((answer) => answer.data?.subscribeNewsletter.message)).toEqual(Array(5).fill(CHECK_INBOX));
    const confirmMail = await mailNumber(email, 1);
    await rest(app, 'post', `/newsletter/confirm/${tokenOf(linkIn(confirmMail, '/newsletter/confirm/'))}`);
    await mailNumber(email, 2);
    const again = await app.gql(SUBSCRIBE, { input: { email: email.toUpperCase() } }, undefined, freshIp());
    expect(again.data?.subscribeNewsletter.message).toBe(CHECK_INBOX);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(email)).toHaveLength(2);
    expect((await sql().execute(`select count(*)::int as n from newsletter_subscriptions where lower(email) = ?`, [email]))[0].n).toBe(1);
  });

  it('refuses a bad address or link with a clear message, and 40 sign-ups sent at once from one client past its limit', async () => {
    const bad = await rest(app, 'post', '/newsletter', { body: { email: 'nobody' }, headers: freshIp() });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } });
    expect((await rest(app, 'post', `/newsletter/unsubscribe/${'A'.repeat(43)}`)).body).toEqual({ message: INVALID_NEWSLETTER_LINK });
    expect((await rest(app, 'post', '/newsletter/confirm/short')).status).toBe(400);

    const headers = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => app.gql(SUBSCRIBE, { input: { email: `limit${seq}-${i}@example.com` } }, undefined, headers)),
    );
    const refused = answers.filter((answer) => answer.errors?.[0].extensions?.code === 'TOO_MANY_REQUESTS');
    expect(refused).toHaveLength(40 - MAX_SIGNUPS_PER_HOUR);
    expect(refused[0].errors![0].message).toBe(TOO_MANY_SIGNUPS);
  });
});
