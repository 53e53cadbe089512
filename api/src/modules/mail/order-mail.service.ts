import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../common/locale';
import type { CustomerInfo, Order } from '../orders/order.entity';
import { queueMails } from './mail-outbox.service';
import type { OrderMailLine, OrderMailOrder, OrderMailTax } from './mail-templates';

export interface PlacedOrder {
  order: Order;
  lines: OrderMailLine[];
}

interface ShopRow {
  id: string;
  business_name: string;
  email_notifications: boolean;
  email: string;
  /** The shop owner's language, null until chosen. */
  locale: Locale | null;
}

/** Order mail, queued in the checkout's transaction: nothing goes out for a checkout that rolls back. */
export class OrderMailService {
  constructor(private readonly em: EntityManager) {}

  /**
   * The customer's confirmation (every shop's order of the checkout, sent to the email given for
   * order updates) and a new-order mail to each shop that has email notifications on. The customer's
   * is written in the language of the checkout (`locale`, English when unknown), each shop's in its
   * owner's language.
   */
  async queueCheckoutMails(checkout: {
    placedAt: Date;
    paymentPending: boolean;
    shipping: CustomerInfo;
    orders: PlacedOrder[];
    locale?: Locale;
  }): Promise<void> {
    if (!checkout.orders.length) return;
    const shops: ShopRow[] = await this.em.execute(
      `select v.id, v.business_name, v.email_notifications, u.email, u.locale
         from vendors v join users u on u.id = v.user_id
        where v.id in (?)`,
      [checkout.orders.map(({ order }) => order.vendorId)],
    );
    const shopById = new Map(shops.map((shop) => [shop.id, shop]));
    const taxRows: { order_id: string; tax: string; rate_ppm: number; amount_cents: number; collected_by: OrderMailTax['collectedBy'] }[] = await this.em.execute(
      `select order_id, tax, rate_ppm, amount_cents, collected_by from order_taxes where order_id in (?) order by order_id, position`,
      [checkout.orders.map(({ order }) => order.id)],
    );
    const taxesOf = (orderId: string): OrderMailTax[] =>
      taxRows
        .filter((row) => row.order_id === orderId)
        .map((row) => ({ label: `${row.tax} ${row.rate_ppm / 10_000}%`, amountCents: row.amount_cents, collectedBy: row.collected_by }));
    const orders: (OrderMailOrder & { vendorId: string })[] = checkout.orders.map(({ order, lines }) => ({
      vendorId: order.vendorId,
      shortNumber: order.shortNumber,
      shopName: shopById.get(order.vendorId)?.business_name ?? 'A Mainstreet shop',
      lines,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      totalCents: order.totalCents,
      taxes: taxesOf(order.id),
    }));
    const shipping = { ...checkout.shipping };
    const placedAt = checkout.placedAt.toISOString();
    const sum = (pick: (order: OrderMailOrder) => number) => orders.reduce((total, order) => total + pick(order), 0);

    const mails: Parameters<typeof queueMails>[1] = [
      {
        recipient: shipping.email,
        locale: checkout.locale,
        message: {
          kind: 'order-confirmation',
          payload: {
            paymentId: checkout.orders[0].order.paymentId ?? undefined,
            customerName: shipping.fullName,
            placedAt,
            paymentPending: checkout.paymentPending,
            orders: orders.map(({ vendorId: _vendorId, ...order }) => order),
            subtotalCents: sum((order) => order.subtotalCents),
            taxCents: sum((order) => order.taxCents),
            totalCents: sum((order) => order.totalCents),
            shipping,
          },
        },
      },
    ];
    for (const { vendorId, ...order } of orders) {
      const shop = shopById.get(vendorId);
      if (shop?.email_notifications) {
        mails.push({ recipient: shop.email, locale: shop.locale, message: { kind: 'vendor-new-order', payload: { placedAt, order, shipping } } });
      }
    }
    await queueMails(this.em, mails);
  }
}
