import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALREADY_VERIFIED, INVALID_LINK, PASSWORD_RESET, RESEND_TOO_SOON, RESET_REQUESTED, TOO_MANY_RESET_REQUESTS, VERIFICATION_SENT } from '../modules/auth/account-recovery.service';
import { INVALID_CREDENTIALS, SIGNUP_SUCCESS } from '../modules/auth/auth.service';
import { TOO_MANY_ATTEMPTS } from '../modules/auth/login-throttle.service';
import { COMMON_PASSWORD, PASSWORD_IS_IDENTITY } from '../modules/auth/password-rules';
import { SESSION_NOT_FOUND } from '../modules/auth/session.service';
import { SESSION_EXPIRED } from '../modules/auth/token.service';
import { EMAIL_TAKEN, LAST_ADMIN, USERNAME_TAKEN } from '../modules/admin/account-rules';
import { NOT_YOUR_ROLE, NOT_YOURSELF } from '../modules/admin/admin-users.service';
import { CART_TOTAL_TOO_LARGE, NOT_IN_CART, notEnoughStock } from '../modules/cart/cart.service';
import { PRICE_TOO_HIGH, PRICE_TOO_LOW, REQUIRED_FIELDS } from '../modules/catalog/product-management.inputs';
import { CART_EMPTY, CHECKOUT_IN_PROGRESS, PAYMENT_PROCESSING, PAYMENT_SUCCEEDED, PAYMENT_UNCONFIRMED, TOTAL_TOO_SMALL, totalChanged } from '../modules/checkout/checkout.service';
import { PAYMENT_RELEASED } from '../modules/checkout/payment-reconciler';
import { CONTACT_THANKS, TOO_MANY_CONTACT_MESSAGES } from '../modules/contact/contact.service';
import { IMAGE_TOO_SLOW, IMAGES_BUSY, imageTooLarge, TOO_MANY_UPLOADS, UNSUPPORTED_IMAGE, UPLOAD_TOO_LARGE } from '../modules/media/media.service';
import { SEND_AS_FIELD } from '../modules/media/upload.routes';
import { CHECK_INBOX, INVALID_NEWSLETTER_LINK, SUBSCRIPTION_CONFIRMED, TOO_MANY_SIGNUPS, UNSUBSCRIBED } from '../modules/newsletter/newsletter.service';
import { CARD_DECLINED } from '../modules/payments/payment-provider';
import { AUTHENTICATION_REQUIRED, PAYMENT_CANCELLED } from '../modules/payments/stripe-payment.provider';
import { PAYOUTS_UNAVAILABLE } from '../modules/payouts/payout-account.service';
import { postalCodeMismatch } from '../modules/tax/tax-rules';
import { GST_HST_NUMBER_FORMAT, QST_NUMBER_FORMAT } from '../modules/vendors/my-shop.types';
import { NOT_ON_WISHLIST, WISHLIST_FULL } from '../modules/wishlist/wishlist.service';
import { SERVICE_UNAVAILABLE } from './database-unavailable';
import { INTERNAL_MESSAGE } from './errors';
import { describeMessage, formatMessage, MESSAGES, translateMessage, type MessageId } from './messages';
import { rateLimitMessage } from './rate-limit';
import { UNSUPPORTED_TEXT } from './text-input';
import { HIDDEN_CHARACTERS_MESSAGE } from './validation';

