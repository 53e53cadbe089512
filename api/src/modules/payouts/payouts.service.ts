import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { LedgerService } from '../ledger/ledger.service';
import { bpsToPercent } from './commission';
import type { ShopPayout, ShopTransfer, StatementMonth, TransferState } from './payouts.types';

/** A transfers row with its order, as both the vendor's and the admin's lists read it. */
export interface TransferRow {
  id: string;
  order_id: string;
  payment_id: string | null;
  vendor_id: string;
  order_total_cents: number;
  commission_rate_bps: number;
  commission_cents: number;
  amount_cents: number;
  state: TransferState;
  attempts: number;
  last_error: string | null;
  transferred_at: Date | null;
  reversed_at: Date | null;
  created_at: Date;
  created_key: string;
  placed_at: Date;
}

export const TRANSFER_COLUMNS = `t.id, t.order_id, t.payment_id, t.vendor_id, t.order_total_cents, t.commission_rate_bps, t.commission_cents,
  t.amount_cents, t.state, t.attempts, t.last_error, t.transferred_at, t.reversed_at, t.created_at, t.created_at::text as created_key,
  o.created_at as placed_at`;

export function toShopTransfer(row: TransferRow): ShopTransfer {
  return {
    id: row.id,
    orderId: row.order_id,
    orderShortNumber: row.order_id.slice(-6).toUpperCase(),
    orderPlacedAt: new Date(row.placed_at),
    orderTotalCents: row.order_total_cents,
    commissionRatePercent: bpsToPercent(row.commission_rate_bps),
    commissionCents: row.commission_cents,
    netCents: row.amount_cents,
    state: row.state,
    transferredAt: row.transferred_at && new Date(row.transferred_at),
    reversedAt: row.reversed_at && new Date(row.reversed_at),
  };
}

/** Keyset condition for transfers newest first: (created_at, id) after the cursor's. */
export function afterTransferCursor(after: string | null | undefined, where: string[], params: unknown[]): void {
  if (!after) return;
  const [createdAt, id] = decodeCursor<[string, string]>(after, ['string', 'string']);
  if (!isUuid(id)) throw badInput('The cursor is not valid.');
  where.push('(t.created_at, t.id) < (?::timestamptz, ?::uuid)');
  params.push(createdAt, id);
}

export const transferCursor = (row: TransferRow) => encodeCursor([row.created_key, row.id]);

/** What a shop sees of its money: every read is scoped to the caller's own shop. */
export class PayoutsService {
  constructor(private readonly em: EntityManager) {}

  async balance(vendorId: string) {
    return (await new LedgerService(this.em).balances([vendorId])).get(vendorId)!;
  }

  /** The shop's transfers, newest first (index transfers_vendor_created_idx). */
  async transfers(vendorId: string, first: number, after?: string | null) {
    const size = pageSize(first);
    const where = ['t.vendor_id = ?'];
    const params: unknown[] = [vendorId];
    afterTransferCursor(after, where, params);
    const rows: TransferRow[] = await this.em.execute(
      `select ${TRANSFER_COLUMNS} from transfers t join orders o on o.id = t.order_id
        where ${where.join(' and ')} order by t.created_at desc, t.id desc limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, transferCursor);
    return { nodes: page.nodes.map(toShopTransfer), pageInfo: page.pageInfo };
  }

  /** The shop's payouts, newest first (index payouts_vendor_created_idx). */
  async payouts(vendorId: string, first: number, after?: string | null) {
    const size = pageSize(first);
    const params: unknown[] = [vendorId];
    let cursor = '';
    if (after) {
      const [createdAt, id] = decodeCursor<[string, string]>(after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      cursor = 'and (created_at, id) < (?::timestamptz, ?::uuid)';
      params.push(createdAt, id);
    }
    const rows: { id: string; amount_cents: number; status: string; paid_at: Date | null; failure_message: string | null; created_at: Date; created_key: string }[] =
      await this.em.execute(
        `select id, amount_cents, status, paid_at, failure_message, created_at, created_at::text as created_key
           from payouts where vendor_id = ? ${cursor} order by created_at desc, id desc limit ?`,
        [...params, size + 1],
      );
    const page = toPage(rows, size, (row) => encodeCursor([row.created_key, row.id]));
    return {
      nodes: page.nodes.map((row): ShopPayout => ({
        id: row.id,
        amountCents: row.amount_cents,
        status: row.status,
        paidAt: row.paid_at && new Date(row.paid_at),
        failureMessage: row.failure_message,
        createdAt: new Date(row.created_at),
      })),
      pageInfo: page.pageInfo,
    };
  }

  async statement(vendorId: string, months: number, now: Date): Promise<StatementMonth[]> {
    if (!Number.isInteger(months) || months < 1 || months > 36) throw badInput('months must be between 1 and 36.');
    return new LedgerService(this.em).statement(vendorId, months, now);
  }
}
