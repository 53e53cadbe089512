import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden } from '../../common/errors';
import { hashPassword } from '../auth/password';
import { User } from '../users/user.entity';

export const LAST_ADMIN = 'The last admin cannot be removed. Make another account an admin first.';
export const EMAIL_TAKEN = 'An account with this email already exists.';
export const USERNAME_TAKEN = 'This username is already taken.';

/** Unique-index violations of a race that passed the checks below: answered like the checks. */
export function rethrowTaken(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505') throw badInput(constraint === 'users_username_unique' ? USERNAME_TAKEN : EMAIL_TAKEN);
  throw error;
}

/** Refuses an email or username another live account already has (case-insensitive). */
export async function assertAvailable(em: EntityManager, email: string, username: string | null, exceptUserId?: string): Promise<void> {
  const or: object[] = [{ email }];
  if (username) or.push({ username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } });
  const taken = await em.find(User, { $or: or, ...(exceptUserId ? { id: { $ne: exceptUserId } } : {}) }, { fields: ['email', 'username'] });
  if (taken.some((user) => user.email === email)) throw badInput(EMAIL_TAKEN);
  if (taken.length) throw badInput(USERNAME_TAKEN);
}

/**
 * Locks the rows of every live admin (in id order) and returns their ids. Operations that may
 * take an admin role away call this first, before locking anything else, so that two admins
 * removing each other at the same time queue up instead of deadlocking, and the second one sees
 * what the first one did. It also refuses a caller who is no longer an admin by then.
 */
export async function lockAdmins(em: EntityManager, callerId: string): Promise<string[]> {
  const admins: { id: string }[] = await em.execute(`select id from users where role = 'Admin' and deleted_at is null order by id for update`);
  const ids = admins.map((admin) => admin.id);
  if (!ids.includes(callerId)) throw forbidden();
  return ids;
}

/**
 * Locks an account's or a shop's row for a change of its columns (not of its id). FOR NO KEY
 * UPDATE, not MikroORM's PESSIMISTIC_WRITE (FOR UPDATE): FOR UPDATE also blocks the foreign-key
 * checks of rows that other transactions insert (a checkout's order points at its shop, a
 * vendor's audit entry at its account), and the concurrency test saw that close a deadlock: an
 * admin renaming a shop waited for its vendor's account, the vendor's cancellation waited for a
 * checkout's products, and the checkout waited for the admin's lock on the shop.
 */
export async function lockForChange(em: EntityManager, table: 'users' | 'vendors', id: string): Promise<void> {
  await em.execute(`select id from ${table} where id = ? for no key update`, [id]);
}

/** Refuses to take away `userId`'s admin role when no other live admin would remain (`admins` from lockAdmins). */
export function assertNotLastAdmin(admins: string[], userId: string): void {
  if (!admins.some((id) => id !== userId)) throw forbidden(LAST_ADMIN);
}

/**
 * A password hash nobody knows the password of: accounts an admin creates sign in only after
 * their owner sets a password from the emailed link. A real argon2 hash, so a sign-in attempt
 * takes as long as for any other account.
 */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
