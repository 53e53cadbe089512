import { revokeSessionRows } from '../users/sessions';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Caller } from '../../common/context';
import { badInput, forbidden, notFound } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { transactionalWithRetry } from '../../common/transaction-retry';
import { decodeCursor, encodeCursor, pageSize, toPage } from '../../common/pagination';
import { Role } from '../../common/roles';
import { normalizeEmail } from '../auth/auth.service';
import { changedFields, recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { queuePasswordSetupMail } from '../mail/account-mail.service';
import type { MailNudge } from '../mail/mail-outbox.service';
import { cancelShopOrders, type ShopOrdersImpact } from '../orders/shop-orders.service';
import type { RefundNudge } from '../payments/refund-outbox.service';
import { User } from '../users/user.entity';
import { Vendor } from '../vendors/vendor.entity';
import {
  assertAvailable,
  assertNotLastAdmin,
  lockAdmins,
  lockForChange,
  rethrowTaken,
  unusablePasswordHash,
} from './account-rules';
import type { AdminProfileInput, AdminUserInput } from './admin.inputs';

export const NOT_YOUR_ROLE = 'You cannot change your own role.';
export const NOT_YOURSELF = 'You cannot delete your own account.';
const USER_NOT_FOUND = 'User not found.';

const USER_COLUMNS = `u.id, u.username, u.name, u.email, u.phone, u.role, u.token_version, u.is_verified, u.created_at, u.updated_at, u.deleted_at`;
const label = (user: Pick<User, 'username' | 'email'>) => `${user.username} (${user.email})`;

/** Admins' management of accounts. Every change is one transaction with its audit entry. */
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    /** Wakes the mail dispatcher once a committed change queued mail (set-password, a closed shop's customers). */
    private readonly mail?: MailNudge,
    /** Wakes the refund dispatcher once a closed shop's orders are cancelled. */
    private readonly refunds?: RefundNudge,
  ) {}

  /** Live accounts by username; q matches part of the username or email (trigram indexes). */
  async list(options: { q?: string | null; first: number; after?: string | null }) {
    const size = pageSize(options.first);
    const where = ['u.deleted_at is null'];
    const params: unknown[] = [];
    const q = options.q?.trim().toLowerCase();
    if (q) {
      if (q.length > 200) throw badInput('Search text must be at most 200 characters.');
      const like = `%${q.replace(/[\\%_]/g, '\\$&')}%`;
      where.push('(lower(u.username) like ? or lower(u.email) like ?)');
      params.push(like, like);
    }
    if (options.after) {
      const [username, id] = decodeCursor<[string, string]>(options.after, ['string', 'string']);
      if (!isUuid(id)) throw badInput('The cursor is not valid.');
      where.push('(lower(u.username), u.id) > (?, ?::uuid)');
      params.push(username, id);
    }
    const rows: (Record<string, unknown> & { id: string; sort_key: string })[] = await this.em.execute(
      `select ${USER_COLUMNS}, lower(u.username) as sort_key from users u
        where ${where.join(' and ')} order by lower(u.username), u.id limit ?`,
      [...params, size + 1],
    );
    const page = toPage(rows, size, (row) => encodeCursor([row.sort_key, row.id]));
    return { nodes: page.nodes.map(({ sort_key: _, ...row }) => this.em.map(User, row)), pageInfo: page.pageInfo };
  }

  /** A new account with no usable password: its owner gets an email to set one. */
  async create(caller: Caller, input: AdminUserInput): Promise<User> {
    const email = normalizeEmail(input.email);
    const username = input.username.trim();
    const passwordHash = await unusablePasswordHash();
    const created = await transactionalWithRetry(this.em, async (em) => {
      await assertAvailable(em, email, username);
      const user = em.create(User, { username, name: username, email, role: input.role, passwordHash, isVerified: false });
      await em.flush(); // the shop row references the account
      if (input.role === Role.Vendor) {
        em.create(Vendor, { userId: user.id, businessName: username, isVerified: false });
        await em.flush();
      }
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.UserCreate,
        targetType: AuditTargetType.User,
        targetId: user.id,
        summary: `Created ${input.role} account ${label(user)}`,
        message: { id: 'user.create', params: { role: input.role, username: user.username, email: user.email } },
        after: { username, email, role: input.role },
      });
      // The owner sets a password from this email; it is sent only if the account commits.
      await queuePasswordSetupMail(em, user);
      return user;
    }).catch(rethrowTaken);
    this.mail?.nudge();
    return created;
  }

  /**
   * Changes an account's username, email and role. An admin cannot change their own role, and
   * the last admin cannot be demoted. Leaving the Vendor role closes the account's shop; taking
   * it opens (or reopens) a shop that stays pending until an admin verifies it. A role change
   * signs the account out everywhere, so its next session carries the new role.
   */
  async update(caller: Caller, id: string, input: AdminUserInput): Promise<User> {
    if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
    const email = normalizeEmail(input.email);
    const username = input.username.trim();
    const updated = await transactionalWithRetry(this.em, async (em) => {
      const admins = await lockAdmins(em, caller.id);
      await lockForChange(em, 'users', id);
      const user = await em.findOne(User, id);
      if (!user) throw notFound(USER_NOT_FOUND);
      const before = { username: user.username, email: user.email, role: user.role };
      if (input.role !== user.role) {
        if (user.id === caller.id) throw forbidden(NOT_YOUR_ROLE);
        if (user.role === Role.Admin) assertNotLastAdmin(admins, user.id);
      }
      await assertAvailable(em, email, username, user.id);

      if (email !== user.email) user.isVerified = false; // the new address is not verified yet
      Object.assign(user, { username, email });
      if (input.role !== user.role) {
        await this.moveShop(em, user, input.role, caller.id);
        user.role = input.role;
        user.tokenVersion += 1;
        await revokeSessionRows(em, user.id);
      }
      await em.flush();

      const details = changedFields(before, { ...before, username, email }, ['username', 'email']);
      if (details) {
        await recordAudit(em, {
          actorId: caller.id,
          action: AuditAction.UserUpdate,
          targetType: AuditTargetType.User,
          targetId: user.id,
          summary: `Changed ${Object.keys(details.after).join(' and ')} of ${label(user)}`,
          message: { id: 'user.update', params: { fields: Object.keys(details.after).join(','), username: user.username, email: user.email } },
          ...details,
        });
      }
      if (before.role !== user.role) {
        await recordAudit(em, {
          actorId: caller.id,
          action: AuditAction.UserRoleChange,
          targetType: AuditTargetType.User,
          targetId: user.id,
          summary: `Changed role of ${label(user)} from ${before.role} to ${user.role}`,
          message: { id: 'user.role_change', params: { username: user.username, email: user.email, before: before.role, after: user.role } },
          before: { role: before.role },
          after: { role: user.role },
        });
      }
      return user;
    }).catch(rethrowTaken);
    this.nudgeAfterShopClosure();
    return updated;
  }

  /**
   * Soft delete: the account can no longer sign in (its tokens stop working at once), its email
   * and username become free, its cart and wishlist go, and its shop closes (its open orders are
   * cancelled and refunded). Orders it placed or fulfilled stay readable. An admin cannot delete
   * themselves, and the last admin stays.
   */
  async remove(caller: Caller, id: string): Promise<boolean> {
    if (!isUuid(id)) throw notFound(USER_NOT_FOUND);
    if (id === caller.id) throw forbidden(NOT_YOURSELF);
    await transactionalWithRetry(this.em, async (em) => {
      const admins = await lockAdmins(em, caller.id);
      await lockForChange(em, 'users', id);
      const user = await em.findOne(User, id);
      if (!user) throw notFound(USER_NOT_FOUND);
      if (user.role === Role.Admin) assertNotLastAdmin(admins, user.id);
      await softDeleteAccount(em, user, caller.id);
      await recordAudit(em, {
        actorId: caller.id,
        action: AuditAction.UserDelete,
        targetType: AuditTargetType.User,
        targetId: user.id,
        summary: `Deleted ${user.role} account ${label(user)}`,
        message: { id: 'user.delete', params: { role: user.role, username: user.username, email: user.email } },
        before: { username: user.username, email: user.email, role: user.role },
      });
    });
    this.nudgeAfterShopClosure();
    return true;
  }

  /** A closed shop's refunds and customer mail go out now rather than at the next poll (a no-op when there are none). */
  private nudgeAfterShopClosure(): void {
    this.refunds?.nudge();
    this.mail?.nudge();
  }

  /** The signed-in admin's own username, email and phone. */
  async updateOwnProfile(caller: Caller, input: AdminProfileInput): Promise<User> {
    const email = normalizeEmail(input.email);
    const username = input.username.trim();
    const phone = input.phone?.trim() || null;
    return transactionalWithRetry(this.em, async (em) => {
      await lockForChange(em, 'users', caller.id);
      const user = await em.findOneOrFail(User, caller.id);
      await assertAvailable(em, email, username, user.id);
      const before = { username: user.username, email: user.email, phone: user.phone ?? null };
      if (email !== user.email) user.isVerified = false;
      Object.assign(user, { username, email, phone });
      await em.flush();
      const details = changedFields(before, { username, email, phone }, ['username', 'email', 'phone']);
      if (details) {
        await recordAudit(em, {
          actorId: caller.id,
          action: AuditAction.ProfileUpdate,
          targetType: AuditTargetType.User,
          targetId: user.id,
          summary: `Changed own ${Object.keys(details.after).join(', ')}`,
          message: { id: 'profile.update', params: { fields: Object.keys(details.after).join(',') } },
          ...details,
        });
      }
      return user;
    }).catch(rethrowTaken);
  }

  /** Closes the shop of an account leaving the Vendor role, or opens a pending one for an account taking it. */
  private async moveShop(em: EntityManager, user: User, role: Role, actorId: string): Promise<void> {
    const shop = await em.findOne(Vendor, { userId: user.id });
    if (user.role === Role.Vendor && shop && !shop.deletedAt) await closeShop(em, shop, actorId);
    if (role === Role.Vendor) {
      // One shop row per account (vendors.user_id is unique): a returning vendor gets theirs back, pending.
      if (shop) Object.assign(shop, { deletedAt: null, isVerified: false });
      else em.create(Vendor, { userId: user.id, businessName: user.name, phone: user.phone ?? null, isVerified: false });
    }
  }
}

