import { describe, expect, it } from 'vitest';
import { renderMail, type OrderConfirmationPayload } from './mail-templates';

const PUBLIC_URL = 'https://shop.example.test';
const TOKEN = 'AbC_-123'.padEnd(43, 'x');
const HOSTILE = `<img src=x onerror="alert('x')"> & co`;

const shipping = { fullName: HOSTILE, email: 'dana@example.com', phone: '416-555-0100', address: '1 Main St, Toronto', postalCode: 'M5V 2T6' };

const confirmation: OrderConfirmationPayload = {
  customerName: 'Dana Lee',
  placedAt: '2026-03-01T15:30:00.000Z',
  paymentPending: false,
  orders: [
    {
      shortNumber: 'AAA111',
      shopName: 'County Cheese Co.',
      lines: [
        { name: 'Aged Cheddar', quantity: 2, unitPriceCents: 1250 },
        { name: HOSTILE, quantity: 1, unitPriceCents: 300 },
      ],
      subtotalCents: 2800,
      taxCents: 364,
      totalCents: 3164,
    },
    {
      shortNumber: 'BBB222',
      shopName: 'Roastery',
      lines: [{ name: 'Dark Roast', quantity: 1, unitPriceCents: 1800 }],
      subtotalCents: 1800,
      taxCents: 234,
      totalCents: 2034,
    },
  ],
  subtotalCents: 4600,
  taxCents: 598,
  totalCents: 5198,
  shipping,
};

describe('mail templates', () => {
  it.each([
    ['verify-email', 'Verify your Mainstreet email address', `${PUBLIC_URL}/verify-email/${TOKEN}`],
    ['password-reset', 'Reset your Mainstreet password', `${PUBLIC_URL}/reset-password/${TOKEN}`],
    ['password-setup', 'Set your Mainstreet password', `${PUBLIC_URL}/reset-password/${TOKEN}`],
  ] as const)('%s links under PUBLIC_URL in both parts and escapes the name', (kind, subject, link) => {
    const mail = renderMail({ kind, payload: { name: HOSTILE, token: TOKEN } }, PUBLIC_URL);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain(`Hi ${HOSTILE},`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; co');
    expect(mail.html).toContain('Mainstreet');
  });

  it("lists every shop's order with items, HST and totals in the customer's confirmation", () => {
    const mail = renderMail({ kind: 'order-confirmation', payload: confirmation }, PUBLIC_URL);
    expect(mail.subject).toBe('Your Mainstreet order confirmation ($51.98)');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('County Cheese Co.');
      expect(part).toContain('AAA111');
      expect(part).toContain('Roastery');
      expect(part).toContain('BBB222');
      expect(part).toContain('$31.64');
      expect(part).toContain('$20.34');
      expect(part).toContain('$5.98');
      expect(part).toContain('$51.98');
      expect(part).toContain('HST 13%');
      expect(part).toContain(`${PUBLIC_URL}/customer/orders`);
    }
    expect(mail.text).toContain('2 × Aged Cheddar @ $12.50 = $25.00');
    expect(mail.text).toContain('Placed on March 1, 2026');
    // Mail queued since the confirmation page exists links to it.
    const linked = renderMail({ kind: 'order-confirmation', payload: { ...confirmation, paymentId: 'c0ffee00-0000-4000-8000-000000000001' } }, PUBLIC_URL);
    for (const part of [linked.text, linked.html]) expect(part).toContain(`${PUBLIC_URL}/orders/confirmation/c0ffee00-0000-4000-8000-000000000001`);
    expect(mail.html).not.toContain('<img');
    expect(mail.html.match(/&lt;img/g)).toHaveLength(2); // the product name and the shipping name
  });

  it('lists each tax of an order on its own line with who collects it', () => {
    const [cheese, coffee] = confirmation.orders;
    const orders = [
      { ...cheese, taxes: [{ label: 'GST 5%', amountCents: 140, collectedBy: 'shop' as const }, { label: 'QST 9.975%', amountCents: 279, collectedBy: 'platform' as const }] },
      { ...coffee, taxes: [{ label: 'GST 5%', amountCents: 90, collectedBy: 'platform' as const }, { label: 'QST 9.975%', amountCents: 180, collectedBy: 'platform' as const }] },
    ];
    const mail = renderMail({ kind: 'order-confirmation', payload: { ...confirmation, orders } }, PUBLIC_URL);
    expect(mail.text).toContain('  GST 5% $1.40 (collected by County Cheese Co.)');
    expect(mail.text).toContain('  QST 9.975% $2.79 (collected by Mainstreet)');
    expect(mail.text).toContain('GST 5%: $2.30');
    expect(mail.text).toContain('QST 9.975%: $4.59');
    expect(mail.text).not.toContain('HST');
    expect(mail.html).toContain('QST 9.975%');
    expect(mail.html).toContain('(collected by Mainstreet)');
  });

  it('says when the payment is still being confirmed', () => {
    const mail = renderMail({ kind: 'order-confirmation', payload: { ...confirmation, paymentPending: true } }, PUBLIC_URL);
    expect(mail.text).toContain('Your payment is being confirmed');
  });

  it("gives a shop its own order and the shipping details, linking its order list", () => {
    const mail = renderMail(
      { kind: 'vendor-new-order', payload: { placedAt: confirmation.placedAt, order: confirmation.orders[1], shipping } },
      PUBLIC_URL,
    );
    expect(mail.subject).toBe('New order #BBB222 ($20.34)');
    expect(mail.text).toContain('1 × Dark Roast @ $18.00 = $18.00');
    expect(mail.text).toContain('1 Main St, Toronto');
    expect(mail.text).not.toContain('County Cheese');
    expect(mail.html).toContain(`href="${PUBLIC_URL}/vendor/orders"`);
    expect(mail.html).not.toContain('<img');
  });

  it("tells a customer their order was cancelled because the shop closed, and what is refunded", () => {
    const order = { ...confirmation.orders[0], shopName: HOSTILE };
    const mail = renderMail(
      { kind: 'shop-closed-order-cancelled', payload: { customerName: 'Dana Lee', placedAt: confirmation.placedAt, order, refundCents: 3164 } },
      PUBLIC_URL,
    );
    expect(mail.subject).toBe(`Your order from ${HOSTILE} was cancelled and refunded`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('AAA111');
      expect(part).toContain('$31.64');
      expect(part).toContain(`${PUBLIC_URL}/customer/orders`);
    }
    expect(mail.text).toContain(`${HOSTILE} has closed its shop on Mainstreet, so your order #AAA111 was cancelled.`);
    expect(mail.text).toContain('We are refunding $31.64 to the card you paid with.');
    expect(mail.text).toContain('2 × Aged Cheddar @ $12.50 = $25.00');
    expect(mail.html).not.toContain('<img');

    // An order nothing was charged for (from before payments): cancelled, with no refund promised.
    const unpaid = renderMail(
      { kind: 'shop-closed-order-cancelled', payload: { customerName: 'Dana Lee', placedAt: confirmation.placedAt, order: confirmation.orders[1], refundCents: 0 } },
      PUBLIC_URL,
    );
    expect(unpaid.subject).toBe('Your order from Roastery was cancelled');
    expect(unpaid.text).toContain('there is nothing to refund');
    expect(unpaid.text).not.toContain('We are refunding');
  });
});

