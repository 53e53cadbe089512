import { ROUNDING_RULE, TaxLine } from '../tax/tax.types';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { Vendor } from '../vendors/vendor.entity';
import { Order, OrderStatus } from './order.entity';
import { VendorOrderService } from './vendor-order.service';
import { callerVendorId } from '../vendors/vendor-context';
import { OrderService } from './order.service';
import { nextOrderStatuses } from './order-process';
import { OrderConnection, OrderLine } from './order.types';
import { RefundStatus } from '../payments/refund.types';

@Resolver(() => Order)
export class OrderResolver {
  @Allow(Role.Customer)
  @Query(() => OrderConnection, { description: "Customer. The caller's orders, newest first, keyset-paginated." })
  myOrders(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<OrderConnection> {
    return new OrderService(ctx.em).listForCustomer(ctx.user!.id, first, after);
  }

  @Allow(Role.Customer, Role.Vendor, Role.Admin)
  @Query(() => Order, {
    description:
      "Customer, Vendor or Admin. One placed order, for its receipt: the caller's own (a customer's order, or an order of the vendor's shop), or any for an admin. Another account's order answers NOT_FOUND.",
  })
  order(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Order id.' }) id: string): Promise<Order> {
    return new OrderService(ctx.em).receiptOrder(ctx.user!, id);
  }

  @Allow(Role.Vendor)
  @Query(() => OrderConnection, { description: "Vendor. The caller's shop's orders, newest first, optionally of one status." })
  async vendorOrders(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
    @Arg('status', () => OrderStatus, { nullable: true, description: 'Only orders with this status.' }) status?: OrderStatus | null,
  ): Promise<OrderConnection> {
    return new VendorOrderService(ctx.em).list(await callerVendorId(ctx.em, ctx.user!), { first, after, status });
  }

  @Allow(Role.Vendor)
  @Mutation(() => Order, {
    description:
      "Vendor. Moves one of the caller's orders (Processing, Shipped, Delivered, Cancelled). Cancelling restocks it and refunds a paid order's amount.",
  })
  async updateOrderStatus(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, { description: 'Order id.' }) id: string,
    @Arg('status', () => OrderStatus, { description: 'The new status.' }) status: OrderStatus,
  ): Promise<Order> {
    return new VendorOrderService(ctx.em, ctx.refunds).updateStatus(await callerVendorId(ctx.em, ctx.user!), id, status, ctx.user!.id);
  }

  @FieldResolver(() => [OrderStatus], {
    description:
      "The statuses this order may move to next (the order process's transition table); empty once Delivered or Cancelled. Everyone who can see the order sees it; only its shop may make these moves, with updateOrderStatus.",
  })
  nextStatuses(@Root() order: Order): OrderStatus[] {
    return nextOrderStatuses(order.status);
  }

  @FieldResolver(() => RefundStatus, {
    nullable: true,
    description: 'For a cancelled order that was paid: whether its refund is pending, made (Refunded) or failed. Null when nothing is refunded.',
  })
  refundStatus(@Root() order: Order, @Ctx() ctx: AppContext): Promise<RefundStatus | null> {
    return ctx.loaders.orderRefundStatus.load(order.id);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Who ordered: the name given at checkout, or null.' })
  customerName(@Root() order: Order): string | null {
    return order.customerInfo?.fullName || null;
  }

  @FieldResolver(() => [OrderLine], { description: 'The items, with the prices paid.' })
  items(@Root() order: Order, @Ctx() ctx: AppContext): Promise<OrderLine[]> {
    return ctx.loaders.orderLines.load(order.id);
  }

  @FieldResolver(() => [TaxLine], { description: `The order's taxes, one line each (e.g. GST 5% and QST 9.975%), with who collects them. ${ROUNDING_RULE}` })
  taxes(@Root() order: Order, @Ctx() ctx: AppContext): Promise<TaxLine[]> {
    return ctx.loaders.orderTaxes.load(order.id);
  }

  @FieldResolver(() => Vendor, { description: 'The shop that fulfils this order.' })
  async vendor(@Root() order: Order, @Ctx() ctx: AppContext): Promise<Vendor> {
    return (await ctx.loaders.vendor.load(order.vendorId))!;
  }
}
