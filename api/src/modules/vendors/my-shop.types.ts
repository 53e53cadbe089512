import { IsNotEmpty, IsOptional, IsUUID, Matches, MaxLength } from 'class-validator';
import { HasNoHiddenCharacters, IsPhoneNumber } from '../../common/validation';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { POSTAL_CODE } from '../checkout/checkout.inputs';
import { Vendor } from './vendor.entity';

export const GST_HST_NUMBER_FORMAT = 'A GST/HST number is 9 digits, RT and 4 digits, e.g. 123456789RT0001.';
export const QST_NUMBER_FORMAT = 'A QST number is 10 digits, TQ and 4 digits, e.g. 1234567890TQ0001.';

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

  @Field(() => String, { nullable: true, description: 'Business name in French, at most 100 characters; omitted keeps it, null or empty clears it (the storefront then shows `businessName` in French too).' })
  @IsOptional()
  @MaxLength(100, { message: 'French business name must be at most 100 characters.' })
  @HasNoHiddenCharacters()
  businessNameFr?: string | null;

  @Field(() => String, { nullable: true, description: 'About the shop in French, at most 1000 characters; omitted keeps it, null or empty clears it.' })
  @IsOptional()
  @MaxLength(1000, { message: 'French description must be at most 1000 characters.' })
  descriptionFr?: string | null;

  @Field(() => String, { nullable: true, description: 'Legal name for receipts; omitted keeps it, null or empty clears it.' })
  @IsOptional()
  @MaxLength(150, { message: 'Legal name must be at most 150 characters.' })
  @HasNoHiddenCharacters()
  legalName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'GST/HST registration number, e.g. 123456789RT0001 (spaces ignored); omitted keeps it, null or empty marks the shop not registered (Mainstreet then collects its GST/HST).',
  })
  @IsOptional()
  @Matches(/^(\d{9}\s*RT\s*\d{4})?$/i, { message: GST_HST_NUMBER_FORMAT })
  gstHstNumber?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'QST registration number, e.g. 1234567890TQ0001 (spaces ignored); omitted keeps it, null or empty: Mainstreet collects the QST.',
  })
  @IsOptional()
  @Matches(/^(\d{10}\s*TQ\s*\d{4})?$/i, { message: QST_NUMBER_FORMAT })
  qstNumber?: string | null;

  @Field(() => ID, { nullable: true, description: 'A photo this shop uploaded (POST /media/uploads); omit to keep the current one.' })
  @IsOptional()
  @IsUUID('all', { message: 'Unknown photo.' })
  profileImageId?: string | null;
}