/** Intl writes French with no-break spaces ("51,98 $"): compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('mail templates in French', () => {
  it.each([
    ['verify-email', 'Vérifiez votre adresse courriel Mainstreet', 'Vérifier l’adresse courriel', `${PUBLIC_URL}/verify-email/${TOKEN}`],
    ['password-reset', 'Réinitialisez votre mot de passe Mainstreet', 'Choisir un nouveau mot de passe', `${PUBLIC_URL}/reset-password/${TOKEN}`],
    ['password-setup', 'Choisissez votre mot de passe Mainstreet', 'Choisir votre mot de passe', `${PUBLIC_URL}/reset-password/${TOKEN}`],
  ] as const)('%s: French subject, greeting, action and link, the name escaped', (kind, subject, action, link) => {
    const mail = renderMail({ kind, payload: { name: HOSTILE, token: TOKEN } }, PUBLIC_URL, 'fr-CA');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(`Bonjour ${HOSTILE},`);
    expect(mail.text).toContain(`${action} : ${link}`);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Ou collez ce lien dans votre navigateur :');
    expect(mail.html).toContain('Mainstreet donne aux commerces locaux');
    expect(mail.html).not.toContain('<img');
    for (const part of [mail.text, mail.html]) expect(part).not.toMatch(/\b(Hi|link works|your|the)\b/);
  });

  it('writes the order confirmation with French money, dates and tax names', () => {
    const [cheese, coffee] = confirmation.orders;
    const orders = [
      { ...cheese, taxes: [{ label: 'GST 5%', amountCents: 140, collectedBy: 'shop' as const }, { label: 'QST 9.975%', amountCents: 279, collectedBy: 'platform' as const }] },
      { ...coffee, lines: [{ name: 'Dark Roast', quantity: 1, unitPriceCents: 123_456 }] },
    ];
    const mail = renderMail({ kind: 'order-confirmation', payload: { ...confirmation, orders, totalCents: 123_456_78 } }, PUBLIC_URL, 'fr-CA');
    expect(plain(mail.subject)).toBe('Confirmation de votre commande Mainstreet (123 456,78 $)');
    const text = plain(mail.text);
    expect(text).toContain('Bonjour Dana Lee,');
    expect(text).toContain('Merci pour votre commande auprès de 2 boutiques. Votre paiement a été accepté et les boutiques ont été avisées.');
    expect(text).toContain('Passée le 1 mars 2026 à 10 h 30');
    expect(text).toContain('County Cheese Co., commande n° AAA111');
    expect(text).toContain('  2 × Aged Cheddar à 12,50 $ = 25,00 $');
    expect(text).toContain('  1 × Dark Roast à 1 234,56 $ = 1 234,56 $');
    expect(text).toContain('  TPS 5 % 1,40 $ (perçue par County Cheese Co.)');
    expect(text).toContain('  TVQ 9,975 % 2,79 $ (perçue par Mainstreet)');
    // Mail queued before provinces: one Ontario HST line.
    expect(text).toContain('  TVH 13 % 2,34 $ (perçue par Roastery)');
    expect(text).toContain('Total débité : 123 456,78 $');
    expect(text).toContain('Livraison à :');
    expect(text).toContain(`Votre confirmation de commande : ${PUBLIC_URL}/customer/orders`);
    const html = plain(mail.html);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Merci pour votre commande');
    expect(html).toContain('· commande n° BBB222');
    expect(html).toContain('>Produit<');
    expect(html).toContain('>Qté<');
    expect(html).toContain('Voir votre confirmation de commande');
    expect(html).toContain('1 234,56 $');
    for (const part of [text, html]) expect(part).not.toMatch(/Subtotal|Placed on|collected by|Shipping to|\$\d/);

    const pending = renderMail({ kind: 'order-confirmation', payload: { ...confirmation, paymentPending: true, orders: [cheese] } }, PUBLIC_URL, 'fr-CA');
    expect(pending.text).toContain(
      'Merci pour votre commande auprès d’une boutique. Votre paiement est en cours de confirmation. Nous avertirons la boutique dès qu’il sera accepté.',
    );
  });

  it("writes a shop's new order, a cancelled order, the contact form and the newsletter in French", () => {
    const vendor = renderMail({ kind: 'vendor-new-order', payload: { placedAt: confirmation.placedAt, order: confirmation.orders[1], shipping } }, PUBLIC_URL, 'fr-CA');
    expect(plain(vendor.subject)).toBe('Nouvelle commande n° BBB222 (20,34 $)');
    expect(vendor.text).toContain('Bonne nouvelle : Roastery a reçu une nouvelle commande.');
    expect(vendor.text).toContain(`Gérer vos commandes : ${PUBLIC_URL}/vendor/orders`);

    const cancelled = renderMail(
      { kind: 'shop-closed-order-cancelled', payload: { customerName: 'Dana Lee', placedAt: confirmation.placedAt, order: confirmation.orders[0], refundCents: 3164 } },
      PUBLIC_URL,
      'fr-CA',
    );
    expect(cancelled.subject).toBe('Votre commande chez County Cheese Co. a été annulée et remboursée');
    expect(plain(cancelled.text)).toContain('Nous remboursons 31,64 $ sur la carte avec laquelle vous avez payé.');
    expect(cancelled.text).toContain('County Cheese Co. a fermé sa boutique sur Mainstreet : votre commande n° AAA111 a donc été annulée.');

    const contact = renderMail(
      { kind: 'contact-message', payload: { name: 'Léa', email: 'lea@example.com', message: 'Bonjour !', receivedAt: '2026-11-24T17:00:00.000Z' } },
      PUBLIC_URL,
      'fr-CA',
    );
    expect(contact.subject).toBe('Formulaire de contact : message de Léa');
    expect(contact.text).toContain('De Léa <lea@example.com>, 24 novembre 2026 à 12 h 00');

    const confirm = renderMail({ kind: 'newsletter-confirm', payload: { confirmToken: TOKEN, unsubscribeToken: 'u'.repeat(43) } }, PUBLIC_URL, 'fr-CA');
    expect(confirm.subject).toBe('Confirmez votre abonnement à l’infolettre Mainstreet');
    expect(confirm.text).toContain(`Confirmer mon abonnement : ${PUBLIC_URL}/newsletter/confirm/${TOKEN}`);
    expect(confirm.text).toContain(`Se désabonner : ${PUBLIC_URL}/newsletter/unsubscribe/${'u'.repeat(43)}`);
    const welcome = renderMail({ kind: 'newsletter-welcome', payload: { unsubscribeToken: 'u'.repeat(43) } }, PUBLIC_URL, 'fr-CA');
    expect(welcome.subject).toBe('Bienvenue à l’infolettre Mainstreet');
    expect(welcome.html).toContain('>Se désabonner</a>');
  });

  it('stays in English by default, as for mail queued before languages', () => {
    const mail = renderMail({ kind: 'vendor-new-order', payload: { placedAt: confirmation.placedAt, order: confirmation.orders[1], shipping } }, PUBLIC_URL);
    expect(mail.subject).toBe('New order #BBB222 ($20.34)');
    expect(mail.html).toContain('<html lang="en">');
    expect(renderMail({ kind: 'sign-in-attempts', payload: { name: 'Dana' } }, PUBLIC_URL, 'en-CA').subject).toBe(
      'Someone is trying to sign in to your Mainstreet account',
    );
  });
});
