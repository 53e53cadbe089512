import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../common/pagination';
import { User } from '../users/user.entity';

@ObjectType({ description: 'A page of accounts.' })
export class UserConnection {
  @Field(() => [User], { description: 'The accounts of this page.' })
  nodes!: User[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'A shop as admins see it: verified or pending, with its owner’s email.' })
export class AdminVendor {
  @Field(() => ID, { description: 'Shop id (the same as Vendor.id).' })
  id!: string;

  @Field(() => ID, { description: 'The owning account.' })
  ownerId!: string;

  @Field(() => String, { description: "The shop's business name." })
  name!: string;

  @Field(() => String, { description: "The owner's sign-in email." })
  email!: string;

  @Field(() => String, { nullable: true, description: "The shop's phone number, or null." })
  phone!: string | null;

  @Field(() => Boolean, { description: 'Verified shops and their products are public; pending ones are not.' })
  isVerified!: boolean;

  @Field(() => Int, { description: 'Live products of the shop.' })
  productCount!: number;

  @Field(() => Date, { description: 'When the shop was created.' })
  createdAt!: Date;
}

@ObjectType({ description: 'A page of shops, by name.' })
export class AdminVendorConnection {
  @Field(() => [AdminVendor], { description: 'The shops of this page.' })
  nodes!: AdminVendor[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: "What deleting a shop does to its customers' orders, for the admin's confirmation." })
export class VendorDeletionImpact {
  @Field(() => Int, { description: 'Open orders of the shop (not yet delivered or cancelled): deleting it cancels them all.' })
  openOrderCount!: number;

  @Field(() => Int, { description: 'What goes back to those orders’ customers, in cents (the orders that were paid, or whose payment is being confirmed).' })
  refundTotalCents!: number;
}
