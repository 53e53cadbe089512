import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

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

  @Field(() => Date, { nullable: true, description: 'When the vendor marked it read; null while unread.' })
  @Property({ type: 'datetime', nullable: true })
  readAt?: Date | null;

  @Field(() => Date, { description: 'When it was raised.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
