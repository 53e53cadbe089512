import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { announceRevocation } from '../users/sessions';
import { SessionService } from './session.service';
import { SessionInfo } from './session.types';

@Resolver()
export class SessionResolver {
  @Allow()
  @Query(() => [SessionInfo], { description: "Signed in. The caller's active sessions, newest first (at most 50)." })
  mySessions(@Ctx() ctx: AppContext): Promise<SessionInfo[]> {
    return new SessionService(ctx.em, ctx.tokens).list(ctx.user!);
  }

  @Allow()
  @Mutation(() => Boolean, { description: 'Signed in. Signs out: the token sent with this request stops working, and its live subscriptions end.' })
  async logout(@Ctx() ctx: AppContext): Promise<boolean> {
    await new SessionService(ctx.em, ctx.tokens).end(ctx.user!);
    announceRevocation(ctx.pubSub, ctx.user!.id, ctx.user!.sessionId);
    return true;
  }

  @Allow()
  @Mutation(() => Boolean, { description: "Signed in. Signs out every session of the caller's account, this one included." })
  async logoutEverywhere(@Ctx() ctx: AppContext): Promise<boolean> {
    await new SessionService(ctx.em, ctx.tokens).endAll(ctx.user!);
    announceRevocation(ctx.pubSub, ctx.user!.id);
    return true;
  }

  @Allow()
  @Mutation(() => Boolean, { description: "Signed in. Signs out one of the caller's other sessions. Errors: NOT_FOUND (not one of yours, or already ended)." })
  async revokeSession(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Session id (mySessions).' }) id: string): Promise<boolean> {
    await new SessionService(ctx.em, ctx.tokens).revoke(ctx.user!, id);
    announceRevocation(ctx.pubSub, ctx.user!.id, id);
    return true;
  }
}
