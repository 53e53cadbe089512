import { IsNotEmpty, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsEmailAddress } from '../../common/validation';

export const MAX_CONTACT_NAME = 100;
export const MAX_CONTACT_MESSAGE = 5000;

@InputType({ description: 'A message sent with the contact form (spec: all three fields required).' })
export class ContactMessageInput {
  @Field(() => String, { description: `The sender's name, 1 to ${MAX_CONTACT_NAME} characters.` })
  @IsNotEmpty({ message: 'Please enter your name.' })
  @MaxLength(MAX_CONTACT_NAME, { message: `Your name can be at most ${MAX_CONTACT_NAME} characters.` })
  name!: string;

  @Field(() => String, { description: 'Where to answer.' })
  @IsEmailAddress()
  email!: string;

  @Field(() => String, { description: `The message, 1 to ${MAX_CONTACT_MESSAGE} characters.` })
  @IsNotEmpty({ message: 'Please enter a message.' })
  @MaxLength(MAX_CONTACT_MESSAGE, { message: `Your message can be at most ${MAX_CONTACT_MESSAGE} characters.` })
  message!: string;
}
