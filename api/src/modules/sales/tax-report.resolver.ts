import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { callerVendorId } from '../vendors/vendor-context';
import { MAX_TAX_REPORT_MONTHS, TaxReportService } from './tax-report.service';
import { TaxReportRow } from './tax-report.types';

@Resolver()
export class TaxReportResolver {
  @Allow(Role.Vendor)
  @Query(() => [TaxReportRow], { description: "Vendor. The caller's shop's sales tax by month and jurisdiction, newest month first, refunds netted." })
  async vendorTaxReport(
    @Ctx() ctx: AppContext,
    @Arg('months', () => Int, { defaultValue: 12, description: `Months back from this one, 1 to ${MAX_TAX_REPORT_MONTHS}.` }) months: number,
  ): Promise<TaxReportRow[]> {
    return new TaxReportService(ctx.em).report(await callerVendorId(ctx.em, ctx.user!), months, ctx.clock());
  }

  @Allow(Role.Admin)
  @Query(() => [TaxReportRow], { description: 'Admin. The marketplace\'s sales tax by month and jurisdiction, newest month first, refunds netted.' })
  adminTaxReport(
    @Ctx() ctx: AppContext,
    @Arg('months', () => Int, { defaultValue: 12, description: `Months back from this one, 1 to ${MAX_TAX_REPORT_MONTHS}.` }) months: number,
  ): Promise<TaxReportRow[]> {
    return new TaxReportService(ctx.em).report(null, months, ctx.clock());
  }
}
