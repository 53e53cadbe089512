import { IsNotEmpty, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType({ description: "Changes to the signed-in user's own profile. The email is not editable here." })
export class UpdateProfileInput {
  @Field(() => String, { description: 'Display name.' })
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Phone number; null or empty clears it.' })
  @Matches(/^(\+?[0-9 ().-]{7,20})?$/, { message: 'Please enter a valid phone number.' })
  phone?: string | null;
}
