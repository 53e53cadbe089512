import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { ProvinceCode } from '../tax/tax-rules';
import { Province } from '../tax/tax.types';

export enum OrderStatus {
  /** Reserved by a checkout whose card payment is not settled yet: stock taken, not placed. */
  AwaitingPayment = 'AwaitingPayment',
  /** The checkout's payment failed before the order was placed: stock returned, never placed. */
  PaymentFailed = 'PaymentFailed',
  Pending = 'Pending',
  Processing = 'Processing',
  Shipped = 'Shipped',
  Delivered = 'Delivered',
  Cancelled = 'Cancelled',
}

registerEnumType(OrderStatus, {
  name: 'OrderStatus',
  description: 'Where an order stands. Pending: paid, waiting for the shop. Cancelled orders are refunded and restocked.',
  valuesConfig: {
    AwaitingPayment: {
      description: 'Reserved while the card payment is being made; not placed yet, so no shop, list or figure shows it.',
    },
    PaymentFailed: { description: 'The card payment failed before the order was placed: nothing charged, stock returned.' },
    Pending: { description: 'Placed and paid (or being confirmed); the shop has not acted yet.' },
    Processing: { description: 'The shop is preparing it.' },
    Shipped: { description: 'On its way to the customer.' },
    Delivered: { description: 'Received by the customer.' },
    Cancelled: { description: 'Cancelled: restocked, and refunded if it was paid.' },
  },
});


@ObjectType({ description: 'Where and to whom an order ships, as entered at checkout.' })
export class CustomerInfo {
  @Field(() => String, { description: 'Full name.' })
  fullName!: string;

  @Field(() => String, { description: 'Email address.' })
  email!: string;

  @Field(() => String, { description: 'Phone number.' })
  phone!: string;

  @Field(() => String, { description: 'Street address.' })
  address!: string;

  @Field(() => String, { description: 'Canadian postal code, e.g. M5V 2T6.' })
  postalCode!: string;

  @Field(() => Province, { nullable: true, description: 'Province or territory shipped to (the place of supply); null on orders placed before it was asked (taxed as Ontario).' })
  province?: ProvinceCode | null;
}

/** One shop's share of a checkout: a customer buying from three shops gets three orders. */
@ObjectType({ description: "One shop's share of a checkout, with its own items, status and totals.", simpleResolvers: true })
@Entity({ tableName: 'orders' })
export class Order {
  [OptionalProps]?: 'status' | 'createdAt' | 'updatedAt' | 'shortNumber' | 'total' | 'subtotal' | 'tax';

  @Field(() => ID, { description: 'Order id; its last 6 characters are the short order number.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', nullable: true })
  customerId?: string | null;

  @Property({ type: 'uuid' })
  vendorId!: string;

  /** The checkout's payment; null for orders that predate payments (demo history). */
  @Field(() => ID, { nullable: true, description: 'The checkout (payment) this order came from; orders of one checkout share it.' })
  @Property({ type: 'uuid', nullable: true })
  paymentId?: string | null;

  @Field(() => OrderStatus, { description: 'Current status.' })
  @Property({ type: 'text' })
  status: OrderStatus = OrderStatus.Pending;

  @Field(() => Int, { description: 'Sum of the items, in cents.' })
  @Property({ type: 'integer' })
  subtotalCents!: number;

  @Field(() => Int, { description: "This order's share of the checkout's taxes, in cents: the sum of `taxes`." })
  @Property({ type: 'integer' })
  taxCents!: number;

  @Field(() => Int, { description: 'Subtotal plus tax share, in cents.' })
  @Property({ type: 'integer' })
  totalCents!: number;

  @Field(() => CustomerInfo, { description: 'Shipping details entered at checkout.' })
  @Property({ type: 'json' })
  customerInfo!: CustomerInfo;

  @Field(() => Date, { description: 'When the order was placed.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Field(() => String, { description: 'The last 6 characters of the id, as shown to people.' })
  get shortNumber(): string {
    return this.id.slice(-6).toUpperCase();
  }

  @Field(() => Float, { description: 'Total in dollars.' })
  get total(): number {
    return this.totalCents / 100;
  }

  @Field(() => Float, { description: 'Subtotal in dollars.' })
  get subtotal(): number {
    return this.subtotalCents / 100;
  }

  @Field(() => Float, { description: 'Tax share in dollars.' })
  get tax(): number {
    return this.taxCents / 100;
  }
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
