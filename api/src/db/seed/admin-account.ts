import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../common/roles';
import { hashPassword } from '../../modules/auth/password';
import { User } from '../../modules/users/user.entity';

/**
 * Makes sure the admin named by ADMIN_EMAIL/ADMIN_PASSWORD exists (the way to get a first admin in
 * production). An existing account with that email is left as it is: its password is never reset from the environment.
 */
export async function ensureAdminAccount(rootEm: EntityManager, email: string, password: string): Promise<'created' | 'exists'> {
  const em = rootEm.fork();
  const normalized = email.trim().toLowerCase();
  if (await em.findOne(User, { email: normalized })) return 'exists';
  const username = normalized.split('@')[0].replace(/[^A-Za-z0-9._-]/g, '').slice(0, 24) || 'admin';
  const taken = await em.count(User, { username: { $ilike: username } });
  em.create(User, {
    username: taken ? `${username}-${Date.now().toString(36)}` : username,
    name: 'Administrator',
    email: normalized,
    role: Role.Admin,
    passwordHash: await hashPassword(password),
    isVerified: true,
  });
  try {
    await em.flush();
  } catch (error) {
    // Another process starting at the same moment created it first.
    if (error instanceof UniqueConstraintViolationException) return 'exists';
    throw error;
  }
  return 'created';
}
