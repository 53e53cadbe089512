import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as englishVendor } from '../../locales/vendor/en-CA.po';
import { messages as frenchVendor } from '../../locales/vendor/fr-CA.po';
import { requirementLines, requirementText } from './payout-requirements';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': englishVendor } });
const fr = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': frenchVendor } });

describe("Stripe's payout requirements in the reader's language", () => {
  it('word the codes Stripe sends in both languages', () => {
    expect(requirementText(en, 'external_account')).toBe('Bank account for payouts');
    expect(requirementText(fr, 'external_account')).toBe('Compte bancaire pour les versements');
    expect(requirementText(en, 'tos_acceptance.date')).toBe('Acceptance of Stripe’s terms of service');
    expect(requirementText(fr, 'tos_acceptance.date')).toBe('Acceptation des conditions d’utilisation de Stripe');
    expect(requirementText(fr, 'individual.address.postal_code')).toBe('Votre adresse domiciliaire');
  });

  it('show the parts of one detail as one line', () => {
    expect(requirementLines(fr, ['individual.dob.day', 'individual.dob.month', 'individual.dob.year', 'external_account'])).toEqual([
      'Votre date de naissance',
      'Compte bancaire pour les versements',
    ]);
  });

  it('read a code it does not know as its words', () => {
    expect(requirementText(fr, 'business_profile.annual_revenue')).toBe('business profile annual revenue');
    expect(requirementText(en, 'something_new')).toBe('something new');
  });
});
