import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { Cart, WishlistEntry } from '../cart/cart.types';
import { WISHLIST_LIMIT, WishlistService } from './wishlist.service';

@Resolver()
export class WishlistResolver {
  @Allow(Role.Customer)
  @Query(() => [WishlistEntry], { description: "Customer. The caller's wishlist, newest first." })
  wishlist(@Ctx() ctx: AppContext): Promise<WishlistEntry[]> {
    return new WishlistService(ctx.em).list(ctx.user!.id);
  }

  @Allow(Role.Customer)
  @Query(() => [ID], { description: "Customer. The ids of the products on the caller's wishlist, newest first: what the product buttons show as saved." })
  wishlistProductIds(@Ctx() ctx: AppContext): Promise<string[]> {
    return new WishlistService(ctx.em).productIds(ctx.user!.id);
  }

  @Allow(Role.Customer)
  @Mutation(() => [WishlistEntry], {
    description: `Customer. Adds a product to the wishlist (again is a no-op). Errors: NOT_FOUND, BAD_USER_INPUT (the wishlist holds at most ${WISHLIST_LIMIT} products).`,
  })
  addToWishlist(@Ctx() ctx: AppContext, @Arg('productId', () => ID, { description: 'Product to keep.' }) productId: string): Promise<WishlistEntry[]> {
    return new WishlistService(ctx.em).add(ctx.user!.id, productId);
  }

  @Allow(Role.Customer)
  @Mutation(() => [WishlistEntry], { description: 'Customer. Removes a product from the wishlist.' })
  removeFromWishlist(
    @Ctx() ctx: AppContext,
    @Arg('productId', () => ID, { description: 'Product on the wishlist.' }) productId: string,
  ): Promise<WishlistEntry[]> {
    return new WishlistService(ctx.em).remove(ctx.user!.id, productId);
  }

  @Allow(Role.Customer)
  @Mutation(() => Cart, { description: 'Customer. Puts one unit in the cart and takes the product off the wishlist, atomically.' })
  moveWishlistItemToCart(
    @Ctx() ctx: AppContext,
    @Arg('productId', () => ID, { description: 'Product on the wishlist.' }) productId: string,
  ): Promise<Cart> {
    return new WishlistService(ctx.em).moveToCart(ctx.user!.id, productId);
  }
}
