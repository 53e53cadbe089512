import { IsEnum, IsNotEmpty, IsOptional, Matches, MaxLength, MinLength } from 'class-validator';
import { IsEmailAddress, IsPhoneNumber, HasNoHiddenCharacters } from '../../common/validation';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Role } from '../../common/roles';

export const MIN_PASSWORD_LENGTH = 8;

@InputType({ description: 'A new account. Anyone may sign up as Customer or Vendor.' })
export class SignupInput {
  @Field(() => String, { description: 'Full name.' })
  @IsNotEmpty({ message: 'Full name is required.' })
  @MaxLength(100, { message: 'Full name must be at most 100 characters.' })
  @HasNoHiddenCharacters()
  name!: string;

  @Field(() => String, { description: 'Unique handle: 3 to 30 letters, digits, dots, dashes or underscores.' })
  @Matches(/^[A-Za-z0-9._-]{3,30}$/, { message: 'Username must be 3 to 30 letters, digits, dots, dashes or underscores.' })
  username!: string;

  @Field(() => String, { description: 'Email address used to sign in.' })
  @IsEmailAddress()
  email!: string;

  @Field(() => String, { description: 'Phone number.' })
  @IsPhoneNumber()
  phone!: string;

  @Field(() => String, { description: `Password, at least ${MIN_PASSWORD_LENGTH} characters.` })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  @MaxLength(128, { message: 'Password must be at most 128 characters.' })
  password!: string;

  @Field(() => String, { description: 'The password again; must match.' })
  @IsNotEmpty({ message: 'Please confirm your password.' })
  confirmPassword!: string;

  @Field(() => Role, { description: 'Customer or Vendor; Admin is refused.' })
  @IsEnum(Role, { message: 'Please choose an account type.' })
  role!: Role;
}

@InputType({ description: 'Credentials to sign in.' })
export class LoginInput {
  @Field(() => String, { description: 'Email address of the account.' })
  @IsNotEmpty({ message: 'Email is required.' })
  @MaxLength(254, { message: 'Invalid email or password.' })
  email!: string;

  @Field(() => String, { description: 'Password of the account.' })
  @IsNotEmpty({ message: 'Password is required.' })
  @MaxLength(128, { message: 'Invalid email or password.' })
  password!: string;
}

@InputType({ description: "A change of the signed-in user's password." })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The current password.' })
  @IsNotEmpty({ message: 'Current password is required.' })
  @MaxLength(128, { message: 'Current password is incorrect.' })
  currentPassword!: string;

  @Field(() => String, { description: `The new password, at least ${MIN_PASSWORD_LENGTH} characters.` })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  @MaxLength(128, { message: 'Password must be at most 128 characters.' })
  newPassword!: string;

  @Field(() => String, { nullable: true, description: 'The new password again; when given it must match.' })
  @IsOptional()
  confirmPassword?: string | null;
}

@ObjectType({ description: 'A signed-in session: store the token and send it as `Authorization: Bearer <token>`.' })
export class AuthPayload {
  @Field(() => String, { description: 'Bearer token (JWT, expires after 7 days).' })
  token!: string;

  @Field(() => Role, { description: 'Role of the account.' })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'Display name of the account.' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'The language the account chose (en-CA or fr-CA): the app switches to it at sign-in. Null until chosen.' })
  locale?: string | null;
}

@ObjectType({ description: 'The outcome of a signup.' })
export class SignupPayload {
  @Field(() => String, { description: 'A message to show the user.' })
  message!: string;
}
