import { describe, expect, it, vi } from 'vitest';
import { accountPathForRole, hasAnyRole, landingPathForRole, sessionStore } from './session.store';

describe('sessionStore', () => {
  it('restores a session only when both token and role are stored', () => {
    localStorage.setItem('token', 'abc');
    sessionStore.restore();
    expect(sessionStore.getSnapshot()).toBeNull();

    localStorage.setItem('role', 'Customer');
    sessionStore.restore();
    expect(sessionStore.getSnapshot()).toEqual({ token: 'abc', role: 'Customer', name: null });
  });

  it('stores token, role and name on login, and nothing without a token', () => {
    sessionStore.logout();
    expect(sessionStore.login({ token: '', role: 'Admin', name: 'Root' })).toBe(false);
    expect(localStorage.length).toBe(0);
    expect(sessionStore.getSnapshot()).toBeNull();

    expect(sessionStore.login({ token: 't1', role: 'Admin', name: 'Root' })).toBe(true);
    expect([localStorage.getItem('token'), localStorage.getItem('role'), localStorage.getItem('name')]).toEqual([
      't1',
      'Admin',
      'Root',
    ]);
    expect(sessionStore.getSnapshot()).toEqual({ token: 't1', role: 'Admin', name: 'Root' });
  });

  it('clears all three keys on logout and tells subscribers', () => {
    sessionStore.login({ token: 't1', role: 'Vendor', name: 'Maple' });
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.logout();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
    expect(sessionStore.getSnapshot()).toBeNull();
  });

  it('follows another tab through the storage event', () => {
    sessionStore.logout();
    localStorage.setItem('token', 'from-other-tab');
    localStorage.setItem('role', 'Customer');
    window.dispatchEvent(new StorageEvent('storage', { key: 'role' }));
    expect(sessionStore.getSnapshot()?.token).toBe('from-other-tab');

    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(sessionStore.getSnapshot()).toBeNull();
  });
});

describe('role helpers', () => {
  it('compare roles ignoring letter case', () => {
    expect(hasAnyRole('vEnDoR', ['Vendor'])).toBe(true);
    expect(hasAnyRole('Vendor', ['Admin', 'Customer'])).toBe(false);
    expect(hasAnyRole(null, ['Admin'])).toBe(false);
  });

  it('land each role on its dashboard, others on /', () => {
    expect(landingPathForRole('ADMIN')).toBe('/admin/dashboard');
    expect(landingPathForRole('vendor')).toBe('/vendor/dashboard');
    expect(landingPathForRole('Customer')).toBe('/customer/dashboard');
    expect(landingPathForRole('Courier')).toBe('/');
  });

  it("point /profile and /settings at the role's own pages", () => {
    expect(accountPathForRole('admin', 'profile')).toBe('/admin/profile');
    expect(accountPathForRole('Customer', 'settings')).toBe('/customer/settings');
    expect(accountPathForRole('Courier', 'settings')).toBeNull();
  });
});
