import type { Province } from '../../gql/graphql';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { localeOf } from '../../lib/i18n/i18n';
import { postalCodeMatchesProvince, provinceName } from '../../lib/provinces';

/** The shipping details a checkout sends (the API's ShippingInput). */
export type ShippingDetails = {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  /** The place of supply: its taxes are charged. */
  province: Province;
};

export type ShippingErrors = Partial<Record<keyof ShippingDetails, string>>;

/**
 * Canadian postal code, e.g. "M5V 2T6": letters D, F, I, O, Q, U never occur, and W and Z
 * never start one. The API checks the same pattern; checking here too saves a round trip.
 */
export const CANADIAN_POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

// Deliberately loose: one @, no spaces, a dot in the domain. The API has the final say.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The API's rule: digits, spaces and ( ) . - with an optional leading +, 7 to 20 characters.
const PHONE = /^\+?[0-9 ().-]{7,20}$/;

export const SHIPPING_MESSAGES = {
  fullNameRequired: msg`Full name is required.`,
  emailRequired: msg`Email is required.`,
  emailInvalid: msg`Please enter a valid email address.`,
  phoneRequired: msg`Phone number is required.`,
  phoneInvalid: msg`Please enter a valid phone number.`,
  addressRequired: msg`Address is required.`,
  postalCodeRequired: msg`Postal code is required.`,
  postalCodeInvalid: msg`Please enter a valid Canadian postal code, e.g. M5V 2T6.`,
} as const;

/** The API's words when the postal code's first letter belongs to another province. */
export function postalCodeMismatch(i18n: I18n, postalCode: string, province: Province): string {
  const code = postalCode.trim().toUpperCase();
  const name = provinceName(province, localeOf(i18n));
  return i18n._(msg`The postal code ${code} is not in ${name}. Please check the province or the postal code.`);
}

/** Field errors of the shipping form, in `i18n`'s language; an empty object means it can be sent. */
export function validateShipping(details: ShippingDetails, i18n: I18n): ShippingErrors {
  const errors: ShippingErrors = {};
  const m = SHIPPING_MESSAGES;
  const say = (message: (typeof SHIPPING_MESSAGES)[keyof typeof SHIPPING_MESSAGES]) => i18n._(message);
  const email = details.email.trim();
  const phone = details.phone.trim();
  const postalCode = details.postalCode.trim();

  if (!details.fullName.trim()) errors.fullName = say(m.fullNameRequired);
  if (!email) errors.email = say(m.emailRequired);
  else if (!EMAIL.test(email)) errors.email = say(m.emailInvalid);
  if (!phone) errors.phone = say(m.phoneRequired);
  else if (!PHONE.test(phone)) errors.phone = say(m.phoneInvalid);
  if (!details.address.trim()) errors.address = say(m.addressRequired);
  if (!postalCode) errors.postalCode = say(m.postalCodeRequired);
  else if (!CANADIAN_POSTAL_CODE.test(postalCode)) errors.postalCode = say(m.postalCodeInvalid);
  else if (!postalCodeMatchesProvince(postalCode, details.province)) errors.postalCode = postalCodeMismatch(i18n, postalCode, details.province);
  return errors;
}

/** The details as sent: trimmed, the postal code upper-cased as "A1A 1A1". */
export function normalizeShipping(details: ShippingDetails): ShippingDetails {
  const compact = details.postalCode.trim().toUpperCase().replace(/\s+/g, '');
  return {
    fullName: details.fullName.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    address: details.address.trim(),
    postalCode: compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : details.postalCode.trim(),
    province: details.province,
  };
}