/** Intl writes French with no-break spaces ("1 234,56 $"): compared as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?::\w+)?\}/g)].map((m) => m[1]).sort();

describe('the API message catalog', () => {
  it('has a French text for every message, with the same values and no English placeholder kinds', () => {
    for (const [id, [en, fr]] of Object.entries(MESSAGES)) {
      expect(fr.trim(), id).not.toBe('');
      expect(fr, id).not.toBe(en.replace(/\{(\w+):\w+\}/g, '{$1}'));
      expect(placeholders(fr), id).toEqual(placeholders(en));
      expect(fr, id).not.toMatch(/\{\w+:\w+\}/);
    }
  });

  it('recognises the messages the services throw and answer, by their exact English text', () => {
    const thrown: [string, MessageId][] = [
      [INTERNAL_MESSAGE, 'INTERNAL'],
      [SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE'],
      [SESSION_EXPIRED, 'SESSION_EXPIRED'],
      [UNSUPPORTED_TEXT, 'UNSUPPORTED_TEXT'],
      [HIDDEN_CHARACTERS_MESSAGE, 'HIDDEN_CHARACTERS'],
      [INVALID_CREDENTIALS, 'INVALID_CREDENTIALS'],
      [SIGNUP_SUCCESS, 'SIGNUP_SUCCESS'],
      [COMMON_PASSWORD, 'COMMON_PASSWORD'],
      [PASSWORD_IS_IDENTITY, 'PASSWORD_IS_IDENTITY'],
      [SESSION_NOT_FOUND, 'SESSION_NOT_FOUND'],
      [INVALID_LINK, 'INVALID_LINK'],
      [ALREADY_VERIFIED, 'ALREADY_VERIFIED'],
      [VERIFICATION_SENT, 'VERIFICATION_SENT'],
      [RESEND_TOO_SOON, 'VERIFICATION_RESENT_TOO_SOON'],
      [RESET_REQUESTED, 'RESET_REQUESTED'],
      [TOO_MANY_RESET_REQUESTS, 'TOO_MANY_RESET_REQUESTS'],
      [PASSWORD_RESET, 'PASSWORD_RESET'],
      [TOO_MANY_ATTEMPTS, 'TOO_MANY_SIGN_IN_ATTEMPTS'],
      [EMAIL_TAKEN, 'EMAIL_TAKEN'],
      [USERNAME_TAKEN, 'USERNAME_TAKEN'],
      [LAST_ADMIN, 'LAST_ADMIN'],
      [NOT_YOUR_ROLE, 'NOT_YOUR_ROLE'],
      [NOT_YOURSELF, 'NOT_YOURSELF'],
      [NOT_IN_CART, 'NOT_IN_CART'],
      [CART_TOTAL_TOO_LARGE, 'CART_TOTAL_TOO_LARGE'],
      [REQUIRED_FIELDS, 'REQUIRED_FIELDS'],
      [PRICE_TOO_LOW, 'PRICE_TOO_LOW'],
      [PRICE_TOO_HIGH, 'PRICE_TOO_HIGH'],
      [CART_EMPTY, 'CART_EMPTY'],
      [CHECKOUT_IN_PROGRESS, 'CHECKOUT_IN_PROGRESS'],
      [PAYMENT_PROCESSING, 'PAYMENT_PROCESSING'],
      [PAYMENT_SUCCEEDED, 'PAYMENT_SUCCEEDED'],
      [PAYMENT_UNCONFIRMED, 'PAYMENT_UNCONFIRMED'],
      [TOTAL_TOO_SMALL, 'TOTAL_TOO_SMALL'],
      [PAYMENT_RELEASED, 'PAYMENT_RELEASED'],
      [CONTACT_THANKS, 'CONTACT_THANKS'],
      [TOO_MANY_CONTACT_MESSAGES, 'TOO_MANY_CONTACT_MESSAGES'],
      [UPLOAD_TOO_LARGE, 'UPLOAD_TOO_LARGE'],
      [UNSUPPORTED_IMAGE, 'UNSUPPORTED_IMAGE'],
      [IMAGE_TOO_SLOW, 'IMAGE_TOO_SLOW'],
      [IMAGES_BUSY, 'IMAGES_BUSY'],
      [TOO_MANY_UPLOADS, 'TOO_MANY_UPLOADS'],
      [SEND_AS_FIELD, 'SEND_PHOTO_AS_FIELD'],
      [CHECK_INBOX, 'NEWSLETTER_CHECK_INBOX'],
      [INVALID_NEWSLETTER_LINK, 'NEWSLETTER_LINK_INVALID'],
      [SUBSCRIPTION_CONFIRMED, 'NEWSLETTER_CONFIRMED'],
      [TOO_MANY_SIGNUPS, 'TOO_MANY_NEWSLETTER_SIGNUPS'],
      [UNSUBSCRIBED, 'NEWSLETTER_UNSUBSCRIBED'],
      [CARD_DECLINED, 'CARD_DECLINED'],
      [AUTHENTICATION_REQUIRED, 'CARD_AUTHENTICATION_REQUIRED'],
      [PAYMENT_CANCELLED, 'PAYMENT_CANCELLED'],
      [PAYOUTS_UNAVAILABLE, 'PAYOUTS_UNAVAILABLE'],
      [GST_HST_NUMBER_FORMAT, 'GST_HST_NUMBER_FORMAT'],
      [QST_NUMBER_FORMAT, 'QST_NUMBER_FORMAT'],
      [NOT_ON_WISHLIST, 'NOT_ON_WISHLIST'],
      [WISHLIST_FULL, 'WISHLIST_FULL'],
    ];
    for (const [message, id] of thrown) expect(describeMessage(message)?.id, message).toBe(id);
  });

  it('knows every message written at a throw site or in a validation decorator of the API', () => {
    // Texts for machines, not people: the health check, Stripe's webhook, and a vendor notification's
    // stored text (data, written when the order is placed).
    const notForPeople = ['The database is unavailable.', 'Invalid signature.', 'New order #7: 7, $1.00'];
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) sources.push(file);
      }
    };
    walk(path.join(__dirname, '..'));
    // badInput('...'), notFound(`...`), appError('CODE', '...'), new RestInputError('...'), @MaxLength(n, { message: '...' }), ...
    const thrown = /(?:badInput|notFound|forbidden|unauthenticated|RestInputError|appError\(\s*'[A-Z_]+'\s*,|RestError\(\s*\d+\s*,|refuse\(\s*'[A-Z_]+'\s*,|message:)\s*\(?\s*(['`])((?:\\.|(?!\1).)*)\1/g;
    // A value for each ${...} of a template, of the kind the catalog expects there.
    const sample = (expression: string) =>
      expression.includes('formatCad') ? '$1.00'
      : expression.includes('PROVINCE') ? 'Ontario'
      : /status|^to$/.test(expression) ? 'Shipped'
      : expression.includes('join') ? 'a, b'
      : expression.includes('toLocaleString') ? '7,000'
      : '7';
    const unknown: string[] = [];
    let seen = 0;
    for (const file of sources) {
      for (const [, , literal] of fs.readFileSync(file, 'utf8').matchAll(thrown)) {
        const text = literal.replace(/\\(.)/g, '$1').replace(/\$\{([^}]*)\}/g, (_whole, expression: string) => sample(expression));
        seen += 1;
        if (!describeMessage(text) && !notForPeople.includes(text)) unknown.push(`${path.relative(__dirname, file)}: ${text}`);
      }
    }
    expect(seen).toBeGreaterThan(150);
    expect(unknown).toEqual([]);
  });

  it('reads the values out of a message: numbers, cents, province codes, order statuses, text', () => {
    expect(describeMessage(notEnoughStock('Maple "Gold" syrup', 3).message)).toEqual({ id: 'STOCK_LEFT', params: { stock: 3, name: 'Maple "Gold" syrup' } });
    expect(describeMessage(notEnoughStock('Honey', 0).message)).toEqual({ id: 'SOLD_OUT', params: { name: 'Honey' } });
    expect(describeMessage(notEnoughStock('Two\nlines (1+1)? $5', 0).message)).toEqual({ id: 'SOLD_OUT', params: { name: 'Two\nlines (1+1)? $5' } });
    expect(describeMessage(totalChanged(123_456))).toEqual({ id: 'TOTAL_CHANGED', params: { totalCents: 123_456 } });
    expect(describeMessage(postalCodeMismatch('h2x 1k4', 'ON'))).toEqual({ id: 'POSTAL_CODE_NOT_IN_PROVINCE', params: { postalCode: 'H2X 1K4', province: 'ON' } });
    expect(describeMessage(imageTooLarge(9000, 12_000))).toEqual({ id: 'IMAGE_TOO_LARGE', params: { maxSide: 8000, width: 9000, height: 12_000 } });
    expect(describeMessage(rateLimitMessage({ allowed: false, limit: 3, remaining: 0, resetSeconds: 42 }))).toEqual({ id: 'RATE_LIMITED', params: { seconds: 42 } });
    expect(describeMessage(TOO_MANY_ATTEMPTS)?.params).toEqual({ minutes: 15 });
    expect(describeMessage('An order that is Shipped cannot be marked Pending.')).toEqual({ id: 'ORDER_TRANSITION', params: { from: 'Shipped', to: 'Pending' } });
    expect(describeMessage('first must be between 1 and 100.')).toEqual({ id: 'ARGUMENT_RANGE', params: { field: 'first', min: 1, max: 100 } });
    // A named field's own message wins over the generic one.
    expect(describeMessage('Name is required.')?.id).toBe('NAME_REQUIRED');
    expect(describeMessage('price is required.')).toEqual({ id: 'FIELD_REQUIRED', params: { field: 'price' } });
    expect(describeMessage('Something nobody wrote.')).toBeUndefined();
  });

  it('writes every message back exactly in English from its values', () => {
    for (const message of [notEnoughStock('Jam', 2).message, totalChanged(99_999_99), postalCodeMismatch('H2X 1K4', 'QC'), PRICE_TOO_HIGH, TOO_MANY_UPLOADS, WISHLIST_FULL]) {
      const known = describeMessage(message)!;
      expect(formatMessage(known.id, 'en-CA', known.params)).toBe(message);
    }
  });

  it('translates to French with French formats, and leaves English and unknown messages as they are', () => {
    expect(plain(translateMessage(totalChanged(123_456), 'fr-CA'))).toBe('Le total de votre panier est maintenant de 1 234,56 $. Veuillez vérifier votre panier et réessayer.');
    expect(translateMessage(postalCodeMismatch('H2X 1K4', 'ON'), 'fr-CA')).toBe(
      'Le code postal H2X 1K4 n’est pas situé en Ontario. Veuillez vérifier la province ou le code postal.',
    );
    expect(translateMessage(notEnoughStock('Miel', 3).message, 'fr-CA')).toBe('« Miel » : plus que 3 en stock.');
    expect(plain(translateMessage('Stock must be a whole number from 0 to 1,000,000.', 'fr-CA'))).toBe('Le stock doit être un nombre entier de 0 à 1 000 000.');
    expect(translateMessage('An order that is Cancelled cannot be marked Shipped.', 'fr-CA')).toBe('Une commande au statut Annulée ne peut pas passer au statut Expédiée.');
    expect(translateMessage(INVALID_CREDENTIALS, 'en-CA')).toBe(INVALID_CREDENTIALS);
    expect(translateMessage('Something nobody wrote.', 'fr-CA')).toBe('Something nobody wrote.');
  });
});
