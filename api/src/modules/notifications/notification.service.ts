import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';
import type { AppPubSub, VendorNotificationEvent } from '../../common/pubsub';
import { formatCad } from '../../common/money';
import { Notification } from './notification.entity';

export const MAX_NOTIFICATIONS = 100;

/** Stored vendor notifications; pushes go out only after the raising transaction has committed. */
export class NotificationService {
  constructor(private readonly em: EntityManager) {}

  /** Stages a "new order" notification in the caller's transaction; publish the result after commit. */
  newOrder(order: { id: string; vendorId: string; totalCents: number }, itemCount: number): Notification {
    const units = itemCount === 1 ? '1 item' : `${itemCount} items`;
    return this.em.create(Notification, {
      vendorId: order.vendorId,
      orderId: order.id,
      itemCount,
      totalCents: order.totalCents,
      message: `New order #${order.id.slice(-6).toUpperCase()}: ${units}, ${formatCad(order.totalCents)}`,
    });
  }

  list(vendorId: string, first: number): Promise<Notification[]> {
    if (!Number.isInteger(first) || first < 1 || first > MAX_NOTIFICATIONS) throw badInput(`first must be between 1 and ${MAX_NOTIFICATIONS}.`);
    return this.em.find(Notification, { vendorId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first });
  }

  unreadCount(vendorId: string): Promise<number> {
    return this.em.count(Notification, { vendorId, readAt: null });
  }

  /** Marks the vendor's own notifications read (all when no ids); other vendors' ids are simply not matched. */
  async markRead(vendorId: string, ids?: string[] | null): Promise<number> {
    if (ids && !ids.every(isUuid)) throw badInput('Unknown notification id.');
    const params: unknown[] = [vendorId];
    let only = '';
    if (ids) {
      if (!ids.length) return 0;
      only = 'and id in (?)';
      params.push(ids);
    }
    const rows = await this.em.execute(`update notifications set read_at = now() where vendor_id = ? and read_at is null ${only} returning id`, params);
    return rows.length;
  }
}

export function publishNotifications(pubSub: AppPubSub, notifications: Notification[]): void {
  for (const notification of notifications) {
    const event: VendorNotificationEvent = {
      id: notification.id,
      vendorId: notification.vendorId,
      orderId: notification.orderId ?? null,
      itemCount: notification.itemCount ?? null,
      totalCents: notification.totalCents ?? null,
      message: notification.message,
      createdAt: notification.createdAt.toISOString(),
    };
    // Never waits and never throws: with Redis down the push is dropped, the stored row remains (see pubsub.ts).
    pubSub.publish('VENDOR_NOTIFICATION', notification.vendorId, event);
  }
}
