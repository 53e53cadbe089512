import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Allow, Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { AccountMessage, RequestPasswordResetInput, ResetPasswordInput } from './account-recovery.inputs';
import { announceRevocation } from '../users/sessions';
import { AccountRecoveryService } from './account-recovery.service';

@Resolver()
export class AccountRecoveryResolver {
  @Public()
  @Mutation(() => AccountMessage, {
    description: 'Public. Verifies the email address of the account the link was sent to. Errors: BAD_USER_INPUT (invalid, expired or used link).',
  })
  verifyEmail(@Arg('token', () => String, { description: 'The token from the verification link.' }) token: string, @Ctx() ctx: AppContext): Promise<AccountMessage> {
    return new AccountRecoveryService(ctx.em, ctx.mail).verifyEmail(token);
  }

  @Allow()
  @Mutation(() => AccountMessage, {
    description:
      "Signed in. Sends a new verification link to the caller's email. Errors: BAD_USER_INPUT (already verified), TOO_MANY_REQUESTS (one per minute).",
  })
  resendVerificationEmail(@Ctx() ctx: AppContext): Promise<AccountMessage> {
    return new AccountRecoveryService(ctx.em, ctx.mail).resendVerificationEmail(ctx.user!);
  }

  @Public()
  @Mutation(() => AccountMessage, {
    description:
      'Public. Mails a password-reset link (valid 1 hour) if the address has an account; the answer is the same either way. Errors: TOO_MANY_REQUESTS (per client address).',
  })
  requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput, { description: 'The address to send the reset link to.' }) input: RequestPasswordResetInput,
    @Ctx() ctx: AppContext,
  ): Promise<AccountMessage> {
    return new AccountRecoveryService(ctx.em, ctx.mail).requestPasswordReset(input, ctx.ip);
  }

  @Public()
  @Mutation(() => AccountMessage, {
    description:
      'Public. Sets a new password from a reset link and signs out every session of the account. Errors: BAD_USER_INPUT (invalid, expired or used link; password too short).',
  })
  resetPassword(@Arg('input', () => ResetPasswordInput, { description: 'The token from the link and the new password.' }) input: ResetPasswordInput, @Ctx() ctx: AppContext): Promise<AccountMessage> {
    return new AccountRecoveryService(ctx.em, ctx.mail).resetPassword(input, (userId) => announceRevocation(ctx.pubSub, userId));
  }
}
