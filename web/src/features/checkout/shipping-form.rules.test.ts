import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as french } from '../../locales/checkout/fr-CA.po';
import { CANADIAN_POSTAL_CODE, normalizeShipping, SHIPPING_MESSAGES, validateShipping } from './shipping-form.rules';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });
const fr = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': french } });

const valid = {
  fullName: 'Alice Martin',
  email: 'alice@mainstreet.test',
  phone: '+1 (416) 555-0101',
  address: '123 Queen St W, Toronto, ON',
  postalCode: 'M5V 2T6',
  province: 'ON' as const,
};

describe('shipping form rules', () => {
  it('accepts Canadian postal codes with or without the space, in any case', () => {
    for (const code of ['M5V 2T6', 'm5v2t6', 'K1A 0B1', 'T2P 1J9', 'X0A 0H0']) {
      expect(CANADIAN_POSTAL_CODE.test(code), code).toBe(true);
    }
  });

  it('refuses letters Canada never uses and other shapes', () => {
    // D, F, I, O, Q, U never occur; W and Z never come first; US ZIP codes are not postal codes.
    for (const code of ['D1A 1A1', 'M5V 2T', 'W1A 1A1', 'Z1A 1A1', 'M5V 2TO', 'M5V  2T6', '90210', 'M5V-2T6']) {
      expect(CANADIAN_POSTAL_CODE.test(code), code).toBe(false);
    }
  });

  it('has no errors for valid details', () => {
    expect(validateShipping(valid, en)).toEqual({});
  });

  it('refuses a postal code from another province than the one chosen', () => {
    expect(validateShipping({ ...valid, province: 'QC' }, en)).toEqual({
      postalCode: 'The postal code M5V 2T6 is not in Quebec. Please check the province or the postal code.',
    });
    expect(validateShipping({ ...valid, province: 'QC', postalCode: 'h2x 1y4' }, en)).toEqual({});
    expect(validateShipping({ ...valid, province: 'NU', postalCode: 'X0A 0H0' }, en)).toEqual({});
    expect(validateShipping({ ...valid, province: 'NT', postalCode: 'X1A 2L9' }, en)).toEqual({});
  });

  it('says it in French, with the province named in French', () => {
    expect(validateShipping({ ...valid, province: 'QC' }, fr)).toEqual({
      postalCode: 'Le code postal M5V 2T6 ne se trouve pas dans la province ou le territoire choisi (Québec). Veuillez vérifier la province ou le code postal.',
    });
    expect(validateShipping({ ...valid, fullName: '' }, fr)).toEqual({ fullName: 'Le nom complet est obligatoire.' });
  });

  it('names every missing or malformed field', () => {
    expect(validateShipping({ fullName: ' ', email: '', phone: '', address: '', postalCode: '', province: 'ON' }, en)).toEqual({
      fullName: en._(SHIPPING_MESSAGES.fullNameRequired),
      email: en._(SHIPPING_MESSAGES.emailRequired),
      phone: en._(SHIPPING_MESSAGES.phoneRequired),
      address: en._(SHIPPING_MESSAGES.addressRequired),
      postalCode: en._(SHIPPING_MESSAGES.postalCodeRequired),
    });
    expect(validateShipping({ ...valid, email: 'alice@example', phone: 'call me', postalCode: '12345' }, en)).toEqual({
      email: en._(SHIPPING_MESSAGES.emailInvalid),
      phone: en._(SHIPPING_MESSAGES.phoneInvalid),
      postalCode: en._(SHIPPING_MESSAGES.postalCodeInvalid),
    });
  });

  it('trims the details and writes the postal code as "A1A 1A1"', () => {
    expect(normalizeShipping({ ...valid, fullName: ' Alice Martin ', postalCode: ' m5v2t6 ' })).toEqual({
      ...valid,
      postalCode: 'M5V 2T6',
    });
  });
});
