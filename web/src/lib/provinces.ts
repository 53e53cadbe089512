import type { Province } from '../gql/graphql';

/** The provinces and territories in the order a select lists them (by English name). */
export const PROVINCE_NAMES: Record<Province, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NT: 'Northwest Territories',
  NS: 'Nova Scotia',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

export const PROVINCE_CODES = Object.keys(PROVINCE_NAMES) as Province[];

// The first letter of a postal code names its province (X is shared by NT and NU). The API checks
// the same rule; checking here too says it before a round trip.
const POSTAL_LETTERS: Record<string, Province[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

export function postalCodeMatchesProvince(postalCode: string, province: Province): boolean {
  return POSTAL_LETTERS[postalCode.trim().charAt(0).toUpperCase()]?.includes(province) ?? false;
}
