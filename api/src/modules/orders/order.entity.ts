import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export enum OrderStatus {
  Pending = 'Pending',
  Processing = 'Processing',
  Shipped = 'Shipped',
  Delivered = 'Delivered',
  Cancelled = 'Cancelled',
}

/** Orders still on their way to the customer. */
export const ACTIVE_ORDER_STATUSES = [OrderStatus.Pending, OrderStatus.Processing, OrderStatus.Shipped];

export interface CustomerInfo {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
}

/** One shop's share of a checkout: a customer buying from three shops gets three orders. */
@Entity({ tableName: 'orders' })
export class Order {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', nullable: true })
  customerId?: string | null;

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Property({ type: 'text' })
  status: OrderStatus = OrderStatus.Pending;

  @Property({ type: 'integer' })
  subtotalCents!: number;

  @Property({ type: 'integer' })
  taxCents!: number;

  @Property({ type: 'integer' })
  totalCents!: number;

  @Property({ type: 'json' })
  customerInfo!: CustomerInfo;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** A line of an order; name and unit price are captured at purchase so later edits never change history. */
@Entity({ tableName: 'order_items' })
export class OrderItem {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  orderId!: string;

  @Property({ type: 'uuid', nullable: true })
  productId?: string | null;

  @Property({ type: 'text' })
  productName!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'integer' })
  unitPriceCents!: number;
}
