import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What Stripe still needs before it pays a shop, in the reader's language (issue 20). The API passes on
 * Stripe's requirement codes ("external_account", "individual.dob.day"...); the words are ours. A code
 * is matched exactly, then by its longest known prefix ("individual.address.city" → "individual.address"),
 * so that the parts of one detail read as one line. A code we do not know reads as its words
 * ("business profile support phone"), as before.
 */
const REQUIREMENT_TEXT: Record<string, MessageDescriptor> = {
  external_account: msg`Bank account for payouts`,
  tos_acceptance: msg`Acceptance of Stripe’s terms of service`,
  business_type: msg`Business type`,
  'business_profile.url': msg`Business website`,
  'business_profile.mcc': msg`Business category`,
  'business_profile.product_description': msg`Description of what you sell`,
  'business_profile.support_phone': msg`Customer support phone number`,
  'individual.first_name': msg`Your first name`,
  'individual.last_name': msg`Your last name`,
  'individual.dob': msg`Your date of birth`,
  'individual.address': msg`Your home address`,
  'individual.email': msg`Your email address`,
  'individual.phone': msg`Your phone number`,
  'individual.id_number': msg`Your social insurance number`,
  'individual.verification': msg`A photo of your identity document`,
  'representative.first_name': msg`Representative’s first name`,
  'representative.last_name': msg`Representative’s last name`,
  'representative.dob': msg`Representative’s date of birth`,
  'representative.address': msg`Representative’s home address`,
  'representative.email': msg`Representative’s email address`,
  'representative.phone': msg`Representative’s phone number`,
  'representative.id_number': msg`Representative’s social insurance number`,
  'representative.verification': msg`A photo of the representative’s identity document`,
  'representative.relationship': msg`Representative’s role in the business`,
  'company.name': msg`Legal business name`,
  'company.address': msg`Business address`,
  'company.phone': msg`Business phone number`,
  'company.tax_id': msg`Business number`,
  'company.owners_provided': msg`The business’s owners`,
  'company.directors_provided': msg`The business’s directors`,
  'company.executives_provided': msg`The business’s executives`,
  'company.verification': msg`A business registration document`,
  'settings.payments.statement_descriptor': msg`Name shown on customers’ card statements`,
};

/** One requirement code in the reader's language, or as its words when we do not know it. */
export function requirementText(i18n: I18n, code: string): string {
  for (let key = code; key; key = key.includes('.') ? key.slice(0, key.lastIndexOf('.')) : '') {
    const message = REQUIREMENT_TEXT[key];
    if (message) return i18n._(message);
  }
  return code.replace(/[._]/g, ' ');
}

/** The requirements as lines to show: worded, each line once (a date of birth's day, month and year are one line). */
export function requirementLines(i18n: I18n, codes: readonly string[]): string[] {
  return [...new Set(codes.map((code) => requirementText(i18n, code)))];
}
