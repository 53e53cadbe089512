import { IsNotEmpty, MaxLength } from 'class-validator';
import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { IsEmailAddress } from '../../common/validation';
import { FormAcknowledgement } from '../contact/contact.types';
import { INVALID_NEWSLETTER_LINK, NewsletterService } from './newsletter.service';

@InputType({ description: 'An address to send the newsletter to, once confirmed.' })
export class NewsletterSignupInput {
  @Field(() => String, { description: 'The email address.' })
  @IsEmailAddress()
  email!: string;
}

@InputType({ description: 'The token from a newsletter link.' })
export class NewsletterLinkInput {
  @Field(() => String, { description: 'The last part of /newsletter/confirm/:token or /newsletter/unsubscribe/:token.' })
  @IsNotEmpty({ message: INVALID_NEWSLETTER_LINK })
  @MaxLength(100, { message: INVALID_NEWSLETTER_LINK })
  token!: string;
}

@Resolver()
export class NewsletterResolver {
  @Public()
  @Mutation(() => FormAcknowledgement, {
    description:
      'Public. Signs an address up for the newsletter: it gets a mail whose link confirms it (double opt-in); the answer is the same whatever the address. Errors: BAD_USER_INPUT, TOO_MANY_REQUESTS (10 an hour per client address).',
  })
  subscribeNewsletter(
    @Arg('input', () => NewsletterSignupInput, { description: 'The address.' }) input: NewsletterSignupInput,
    @Ctx() ctx: AppContext,
  ): Promise<FormAcknowledgement> {
    return new NewsletterService(ctx.em, ctx.mail).subscribe(input.email, ctx.ip, ctx.locale);
  }

  @Public()
  @Mutation(() => FormAcknowledgement, {
    description: 'Public. Confirms a newsletter sign-up from the link mailed to the address (valid 7 days, once). Errors: BAD_USER_INPUT (invalid or expired link).',
  })
  confirmNewsletterSubscription(
    @Arg('input', () => NewsletterLinkInput, { description: 'The token from the confirmation link.' }) input: NewsletterLinkInput,
    @Ctx() ctx: AppContext,
  ): Promise<FormAcknowledgement> {
    return new NewsletterService(ctx.em, ctx.mail).confirm(input.token, ctx.locale);
  }

  @Public()
  @Mutation(() => FormAcknowledgement, {
    description: 'Public. Unsubscribes the address of a newsletter mail\'s link, without signing in; again answers the same. Errors: BAD_USER_INPUT (unknown link).',
  })
  unsubscribeNewsletter(
    @Arg('input', () => NewsletterLinkInput, { description: 'The token from the unsubscribe link.' }) input: NewsletterLinkInput,
    @Ctx() ctx: AppContext,
  ): Promise<FormAcknowledgement> {
    return new NewsletterService(ctx.em).unsubscribe(input.token);
  }
}
