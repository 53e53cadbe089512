import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { callerVendorId } from '../vendors/vendor-context';
import { PayoutAccountService } from './payout-account.service';
import { PayoutsService } from './payouts.service';
import { PayoutAccount, PayoutOnboarding, ShopPayoutConnection, ShopTransferConnection, StatementMonth, VendorPayouts } from './payouts.types';

const accounts = (ctx: AppContext) => new PayoutAccountService(ctx.em, ctx.payouts.provider, ctx.payouts.publicUrl);

@Resolver(() => VendorPayouts)
export class PayoutsResolver {
  @Allow(Role.Vendor)
  @Query(() => VendorPayouts, { description: "Vendor. The caller's shop's payouts: account, balances, transfers per order, payouts and monthly statement." })
  async vendorPayouts(@Ctx() ctx: AppContext): Promise<VendorPayouts> {
    const vendorId = await callerVendorId(ctx.em, ctx.user!);
    const [account, balance] = await Promise.all([accounts(ctx).account(vendorId), new PayoutsService(ctx.em).balance(vendorId)]);
    return { vendorId, account, balance };
  }

  @FieldResolver(() => ShopTransferConnection, { description: "The transfer of each of the shop's paid orders, newest order first." })
  transfers(
    @Root() root: VendorPayouts,
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<ShopTransferConnection> {
    return new PayoutsService(ctx.em).transfers(root.vendorId, first, after);
  }

  @FieldResolver(() => ShopPayoutConnection, { description: "Payouts to the shop's bank, newest first." })
  payouts(
    @Root() root: VendorPayouts,
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<ShopPayoutConnection> {
    return new PayoutsService(ctx.em).payouts(root.vendorId, first, after);
  }

  @FieldResolver(() => [StatementMonth], { description: 'One row per calendar month of the last `months`, newest first (months without movements as zeros).' })
  statement(
    @Root() root: VendorPayouts,
    @Ctx() ctx: AppContext,
    @Arg('months', () => Int, { defaultValue: 12, description: 'Months, 1 to 36.' }) months: number,
  ): Promise<StatementMonth[]> {
    return new PayoutsService(ctx.em).statement(root.vendorId, months, ctx.clock());
  }

  @Allow(Role.Vendor)
  @Mutation(() => PayoutOnboarding, {
    description:
      "Vendor. Set up payouts: creates the shop's connected account (Stripe Express, Canada) if needed and answers where to finish onboarding. " +
      'In Test mode onboarding completes at once. PAYMENT_FAILED when the provider cannot be reached.',
  })
  async startPayoutOnboarding(@Ctx() ctx: AppContext): Promise<PayoutOnboarding> {
    return accounts(ctx).startOnboarding(await callerVendorId(ctx.em, ctx.user!));
  }

  @Allow(Role.Vendor)
  @Mutation(() => PayoutAccount, {
    description: "Vendor. Asks the provider where the caller's payout account stands now (after returning from onboarding), and records it.",
  })
  async refreshPayoutAccount(@Ctx() ctx: AppContext): Promise<PayoutAccount> {
    return accounts(ctx).refresh(await callerVendorId(ctx.em, ctx.user!));
  }
}
