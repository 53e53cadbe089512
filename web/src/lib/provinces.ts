import { useCallback } from 'react';
import type { Province } from '../gql/graphql';
import { DEFAULT_LOCALE, parseLocale, type Locale } from './i18n/locales';
import { useLingui } from './i18n/runtime';

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

/** Their names in French, as the Government of Canada writes them. */
const PROVINCE_NAMES_FR: Record<Province, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NT: 'Territoires du Nord-Ouest',
  NS: 'Nouvelle-Écosse',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** A province's or territory's name in `locale` (proper names: a table, not a catalog). */
export function provinceName(province: Province, locale: Locale = DEFAULT_LOCALE): string {
  return (locale === 'fr-CA' ? PROVINCE_NAMES_FR : PROVINCE_NAMES)[province];
}

/** The codes in the alphabetical order of their names in `locale`, as a select lists them. */
export function provinceCodesByName(locale: Locale = DEFAULT_LOCALE): Province[] {
  if (locale === DEFAULT_LOCALE) return PROVINCE_CODES;
  return [...PROVINCE_CODES].sort((a, b) => provinceName(a, locale).localeCompare(provinceName(b, locale), locale));
}

/** `provinceName` in the active language. */
export function useProvinceName(): (province: Province) => string {
  const { i18n } = useLingui();
  const locale = parseLocale(i18n.locale) ?? DEFAULT_LOCALE;
  return useCallback((province: Province) => provinceName(province, locale), [locale]);
}

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
