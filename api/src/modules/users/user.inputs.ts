import { IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { POSTAL_CODE } from '../checkout/checkout.inputs';
import type { ProvinceCode } from '../tax/tax-rules';
import { Province } from '../tax/tax.types';
import { IsPhoneNumber, HasNoHiddenCharacters } from '../../common/validation';
import { Field, InputType } from 'type-graphql';

@InputType({ description: "Changes to the signed-in user's own profile. The email is not editable here." })
export class UpdateProfileInput {
  @Field(() => String, { description: 'Display name.' })
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  @HasNoHiddenCharacters()
  name!: string;

  @Field(() => String, { nullable: true, description: 'Phone number; null or empty clears it.' })
  @IsPhoneNumber({ optional: true })
  phone?: string | null;

  @Field(() => Province, {
    nullable: true,
    description: "The province or territory the customer usually ships to: the cart's tax estimate is for it. Omitted keeps it; null clears it (the estimate is then for Ontario).",
  })
  @IsOptional()
  province?: ProvinceCode | null;
}

@InputType({ description: "A customer's shipping address, kept for the next checkout." })
export class ShippingAddressInput {
  @Field(() => String, { description: 'Full name of the recipient.' })
  @IsNotEmpty({ message: 'Full name is required.' })
  @MaxLength(100, { message: 'Full name must be at most 100 characters.' })
  @HasNoHiddenCharacters()
  fullName!: string;

  @Field(() => String, { description: 'Phone number.' })
  @IsPhoneNumber()
  phone!: string;

  @Field(() => String, { description: 'Street address and city.' })
  @IsNotEmpty({ message: 'Address is required.' })
  @MaxLength(300, { message: 'Address must be at most 300 characters.' })
  @HasNoHiddenCharacters()
  address!: string;

  @Field(() => Province, { description: 'Province or territory; the postal code must belong to it.' })
  province!: ProvinceCode;

  @Field(() => String, { description: 'Canadian postal code, e.g. M5V 2T6.' })
  @Matches(POSTAL_CODE, { message: 'Please enter a valid Canadian postal code, e.g. M5V 2T6.' })
  postalCode!: string;
}
