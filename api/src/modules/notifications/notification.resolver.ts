import { Arg, Ctx, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import type { VendorNotificationEvent } from '../../common/pubsub';
import { Role } from '../../common/roles';
import { callerVendorId } from '../vendors/vendor-context';
import { Notification } from './notification.entity';
import { NotificationService } from './notification.service';

@Resolver(() => Notification)
export class NotificationResolver {
  @Allow(Role.Vendor)
  @Query(() => [Notification], { description: "Vendor. The caller's shop's notifications, newest first." })
  async myNotifications(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many, 1 to 100.' }) first: number,
  ): Promise<Notification[]> {
    return new NotificationService(ctx.em).list(await callerVendorId(ctx.em, ctx.user!), first);
  }

  @Allow(Role.Vendor)
  @Query(() => Int, { description: 'Vendor. How many notifications are unread.' })
  async unreadNotificationCount(@Ctx() ctx: AppContext): Promise<number> {
    return new NotificationService(ctx.em).unreadCount(await callerVendorId(ctx.em, ctx.user!));
  }

  @Allow(Role.Vendor)
  @Mutation(() => Int, { description: "Vendor. Marks the given notifications (or all) read; returns how many changed. Other shops' ids change nothing." })
  async markNotificationsRead(
    @Ctx() ctx: AppContext,
    @Arg('ids', () => [ID], { nullable: true, description: 'Notification ids; omit to mark all read.' }) ids?: string[] | null,
  ): Promise<number> {
    return new NotificationService(ctx.em).markRead(await callerVendorId(ctx.em, ctx.user!), ids);
  }

  @Allow(Role.Vendor)
  @Subscription(() => Notification, {
    description: "Vendor. Pushes each new notification of the caller's shop (graphql-ws; send the bearer token in connectionParams).",
    // @Allow is checked before this runs: type-graphql wraps `subscribe` with the auth checker too.
    subscribe: async ({ context }) => {
      const ctx = context as AppContext;
      const vendorId = await callerVendorId(ctx.em, ctx.user!);
      // The shop's own topic: other shops' notifications never reach this subscription.
      return ctx.pubSub.subscribe('VENDOR_NOTIFICATION', vendorId);
    },
  })
  vendorNotifications(@Root() event: VendorNotificationEvent): Notification {
    return Object.assign(new Notification(), { ...event, createdAt: new Date(event.createdAt), readAt: null });
  }
}
