import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A message for a vendor, such as a new order.' })
@Entity({ tableName: 'notifications' })
export class Notification {
  [OptionalProps]?: 'createdAt';

  @Field(() => ID, { description: 'Notification id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  vendorId!: string;

  @Field(() => ID, { nullable: true, description: 'The order it is about, if any.' })
  @Property({ type: 'uuid', nullable: true })
  orderId?: string | null;

  @Field(() => String, { description: 'What happened, for people.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'For a new order: how many units it has, so that a client can word the message in its own language. Null for other notifications and those raised before 2026-11-28.',
  })
  @Property({ type: 'integer', nullable: true })
  itemCount?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "For a new order: the order's total in cents (CAD), as in `message`. Null for other notifications and those raised before 2026-11-28.",
  })
  @Property({ type: 'integer', nullable: true })
  totalCents?: number | null;

  @Field(() => Date, { nullable: true, description: 'When the vendor marked it read; null while unread.' })
  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null;

  @Field(() => Date, { description: 'When it was raised.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
