import { Arg, Ctx, Field, FieldResolver, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { badInput } from '../../common/errors';
import { DEFAULT_PAGE_SIZE, PageInfo } from '../../common/pagination';
import { Product } from '../catalog/product.entity';
import { ProductConnection } from '../catalog/product.resolver';
import { ProductService } from '../catalog/product.service';
import type { Fields } from '../catalog/product.sql';
import { mediaUrl } from '../media/media.entity';
import { Vendor } from './vendor.entity';
import { VendorService } from './vendor.service';

const MAX_PREVIEW = 20;

@ObjectType({ description: 'A page of shops.' })
export class VendorConnection {
  @Field(() => [Vendor], { description: 'The shops of this page.' })
  nodes!: Vendor[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@Resolver(() => Vendor)
export class VendorResolver {
  @Public({ catalog: true })
  @Query(() => VendorConnection, { description: 'Public. Verified shops, ordered by business name.' })
  vendors(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<VendorConnection> {
    return new VendorService(ctx.em).list(first, after);
  }

  @Public({ catalog: true })
  @Query(() => Vendor, { nullable: true, description: 'Public. A verified shop, or null when there is none.' })
  vendor(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Shop id.' }) id: string): Promise<Vendor | null> {
    return new VendorService(ctx.em).findPublic(id);
  }

  @FieldResolver(() => String, { description: "The owner's display name." })
  async name(@Root() vendor: Fields<Vendor>, @Ctx() ctx: AppContext): Promise<string> {
    return (await ctx.loaders.user.load(vendor.userId))?.name ?? vendor.businessName;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Profile image URL (/media/...), or null.' })
  profileImage(@Root() vendor: Fields<Vendor>): string | null {
    return vendor.profileImageId ? mediaUrl(vendor.profileImageId) : null;
  }

  @FieldResolver(() => [Product], { description: `The shop's newest products, at most \`limit\` (1 to ${MAX_PREVIEW}).` })
  previewProducts(
    @Root() vendor: Fields<Vendor>,
    @Ctx() ctx: AppContext,
    @Arg('limit', () => Int, { defaultValue: 4, description: `How many, 1 to ${MAX_PREVIEW}.` }) limit: number,
  ): Promise<Product[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PREVIEW) throw badInput(`limit must be between 1 and ${MAX_PREVIEW}.`);
    return ctx.loaders.previewProducts(limit).load(vendor.id);
  }

  @FieldResolver(() => ProductConnection, { description: "The shop's products, newest first, keyset-paginated." })
  products(
    @Root() vendor: Fields<Vendor>,
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<ProductConnection> {
    return new ProductService(ctx.em, ctx.loaders).list({ first, after, vendorId: vendor.id });
  }
}