/** A closed shop's products leave every cart and wishlist (past orders keep their lines). */
export async function clearShopFromCarts(em: EntityManager, vendorId: string): Promise<void> {
  await em.execute(`delete from cart_items where product_id in (select id from products where vendor_id = ?)`, [vendorId]);
  await em.execute(`delete from wishlist_items where product_id in (select id from products where vendor_id = ?)`, [vendorId]);
}

/**
 * Closes a shop through the order process, in the caller's transaction: the shop leaves the
 * catalogue, carts and wishlists, and its open orders are cancelled, refunded (queued) and their
 * customers emailed. The shop's row is locked FOR UPDATE first: a checkout takes a KEY SHARE lock
 * on the shops it buys from before it takes any stock, so a checkout either commits before this
 * (and its order is cancelled here) or sees the shop closed (and buys nothing from it). Nudge the
 * refund and mail dispatchers after commit.
 */
export async function closeShop(em: EntityManager, shop: Vendor, actorId: string, when = new Date()): Promise<ShopOrdersImpact> {
  await em.execute(`select id from vendors where id = ? for update`, [shop.id]);
  shop.deletedAt = when;
  await em.flush();
  await clearShopFromCarts(em, shop.id);
  return cancelShopOrders(em, shop.id, actorId);
}

/**
 * Marks an account deleted, revokes its tokens, drops its cart and wishlist, and closes its shop
 * (`actorId` is the admin, for the audit of the shop's cancelled orders). Answers what closing
 * the shop did to its orders.
 */
export async function softDeleteAccount(em: EntityManager, user: User, actorId: string): Promise<ShopOrdersImpact> {
  const now = new Date();
  user.deletedAt = now;
  user.tokenVersion += 1;
  await revokeSessionRows(em, user.id);
  const shop = await em.findOne(Vendor, { userId: user.id, deletedAt: null });
  const closed = shop ? await closeShop(em, shop, actorId, now) : { openOrderCount: 0, refundTotalCents: 0 };
  await em.flush();
  await em.execute(`delete from cart_items where customer_id = ?`, [user.id]);
  await em.execute(`delete from wishlist_items where customer_id = ?`, [user.id]);
  return closed;
}
