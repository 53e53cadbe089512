import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { callerVendorId } from '../vendors/vendor-context';
import { SalesService } from './sales.service';
import { VendorDashboard, VendorSales } from './sales.types';

@Resolver()
export class SalesResolver {
  @Allow(Role.Vendor)
  @Query(() => VendorDashboard, { description: "Vendor. The caller's shop's headline figures." })
  async vendorDashboard(@Ctx() ctx: AppContext): Promise<VendorDashboard> {
    return new SalesService(ctx.em).dashboard(await callerVendorId(ctx.em, ctx.user!), ctx.clock());
  }

  @Allow(Role.Vendor)
  @Query(() => VendorSales, { description: "Vendor. The caller's shop's sales by day and month, and best sellers." })
  async vendorSales(
    @Ctx() ctx: AppContext,
    @Arg('days', () => Int, { defaultValue: 30, description: 'Days of daily sales, 1 to 366.' }) days: number,
    @Arg('months', () => Int, { defaultValue: 12, description: 'Months of monthly sales, 1 to 36.' }) months: number,
  ): Promise<VendorSales> {
    return new SalesService(ctx.em).sales(await callerVendorId(ctx.em, ctx.user!), days, months, ctx.clock());
  }
}
