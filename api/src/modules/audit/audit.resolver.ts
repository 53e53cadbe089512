import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { DEFAULT_PAGE_SIZE } from '../../common/pagination';
import { Role } from '../../common/roles';
import { AuditService } from './audit.service';
import { AuditAction, AuditEntryConnection } from './audit.types';

/** Read-only on purpose: entries are written by the services, in the transaction of each change. */
@Resolver()
export class AuditResolver {
  @Allow(Role.Admin)
  @Query(() => AuditEntryConnection, { description: 'Admin. The audit log, newest first, optionally filtered; keyset-paginated.' })
  auditLog(
    @Ctx() ctx: AppContext,
    @Arg('actor', () => String, { nullable: true, description: "Start of the actor's email, any case." }) actor: string | null,
    @Arg('action', () => AuditAction, { nullable: true, description: 'Only this kind of change.' }) action: AuditAction | null,
    @Arg('targetId', () => ID, { nullable: true, description: 'Only changes to this record.' }) targetId: string | null,
    @Arg('from', () => Date, { nullable: true, description: 'Only changes at or after this instant.' }) from: Date | null,
    @Arg('to', () => Date, { nullable: true, description: 'Only changes at or before this instant (to the millisecond).' }) to: Date | null,
    @Arg('first', () => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: 'Page size, 1 to 100.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the previous page.' }) after?: string | null,
  ): Promise<AuditEntryConnection> {
    return new AuditService(ctx.em).list({ actor, action, targetId, from, to, first, after });
  }
}
