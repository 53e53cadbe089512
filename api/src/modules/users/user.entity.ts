import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { Role } from '../../common/roles';

@ObjectType({ description: 'An account. Only its owner and admins can read it.' })
@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'tokenVersion' | 'isVerified' | 'createdAt' | 'updatedAt';

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
}
