import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as englishNotices } from '../locales/notices/en-CA.po';
import { messages as frenchNotices } from '../locales/notices/fr-CA.po';
import * as table from './api-error-messages';
import { apiAnswerText as registeredAnswer, registerApiWording } from './api-text';
import { commerceErrorMessage } from './commerce-error.util';
import { errorMessage } from './error-message.util';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': englishNotices } });
const fr = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': frenchNotices } });

/** A GraphQL error as Apollo hands it over. */
const graphQLError = (message: string, code: string, params?: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: params ? { code, params } : { code } }] });

// The API's messages, word for word (api/src/modules/**), with their codes.
const API_MESSAGES: Array<[string, string]> = [
  ['OUT_OF_STOCK', 'Only 3 of "Aged Cheddar" left in stock.'],
  ['OUT_OF_STOCK', '"Aged Cheddar" is out of stock.'],
  ['BAD_USER_INPUT', 'Your cart total is now $11.30. Please review your cart and try again.'],
  ['BAD_USER_INPUT', 'You can have at most 99 of one product in your cart.'],
  ['BAD_USER_INPUT', 'Current password is incorrect.'],
  ['BAD_USER_INPUT', 'The postal code M5V 2T6 is not in Quebec. Please check the province or the postal code.'],
  ['NOT_FOUND', 'Order confirmation not found.'],
  ['UNAUTHENTICATED', 'Your session has expired. Please log in again.'],
  ['PAYMENT_DECLINED', 'Your card was declined. Please use another card.'],
  ['PAYMENT_FAILED', 'The payment service did not answer. If your card was charged, your order will appear under My orders within minutes.'],
  ['CHECKOUT_IN_PROGRESS', 'Your previous payment is still being confirmed. Please check My orders, or try again in a few minutes.'],
  ['TOO_MANY_REQUESTS', 'Too many sign-in attempts. Please wait 15 minutes and try again.'],
  ['TOO_MANY_REQUESTS', 'Too many requests. Please wait 42 seconds and try again.'],
  ['SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again in a moment.'],
];

describe("the API's messages in the reader's language", () => {
  afterEach(() => registerApiWording({ apiErrorText: (_i18n, _code, message) => message, apiAnswerText: (_i18n, message) => message }));

  it('say in English exactly what the API says', () => {
    for (const [code, message] of API_MESSAGES) expect(table.apiErrorText(en, code, message), message).toBe(message);
    expect(table.apiAnswerText(en, 'Payment successful! Your order has been placed.')).toBe('Payment successful! Your order has been placed.');
  });

  it('say it in French, from the code and the values in the English', () => {
    const french = API_MESSAGES.map(([code, message]) => table.apiErrorText(fr, code, message));
    // Every one is worded in French, none left as the API's English.
    french.forEach((text, index) => expect(text, API_MESSAGES[index][1]).not.toBe(API_MESSAGES[index][1]));
    expect(french[0]).toBe('Stock restant pour « Aged Cheddar »\u00a0: 3.');
    expect(french[1]).toBe('« Aged Cheddar » est en rupture de stock.');
    expect(french[2]).toBe('Le total de votre panier est maintenant de 11,30\u00a0$. Veuillez vérifier votre panier et réessayer.');
    expect(french[11]).toBe('Trop de tentatives de connexion. Veuillez patienter 15 minutes et réessayer.');
    expect(table.apiAnswerText(fr, 'Payment successful! Your order has been placed.')).toBe('Paiement réussi\u00a0! Votre commande a été passée.');
  });

  it("reads the values from the API's params when it sends them", () => {
    const text = table.apiErrorText(fr, 'OUT_OF_STOCK', 'Only 3 of "Aged Cheddar" left in stock.', { stock: 2, productName: 'Brie' });
    expect(text).toBe('Stock restant pour « Brie »\u00a0: 2.');
    expect(table.apiErrorText(fr, 'BAD_USER_INPUT', 'Your cart total is now $11.30. Please review your cart and try again.', { totalCents: 123456 })).toBe(
      'Le total de votre panier est maintenant de 1\u00a0234,56\u00a0$. Veuillez vérifier votre panier et réessayer.',
    );
    expect(
      table.apiErrorText(fr, 'BAD_USER_INPUT', 'The postal code M5V 2T6 is not in Quebec. Please check the province or the postal code.', { postalCode: 'M5V 2T6', province: 'QC' }),
    ).toBe('Le code postal M5V 2T6 ne se trouve pas dans la province ou le territoire choisi (Québec). Veuillez vérifier la province ou le code postal.');
    // Params of another shape are not required: the English still gives the values.
    expect(table.apiErrorText(fr, 'OUT_OF_STOCK', 'Only 3 of "Aged Cheddar" left in stock.', { unrelated: true })).toBe(
      'Stock restant pour « Aged Cheddar »\u00a0: 3.',
    );
  });

  it("shows the server's message for a code or message it does not know", () => {
    expect(table.apiErrorText(fr, 'SOMETHING_NEW', 'A brand new failure.')).toBe('A brand new failure.');
    expect(table.apiErrorText(fr, 'BAD_USER_INPUT', 'A brand new rule was broken.')).toBe('A brand new rule was broken.');
    expect(table.apiErrorText(fr, undefined, 'No code at all.')).toBe('No code at all.');
    expect(table.apiAnswerText(fr, 'A new answer.')).toBe('A new answer.');
  });

  it('reach the screens through errorMessage and commerceErrorMessage once the table is loaded', () => {
    const error = graphQLError('Only 3 of "Aged Cheddar" left in stock.', 'OUT_OF_STOCK');
    // Before the `notices` area arrives: the server's words.
    expect(commerceErrorMessage(error, 'Failed to add to cart', fr)).toBe('Only 3 of "Aged Cheddar" left in stock.');
    registerApiWording(table);
    expect(commerceErrorMessage(error, 'Failed to add to cart', fr)).toBe('Stock restant pour « Aged Cheddar »\u00a0: 3.');
    expect(errorMessage(graphQLError('Invalid email or password.', 'BAD_USER_INPUT'), 'Login failed', fr)).toBe('Courriel ou mot de passe invalide.');
    expect(errorMessage(graphQLError('Invalid email or password.', 'BAD_USER_INPUT'), 'Login failed', en)).toBe('Invalid email or password.');
    expect(registeredAnswer(fr, 'Thank you for your message!')).toBe('Merci de votre message\u00a0!');
    // A network failure keeps the screen's fallback.
    expect(errorMessage(new Error('Failed to fetch'), 'Échec', fr)).toBe('Échec');
  });
});
