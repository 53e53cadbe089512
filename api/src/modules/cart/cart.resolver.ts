import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { MAX_LINE_QUANTITY, CartService } from './cart.service';
import { Cart } from './cart.types';
import type { ProvinceCode } from '../tax/tax-rules';
import { Province } from '../tax/tax.types';

@Resolver()
export class CartResolver {
  @Allow(Role.Customer)
  @Query(() => Cart, { description: "Customer. The caller's cart with server-computed totals and the taxes of a province (an estimate until checkout)." })
  cart(
    @Ctx() ctx: AppContext,
    @Arg('province', () => Province, {
      nullable: true,
      description: "The province to compute the taxes for (the checkout's shipping province); the profile's province, else Ontario, when omitted.",
    })
    province?: ProvinceCode | null,
  ): Promise<Cart> {
    return new CartService(ctx.em, ctx.clock()).view(ctx.user!.id, province);
  }

  @Allow(Role.Customer)
  @Mutation(() => Cart, { description: 'Customer. Adds units of a product; the line never exceeds the stock (OUT_OF_STOCK).' })
  addToCart(
    @Ctx() ctx: AppContext,
    @Arg('productId', () => ID, { description: 'Product to add.' }) productId: string,
    @Arg('quantity', () => Int, { defaultValue: 1, description: `Units to add, 1 to ${MAX_LINE_QUANTITY}.` }) quantity: number,
  ): Promise<Cart> {
    return new CartService(ctx.em, ctx.clock()).add(ctx.user!.id, productId, quantity);
  }

  @Allow(Role.Customer)
  @Mutation(() => Cart, { description: 'Customer. Sets the quantity of a line, 1 up to the stock.' })
  updateCartItem(
    @Ctx() ctx: AppContext,
    @Arg('productId', () => ID, { description: 'Product in the cart.' }) productId: string,
    @Arg('quantity', () => Int, { description: `New quantity, 1 to ${MAX_LINE_QUANTITY} and at most the stock.` }) quantity: number,
  ): Promise<Cart> {
    return new CartService(ctx.em, ctx.clock()).update(ctx.user!.id, productId, quantity);
  }

  @Allow(Role.Customer)
  @Mutation(() => Cart, { description: 'Customer. Removes a line from the cart.' })
  removeFromCart(@Ctx() ctx: AppContext, @Arg('productId', () => ID, { description: 'Product in the cart.' }) productId: string): Promise<Cart> {
    return new CartService(ctx.em, ctx.clock()).remove(ctx.user!.id, productId);
  }
}
