import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE, PageInfo } from '../../common/pagination';
import { mediaUrl } from '../media/media.entity';
import { Vendor } from '../vendors/vendor.entity';
import { Product } from './product.entity';
import type { Fields } from './product.sql';
import { MAX_TRENDING, ProductService } from './product.service';

@ObjectType({ description: 'A page of products.', simpleResolvers: true })
export class ProductConnection {
  @Field(() => [Product], { description: 'The products of this page.' })
  nodes!: Product[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@Resolver(() => Product)
export class ProductResolver {
  @Public({ catalog: true })
  @Query(() => ProductConnection, {
    description:
      'Public. Products of verified shops, newest first; with `q`, a full-text and typo-tolerant search ranked by relevance.',
  })
  products(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
    @Arg('q', () => String, { nullable: true, description: 'Search text (at most 200 characters).' }) q?: string | null,
    @Arg('category', () => String, { nullable: true, description: 'Only products of this category.' }) category?: string | null,
  ): Promise<ProductConnection> {
    return new ProductService(ctx.em, ctx.loaders).list({ first, after, q, category });
  }

  @Public({ catalog: true })
  @Query(() => Product, { nullable: true, description: 'Public. A product of a verified shop, or null when there is none.' })
  product(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Product id.' }) id: string): Promise<Product | null> {
    return new ProductService(ctx.em, ctx.loaders).findPublic(id);
  }

  @Public({ catalog: true })
  @Query(() => [Product], { description: 'Public. Best sellers of the last 30 days (units in orders not cancelled).' })
  trendingProducts(
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 8, description: `How many, 1 to ${MAX_TRENDING}.` }) limit: number,
  ): Promise<Product[]> {
    return new ProductService(ctx.em, ctx.loaders).trending(limit);
  }

  @Public({ catalog: true })
  @Query(() => [String], { description: 'Public. The categories of public products, alphabetical.' })
  categories(@Ctx() ctx: AppContext): Promise<string[]> {
    return new ProductService(ctx.em, ctx.loaders).categories();
  }

  @FieldResolver(() => Float, { description: 'Price in dollars (CAD), two decimals.' })
  price(@Root() product: Fields<Product>): number {
    return product.priceCents / 100;
  }

  @FieldResolver(() => [String], { description: 'Image URLs (/media/...); the first is the card image.' })
  async images(@Root() product: Fields<Product>, @Ctx() ctx: AppContext): Promise<string[]> {
    return (await ctx.loaders.productImages.load(product.id)).map((image) => mediaUrl(image.mediaId));
  }

  @FieldResolver(() => String, { nullable: true, description: 'The first image URL, or null when the product has none.' })
  async image(@Root() product: Fields<Product>, @Ctx() ctx: AppContext): Promise<string | null> {
    const [first] = await ctx.loaders.productImages.load(product.id);
    return first ? mediaUrl(first.mediaId) : null;
  }

  @FieldResolver(() => Vendor, { description: 'The shop selling this product.' })
  async vendor(@Root() product: Fields<Product>, @Ctx() ctx: AppContext): Promise<Vendor> {
    return (await ctx.loaders.vendor.load(product.vendorId))!;
  }
}
