import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { badInput, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { formatCad } from '../../common/money';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { LedgerService } from '../ledger/ledger.service';
import { notifyPayoutsDue } from './payout-hooks';
import { accountStatusOf } from './payout-account.service';
import { afterTransferCursor, toShopTransfer, TRANSFER_COLUMNS, transferCursor, type TransferRow } from './payouts.service';
import { TransferState, type AdminTransfer, type LedgerIntegrity, type PayoutsOverview, type ShopBalanceRow } from './payouts.types';

const RETRYABLE: string[] = [TransferState.Failed, TransferState.ReversalFailed];

function toAdminTransfer(row: TransferRow & { business_name: string }): AdminTransfer {
  return {
    ...toShopTransfer(row),
    vendorId: row.vendor_id,
    businessName: row.business_name,
    paymentId: row.payment_id,
    attempts: row.attempts,
    lastError: row.last_error,
    retryable: RETRYABLE.includes(row.state),
  };
}

/** The marketplace's money as admins see it: totals, every transfer, shops' balances, the ledger's check. */
export class AdminPayoutsService {
  constructor(private readonly em: EntityManager) {}

  async overview(now: Date): Promise<PayoutsOverview> {
    const [totals, states] = await Promise.all([
      new LedgerService(this.em).platformTotals(now),
      this.em.execute<{ state: TransferState; count: number }[]>(`select state, count(*)::int as count from transfers group by state order by state`),
    ]);
    return { ...totals, transfers: states };
  }

  /** Every transfer, newest first, optionally in one state (index transfers_state_created_idx). */
  async transfers(state: TransferState | null | undefined, first: number, after?: string | null) {
    const size = pageSize(first);
    const where: string[] = [];
    const params: unknown[] = [];
    if (state) (where.push('t.state = ?'), params.push(state));
    afterTransferCursor(after, where, params);
    const rows: (TransferRow & { business_name: string })[] = await this.em.execute(
      `select ${TRANSFER_COLUMNS}, v.business_name
         from transfers t join orders o on o.id = t.order_id join vendors v on v.id = t.vendor_id
        ${where.length ? `where ${where.join(' and ')}` : ''}
        order by t.created_at desc, t.id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, transferCursor);
    return { nodes: page.nodes.map(toAdminTransfer), pageInfo: page.pageInfo };
  }

  /**
   * Sends a failed transfer (or reversal) again, with fresh attempts and the same idempotency key,
   * so a transfer the provider did make after all is answered, not made twice. Audited.
   */
  async retryTransfer(caller: Caller, id: string): Promise<AdminTransfer> {
    if (!isUuid(id)) throw notFound('Transfer not found.');
    await this.em.transactional(async (em) => {
      const [row] = await em.execute(`select id, order_id, state, amount_cents, last_error from transfers where id = ? for update`, [id]);
      if (!row) throw notFound('Transfer not found.');
      if (!RETRYABLE.includes(row.state)) throw badInput('Only a failed transfer or reversal can be retried.');
      const reversal = row.state === TransferState.ReversalFailed;
      await em.execute(
        reversal
          ? `update transfers set reversal_status = 'pending', attempts = 0, next_attempt_at = now(), updated_at = now() where id = ?`
          : `update transfers set status = 'pending', attempts = 0, next_attempt_at = now(), updated_at = now() where id = ?`,
        [id],
      );
      await em.execute(notifyPayoutsDue);
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.TransferRetry,
        targetType: AuditTargetType.Transfer,
        targetId: id,
        summary: `Retried the ${reversal ? 'reversal' : 'transfer'} of ${formatCad(row.amount_cents)} for order #${row.order_id.slice(-6).toUpperCase()}`,
        message: { id: reversal ? 'reversal.retry' : 'transfer.retry', params: { amountCents: row.amount_cents, order: row.order_id.slice(-6).toUpperCase() } },
        before: { state: row.state, lastError: row.last_error },
        after: { state: reversal ? TransferState.Reversing : TransferState.Pending },
      });
    });
    const [row] = await this.em.execute<(TransferRow & { business_name: string })[]>(
      `select ${TRANSFER_COLUMNS}, v.business_name from transfers t join orders o on o.id = t.order_id join vendors v on v.id = t.vendor_id where t.id = ?`,
      [id],
    );
    return toAdminTransfer(row);
  }

  /** Shops by name, each with its payout account and ledger balances (index vendors_live_name_idx). */
  async shopBalances(first: number, after?: string | null) {
    const size = pageSize(first);
    const params: unknown[] = [];
    let cursor = '';
    if (after) {
      const [name, id] = decodeCursor<[string, string]>(after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      cursor = 'and (v.business_name, v.id) > (?, ?::uuid)';
      params.push(name, id);
    }
    const rows: { id: string; business_name: string; payouts_enabled: boolean | null; details_submitted: boolean | null; connected: boolean }[] =
      await this.em.execute(
        `select v.id, v.business_name, a.payouts_enabled, a.details_submitted, a.vendor_id is not null as connected
           from vendors v left join connected_accounts a on a.vendor_id = v.id
          where v.deleted_at is null ${cursor}
          order by v.business_name, v.id limit ?`,
        [...params, size + 1],
      );
    const page = toPage(rows, size, (row) => encodeCursor([row.business_name, row.id]));
    const balances = await new LedgerService(this.em).balances(page.nodes.map((row) => row.id));
    return {
      nodes: page.nodes.map((row): ShopBalanceRow => ({
        id: row.id,
        vendorId: row.id,
        businessName: row.business_name,
        accountStatus: accountStatusOf(row.connected ? { payouts_enabled: row.payouts_enabled!, details_submitted: row.details_submitted! } : null),
        balance: balances.get(row.id)!,
      })),
      pageInfo: page.pageInfo,
    };
  }

  async integrity(): Promise<LedgerIntegrity> {
    const report = await new LedgerService(this.em).integrity();
    return { ...report, ok: report.problems.length === 0 };
  }
}
