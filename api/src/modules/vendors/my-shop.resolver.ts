import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { MyShop, ShopProfileInput } from './my-shop.types';
import { MyShopService } from './my-shop.service';

@Resolver()
export class MyShopResolver {
  @Allow(Role.Vendor)
  @Query(() => MyShop, { description: "Vendor. The caller's own shop profile and settings." })
  myShop(@Ctx() ctx: AppContext): Promise<MyShop> {
    return new MyShopService(ctx.em).get(ctx.user!);
  }

  @Allow(Role.Vendor)
  @Mutation(() => MyShop, { description: "Vendor. Updates the caller's shop profile." })
  updateMyShop(@Ctx() ctx: AppContext, @Arg('input', () => ShopProfileInput, { description: 'Your shop profile as it should be.' }) input: ShopProfileInput): Promise<MyShop> {
    return new MyShopService(ctx.em).updateProfile(ctx.user!, input);
  }

  @Allow(Role.Vendor)
  @Mutation(() => MyShop, { description: 'Vendor. Turns the new-order emails on or off.' })
  setEmailNotifications(@Ctx() ctx: AppContext, @Arg('enabled', () => Boolean, { description: 'On or off.' }) enabled: boolean): Promise<MyShop> {
    return new MyShopService(ctx.em).setEmailNotifications(ctx.user!, enabled);
  }
}
