import { randomUUID } from 'node:crypto';
import { Entity, Filter, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../../common/roles';
import type { ProvinceCode } from '../tax/tax-rules';
import { Province } from '../tax/tax.types';

@ObjectType({ description: "A customer's saved shipping address." })
export class SavedShippingAddress {
  @Field(() => String, { description: 'Full name of the recipient.' })
  fullName!: string;

  @Field(() => String, { description: 'Phone number.' })
  phone!: string;

  @Field(() => String, { description: 'Street address and city.' })
  address!: string;

  @Field(() => Province, { description: 'Province or territory.' })
  province!: ProvinceCode;

  @Field(() => String, { description: 'Canadian postal code, e.g. M5V 2T6.' })
  postalCode!: string;
}

/** The languages of the app (web/src/lib/i18n/locales.ts). */
export const USER_LOCALES = ['en-CA', 'fr-CA'] as const;
export type UserLocale = (typeof USER_LOCALES)[number];

/**
 * Deleted accounts stay as rows (their orders and audit entries keep pointing at them) but are
 * gone for every ORM lookup: the default filter below keeps them out of sign-in, token checks,
 * email lookups and lists, so no caller can forget. Raw SQL on users must add `deleted_at is null`.
 */
@ObjectType({ description: 'An account. Only its owner and admins can read it.' })
@Entity({ tableName: 'users' })
@Filter({ name: 'live', cond: { deletedAt: null }, default: true })
export class User {
  [OptionalProps]?: 'tokenVersion' | 'isVerified' | 'createdAt' | 'updatedAt' | 'deletedAt';

  @Field(() => ID, { description: 'Stable id of the account.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => String, { description: 'Unique handle chosen at signup.' })
  @Property({ type: 'text' })
  username!: string;

  @Field(() => String, { description: 'Display name.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => String, { description: 'Sign-in email address (stored lower-cased).' })
  @Property({ type: 'text' })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Phone number, as entered.' })
  @Property({ type: 'text', nullable: true })
  phone?: string | null;

  @Field(() => Province, { nullable: true, description: "The province or territory the customer usually ships to; the cart's tax estimate is for it (Ontario when null)." })
  @Property({ type: 'string', columnType: 'char(2)', nullable: true })
  province?: ProvinceCode | null;

  @Field(() => SavedShippingAddress, { nullable: true, description: "Customer. The shipping address saved for the next checkout, which pre-fills it; null when none is saved." })
  @Property({ type: 'json', nullable: true })
  shippingAddress?: SavedShippingAddress | null;

  @Field(() => String, { nullable: true, description: 'The language the account reads Mainstreet in: en-CA or fr-CA; null until chosen.' })
  @Property({ type: 'text', nullable: true })
  locale?: UserLocale | null;

  @Field(() => Role, { description: 'What the account may do.' })
  @Property({ type: 'text' })
  role!: Role;

  @Property({ type: 'text', lazy: true })
  passwordHash!: string;

  /** Part of every token; bumped on password change so older tokens stop working. */
  @Property({ type: 'integer' })
  tokenVersion: number = 0;

  @Field(() => Boolean, { description: 'Whether the email address has been verified.' })
  @Property({ type: 'boolean' })
  isVerified: boolean = false;

  @Field(() => Date, { description: 'When the account was created.' })
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /** Set when an admin deletes the account (soft delete). */
  @Property({ type: 'datetime', nullable: true })
  deletedAt?: Date | null;
}
