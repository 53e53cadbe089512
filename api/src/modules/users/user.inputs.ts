import { IsNotEmpty, MaxLength } from 'class-validator';
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
}
