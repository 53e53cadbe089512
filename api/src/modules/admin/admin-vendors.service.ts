import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { badInput, notFound } from '../../common/errors';
import { formatCad } from '../../common/money';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { Role } from '../../common/roles';
import { normalizeEmail } from '../auth/auth.service';
import { changedFields, recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { queuePasswordSetupMail } from '../mail/account-mail.service';
import type { MailNudge } from '../mail/mail-outbox.service';
import { shopOrdersImpact, type ShopOrdersImpact } from '../orders/shop-orders.service';
import type { RefundNudge } from '../payments/refund-outbox.service';
import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';
import { assertAvailable, lockForChange, rethrowTaken, unusablePasswordHash } from './account-rules';
import { closeShop, softDeleteAccount } from './admin-users.service';
import type { AdminVendorInput } from './admin.inputs';
import type { AdminVendor } from './admin.types';

const VENDOR_NOT_FOUND = 'Vendor not found.';

interface Row {
  id: string;
  user_id: string;
  business_name: string;
  phone: string | null;
  is_verified: boolean;
  created_at: Date;
  email: string;
  product_count: number;
}

const toAdminVendor = (row: Row): AdminVendor => ({
  id: row.id,
  ownerId: row.user_id,
  name: row.business_name,
  email: row.email,
  phone: row.phone,
  isVerified: row.is_verified,
  productCount: row.product_count,
  createdAt: new Date(row.created_at),
});

/**
 * Admins' management of shops. A shop is public (with its products) only once verified; a
 * deleted shop disappears from the catalogue but its orders stay readable.
 */
export class AdminVendorsService {
  constructor(
    private readonly em: EntityManager,
    /** Wakes the mail dispatcher once a committed change queued mail (set-password, a closed shop's customers). */
    private readonly mail?: MailNudge,
    /** Wakes the refund dispatcher once a deleted shop's orders are cancelled. */
    private readonly refunds?: RefundNudge,
  ) {}

  /** Live shops, verified or pending, by name; q matches part of the name. */
  async list(options: { q?: string | null; first: number; after?: string | null }) {
    const size = pageSize(options.first);
    const where = ['v.deleted_at is null'];
    const params: unknown[] = [];
    const q = options.q?.trim().toLowerCase();
    if (q) {
      if (q.length > 200) throw badInput('Search text must be at most 200 characters.');
      where.push('lower(v.business_name) like ?');
      params.push(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
    }
    if (options.after) {
      const [name, id] = decodeCursor<[string, string]>(options.after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      where.push('(v.business_name, v.id) > (?, ?::uuid)');
      params.push(name, id);
    }
    const rows = await this.select(`${where.join(' and ')} order by v.business_name, v.id limit ?`, [...params, size + 1]);
    const page = toPage(rows, size, (row) => encodeCursor([row.business_name, row.id]));
    return { nodes: page.nodes.map(toAdminVendor), pageInfo: page.pageInfo };
  }

  /** A shop and its owner account (role Vendor, no usable password: the owner is emailed a link to set one). */
  async create(caller: Caller, input: AdminVendorInput): Promise<AdminVendor> {
    const fields = this.clean(input);
    const passwordHash = await unusablePasswordHash();
    const vendorId = await transactionalWithRetry(this.em, async (em) => {
      await assertAvailable(em, fields.email, null);
      const owner = em.create(User, {
        username: await this.freeUsername(em, fields.email),
        name: fields.name,
        email: fields.email,
        phone: fields.phone,
        role: Role.Vendor,
        passwordHash,
        isVerified: false,
      });
      await em.flush();
      const isVerified = input.isVerified ?? false;
      const vendor = em.create(Vendor, { userId: owner.id, businessName: fields.name, phone: fields.phone, isVerified });
      await em.flush();
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.VendorCreate,
        targetType: AuditTargetType.Vendor,
        targetId: vendor.id,
        summary: `Created ${isVerified ? 'verified' : 'pending'} shop ${fields.name} (${fields.email})`,
        message: { id: isVerified ? 'vendor.create_verified' : 'vendor.create_pending', params: { shop: fields.name, email: fields.email } },
        after: { name: fields.name, email: fields.email, phone: fields.phone, isVerified },
      });
      // The owner sets a password from this email; it is sent only if the account commits.
      await queuePasswordSetupMail(em, owner);
      return vendor.id;
    }).catch(rethrowTaken);
    this.mail?.nudge();
    return this.get(vendorId);
  }

  /** Name, owner email, phone and verification; verifying a shop puts its products in the catalogue. */
  async update(caller: Caller, id: string, input: AdminVendorInput): Promise<AdminVendor> {
    if (!isUuid(id)) throw notFound(VENDOR_NOT_FOUND);
    const fields = this.clean(input);
    await transactionalWithRetry(this.em, async (em) => {
      await lockForChange(em, 'vendors', id);
      const vendor = await em.findOne(Vendor, { id, deletedAt: null });
      if (!vendor) throw notFound(VENDOR_NOT_FOUND);
      await lockForChange(em, 'users', vendor.userId);
      const owner = await em.findOneOrFail(User, vendor.userId);
      await assertAvailable(em, fields.email, null, owner.id);
      const before = { name: vendor.businessName, email: owner.email, phone: vendor.phone ?? null };
      const wasVerified = vendor.isVerified;
      if (fields.email !== owner.email) owner.isVerified = false;
      owner.email = fields.email;
      Object.assign(vendor, { businessName: fields.name, phone: fields.phone, isVerified: input.isVerified ?? wasVerified });
      await em.flush();

      const details = changedFields(before, fields, ['name', 'email', 'phone']);
      if (details) {
        await recordAudit(em, {
          actorId: caller.id,
          action: AuditAction.VendorUpdate,
          targetType: AuditTargetType.Vendor,
          targetId: vendor.id,
          summary: `Changed ${Object.keys(details.after).join(', ')} of shop ${fields.name}`,
          message: { id: 'vendor.update', params: { shop: fields.name, fields: Object.keys(details.after).join(',') } },
          ...details,
        });
      }
      if (wasVerified !== vendor.isVerified) {
        await recordAudit(em, {
          actorId: caller.id,
          action: AuditAction.VendorVerificationChange,
          targetType: AuditTargetType.Vendor,
          targetId: vendor.id,
          summary: vendor.isVerified ? `Verified shop ${fields.name}` : `Set shop ${fields.name} back to pending`,
          message: { id: vendor.isVerified ? 'vendor.verified' : 'vendor.pending', params: { shop: fields.name } },
          before: { isVerified: wasVerified },
          after: { isVerified: vendor.isVerified },
        });
      }
    }).catch(rethrowTaken);
    return this.get(id);
  }

  /**
   * Soft delete: the shop and its products leave the catalogue, carts and wishlists; the owner
   * account is deleted with it (a vendor account has nothing to do without its shop). Its open
   * orders go through the order process: cancelled, refunded (queued, made after commit) and their
   * customers emailed. Every past order stays readable, to its customer and in the figures.
   */
  async remove(caller: Caller, id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound(VENDOR_NOT_FOUND);
    await transactionalWithRetry(this.em, async (em) => {
      // FOR UPDATE, not lockForChange: it waits for the checkouts buying from this shop (see closeShop).
      await em.execute(`select id from vendors where id = ? for update`, [id]);
      const vendor = await em.findOne(Vendor, { id, deletedAt: null });
      if (!vendor) throw notFound(VENDOR_NOT_FOUND);
      await lockForChange(em, 'users', vendor.userId);
      const owner = await em.findOne(User, vendor.userId);
      const closed = owner ? await softDeleteAccount(em, owner, caller.id) : await closeShop(em, vendor, caller.id);
      const orders = closed.openOrderCount
        ? `; cancelled ${closed.openOrderCount} open order${closed.openOrderCount === 1 ? '' : 's'} (${formatCad(closed.refundTotalCents)} refunded)`
        : '';
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.VendorDelete,
        targetType: AuditTargetType.Vendor,
        targetId: vendor.id,
        summary: `Deleted shop ${vendor.businessName}${owner ? ` and its owner account ${owner.email}` : ''}${orders}`,
        message: {
          id: 'vendor.delete',
          params: { shop: vendor.businessName, ownerEmail: owner?.email ?? null, openOrders: closed.openOrderCount, refundedCents: closed.refundTotalCents },
        },
        before: { name: vendor.businessName, email: owner?.email ?? null, isVerified: vendor.isVerified },
      });
    });
    this.refunds?.nudge();
    this.mail?.nudge();
    return true;
  }

  /** What deleting a live shop would do to its customers' orders: the admin's confirmation says it. */
  async deletionImpact(id: string): Promise<ShopOrdersImpact> {
    if (!isUuid(id)) throw notFound(VENDOR_NOT_FOUND);
    if (!(await this.em.count(Vendor, { id, deletedAt: null }))) throw notFound(VENDOR_NOT_FOUND);
    return shopOrdersImpact(this.em, id);
  }

  private async get(id: string): Promise<AdminVendor> {
    const [row] = await this.select(`v.id = ?`, [id]);
    return toAdminVendor(row);
  }

  private select(tail: string, params: unknown[]): Promise<Row[]> {
    return this.em.execute(
      `select v.id, v.user_id, v.business_name, v.phone, v.is_verified, v.created_at, u.email,
              (select count(*) from products p where p.vendor_id = v.id and p.deleted_at is null)::int as product_count
         from vendors v join users u on u.id = v.user_id
        where ${tail}`,
      params,
    );
  }

  private clean(input: AdminVendorInput) {
    const name = input.name.trim();
    if (!name) throw badInput('Name is required.');
    return { name, email: normalizeEmail(input.email), phone: input.phone?.trim() || null };
  }

  /** A username from the email's local part, with a random suffix when it is taken. */
  private async freeUsername(em: EntityManager, email: string): Promise<string> {
    const base = (email.split('@')[0].replace(/[^A-Za-z0-9._-]/g, '').slice(0, 24) || 'vendor').padEnd(3, '0');
    for (let candidate = base; ; candidate = `${base}-${randomBytes(2).toString('hex')}`) {
      const taken = await em.count(User, { username: { $ilike: candidate.replace(/[\\%_]/g, '\\$&') } });
      if (!taken) return candidate;
    }
  }
}
