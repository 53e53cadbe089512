import { IsBoolean, IsEnum, IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { Role } from '../../common/roles';
import { IsEmailAddress, IsPhoneNumber, HasNoHiddenCharacters } from '../../common/validation';

export const USERNAME = /^[A-Za-z0-9._-]{3,30}$/;
const USERNAME_MESSAGE = 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.';

@InputType({ description: 'An account as an admin creates or edits it. A new account gets an email to set its own password.' })
export class AdminUserInput {
  @Field(() => String, { description: 'Unique handle: 3 to 30 letters, digits, dots, dashes or underscores.' })
  @Matches(USERNAME, { message: USERNAME_MESSAGE })
  username!: string;

  @Field(() => String, { description: 'Sign-in email address; unique.' })
  @IsEmailAddress()
  email!: string;

  @Field(() => Role, { description: 'Customer, Vendor or Admin. An admin cannot change their own role.' })
  @IsEnum(Role, { message: 'Please choose a role.' })
  role!: Role;
}

@InputType({ description: 'A shop as an admin creates or edits it.' })
export class AdminVendorInput {
  @Field(() => String, { description: "The shop's business name." })
  @IsNotEmpty({ message: 'Name is required.' })
  @MaxLength(100, { message: 'Name must be at most 100 characters.' })
  @HasNoHiddenCharacters()
  name!: string;

  @Field(() => String, { description: "The owner's sign-in email; unique across accounts." })
  @IsEmailAddress()
  email!: string;

  @Field(() => String, { nullable: true, description: "The shop's phone number; null or empty clears it." })
  @IsOptional()
  @IsPhoneNumber({ optional: true })
  phone?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Verified shops (and their products) are public; pending ones are not. Omitted or null: a new shop is pending, an edited one keeps its state.',
  })
  @IsOptional()
  @IsBoolean()
  isVerified?: boolean | null;
}

@InputType({ description: "Changes to the signed-in admin's own profile." })
export class AdminProfileInput {
  @Field(() => String, { description: 'Unique handle: 3 to 30 letters, digits, dots, dashes or underscores.' })
  @Matches(USERNAME, { message: USERNAME_MESSAGE })
  username!: string;

  @Field(() => String, { description: 'Sign-in email address; required and unique.' })
  @IsEmailAddress()
  email!: string;

  @Field(() => String, { nullable: true, description: 'Phone number; null or empty clears it.' })
  @IsOptional()
  @IsPhoneNumber({ optional: true })
  phone?: string | null;
}
