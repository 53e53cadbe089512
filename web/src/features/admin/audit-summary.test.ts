import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as englishAdmin } from '../../locales/admin/en-CA.po';
import { messages as frenchAdmin } from '../../locales/admin/fr-CA.po';
import { auditChangeText, auditSummaryText } from './audit-summary';
import { ledgerProblemText } from './ledger-problems';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': englishAdmin } });
const fr = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': frenchAdmin } });

/** An entry as the API answers it: its English summary, and its message id with values as text. */
const entry = (summary: string, id: string, params: Record<string, string | null>) => ({
  summary,
  summaryMessage: { id, params: Object.entries(params).map(([name, value]) => ({ name, value })) },
});

/** Intl's spaces in fr-CA numbers (no-break, narrow no-break) as plain ones, to compare. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// Each English summary word for word as the API writes it (api/src/modules/**), with its message.
const ENTRIES = [
  entry('Changed role of bob (bob@example.com) from Customer to Vendor', 'user.role_change', { username: 'bob', email: 'bob@example.com', before: 'Customer', after: 'Vendor' }),
  entry('Created Customer account ann (ann@example.com)', 'user.create', { role: 'Customer', username: 'ann', email: 'ann@example.com' }),
  entry('Deleted Vendor account ann (ann@example.com)', 'user.delete', { role: 'Vendor', username: 'ann', email: 'ann@example.com' }),
  entry('Changed the price of Aged Cheddar from $9.00 to $11.50', 'product.price_change', { product: 'Aged Cheddar', beforeCents: '900', afterCents: '1150' }),
  entry('Changed the stock of Aged Cheddar from 10 to 7', 'product.stock_change', { product: 'Aged Cheddar', before: '10', after: '7' }),
  entry('Featured "Aged Cheddar" on the home page', 'product.featured', { product: 'Aged Cheddar' }),
  entry('Marked order #A1B2C3 Shipped (was Pending)', 'order.status_change', { order: 'A1B2C3', status: 'Shipped', before: 'Pending' }),
  entry('Order #A1B2C3 cancelled: the payment failed', 'order.cancelled_payment_failed', { order: 'A1B2C3' }),
  entry('Verified shop Audit Apiary', 'vendor.verified', { shop: 'Audit Apiary' }),
  entry('Set shop Audit Apiary back to pending', 'vendor.pending', { shop: 'Audit Apiary' }),
  entry('Created pending shop Audit Apiary (apiary@example.com)', 'vendor.create_pending', { shop: 'Audit Apiary', email: 'apiary@example.com' }),
  entry('Deleted shop Audit Apiary and its owner account apiary@example.com', 'vendor.delete', { shop: 'Audit Apiary', ownerEmail: 'apiary@example.com', openOrders: '0', refundedCents: '0' }),
  entry('Retried the transfer of $45.20 for order #A1B2C3', 'transfer.retry', { amountCents: '4520', order: 'A1B2C3' }),
  entry('Set the platform commission to 12.5% (was 10%) for orders placed from now on', 'commission.platform', { ratePercent: '12.5', beforePercent: '10' }),
  entry('Set the commission of shop Audit Apiary to 8% (was the platform rate) for orders placed from now on', 'commission.shop', { shop: 'Audit Apiary', ratePercent: '8', beforePercent: null }),
  entry('bob changed their password', 'password.change', { username: 'bob' }),
  entry('bob@example.com set a new password from an emailed link', 'password.reset', { email: 'bob@example.com' }),
];

describe("the audit log's summaries in the reader's language", () => {
  it('say in English what the API wrote', () => {
    for (const one of ENTRIES) expect(auditSummaryText(en, one)).toBe(one.summary);
  });

  it('say it in French, with French money, numbers, roles and statuses', () => {
    const french = ENTRIES.map((one) => plain(auditSummaryText(fr, one)));
    for (const [index, text] of french.entries()) expect(text, ENTRIES[index].summary).not.toBe(ENTRIES[index].summary);
    expect(french[0]).toBe('Rôle de bob (bob@example.com) changé de Client à Commerçant');
    expect(french[3]).toBe('Prix de Aged Cheddar modifié de 9,00 $ à 11,50 $');
    expect(french[6]).toBe('Commande n° A1B2C3 passée à « Expédiée » (auparavant « En attente »)');
    expect(french[13]).toBe('Commission de la plateforme fixée à 12,5 % (auparavant 10 %) pour les commandes passées dorénavant');
    expect(french[14]).toBe('Commission de la boutique Audit Apiary fixée à 8 % (auparavant le taux de la plateforme) pour les commandes passées dorénavant');
  });

  it('count open orders and failed attempts with plurals in both languages', () => {
    const deleted = (count: number) =>
      entry('-', 'vendor.delete', { shop: 'Audit Apiary', ownerEmail: null, openOrders: String(count), refundedCents: String(count * 1000) });
    expect(auditSummaryText(en, deleted(1))).toBe('Deleted shop Audit Apiary; cancelled 1 open order ($10.00 refunded)');
    expect(auditSummaryText(en, deleted(2))).toBe('Deleted shop Audit Apiary; cancelled 2 open orders ($20.00 refunded)');
    expect(plain(auditSummaryText(fr, deleted(1)))).toBe('Boutique Audit Apiary supprimée; 1 commande en cours annulée (10,00 $ remboursés)');
    expect(plain(auditSummaryText(fr, deleted(2)))).toBe('Boutique Audit Apiary supprimée; 2 commandes en cours annulées (20,00 $ remboursés)');
    const retried = entry('-', 'refund.retry', { amountCents: '1250', order: 'A1B2C3', attempts: '3', lastError: 'card_declined' });
    expect(auditSummaryText(en, retried)).toBe('Retried the refund of $12.50 for order #A1B2C3 (3 failed attempts: card_declined)');
    expect(plain(auditSummaryText(fr, retried))).toBe('Remboursement de 12,50 $ relancé pour la commande n° A1B2C3 (3 tentatives échouées : card_declined)');
  });

  it('list changed fields as words of the language', () => {
    const changed = entry('-', 'user.update', { fields: 'username,email', username: 'bob', email: 'bob@example.com' });
    expect(auditSummaryText(en, changed)).toBe('Changed username and email of bob (bob@example.com)');
    expect(auditSummaryText(fr, changed)).toBe('Modification de : nom d’utilisateur et courriel (bob (bob@example.com))');
  });

  it('show the English summary for an older entry, an unknown message or one missing its values', () => {
    expect(auditSummaryText(fr, { summary: 'An older entry', summaryMessage: null })).toBe('An older entry');
    expect(auditSummaryText(fr, entry('A new kind of entry', 'something.new', { a: '1' }))).toBe('A new kind of entry');
    expect(auditSummaryText(fr, entry('Changed the price', 'product.price_change', { product: 'Cheese', beforeCents: null, afterCents: '100' }))).toBe('Changed the price');
    expect(auditSummaryText(fr, entry('Bad amount', 'transfer.retry', { amountCents: 'lots', order: 'A1' }))).toBe('Bad amount');
  });

  it('word the changes: field names and the values it knows, the others as they are', () => {
    expect(auditChangeText(fr, { field: 'role', before: 'Customer', after: 'Vendor' })).toEqual({ field: 'rôle', before: 'Client', after: 'Commerçant' });
    expect(auditChangeText(en, { field: 'isVerified', before: 'false', after: 'true' })).toEqual({ field: 'verified', before: 'no', after: 'yes' });
    expect(auditChangeText(fr, { field: 'isVerified', before: 'false', after: 'true' })).toEqual({ field: 'vérifié', before: 'non', after: 'oui' });
    const price = auditChangeText(fr, { field: 'priceCents', before: null, after: '1150' });
    expect({ ...price, after: plain(price.after!) }).toEqual({ field: 'prix', before: null, after: '11,50 $' });
    expect(auditChangeText(fr, { field: 'somethingNew', before: 'a', after: 'b' })).toEqual({ field: 'somethingNew', before: 'a', after: 'b' });
  });
});

describe("the ledger check's problems in the reader's language", () => {
  const problem = { check: 'payouts_not_booked', description: 'Payouts paid that the ledger does not record.' };

  it('say in English what the API says, and in French its translation', () => {
    expect(ledgerProblemText(en, problem)).toBe(problem.description);
    expect(ledgerProblemText(fr, problem)).toBe('Versements effectués que le grand livre n’enregistre pas.');
  });

  it("show the API's description for a check it does not know", () => {
    expect(ledgerProblemText(fr, { check: 'new_check', description: 'A new check.' })).toBe('A new check.');
  });
});

describe("a failed refund's reason in the reader's language", () => {
  it('words our own reasons and shows the provider’s as it gave them', async () => {
    const { refundErrorText } = await import('./refund-error-text');
    expect(refundErrorText(en, 'Waiting for the payment to be confirmed.')).toBe('Waiting for the payment to be confirmed.');
    expect(refundErrorText(fr, 'Waiting for the payment to be confirmed.')).toBe('En attente de la confirmation du paiement.');
    expect(refundErrorText(fr, 'Your card was declined.')).toBe('Your card was declined.');
  });
});
