import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { AnalyticsService, MAX_MONTHS } from './analytics.service';
import { AdminStats, Analytics } from './analytics.types';

@Resolver()
export class AnalyticsResolver {
  @Allow(Role.Admin)
  @Query(() => AdminStats, { description: 'Admin. The dashboard figures: accounts, shops, sales, revenue, growth (month to date against the same days of last month), by month and by status.' })
  adminStats(
    @Ctx() ctx: AppContext,
    @Arg('months', () => Int, { defaultValue: 12, description: `Months in the Sales Overview, 1 to ${MAX_MONTHS}.` }) months: number,
  ): Promise<AdminStats> {
    return new AnalyticsService(ctx.em).stats(months, ctx.clock());
  }

  @Allow(Role.Admin)
  @Query(() => Analytics, { description: 'Admin. Sales and new accounts by month over the last `months` months, new accounts this month, active shops.' })
  adminAnalytics(
    @Ctx() ctx: AppContext,
    @Arg('months', () => Int, { defaultValue: 12, description: `Months in the range, 1 to ${MAX_MONTHS} (the screen offers 3, 6 and 12).` }) months: number,
  ): Promise<Analytics> {
    return new AnalyticsService(ctx.em).analytics(months, ctx.clock());
  }
}
