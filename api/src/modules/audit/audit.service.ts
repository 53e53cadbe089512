import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { AuditAction, type AuditChange, type AuditEntry, type AuditMessageId, type AuditMessageParams, AuditTargetType } from './audit.types';

type Values = Record<string, unknown>;

export interface AuditRecord {
  /** Who made the change; null for the system (e.g. the payment provider's webhook). */
  actorId: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  /** The change in one English sentence. */
  summary: string;
  /** The same sentence as a message id and values, for readers of another language. */
  message: { id: AuditMessageId; params: AuditMessageParams };
  /** Only the fields that changed, as they were. Never a secret. */
  before?: Values | null;
  /** The same fields, as they are now. */
  after?: Values | null;
}

/**
 * Appends an audit entry through `em`, which must be inside the transaction of the change it
 * describes: the entry then commits or rolls back with the change. The actor's email and role
 * are copied as they are now, so the entry still says who it was after they change.
 */
export async function recordAudit(em: EntityManager, record: AuditRecord): Promise<void> {
  if (!em.isInTransaction()) throw new Error('recordAudit must run inside the transaction of the change it records');
  await em.execute(
    `insert into audit_log (id, actor_id, actor_email, actor_role, action, target_type, target_id, summary, summary_key, summary_params, before, after)
     select ?::uuid, u.id, u.email, u.role, ?, ?, ?::uuid, ?, ?, ?::jsonb, ?::json, ?::json
       from (select ?::uuid as id) actor left join users u on u.id = actor.id`,
    [
      randomUUID(),
      record.action,
      record.targetType,
      record.targetId,
      record.summary,
      record.message.id,
      JSON.stringify(record.message.params),
      record.before ? JSON.stringify(record.before) : null,
      record.after ? JSON.stringify(record.after) : null,
      record.actorId,
    ],
  );
}

/** The fields among `fields` whose values differ, as before/after objects; null when nothing changed. */
export function changedFields<T extends Values>(before: T, after: T, fields: (keyof T & string)[]): { before: Values; after: Values } | null {
  const changed = fields.filter((field) => (before[field] ?? null) !== (after[field] ?? null));
  if (!changed.length) return null;
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  };
}

export interface AuditFilter {
  /** Start of the actor's email (case-insensitive). */
  actor?: string | null;
  action?: AuditAction | null;
  targetId?: string | null;
  from?: Date | null;
  to?: Date | null;
  first: number;
  after?: string | null;
}

interface Row {
  id: string;
  created_at: Date;
  created_key: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  action: AuditAction;
  target_type: AuditTargetType;
  target_id: string | null;
  summary: string;
  summary_key: string | null;
  summary_params: AuditMessageParams | null;
  before: Values | null;
  after: Values | null;
}

const asText = (value: unknown): string | null => (value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value));

/** Reads the audit log: newest first, filtered, keyset-paginated. There is no way to write it from here. */
export class AuditService {
  constructor(private readonly em: EntityManager) {}

  async list(filter: AuditFilter) {
    const size = pageSize(filter.first);
    const where: string[] = [];
    const params: unknown[] = [];
    const actor = filter.actor?.trim().toLowerCase();
    if (actor) {
      if (actor.length > 254) throw badInput('Actor must be at most 254 characters.');
      where.push(`lower(actor_email) like ?`);
      params.push(`${actor.replace(/[\\%_]/g, '\\$&')}%`);
    }
    if (filter.action) (where.push('action = ?'), params.push(filter.action));
    if (filter.targetId) {
      if (!isUuid(filter.targetId)) return toPage<AuditEntry>([], size, () => '');
      where.push('target_id = ?');
      params.push(filter.targetId);
    }
    if (filter.from && filter.to && filter.from > filter.to) throw badInput('The start date must not be after the end date.');
    if (filter.from) (where.push('created_at >= ?'), params.push(filter.from));
    // Inclusive to the millisecond: clients see milliseconds, the column keeps microseconds.
    if (filter.to) (where.push('created_at < ?'), params.push(new Date(filter.to.getTime() + 1)));
    if (filter.after) {
      const [createdAt, id] = decodeCursor<[string, string]>(filter.after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      where.push('(created_at, id) < (?::timestamptz, ?::uuid)');
      params.push(createdAt, id);
    }
    const rows: Row[] = await this.em.execute(
      `select id, created_at, created_at::text as created_key, actor_id, actor_email, actor_role, action, target_type, target_id,
              summary, summary_key, summary_params, before, after
         from audit_log ${where.length ? `where ${where.join(' and ')}` : ''}
        order by created_at desc, id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, (row) => encodeCursor([row.created_key, row.id]));
    return { nodes: page.nodes.map((row) => this.toEntry(row)), pageInfo: page.pageInfo };
  }

  private toEntry(row: Row): AuditEntry {
    const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
    const changes: AuditChange[] = fields.map((field) => ({
      field,
      before: asText(row.before?.[field]),
      after: asText(row.after?.[field]),
    }));
    return {
      id: row.id,
      createdAt: new Date(row.created_at),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      actorRole: row.actor_role,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      summary: row.summary,
      summaryMessage: row.summary_key
        ? { id: row.summary_key, params: Object.entries(row.summary_params ?? {}).map(([name, value]) => ({ name, value: asText(value) })) }
        : null,
      changes,
    };
  }
}
