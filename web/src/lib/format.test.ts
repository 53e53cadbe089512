import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMoneyCents, formatNumber, formatPercent } from './format';

/** Intl separates French groups and the dollar sign with no-break spaces: compare them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formats in both languages', () => {
  it('writes money as each language does', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(-1234.5, 'en-CA')).toBe('-$1,234.50');
    expect(spaced(formatMoney(1234.56, 'fr-CA'))).toBe('1 234,56 $');
    expect(spaced(formatMoneyCents(123456, 'fr-CA'))).toBe('1 234,56 $');
    expect(formatMoneyCents(5, 'en-CA')).toBe('$0.05');
  });

  it.each(['en-CA', 'fr-CA'] as const)("writes money exactly as Intl's %s currency format does", (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' });
    for (const amount of [0, 0.005, 0.05, 1, 9.99, 12.5, 999.995, 1000, 1234.56, 1234567.891, -3.2, -1234.5]) {
      expect(formatMoney(amount, locale), String(amount)).toBe(intl.format(amount));
    }
  });

  it('writes dates, numbers and percentages in the language', () => {
    expect(formatDate('2026-11-24', 'fr-CA')).toBe('24 novembre 2026');
    expect(formatDate('2026-11-24', 'en-CA')).toBe('November 24, 2026');
    expect(formatDate('2026-11-24T12:00:00Z', 'fr-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' })).toMatch(/^24 nov/);
    expect(spaced(formatNumber(1234567.5, 'fr-CA'))).toBe('1 234 567,5');
    expect(formatNumber(1234567.5, 'en-CA')).toBe('1,234,567.5');
    expect(spaced(formatPercent(0.125, 'fr-CA'))).toBe('12,5 %');
    expect(formatPercent(0.125, 'en-CA')).toBe('12.5%');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatDate('not a date', 'fr-CA')).toBe('not a date');
  });
});
