import { describe, expect, it } from 'vitest';
import { authChecker as checker } from './auth-checker';
import type { AppContext } from './context';
import { Role } from './roles';

const authChecker = checker as Extract<typeof checker, (...args: never[]) => unknown>;
const check = (user: AppContext['user'], roles: string[], tokenError: string | null = null) =>
  authChecker({ context: { user, tokenError } as AppContext, root: {}, args: {}, info: {} as never }, roles);

describe('authChecker', () => {
  const vendor = { id: 'v', role: Role.Vendor, name: 'V' };

  it('refuses a guest with UNAUTHENTICATED, using the token error when there was one', () => {
    expect(() => check(null, [])).toThrow('You must be signed in.');
    expect(() => check(null, ['Admin'], 'Your session has expired. Please log in again.')).toThrow(/session has expired/);
  });

  it('compares roles ignoring letter case and refuses other roles with FORBIDDEN', () => {
    expect(check(vendor, ['vendor'])).toBe(true);
    expect(check(vendor, ['ADMIN', 'VENDOR'])).toBe(true);
    expect(check(vendor, [])).toBe(true);
    try {
      check(vendor, ['Admin']);
      expect.unreachable();
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe('FORBIDDEN');
    }
  });
});
