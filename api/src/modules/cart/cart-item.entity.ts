import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A line of a customer's cart, kept server-side so it survives sign-out and devices. */
@Entity({ tableName: 'cart_items' })
export class CartItem {
  [OptionalProps]?: 'addedAt';

  @PrimaryKey({ type: 'uuid' })
  customerId!: string;

  @PrimaryKey({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'datetime' })
  addedAt: Date = new Date();
}
