import { Arg, Ctx, Float, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { AdminPayoutsService } from './admin-payouts.service';
import { CommissionService } from './commission';
import {
  AdminTransfer,
  AdminTransferConnection,
  CommissionSettings,
  LedgerIntegrity,
  PayoutsOverview,
  ShopBalanceConnection,
  TransferState,
} from './payouts.types';

@Resolver()
export class AdminPayoutsResolver {
  @Allow(Role.Admin)
  @Query(() => PayoutsOverview, { description: "Admin. The marketplace's money from the ledger: commission earned, shops' balances in total, transfers per state." })
  adminPayouts(@Ctx() ctx: AppContext): Promise<PayoutsOverview> {
    return new AdminPayoutsService(ctx.em).overview(ctx.clock());
  }

  @Allow(Role.Admin)
  @Query(() => AdminTransferConnection, { description: 'Admin. Transfers to shops, newest first, optionally in one state; keyset-paginated.' })
  adminTransfers(
    @Ctx() ctx: AppContext,
    @Arg('state', () => TransferState, { nullable: true, description: 'Only transfers in this state.' }) state: TransferState | null,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<AdminTransferConnection> {
    return new AdminPayoutsService(ctx.em).transfers(state, first, after);
  }

  @Allow(Role.Admin)
  @Mutation(() => AdminTransfer, {
    description: 'Admin. Sends a Failed transfer, or a ReversalFailed reversal, again (same idempotency key). BAD_USER_INPUT in any other state. Audited.',
  })
  retryTransfer(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Transfer id.' }) id: string): Promise<AdminTransfer> {
    return new AdminPayoutsService(ctx.em).retryTransfer(ctx.user!, id);
  }

  @Allow(Role.Admin)
  @Query(() => ShopBalanceConnection, { description: 'Admin. Live shops by name with their payout account and ledger balances; keyset-paginated.' })
  adminShopBalances(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<ShopBalanceConnection> {
    return new AdminPayoutsService(ctx.em).shopBalances(first, after);
  }

  @Allow(Role.Admin)
  @Query(() => LedgerIntegrity, { description: "Admin. Runs the ledger's integrity check now and answers its result." })
  ledgerIntegrity(@Ctx() ctx: AppContext): Promise<LedgerIntegrity> {
    return new AdminPayoutsService(ctx.em).integrity();
  }

  @Allow(Role.Admin)
  @Query(() => CommissionSettings, { description: "Admin. The platform's commission rate and shops' own rates." })
  commissionSettings(@Ctx() ctx: AppContext): Promise<CommissionSettings> {
    return new CommissionService(ctx.em).settings();
  }

  @Allow(Role.Admin)
  @Mutation(() => CommissionSettings, { description: "Admin. Sets the platform's commission rate for orders placed from now on. Audited." })
  setPlatformCommission(
    @Ctx() ctx: AppContext,
    @Arg('ratePercent', () => Float, { description: 'Percent of the order subtotal before tax, 0 to 50, at most two decimals.' }) ratePercent: number,
  ): Promise<CommissionSettings> {
    return new CommissionService(ctx.em).setPlatformRate(ctx.user!, ratePercent);
  }

  @Allow(Role.Admin)
  @Mutation(() => CommissionSettings, {
    description: "Admin. Sets a shop's own commission rate (null: the platform's again) for its orders placed from now on. NOT_FOUND for no such shop. Audited.",
  })
  setShopCommission(
    @Ctx() ctx: AppContext,
    @Arg('vendorId', () => ID, { description: 'The shop.' }) vendorId: string,
    @Arg('ratePercent', () => Float, { nullable: true, description: 'Percent, 0 to 50, at most two decimals; null ends the override.' }) ratePercent: number | null,
  ): Promise<CommissionSettings> {
    return new CommissionService(ctx.em).setShopRate(ctx.user!, vendorId, ratePercent ?? null);
  }
}
