import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow, Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { SALE_DESCRIPTION } from '../orders/order.sql';
import { Vendor } from '../vendors/vendor.entity';
import { Product } from './product.entity';
import type { Fields } from './product.sql';
import { FEATURED_RULE, MAX_PICKS, StorefrontPicksService, TOP_VENDORS_RULE } from './storefront-picks.service';

@Resolver(() => Product)
export class StorefrontPicksResolver {
  @Public({ catalog: true })
  @Query(() => [Product], { description: `Public. The home page's featured products. ${FEATURED_RULE} ${SALE_DESCRIPTION}` })
  featuredProducts(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 4, description: `How many, 1 to ${MAX_PICKS}.` }) limit: number,
  ): Promise<Product[]> {
    return new StorefrontPicksService(ctx.em, ctx.loaders).featuredProducts(limit);
  }

  @Public({ catalog: true })
  @Query(() => [Vendor], { description: `Public. The home page's top vendors. ${TOP_VENDORS_RULE} ${SALE_DESCRIPTION}` })
  topVendors(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 4, description: `How many, 1 to ${MAX_PICKS}.` }) limit: number,
  ): Promise<Vendor[]> {
    return new StorefrontPicksService(ctx.em).topVendors(limit);
  }

  @Allow(Role.Admin)
  @Mutation(() => Product, {
    description: 'Admin. Features a product on the home page, or stops featuring it (audited). Errors: NOT_FOUND (no such public product).',
  })
  setProductFeatured(
    @Ctx() ctx: AppContext,
    @Arg('productId', () => ID, { description: 'The product.' }) productId: string,
    @Arg('featured', () => Boolean, { description: 'true: feature it; false: stop.' }) featured: boolean,
  ): Promise<Product> {
    return new StorefrontPicksService(ctx.em).setFeatured(productId, featured, ctx.user!.id);
  }

  @FieldResolver(() => Boolean, { description: 'Whether an admin features it on the home page (see featuredProducts).' })
  featured(@Root() product: Fields<Product>): boolean {
    return product.featuredAt != null;
  }
}
