import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Allow, Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { AuthPayload, ChangePasswordInput, LoginInput, SignupInput, SignupPayload } from './auth.inputs';
import { AuthService } from './auth.service';
import { announceRevocation } from '../users/sessions';

@Resolver()
export class AuthResolver {
  @Public()
  @Mutation(() => SignupPayload, { description: 'Public. Creates a Customer or Vendor account; Admin is refused.' })
  signup(@Arg('input', () => SignupInput, { description: 'The new account.' }) input: SignupInput, @Ctx() ctx: AppContext): Promise<SignupPayload> {
    return new AuthService(ctx.em, ctx.tokens, ctx.mail).signup(input, ctx.locale);
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description:
      'Public. Signs in and returns a bearer token. Attempts are limited per account and address and per address (TOO_MANY_REQUESTS); many attempts on one account from many addresses are slowed down, and its owner is emailed.',
  })
  login(@Arg('input', () => LoginInput, { description: 'Email and password.' }) input: LoginInput, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    return new AuthService(ctx.em, ctx.tokens, ctx.mail).login(input, { ip: ctx.ip, userAgent: ctx.userAgent });
  }

  @Allow()
  @Mutation(() => AuthPayload, {
    description: "Signed in. Changes the caller's password; tokens issued before stop working, and a fresh token is returned.",
  })
  async changePassword(@Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' }) input: ChangePasswordInput, @Ctx() ctx: AppContext): Promise<AuthPayload> {
    const payload = await new AuthService(ctx.em, ctx.tokens).changePassword(ctx.user!, input, { ip: ctx.ip, userAgent: ctx.userAgent });
    announceRevocation(ctx.pubSub, ctx.user!.id); // the other sessions' live subscriptions end
    return payload;
  }
}
