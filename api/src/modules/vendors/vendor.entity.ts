import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A local shop selling on Mainstreet. Only verified shops are public.', simpleResolvers: true })
@Entity({ tableName: 'vendors' })
export class Vendor {
  [OptionalProps]?: 'isVerified' | 'emailNotifications' | 'createdAt';

  @Field(() => ID, { description: 'Stable id of the shop.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The owning account (role Vendor). */
  @Property({ type: 'uuid' })
  userId!: string;

  @Field(() => String, { description: "The shop's business name." })
  @Property({ type: 'text' })
  businessName!: string;

  @Field(() => String, { nullable: true, description: 'What the shop sells, in its own words.' })
  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The shop's name in French, or null when it has none. Clients in French show it when present, else `businessName` (the answer does not depend on the request's language).",
  })
  @Property({ type: 'text', nullable: true })
  businessNameFr?: string | null;

  @Field(() => String, { nullable: true, description: 'What the shop sells, in French, or null: clients in French show it when present, else `description`.' })
  @Property({ type: 'text', nullable: true })
  descriptionFr?: string | null;

  @Field(() => String, { nullable: true, description: 'Street address.' })
  @Property({ type: 'text', nullable: true })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'City (Ontario).' })
  @Property({ type: 'text', nullable: true })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Canadian postal code.' })
  @Property({ type: 'text', nullable: true })
  postalCode?: string | null;

  @Field(() => String, { nullable: true, description: "The shop's phone number." })
  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: "The shop's legal name, printed on receipts (the business name when null)." })
  @Property({ type: 'text', nullable: true })
  legalName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "GST/HST registration number (9-digit business number, RT, 4 digits), printed on receipts. Null: not registered, so Mainstreet collects the GST/HST (and PST/RST) of the shop's sales.",
  })
  @Property({ type: 'text', nullable: true })
  gstHstNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'QST registration number (10 digits, TQ, 4 digits). Null: Mainstreet collects the QST of its sales to Québec.' })
  @Property({ type: 'text', nullable: true })
  qstNumber?: string | null;

  @Property({ type: 'uuid', nullable: true })
  profileImageId?: string | null;

  @Field(() => Boolean, { description: 'Verified by an admin; only verified shops appear in the catalogue.' })
  @Property({ type: 'boolean' })
  isVerified: boolean = false;

  @Property({ type: 'boolean' })
  emailNotifications: boolean = true;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;
}
