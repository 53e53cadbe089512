import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { badInput } from '../../common/errors';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { PROVINCE_NAMES, ratePercent, type TaxName } from '../tax/tax-rules';
import type { TaxRate, TaxRateInput } from './tax-rates.types';

interface RateRow {
  id: string;
  province: TaxRate['province'];
  tax: TaxName;
  rate_ppm: number;
  effective_from: string;
  created_at: Date;
  in_force: boolean;
}

const toRate = (row: RateRow): TaxRate => ({
  id: row.id,
  province: row.province,
  tax: row.tax,
  rate: ratePercent(row.rate_ppm),
  effectiveFrom: row.effective_from,
  createdAt: row.created_at,
  inForce: row.in_force,
});

const TODAY = `(?::timestamptz at time zone 'America/Toronto')::date`;

/** The rate table, read and added to by admins; rows are never changed (the table refuses it). */
export class TaxRatesService {
  constructor(private readonly em: EntityManager) {}

  /** Every rate, by province, tax and date (newest first), with the one in force today marked. */
  async list(now: Date): Promise<TaxRate[]> {
    const rows: RateRow[] = await this.em.execute(
      `select r.id, r.province, r.tax, r.rate_ppm, to_char(r.effective_from, 'YYYY-MM-DD') as effective_from, r.created_at,
              r.id = (select c.id from tax_rates c where c.province = r.province and c.tax = r.tax and c.effective_from <= ${TODAY}
                       order by c.effective_from desc, c.created_at desc limit 1) as in_force
         from tax_rates r order by r.province, r.tax, r.effective_from desc, r.created_at desc`,
      [now.toISOString()],
    );
    return rows.map(toRate);
  }

  /** Adds a rate from a future date (so no order already placed is affected), audited in the same transaction. */
  async add(caller: Caller, input: TaxRateInput, now: Date): Promise<TaxRate> {
    const ratePpm = Math.round(input.rate * 10_000);
    if (Math.abs(ratePpm - input.rate * 10_000) > 1e-6) throw badInput('The rate may have at most 4 decimals.');
    if (Number.isNaN(Date.parse(`${input.effectiveFrom}T00:00:00Z`))) throw badInput('The date must be YYYY-MM-DD.');
    return this.em.transactional(async (em) => {
      const [row]: RateRow[] = await em.execute(
        `insert into tax_rates (province, tax, rate_ppm, effective_from, created_by)
         select ?, ?, ?, ?::date, ?::uuid where ?::date > ${TODAY}
         returning id, province, tax, rate_ppm, to_char(effective_from, 'YYYY-MM-DD') as effective_from, created_at, false as in_force`,
        [input.province, input.tax, ratePpm, input.effectiveFrom, caller.id, input.effectiveFrom, now.toISOString()],
      );
      if (!row) throw badInput('A new rate must take effect after today: rates already in force are never changed.');
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.TaxRateAdd,
        targetType: AuditTargetType.TaxRate,
        targetId: row.id,
        summary: `${input.tax} in ${PROVINCE_NAMES[input.province]} set to ${ratePercent(ratePpm)}% from ${input.effectiveFrom}`,
        message: { id: 'tax_rate.add', params: { tax: input.tax, province: input.province, ratePercent: ratePercent(ratePpm), effectiveFrom: input.effectiveFrom } },
        after: { province: input.province, tax: input.tax, rate: ratePercent(ratePpm), effectiveFrom: input.effectiveFrom },
      });
      return toRate(row);
    });
  }
}
