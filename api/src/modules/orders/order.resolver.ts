import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { Vendor } from '../vendors/vendor.entity';
import { Order } from './order.entity';
import { OrderService } from './order.service';
import { OrderConnection, OrderLine } from './order.types';

@Resolver(() => Order)
export class OrderResolver {
  @Authorized(Role.Customer)
  @Query(() => OrderConnection, { description: "Customer. The caller's orders, newest first, keyset-paginated." })
  myOrders(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<OrderConnection> {
    return new OrderService(ctx.em).listForCustomer(ctx.user!.id, first, after);
  }

  @FieldResolver(() => [OrderLine], { description: 'The items, with the prices paid.' })
  items(@Root() order: Order, @Ctx() ctx: AppContext): Promise<OrderLine[]> {
    return ctx.loaders.orderLines.load(order.id);
  }

  @FieldResolver(() => Vendor, { description: 'The shop that fulfils this order.' })
  async vendor(@Root() order: Order, @Ctx() ctx: AppContext): Promise<Vendor> {
    return (await ctx.loaders.vendor.load(order.vendorId))!;
  }
}
