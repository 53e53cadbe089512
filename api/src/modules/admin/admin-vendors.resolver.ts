import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { AdminVendorsService } from './admin-vendors.service';
import { AdminVendorInput } from './admin.inputs';
import { AdminVendor, AdminVendorConnection, VendorDeletionImpact } from './admin.types';

@Resolver()
export class AdminVendorsResolver {
  @Allow(Role.Admin)
  @Query(() => AdminVendorConnection, { description: 'Admin. Live shops, verified or pending, by name; q matches part of the name.' })
  adminVendors(
    @Ctx() ctx: AppContext,
    @Arg('q', () => String, { nullable: true, description: 'Text in the name.' }) q: string | null,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<AdminVendorConnection> {
    return new AdminVendorsService(ctx.em).list({ q, first, after });
  }

  @Allow(Role.Admin)
  @Query(() => VendorDeletionImpact, {
    description: "Admin. What deleting a live shop would do: how many open orders it cancels and how much it refunds (NOT_FOUND for no such shop).",
  })
  adminVendorDeletionImpact(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Shop id.' }) id: string): Promise<VendorDeletionImpact> {
    return new AdminVendorsService(ctx.em).deletionImpact(id);
  }

  @Allow(Role.Admin)
  @Mutation(() => AdminVendor, {
    description: 'Admin. Creates a shop and its owner account (role Vendor); the owner is emailed a link to set a password.',
  })
  createVendor(@Ctx() ctx: AppContext, @Arg('input', () => AdminVendorInput, { description: 'The shop as it should be.' }) input: AdminVendorInput): Promise<AdminVendor> {
    return new AdminVendorsService(ctx.em, ctx.mail).create(ctx.user!, input);
  }

  @Allow(Role.Admin)
  @Mutation(() => AdminVendor, {
    description: "Admin. Changes a shop's name, owner email, phone and verification; only verified shops and their products are public.",
  })
  updateVendor(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, { description: 'Shop id.' }) id: string,
    @Arg('input', () => AdminVendorInput, { description: 'The shop as it should be.' }) input: AdminVendorInput,
  ): Promise<AdminVendor> {
    return new AdminVendorsService(ctx.em).update(ctx.user!, id, input);
  }

  @Allow(Role.Admin)
  @Mutation(() => Boolean, {
    description:
      'Admin. Deletes a shop and its owner account: the shop and its products leave the catalogue; its open orders are cancelled and refunded, and their customers emailed; past orders stay readable.',
  })
  deleteVendor(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Shop id.' }) id: string): Promise<boolean> {
    return new AdminVendorsService(ctx.em, ctx.mail, ctx.refunds).remove(ctx.user!, id);
  }
}
