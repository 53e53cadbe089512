import type { Province } from '../../gql/graphql';
import { PROVINCE_NAMES, postalCodeMatchesProvince } from '../../lib/provinces';

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
  fullNameRequired: 'Full name is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Please enter a valid phone number.',
  addressRequired: 'Address is required.',
  postalCodeRequired: 'Postal code is required.',
  postalCodeInvalid: 'Please enter a valid Canadian postal code, e.g. M5V 2T6.',
} as const;

/** The API's words when the postal code's first letter belongs to another province. */
export const postalCodeMismatch = (postalCode: string, province: Province) =>
  `The postal code ${postalCode.trim().toUpperCase()} is not in ${PROVINCE_NAMES[province]}. Please check the province or the postal code.`;

/** Field errors of the shipping form; an empty object means it can be sent. */
export function validateShipping(details: ShippingDetails): ShippingErrors {
  const errors: ShippingErrors = {};
  const email = details.email.trim();
  const phone = details.phone.trim();
  const postalCode = details.postalCode.trim();

  if (!details.fullName.trim()) errors.fullName = SHIPPING_MESSAGES.fullNameRequired;
  if (!email) errors.email = SHIPPING_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = SHIPPING_MESSAGES.emailInvalid;
  if (!phone) errors.phone = SHIPPING_MESSAGES.phoneRequired;
  else if (!PHONE.test(phone)) errors.phone = SHIPPING_MESSAGES.phoneInvalid;
  if (!details.address.trim()) errors.address = SHIPPING_MESSAGES.addressRequired;
  if (!postalCode) errors.postalCode = SHIPPING_MESSAGES.postalCodeRequired;
  else if (!CANADIAN_POSTAL_CODE.test(postalCode)) errors.postalCode = SHIPPING_MESSAGES.postalCodeInvalid;
  else if (!postalCodeMatchesProvince(postalCode, details.province)) errors.postalCode = postalCodeMismatch(postalCode, details.province);
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
