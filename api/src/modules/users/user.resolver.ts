import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { badInput, unauthenticated } from '../../common/errors';
import { Role } from '../../common/roles';
import { Order } from '../orders/order.entity';
import { OPEN_ORDER_STATUSES } from '../orders/order-process';
import { Vendor } from '../vendors/vendor.entity';
import { User, USER_LOCALES, type UserLocale } from './user.entity';
import { ShippingAddressInput, UpdateProfileInput } from './user.inputs';
import { deleteShippingAddress, saveShippingAddress } from './shipping-address.service';

@Resolver(() => User)
export class UserResolver {
  @Public()
  @Query(() => User, {
    nullable: true,
    description: 'Public. The signed-in account, or null for a guest. An expired or revoked token is UNAUTHENTICATED.',
  })
  me(@Ctx() ctx: AppContext): Promise<User | null> | null {
    if (ctx.tokenError) throw unauthenticated(ctx.tokenError);
    return ctx.user ? ctx.em.findOne(User, ctx.user.id) : null;
  }

  @Allow()
  @Mutation(() => User, { description: "Signed in. Updates the caller's own name, phone and province." })
  async updateProfile(@Ctx() ctx: AppContext, @Arg('input', () => UpdateProfileInput, { description: 'Your name, phone and province.' }) input: UpdateProfileInput): Promise<User> {
    const name = input.name.trim();
    if (!name) throw badInput('Name is required.');
    const user = await ctx.em.findOneOrFail(User, ctx.user!.id);
    user.name = name;
    user.phone = input.phone?.trim() || null;
    if (input.province !== undefined) user.province = input.province ?? null;
    await ctx.em.flush();
    return user;
  }

  @Allow(Role.Customer)
  @Mutation(() => User, {
    description:
      "Customer. Saves the caller's shipping address for the next checkout (it replaces the one saved before); its province also becomes the profile's, for the cart's tax estimate. A postal code of another province is BAD_USER_INPUT.",
  })
  saveShippingAddress(@Ctx() ctx: AppContext, @Arg('input', () => ShippingAddressInput, { description: 'The address to keep.' }) input: ShippingAddressInput): Promise<User> {
    return saveShippingAddress(ctx.em, ctx.user!.id, input);
  }

  @Allow(Role.Customer)
  @Mutation(() => User, { description: "Customer. Forgets the caller's saved shipping address (the profile's province stays)." })
  deleteShippingAddress(@Ctx() ctx: AppContext): Promise<User> {
    return deleteShippingAddress(ctx.em, ctx.user!.id);
  }

  @Allow()
  @Mutation(() => User, { description: "Signed in. Sets the language the caller reads Mainstreet in (en-CA or fr-CA)." })
  async setMyLocale(@Ctx() ctx: AppContext, @Arg('locale', () => String, { description: 'en-CA or fr-CA.' }) locale: string): Promise<User> {
    if (!(USER_LOCALES as readonly string[]).includes(locale)) throw badInput('Locale must be en-CA or fr-CA.');
    const user = await ctx.em.findOneOrFail(User, ctx.user!.id);
    user.locale = locale as UserLocale;
    await ctx.em.flush();
    return user;
  }

  @FieldResolver(() => Int, { description: 'Orders of this customer that are Pending, Processing or Shipped; 0 for other roles.' })
  activeOrderCount(@Root() user: User, @Ctx() ctx: AppContext): Promise<number> | number {
    if (user.role !== Role.Customer) return 0;
    return ctx.em.count(Order, { customerId: user.id, status: { $in: OPEN_ORDER_STATUSES } });
  }

  @FieldResolver(() => Vendor, { nullable: true, description: 'The shop of a Vendor account; null for other roles.' })
  vendor(@Root() user: User, @Ctx() ctx: AppContext): Promise<Vendor | null> | null {
    return user.role === Role.Vendor ? ctx.em.findOne(Vendor, { userId: user.id }) : null;
  }
}
