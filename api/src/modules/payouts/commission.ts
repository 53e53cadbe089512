import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { divideHalfUp } from '../ledger/ledger';

/** The highest commission rate an admin may set, in percent: a shop always receives at least half. */
export const MAX_COMMISSION_PERCENT = 50;

/** The rule, as the schema states it. */
export const COMMISSION_RULE =
  "The platform's commission on an order is the rate in force when the order was placed (the shop's override, else the platform's) " +
  'times the order subtotal before tax, rounded half-up to the cent. The shop receives the order total (tax included) minus the commission. ' +
  'A rate change applies to orders placed after it.';

/** Commission in cents on a subtotal at a rate in basis points, rounded half-up. */
export function commissionCents(subtotalCents: number, rateBps: number): number {
  return divideHalfUp(subtotalCents * rateBps, 10_000);
}

/**
 * SQL for the rate (basis points) in force for shop `vendor` at instant `at` (both SQL expressions):
 * the shop's latest override from before then, unless that one ended the override, else the
 * platform's latest rate from before then.
 */
export const rateInForceSql = (vendor: string, at: string) => `coalesce(
    (select r.rate_bps from commission_rates r where r.vendor_id = ${vendor} and r.effective_from <= ${at} order by r.effective_from desc limit 1),
    (select r.rate_bps from commission_rates r where r.vendor_id is null and r.effective_from <= ${at} order by r.effective_from desc limit 1))`;

/** A rate in percent (at most two decimals) as basis points; refuses what is out of range. */
export function percentToBps(percent: number): number {
  const bps = Math.round(percent * 100);
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - bps) > 1e-6) throw badInput('The commission rate may have at most two decimals.');
  if (bps < 0 || bps > MAX_COMMISSION_PERCENT * 100) throw badInput(`The commission rate must be between 0 and ${MAX_COMMISSION_PERCENT}%.`);
  return bps;
}

export const bpsToPercent = (bps: number) => bps / 100;

export interface CommissionOverride {
  vendorId: string;
  businessName: string;
  ratePercent: number;
  effectiveFrom: Date;
}

export interface CommissionSettings {
  ratePercent: number;
  effectiveFrom: Date | null;
  overrides: CommissionOverride[];
}

/** The commission rates admins set: the platform's, and per-shop overrides. Every change is audited. */
export class CommissionService {
  constructor(private readonly em: EntityManager) {}

  async settings(): Promise<CommissionSettings> {
    const [platform] = await this.em.execute(
      `select rate_bps, effective_from from commission_rates where vendor_id is null order by effective_from desc limit 1`,
    );
    // Each shop's latest row; a row without a rate ended the override.
    const overrides: { vendor_id: string; business_name: string; rate_bps: number; effective_from: Date }[] = await this.em.execute(
      `select latest.vendor_id, v.business_name, latest.rate_bps, latest.effective_from
         from (select distinct on (vendor_id) vendor_id, rate_bps, effective_from from commission_rates
                where vendor_id is not null order by vendor_id, effective_from desc) latest
         join vendors v on v.id = latest.vendor_id and v.deleted_at is null
        where latest.rate_bps is not null
        order by v.business_name, v.id`,
    );
    return {
      ratePercent: bpsToPercent(platform.rate_bps),
      // The default rate has been in force since always.
      effectiveFrom: Number.isFinite(new Date(platform.effective_from).getTime()) ? new Date(platform.effective_from) : null,
      overrides: overrides.map((row) => ({
        vendorId: row.vendor_id,
        businessName: row.business_name,
        ratePercent: bpsToPercent(row.rate_bps),
        effectiveFrom: new Date(row.effective_from),
      })),
    };
  }

  /** Sets the platform's rate for orders placed from now on. */
  async setPlatformRate(caller: Caller, ratePercent: number): Promise<CommissionSettings> {
    const bps = percentToBps(ratePercent);
    await this.em.transactional(async (em) => {
      // One change at a time, so each audit entry's "before" is the rate it replaced.
      await em.execute(`select pg_advisory_xact_lock(hashtext('commission_rates'))`);
      const [current] = await em.execute(`select rate_bps from commission_rates where vendor_id is null order by effective_from desc limit 1`);
      if (current.rate_bps === bps) return;
      const [row] = await em.execute(`insert into commission_rates (vendor_id, rate_bps, set_by) values (null, ?, ?) returning id`, [bps, caller.id]);
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.CommissionChange,
        targetType: AuditTargetType.Commission,
        targetId: row.id,
        summary: `Set the platform commission to ${bpsToPercent(bps)}% (was ${bpsToPercent(current.rate_bps)}%) for orders placed from now on`,
        message: { id: 'commission.platform', params: { ratePercent: bpsToPercent(bps), beforePercent: bpsToPercent(current.rate_bps) } },
        before: { ratePercent: bpsToPercent(current.rate_bps) },
        after: { ratePercent: bpsToPercent(bps) },
      });
    });
    return this.settings();
  }

  /** Sets (or with null, ends) a shop's own rate, for its orders placed from now on. */
  async setShopRate(caller: Caller, vendorId: string, ratePercent: number | null): Promise<CommissionSettings> {
    const bps = ratePercent === null ? null : percentToBps(ratePercent);
    if (!isUuid(vendorId)) throw notFound('Vendor not found.');
    await this.em.transactional(async (em) => {
      await em.execute(`select pg_advisory_xact_lock(hashtext('commission_rates'))`);
      const [shop] = await em.execute(`select business_name from vendors where id = ? and deleted_at is null for key share`, [vendorId]);
      if (!shop) throw notFound('Vendor not found.');
      const [current] = await em.execute(
        `select rate_bps from commission_rates where vendor_id = ? order by effective_from desc limit 1`,
        [vendorId],
      );
      const before = current?.rate_bps ?? null;
      if (before === bps) return;
      await em.execute(`insert into commission_rates (vendor_id, rate_bps, set_by) values (?, ?, ?)`, [vendorId, bps, caller.id]);
      const describe = (value: number | null) => (value === null ? 'the platform rate' : `${bpsToPercent(value)}%`);
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.CommissionChange,
        targetType: AuditTargetType.Vendor,
        targetId: vendorId,
        summary: `Set the commission of shop ${shop.business_name} to ${describe(bps)} (was ${describe(before)}) for orders placed from now on`,
        message: {
          id: 'commission.shop',
          params: { shop: shop.business_name, ratePercent: bps === null ? null : bpsToPercent(bps), beforePercent: before === null ? null : bpsToPercent(before) },
        },
        before: { ratePercent: before === null ? null : bpsToPercent(before) },
        after: { ratePercent: bps === null ? null : bpsToPercent(bps) },
      });
    });
    return this.settings();
  }
}
