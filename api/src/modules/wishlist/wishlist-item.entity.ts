import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** A product a customer keeps for later. */
@Entity({ tableName: 'wishlist_items' })
export class WishlistItem {
  [OptionalProps]?: 'addedAt';

  @PrimaryKey({ type: 'uuid' })
  customerId!: string;

  @PrimaryKey({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'datetime' })
  addedAt: Date = new Date();
}
