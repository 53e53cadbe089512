import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { ContactMessageInput } from './contact.inputs';
import { ContactService } from './contact.service';
import { ContactMessage, ContactMessageConnection, FormAcknowledgement } from './contact.types';

@Resolver()
export class ContactResolver {
  @Public()
  @Mutation(() => FormAcknowledgement, {
    description:
      'Public. Sends a message with the contact form: stored for the admins and mailed to each of them. Errors: BAD_USER_INPUT, TOO_MANY_REQUESTS (5 an hour per client address and per sender address).',
  })
  sendContactMessage(
    @Arg('input', () => ContactMessageInput, { description: 'Name, email and message.' }) input: ContactMessageInput,
    @Ctx() ctx: AppContext,
  ): Promise<FormAcknowledgement> {
    return new ContactService(ctx.em, ctx.mail).send(input, ctx.ip);
  }

  @Allow(Role.Admin)
  @Query(() => ContactMessageConnection, { description: 'Admin. Messages sent with the contact form, newest first.' })
  contactMessages(
    @Ctx() ctx: AppContext,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
    @Arg('unreadOnly', () => Boolean, { defaultValue: false, description: 'Only the messages not yet marked read.' }) unreadOnly = false,
  ): Promise<ContactMessageConnection> {
    return new ContactService(ctx.em).list(first, after, unreadOnly);
  }

  @Allow(Role.Admin)
  @Query(() => Int, { description: 'Admin. How many contact messages are not yet marked read.' })
  unreadContactMessageCount(@Ctx() ctx: AppContext): Promise<number> {
    return new ContactService(ctx.em).unreadCount();
  }

  @Allow(Role.Admin)
  @Mutation(() => ContactMessage, { description: 'Admin. Marks a contact message read, or unread again. Errors: NOT_FOUND.' })
  setContactMessageRead(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, { description: 'The message.' }) id: string,
    @Arg('read', () => Boolean, { description: 'true: read; false: unread again.' }) read: boolean,
  ): Promise<ContactMessage> {
    return new ContactService(ctx.em).setRead(id, read);
  }
}
