import { IsNotEmpty, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';
import { HasNoHiddenCharacters, IsPhoneNumber } from '../../common/validation';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { POSTAL_CODE } from '../checkout/checkout.inputs';
import { Vendor } from './vendor.entity';

@ObjectType({ description: "The caller's own shop, with what only its owner sees." })
export class MyShop {
  @Field(() => Vendor, { description: 'The public shop.' })
  vendor!: Vendor;

  @Field(() => String, { description: "The owner's sign-in email (not editable here)." })
  email!: string;

  @Field(() => Boolean, { description: 'Whether the owner gets an email for each new order (default on).' })
  emailNotifications!: boolean;
}

@InputType({ description: "Changes to the caller's shop profile." })
export class ShopProfileInput {
  @Field(() => String, { description: 'Business name.' })
  @IsNotEmpty({ message: 'Business name is required.' })
  @MaxLength(100, { message: 'Business name must be at most 100 characters.' })
  @HasNoHiddenCharacters()
  businessName!: string;

  @Field(() => String, { nullable: true, description: 'Phone number.' })
  @IsOptional()
  @IsPhoneNumber({ optional: true })
  phone?: string | null;

  @Field(() => String, { nullable: true, description: 'Street address.' })
  @IsOptional()
  @MaxLength(200, { message: 'Address must be at most 200 characters.' })
  address?: string | null;

  @Field(() => String, { nullable: true, description: 'City.' })
  @IsOptional()
  @MaxLength(80, { message: 'City must be at most 80 characters.' })
  city?: string | null;

  @Field(() => String, { nullable: true, description: 'Canadian postal code.' })
  @IsOptional()
  @Matches(new RegExp(`(${POSTAL_CODE.source})|^$`, 'i'), { message: 'Please enter a valid Canadian postal code, e.g. M5V 2T6.' })
  postalCode?: string | null;

  @Field(() => String, { nullable: true, description: 'About the shop.' })
  @IsOptional()
  @MaxLength(1000, { message: 'Description must be at most 1000 characters.' })
  description?: string | null;

  @Field(() => ID, { nullable: true, description: 'A photo this shop uploaded (POST /media/uploads); omit to keep the current one.' })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown photo.' })
  profileImageId?: string | null;
}
