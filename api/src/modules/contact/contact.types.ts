import { Field, ID, ObjectType } from 'type-graphql';
import { PageInfo } from '../../common/pagination';

@ObjectType({ description: 'A message sent with the contact form, as admins read it.', simpleResolvers: true })
export class ContactMessage {
  @Field(() => ID, { description: 'The message id.' })
  id!: string;

  @Field(() => String, { description: "The sender's name as typed." })
  name!: string;

  @Field(() => String, { description: "The sender's address, to answer to (admins only)." })
  senderEmail!: string;

  @Field(() => String, { description: 'The message as typed.' })
  message!: string;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt!: Date;

  @Field(() => Boolean, { description: 'Whether an admin has marked it read.' })
  read!: boolean;
}

@ObjectType({ description: 'A page of contact messages, newest first.', simpleResolvers: true })
export class ContactMessageConnection {
  @Field(() => [ContactMessage], { description: 'The messages of this page.' })
  nodes!: ContactMessage[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}

@ObjectType({ description: 'What a public form (contact, newsletter) answers: a message to show the person.', simpleResolvers: true })
export class FormAcknowledgement {
  @Field(() => String, { description: 'A message to show the person who sent the form.' })
  message!: string;
}
