import { IsNotEmpty, IsOptional, MaxLength } from 'class-validator';
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
