import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { formatCad } from '../../common/money';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import type { FailedRefund, FailedRefundConnection } from './refund.types';

interface FailedRefundRow {
  id: string;
  order_id: string;
  business_name: string;
  amount_cents: number;
  attempts: number;
  last_error: string | null;
  updated_at: Date;
  updated_key: string;
}

/** Refunds the provider did not make, as admins see and retry them. */
export class RefundAdminService {
  constructor(private readonly em: EntityManager) {}

  /** Failed refunds, most recently tried first, keyset-paginated (the partial index on failed rows). */
  async failed(first: number, after?: string | null): Promise<FailedRefundConnection> {
    const size = pageSize(first);
    const params: unknown[] = [];
    let keyset = '';
    if (after) {
      const [updatedAt, orderId] = decodeCursor<[string, string]>(after, ['string', 'string']);
      if (!isUuid(orderId)) throw badInput('The cursor is not valid.');
      keyset = 'and (r.updated_at, r.order_id) < (?::timestamptz, ?::uuid)';
      params.push(updatedAt, orderId);
    }
    const rows: FailedRefundRow[] = await this.em.execute(
      `select r.id, r.order_id, v.business_name, r.amount_cents, r.attempts, r.last_error, r.updated_at, r.updated_at::text as updated_key
         from refund_outbox r join orders o on o.id = r.order_id join vendors v on v.id = o.vendor_id
        where r.status = 'failed' ${keyset}
        order by r.updated_at desc, r.order_id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, (row) => encodeCursor([row.updated_key, row.order_id]));
    return { nodes: page.nodes.map(toFailedRefund), pageInfo: page.pageInfo };
  }

  /**
   * Puts a failed refund back in the outbox with its attempts reset and a new retry generation (the
   * provider replays a key's failure, so the retry needs a new key; the dispatcher first looks for a
   * refund of the order made after all, so it is recorded, never repeated), audited as the admin's. The
   * caller nudges the refund dispatcher after commit. Another state answers BAD_USER_INPUT.
   */
  async retry(orderId: string, actorId: string): Promise<FailedRefund> {
    if (!isUuid(orderId)) throw notFound('Refund not found.');
    return this.em.transactional(async (em) => {
      const [row]: (FailedRefundRow & { status: string; short_number: string })[] = await em.execute(
        `select r.id, r.order_id, r.status, v.business_name, r.amount_cents, r.attempts, r.last_error, r.updated_at, r.updated_at::text as updated_key
           from refund_outbox r join orders o on o.id = r.order_id join vendors v on v.id = o.vendor_id
          where r.order_id = ? for update of r`,
        [orderId],
      );
      if (!row) throw notFound('Refund not found.');
      if (row.status !== 'failed') throw badInput('Only a failed refund can be retried.');
      const [retried]: FailedRefundRow[] = await em.execute(
        `update refund_outbox set status = 'pending', attempts = 0, retry_generation = retry_generation + 1, next_attempt_at = now(), claim_id = null, updated_at = now()
          where order_id = ? returning id, order_id, amount_cents, attempts, last_error, updated_at, updated_at::text as updated_key`,
        [orderId],
      );
      const refund = toFailedRefund({ ...retried, business_name: row.business_name });
      await recordAudit(em, {
        actorId,
        action: AuditAction.RefundRetry,
        targetType: AuditTargetType.Order,
        targetId: orderId,
        summary: `Retried the refund of ${formatCad(row.amount_cents)} for order #${refund.orderNumber} (${row.attempts} failed attempt(s): ${row.last_error ?? 'no reason kept'})`,
        message: { id: 'refund.retry', params: { amountCents: row.amount_cents, order: refund.orderNumber, attempts: row.attempts, lastError: row.last_error ?? null } },
        before: { status: 'failed', attempts: row.attempts },
        after: { status: 'pending', attempts: 0 },
      });
      return refund;
    });
  }
}

function toFailedRefund(row: FailedRefundRow): FailedRefund {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_id.slice(-6).toUpperCase(),
    shopName: row.business_name,
    amountCents: row.amount_cents,
    amount: row.amount_cents / 100,
    attempts: row.attempts,
    lastError: row.last_error,
    updatedAt: new Date(row.updated_at),
  };
}
