import type { EntityManager } from '@mikro-orm/postgresql';
import { TAX_NAMES, type ProvinceCode, type TaxName, type TaxRate } from './tax-rules';

/**
 * The rates in force in a province at an instant: for each tax, the row with the latest
 * `effective_from` on or before that day (a calendar day in Toronto, as every date of the
 * marketplace), the latest row added winning for one date. A rate of 0 means the tax stopped.
 */
export async function ratesInForce(em: EntityManager, province: ProvinceCode, at: Date): Promise<TaxRate[]> {
  const rows: { tax: TaxName; rate_ppm: number }[] = await em.execute(
    `select distinct on (tax) tax, rate_ppm
       from tax_rates
      where province = ? and effective_from <= (?::timestamptz at time zone 'America/Toronto')::date
      order by tax, effective_from desc, created_at desc`,
    [province, at.toISOString()],
  );
  return rows
    .filter((row) => row.rate_ppm > 0)
    .map((row) => ({ tax: row.tax, ratePpm: row.rate_ppm }))
    .sort((a, b) => TAX_NAMES.indexOf(a.tax) - TAX_NAMES.indexOf(b.tax));
}
