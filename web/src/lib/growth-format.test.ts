import { describe, expect, it } from 'vitest';
import { formatCount, formatPercent } from '../features/admin/admin-format.util';
import { formatGrowth } from './growth-format';
import { longDay, longMonth, shortDay, shortMonth } from './period-format';

/** Intl's spaces in fr-CA numbers (narrow and ordinary no-break spaces) as plain ones, for reading. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the dashboards’ figures in both languages', () => {
  it('write growth with its sign, one decimal in English as before, the French way in French', () => {
    expect([12.5, -3, 0, 1234.56].map((percent) => formatGrowth(percent))).toEqual(['+12.5%', '−3.0%', '0.0%', '+1234.6%']);
    expect([12.5, -3].map((percent) => plain(formatGrowth(percent, 'fr-CA')))).toEqual(['+12,5 %', '−3,0 %']);
  });

  it("write the admin's growth rate with two decimals and counts with separators", () => {
    expect([144.68, -3.5, 0].map((percent) => formatPercent(percent))).toEqual(['+144.68%', '−3.50%', '0.00%']);
    expect(plain(formatPercent(-3.5, 'fr-CA'))).toBe('−3,50 %');
    expect([formatCount(1234), plain(formatCount(1234, 'fr-CA'))]).toEqual(['1,234', '1 234']);
  });

  it('name the API’s days and months in the reader’s language, in UTC', () => {
    expect([shortDay('2026-11-05'), longDay('2026-11-05'), shortMonth('2026-11'), longMonth('2026-11')]).toEqual(['Nov 5', 'November 5, 2026', 'Nov 2026', 'November 2026']);
    expect([shortDay('2026-11-05', 'fr-CA'), longDay('2026-11-05', 'fr-CA'), longMonth('2026-11', 'fr-CA')].map(plain)).toEqual(['5 nov.', '5 novembre 2026', 'novembre 2026']);
  });
});
