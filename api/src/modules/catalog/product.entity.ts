import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Allow } from '../../common/access';

// simpleResolvers (here and on the other hot read types): plain fields use graphql's default resolver
// instead of type-graphql's per-field wrapper; none of these fields has @Authorized or middleware.
@ObjectType({ description: 'A product a shop sells.', simpleResolvers: true })
@Entity({ tableName: 'products' })
export class Product {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @Field(() => ID, { description: 'Stable id of the product.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Field(() => String, { description: 'Product name.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Longer description, or null when the shop gave none.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The product's name in French, or null when the shop wrote none. Clients in French show it when present, else `name` (the answer does not depend on the request's language, so it can be cached and shared).",
  })
  @Property({ type: 'text', nullable: true })
  nameFr?: string | null;

  @Field(() => String, { nullable: true, description: 'The description in French, or null: clients in French show it when present, else `description`.' })
  @Property({ type: 'text', nullable: true })
  descriptionFr?: string | null;

  @Field(() => Int, { description: 'Price in cents (CAD).' })
  @Property({ type: 'integer' })
  priceCents!: number;

  @Field(() => Int, { description: 'Units in stock; never negative.' })
  @Property({ type: 'integer' })
  stock!: number;

  @Field(() => String, { description: 'Category, e.g. Bakery.' })
  @Property({ type: 'text' })
  category!: string;

  @Field(() => Date, { description: 'When the product was listed.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;

  /** When an admin featured it on the home page; null when not featured (see Product.featured). */
  @Property({ type: 'datetime', nullable: true })
  featuredAt?: Date | null;
}

/** The ordered images of a product; position 0 is the card image. */
@Entity({ tableName: 'product_images' })
export class ProductImage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'uuid' })
  mediaId!: string;

  @Property({ type: 'integer' })
  position!: number;
}
