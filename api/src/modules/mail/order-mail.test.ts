import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING } from '../../../test/commerce-fixtures';
import { eventually, startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { formatCad } from '../../common/money';

const PUBLIC_URL = 'https://shop.example.test';
const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) { success paymentId totalCents orders { id shortNumber totalCents vendor { id } } }
}`;

let smtp: SmtpTestServer;
let app: TestApp;

const sql = () => app.orm.em.fork().getConnection();
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.some((to) => to.includes(email)));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function shopOwnerEmail(vendorId: string): Promise<string> {
  const [{ email }] = await sql().execute(`select u.email from vendors v join users u on u.id = v.user_id where v.id = ?`, [vendorId]);
  return email;
}

async function buy(lines: [string, number][], paymentMethodId = 'pm_card_visa', headers: Record<string, string> = {}) {
  const [customer] = await createCustomers(app, 1);
  let totalCents = 0;
  for (const [productId, quantity] of lines) totalCents = (await app.gql(ADD, { productId, quantity }, customer.token)).data.addToCart.totalCents;
  const buyerEmail = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const res = await app.gql(
    CHECKOUT,
    { input: { idempotencyKey: randomUUID(), paymentMethodId, expectedTotalCents: totalCents, shipping: { ...SHIPPING, email: buyerEmail } } },
    customer.token,
    headers,
  );
  return { res, buyerEmail, totalCents };
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // Retries every 50 ms without giving up during the outage below.
  app = await startTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL }, mail: { pollIntervalMs: 100, backoffMs: () => 50, maxAttempts: 1000 } });
});

afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

describe('order mail', () => {
  it("confirms every shop's order to the customer and tells each shop with email notifications on", async () => {
    const cheese = await createShop(app, [{ name: 'Aged Cheddar', priceCents: 1250, stock: 10 }, { name: 'Brie', priceCents: 900, stock: 10 }]);
    const coffee = await createShop(app, [{ name: 'Dark Roast', priceCents: 1800, stock: 10 }]);
    const quiet = await createShop(app, [{ name: 'Quiet Candle', priceCents: 700, stock: 10 }]);
    await sql().execute(`update vendors set email_notifications = false where id = ?`, [quiet.vendorId]);
    const { res, buyerEmail, totalCents } = await buy([
      [cheese.productIds[0], 2],
      [cheese.productIds[1], 1],
      [coffee.productIds[0], 1],
      [quiet.productIds[0], 1],
    ]);
    expect(res.errors).toBeUndefined();
    const orders: { shortNumber: string; totalCents: number; vendor: { id: string } }[] = res.data.checkout.orders;
    const orderOf = (vendorId: string) => orders.find((order) => order.vendor.id === vendorId)!;

    const confirmation = await eventually(() => mailsTo(buyerEmail)[0], 10_000, 'the confirmation');
    expect(confirmation.subject).toBe(`Your Mainstreet order confirmation (${formatCad(totalCents)})`);
    for (const shop of [cheese, coffee, quiet]) {
      expect(confirmation.text).toContain(`order #${orderOf(shop.vendorId).shortNumber}`);
      expect(confirmation.text).toContain(formatCad(orderOf(shop.vendorId).totalCents));
    }
    expect(confirmation.text).toContain('2 × Aged Cheddar @ $12.50 = $25.00');
    expect(confirmation.text).toContain('1 × Quiet Candle');
    expect(confirmation.text).toMatch(/HST 13%: \$\d+\.\d\d/);
    expect(confirmation.text).toMatch(/ {2}HST 13% \$\d+\.\d\d \(collected by Mainstreet\)/);
    expect(confirmation.text).toContain(`Total charged: ${formatCad(totalCents)}`);
    // The button opens this checkout's confirmation page.
    expect(confirmation.html).toContain(`${PUBLIC_URL}/orders/confirmation/${res.data.checkout.paymentId}`);
    expect(confirmation.text).toContain(`Your order confirmation: ${PUBLIC_URL}/orders/confirmation/${res.data.checkout.paymentId}`);

    const cheeseMail = await eventually(async () => mailsTo(await shopOwnerEmail(cheese.vendorId))[0], 10_000, 'the cheese shop mail');
    expect(cheeseMail.subject).toBe(`New order #${orderOf(cheese.vendorId).shortNumber} (${formatCad(orderOf(cheese.vendorId).totalCents)})`);
    expect(cheeseMail.text).toContain('1 × Brie');
    expect(cheeseMail.text).not.toContain('Dark Roast');
    expect(cheeseMail.text).toContain(SHIPPING.address);
    await eventually(async () => mailsTo(await shopOwnerEmail(coffee.vendorId)).length === 1, 10_000, 'the coffee shop mail');

    await pause(400);
    expect(mailsTo(await shopOwnerEmail(quiet.vendorId))).toHaveLength(0);
    expect(mailsTo(buyerEmail)).toHaveLength(1);
    expect(mailsTo(await shopOwnerEmail(cheese.vendorId))).toHaveLength(1);
  });

  it('completes a checkout while the SMTP server is down, and the mail arrives once when it is back', async () => {
    const shop = await createShop(app, [{ name: 'Outage Honey', priceCents: 1100, stock: 10 }]);
    const vendorEmail = await shopOwnerEmail(shop.vendorId);
    await smtp.stop();
    try {
      const { res, buyerEmail } = await buy([[shop.productIds[0], 1]]);
      expect(res.errors).toBeUndefined();
      expect(res.data.checkout.success).toBe(true);
      expect((await sql().execute(`select count(*)::int as n from orders where vendor_id = ?`, [shop.vendorId]))[0].n).toBe(1);

      // Both messages are waiting, retried with backoff, the error kept.
      const pending = await eventually(async () => {
        const rows: { status: string; attempts: number; last_error: string | null }[] = await sql().execute(
          `select status, attempts, last_error from mail_outbox where recipient in (?, ?)`,
          [buyerEmail, vendorEmail],
        );
        return rows.length === 2 && rows.every((row) => row.attempts >= 2 && row.status !== 'sent') ? rows : null;
      });
      for (const row of pending) expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(mailsTo(buyerEmail)).toHaveLength(0);

      await smtp.start();
      await eventually(() => mailsTo(buyerEmail).length === 1 && mailsTo(vendorEmail).length === 1, 10_000, 'mail after the outage');
      await pause(400);
      expect(mailsTo(buyerEmail)).toHaveLength(1);
      expect(mailsTo(vendorEmail)).toHaveLength(1);
    } finally {
      await smtp.start().catch(() => undefined);
    }
  });

  it("writes the confirmation in the checkout's language and each shop's mail in its owner's", async () => {
    const honey = await createShop(app, [{ name: 'Miel de trèfle', priceCents: 123_456, stock: 10 }]);
    const jam = await createShop(app, [{ name: 'Confiture', priceCents: 650, stock: 10 }]);
    const honeyOwner = await shopOwnerEmail(honey.vendorId);
    await sql().execute(`update users set locale = 'fr-CA' where email = ?`, [honeyOwner]);
    // The web app's language switch sets the cookie; it wins over the browser's Accept-Language.
    const { res, buyerEmail, totalCents } = await buy([[honey.productIds[0], 1], [jam.productIds[0], 2]], 'pm_card_visa', {
      cookie: 'theme=dark; locale=fr-CA',
      'accept-language': 'en-CA,en;q=0.9',
    });
    expect(res.errors).toBeUndefined();
    const orders: { shortNumber: string; vendor: { id: string } }[] = res.data.checkout.orders;
    const honeyOrder = orders.find((order) => order.vendor.id === honey.vendorId)!;
    const [{ locale }] = await sql().execute(`select locale from payments where id = ?`, [res.data.checkout.paymentId]);
    expect(locale).toBe('fr-CA');

    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const french = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    const confirmation = await eventually(() => mailsTo(buyerEmail)[0], 10_000, 'the confirmation');
    expect(plain(confirmation.subject)).toBe(plain(`Confirmation de votre commande Mainstreet (${french.format(totalCents / 100)})`));
    const text = plain(confirmation.text);
    expect(text).toContain('Merci pour votre commande auprès de 2 boutiques.');
    expect(text).toContain('1 × Miel de trèfle à 1 234,56 $ = 1 234,56 $');
    expect(text).toMatch(/TVH 13 % \d+,\d\d \$ \(perçue par Mainstreet\)/);
    expect(text).toContain(`Total débité : ${plain(french.format(totalCents / 100))}`);
    expect(text).toMatch(new RegExp(`Passée le \\d{1,2} [a-zéû]+ \\d{4} à \\d{1,2} h \\d{2}`));
    expect(text).toContain(`Votre confirmation de commande : ${PUBLIC_URL}/orders/confirmation/${res.data.checkout.paymentId}`);
    expect(confirmation.html).toContain('<html lang="fr">');

    // The honey shop's owner reads French; the jam shop's has chosen no language: English.
    const honeyMail = await eventually(() => mailsTo(honeyOwner)[0], 10_000, 'the honey shop mail');
    expect(plain(honeyMail.subject)).toBe(`Nouvelle commande n° ${honeyOrder.shortNumber} (${plain(french.format(1_395.05))})`);
    const jamMail = await eventually(async () => mailsTo(await shopOwnerEmail(jam.vendorId))[0], 10_000, 'the jam shop mail');
    expect(jamMail.subject).toMatch(/^New order #\w+ \(\$14\.69\)$/);
  });

  it('writes the confirmation in English when the checkout said no language (and for Accept-Language: en)', async () => {
    const shop = await createShop(app, [{ name: 'Plain Bread', priceCents: 500, stock: 10 }]);
    const { res, buyerEmail } = await buy([[shop.productIds[0], 1]], 'pm_card_visa', { 'accept-language': 'de-DE' });
    expect(res.errors).toBeUndefined();
    const confirmation = await eventually(() => mailsTo(buyerEmail)[0], 10_000, 'the confirmation');
    expect(confirmation.subject).toBe('Your Mainstreet order confirmation ($5.65)');
  });

  it('sends nothing for a declined card (the checkout rolled back)', async () => {
    const shop = await createShop(app, [{ name: 'Declined Jam', priceCents: 800, stock: 10 }]);
    const { res, buyerEmail } = await buy([[shop.productIds[0], 1]], 'pm_card_chargeDeclined');
    expect(res.errors?.[0].extensions?.code).toBe('PAYMENT_DECLINED');
    await pause(300);
    const vendorEmail = await shopOwnerEmail(shop.vendorId);
    expect(await sql().execute(`select 1 from mail_outbox where recipient in (?, ?)`, [buyerEmail, vendorEmail])).toHaveLength(0);
  });
});
