import { Arg, Ctx, Field, FieldResolver, Float, ID, Int, ObjectType, Query, registerEnumType, Resolver, Root } from 'type-graphql';
import { Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE, PageInfo } from '../../common/pagination';
import { mediaUrl } from '../media/media.entity';
import { Vendor } from '../vendors/vendor.entity';
import { Product } from './product.entity';
import type { Fields } from './product.sql';
import { MAX_CATEGORIES, MAX_PRICE_CENTS, MAX_SHOPS } from './product-search.sql';
import { MAX_SUGGESTIONS, MAX_TRENDING, type ProductPage, ProductService, ProductSort } from './product.service';

registerEnumType(ProductSort, {
  name: 'ProductSort',
  description: 'The order of a product list.',
  valuesConfig: {
    RELEVANCE: { description: 'Best match first (the default with `q`; without `q`, the same as NEWEST).' },
    NEWEST: { description: 'Newest first.' },
    PRICE_ASC: { description: 'Price, low to high.' },
    PRICE_DESC: { description: 'Price, high to low.' },
    BEST_SELLING: { description: 'Units sold in the last 30 days (orders not cancelled), most first; newer first on ties.' },
  },
});

@ObjectType({ description: 'A page of products.', simpleResolvers: true })
export class ProductConnection {
  @Field(() => [Product], { description: 'The products of this page.' })
  nodes!: Product[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'A category with how many products of the current search it has.', simpleResolvers: true })
export class CategoryFacet {
  @Field(() => String, { description: 'The category.' })
  value!: string;

  @Field(() => Int, { description: 'How many products.' })
  count!: number;
}

@ObjectType({ description: 'A shop with how many products of the current search it has.', simpleResolvers: true })
export class ShopFacet {
  @Field(() => ID, { description: 'The shop id (for `shopIds`).' })
  id!: string;

  @Field(() => String, { description: "The shop's business name." })
  name!: string;

  @Field(() => Int, { description: 'How many products.' })
  count!: number;
}

@ObjectType({ description: 'Counts beside the results: each leaves its own filter out, so it shows what choosing another value gives.', simpleResolvers: true })
export class ProductFacets {
  @Field(() => [CategoryFacet], { description: 'Categories, most products first (at most 30).' })
  categories!: CategoryFacet[];

  @Field(() => [ShopFacet], { description: 'Shops, most products first (at most 30).' })
  shops!: ShopFacet[];

  @Field(() => Boolean, { description: 'True when more than 500 products match: the counts are then taken over the first 500 and are lower bounds.' })
  approximate!: boolean;
}

@ObjectType({ description: 'A page of the public catalogue, with facet counts and help when nothing matched.' })
export class ProductSearchConnection {
  @Field(() => [Product], { description: 'The products of this page.' })
  nodes!: Product[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'What matches the text being typed in a search box.', simpleResolvers: true })
export class SearchSuggestions {
  @Field(() => [Product], { description: 'Products whose names are nearest to the text.' })
  products!: Product[];

  @Field(() => [Vendor], { description: 'Shops whose names are nearest to the text (at most 4).' })
  shops!: Vendor[];
}

@Resolver(() => ProductSearchConnection)
export class ProductSearchConnectionResolver {
  @FieldResolver(() => ProductFacets, { description: 'Category and shop counts for the query and filters (over every page; see `approximate`).' })
  facets(@Root() page: ProductPage, @Ctx() ctx: AppContext): Promise<ProductFacets> {
    return new ProductService(ctx.em, ctx.loaders).facets(page.filter);
  }

  @FieldResolver(() => String, { nullable: true, description: 'When a search has no results: the query with each word replaced by the nearest word of product names; null otherwise.' })
  async didYouMean(@Root() page: ProductPage, @Ctx() ctx: AppContext): Promise<string | null> {
    return (await this.help(page, ctx))?.didYouMean ?? null;
  }

  @FieldResolver(() => [String], { description: 'When a search has no results: up to 3 categories nearest to the query; empty otherwise.' })
  async nearestCategories(@Root() page: ProductPage, @Ctx() ctx: AppContext): Promise<string[]> {
    return (await this.help(page, ctx))?.nearestCategories ?? [];
  }

  /** Both help fields come from one lookup, made only for a first page without results. */
  private help(page: ProductPage & { helpLookup?: ReturnType<ProductService['searchHelp']> }, ctx: AppContext) {
    if (page.nodes.length || !page.firstPage || !page.filter.q) return undefined;
    page.helpLookup ??= new ProductService(ctx.em, ctx.loaders).searchHelp(page.filter.q);
    return page.helpLookup;
  }
}

@Resolver(() => Product)
export class ProductResolver {
  @Public({ catalog: true })
  @Query(() => ProductSearchConnection, {
    description:
      'Public. Products of verified shops, newest first; with `q`, a full-text and typo-tolerant search ranked by relevance. Filters combine (and).',
  })
  products(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page (of the same sort).' }) after?: string | null,
    @Arg('q', () => String, { nullable: true, description: 'Search text (at most 200 characters).' }) q?: string | null,
    @Arg('category', () => String, { nullable: true, description: 'Only products of this category (any case); kept for older clients, see `categories`.' }) category?: string | null,
    @Arg('categories', () => [String], { nullable: true, description: `Only products of these categories (any case), at most ${MAX_CATEGORIES}.` }) categories?: string[] | null,
    @Arg('minPriceCents', () => Int, { nullable: true, description: `Lowest price in cents, 0 to ${MAX_PRICE_CENTS}.` }) minPriceCents?: number | null,
    @Arg('maxPriceCents', () => Int, { nullable: true, description: `Highest price in cents, 0 to ${MAX_PRICE_CENTS}, not below minPriceCents.` }) maxPriceCents?: number | null,
    @Arg('shopIds', () => [ID], { nullable: true, description: `Only products of these shops, at most ${MAX_SHOPS}.` }) shopIds?: string[] | null,
    @Arg('inStock', () => Boolean, { nullable: true, description: 'Only products in stock.' }) inStock?: boolean | null,
    @Arg('sort', () => ProductSort, { nullable: true, description: 'The order; RELEVANCE with `q` and NEWEST without by default.' }) sort?: ProductSort | null,
  ): Promise<ProductSearchConnection> {
    return new ProductService(ctx.em, ctx.loaders).list({ first, after, q, category, categories, minPriceCents, maxPriceCents, shopIds, inStock, sort });
  }

  @Public({ catalog: true })
  @Query(() => SearchSuggestions, { description: 'Public. Products and shops nearest to the text being typed; empty below 2 characters.' })
  searchSuggestions(
    @Ctx() ctx: AppContext,
    @Arg('q', () => String, { description: 'The text typed so far (at most 100 characters).' }) q: string,
    @Arg('limit', () => Int, { defaultValue: 6, description: `How many products, 1 to ${MAX_SUGGESTIONS}.` }) limit: number,
  ): Promise<SearchSuggestions> {
    return new ProductService(ctx.em, ctx.loaders).suggestions(q, limit);
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
