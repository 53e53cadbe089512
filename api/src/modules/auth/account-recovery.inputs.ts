import { IsNotEmpty, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { IsEmailAddress } from '../../common/validation';
import { MIN_PASSWORD_LENGTH } from './auth.inputs';

@InputType({ description: 'Asks for a password-reset link by email.' })
export class RequestPasswordResetInput {
  @Field(() => String, { description: 'Email address of the account.' })
  @IsEmailAddress()
  email!: string;
}

@InputType({ description: 'A new password, chosen from the link of a password-reset (or set-your-password) email.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the link /reset-password/:token.' })
  @IsNotEmpty({ message: 'The reset link is incomplete.' })
  @MaxLength(200, { message: 'The reset link is incomplete.' })
  token!: string;

  @Field(() => String, { description: `The new password, at least ${MIN_PASSWORD_LENGTH} characters.` })
  @MinLength(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.` })
  @MaxLength(128, { message: 'Password must be at most 128 characters.' })
  password!: string;
}

@ObjectType({ description: 'The outcome of an account email action, as a message to show the user.' })
export class AccountMessage {
  @Field(() => String, { description: 'A message to show the user.' })
  message!: string;
}
