import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { callerVendorId } from '../vendors/vendor-context';
import { ProductInput } from './product-management.inputs';
import { ProductManagementService } from './product-management.service';
import { Product } from './product.entity';
import { ProductConnection } from './product.resolver';

@Resolver()
export class ProductManagementResolver {
  @Allow(Role.Vendor)
  @Query(() => ProductConnection, { description: "Vendor. The caller's shop's products, newest first; q matches name or category." })
  async myProducts(
    @Ctx() ctx: AppContext,
    @Arg('q', () => String, { nullable: true, description: 'Text in the name or category.' }) q: string | null,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<ProductConnection> {
    return new ProductManagementService(ctx.em).list(await callerVendorId(ctx.em, ctx.user!), { q, first, after });
  }

  @Allow(Role.Vendor)
  @Query(() => [Product], { description: "Vendor. The caller's products with stock at or under the threshold, emptiest first (at most 100)." })
  async myLowStockProducts(
    @Ctx() ctx: AppContext,
    @Arg('threshold', () => Int, { defaultValue: 5, description: 'Stock at or under this, 0 to 1000.' }) threshold: number,
  ): Promise<Product[]> {
    return new ProductManagementService(ctx.em).lowStock(await callerVendorId(ctx.em, ctx.user!), threshold);
  }

  @Allow(Role.Vendor)
  @Mutation(() => Product, { description: "Vendor. Adds a product to the caller's shop." })
  async createProduct(@Ctx() ctx: AppContext, @Arg('input', () => ProductInput, { description: 'The product as it should be.' }) input: ProductInput): Promise<Product> {
    return new ProductManagementService(ctx.em).create(await callerVendorId(ctx.em, ctx.user!), input);
  }

  @Allow(Role.Vendor)
  @Mutation(() => Product, { description: "Vendor. Changes one of the caller's products (NOT_FOUND for another shop's, as for a missing one)." })
  async updateProduct(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, { description: 'Product id.' }) id: string,
    @Arg('input', () => ProductInput, { description: 'The product as it should be.' }) input: ProductInput,
  ): Promise<Product> {
    return new ProductManagementService(ctx.em).update(await callerVendorId(ctx.em, ctx.user!), id, input, ctx.user!.id);
  }

  @Allow(Role.Vendor)
  @Mutation(() => Product, { description: "Vendor. Sets the stock of one of the caller's products (inventory)." })
  async setProductStock(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, { description: 'Product id.' }) id: string,
    @Arg('stock', () => Int, { description: 'Units in stock, 0 to 1,000,000.' }) stock: number,
  ): Promise<Product> {
    return new ProductManagementService(ctx.em).setStock(await callerVendorId(ctx.em, ctx.user!), id, stock, ctx.user!.id);
  }

  @Allow(Role.Vendor)
  @Mutation(() => Boolean, { description: "Vendor. Deletes one of the caller's products; past orders keep their lines." })
  async deleteProduct(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Product id.' }) id: string): Promise<boolean> {
    return new ProductManagementService(ctx.em).remove(await callerVendorId(ctx.em, ctx.user!), id);
  }
}
