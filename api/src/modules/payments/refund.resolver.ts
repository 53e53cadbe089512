import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { RefundAdminService } from './refund-admin.service';
import { FailedRefund, FailedRefundConnection } from './refund.types';

/** Admins' view of refunds the provider did not make. (Order.refundStatus is the order resolver's.) */
@Resolver()
export class RefundResolver {
  @Allow(Role.Admin)
  @Query(() => FailedRefundConnection, { description: 'Admin. Refunds the payment provider did not make after every retry, most recently tried first.' })
  failedRefunds(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<FailedRefundConnection> {
    return new RefundAdminService(ctx.em).failed(first, after);
  }

  @Allow(Role.Admin)
  @Mutation(() => FailedRefund, {
    description: 'Admin. Tries a failed refund again, with fresh retries (audited). Errors: NOT_FOUND, BAD_USER_INPUT when the refund has not failed.',
  })
  async retryRefund(@Ctx() ctx: AppContext, @Arg('orderId', () => ID, { description: 'The cancelled order whose refund failed.' }) orderId: string): Promise<FailedRefund> {
    const refund = await new RefundAdminService(ctx.em).retry(orderId, ctx.user!.id);
    ctx.refunds.nudge();
    return refund;
  }
}
