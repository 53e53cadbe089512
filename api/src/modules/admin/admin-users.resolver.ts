import { announceRevocation } from '../users/sessions';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { User } from '../users/user.entity';
import { AdminUsersService } from './admin-users.service';
import { AdminProfileInput, AdminUserInput } from './admin.inputs';
import { UserConnection } from './admin.types';

@Resolver()
export class AdminUsersResolver {
  @Allow(Role.Admin)
  @Query(() => UserConnection, { description: 'Admin. Live accounts by username; q matches part of the username or email.' })
  adminUsers(
    @Ctx() ctx: AppContext,
    @Arg('q', () => String, { nullable: true, description: 'Text in the username or email.' }) q: string | null,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<UserConnection> {
    return new AdminUsersService(ctx.em).list({ q, first, after });
  }

  @Allow(Role.Admin)
  @Mutation(() => User, {
    description: 'Admin. Creates an account of any role (Admin included) with no usable password; its owner is emailed a link to set one.',
  })
  createUser(@Ctx() ctx: AppContext, @Arg('input', () => AdminUserInput, { description: 'The account as it should be.' }) input: AdminUserInput): Promise<User> {
    return new AdminUsersService(ctx.em, ctx.mail).create(ctx.user!, input);
  }

  @Allow(Role.Admin)
  @Mutation(() => User, {
    description:
      "Admin. Changes an account's username, email and role. FORBIDDEN for the caller's own role and for demoting the last admin. A role change signs the account out; leaving Vendor closes its shop, becoming Vendor opens a pending one.",
  })
  async updateUser(
    @Ctx() ctx: AppContext,
    @Arg('id', () => ID, { description: 'Account id.' }) id: string,
    @Arg('input', () => AdminUserInput, { description: 'The account as it should be.' }) input: AdminUserInput,
  ): Promise<User> {
    const user = await new AdminUsersService(ctx.em, ctx.mail, ctx.refunds).update(ctx.user!, id, input);
    // A role change signed the account out: its open WebSockets are checked again, and close.
    announceRevocation(ctx.pubSub, user.id);
    return user;
  }

  @Allow(Role.Admin)
  @Mutation(() => Boolean, {
    description:
      'Admin. Deletes an account: it can no longer sign in, its shop closes, its orders stay readable. FORBIDDEN for the caller and for the last admin.',
  })
  async deleteUser(@Ctx() ctx: AppContext, @Arg('id', () => ID, { description: 'Account id.' }) id: string): Promise<boolean> {
    const deleted = await new AdminUsersService(ctx.em, ctx.mail, ctx.refunds).remove(ctx.user!, id);
    announceRevocation(ctx.pubSub, id); // its open WebSockets close too
    return deleted;
  }

  @Allow(Role.Admin)
  @Mutation(() => User, { description: "Admin. Changes the caller's own username, email (required) and phone." })
  updateAdminProfile(@Ctx() ctx: AppContext, @Arg('input', () => AdminProfileInput, { description: 'Your own username, email and phone.' }) input: AdminProfileInput): Promise<User> {
    return new AdminUsersService(ctx.em).updateOwnProfile(ctx.user!, input);
  }
}
