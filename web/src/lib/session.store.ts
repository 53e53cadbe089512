import { useSyncExternalStore } from 'react';

/** localStorage keys of the browser session (spec section 3). */
export const SESSION_KEYS = ['token', 'role', 'name'] as const;

export type Session = {
  token: string;
  /** A free string as stored; compare it with roleMatches(), never with ===. */
  role: string;
  name: string | null;
};

export type LoginPayload = { token?: string | null; role?: string | null; name?: string | null };

function readStoredSession(): Session | null {
  try {
    const token = localStorage.getItem('token');
    const role = localStorage.getItem('role');
    // A session exists only when both are stored; a lone token or role is ignored.
    if (!token || !role) return null;
    return { token, role, name: localStorage.getItem('name') };
  } catch {
    // Storage can be blocked (privacy settings); behave as a guest.
    return null;
  }
}

function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.token === b.token && a.role === b.role && a.name === b.name;
}

let current: Session | null = readStoredSession();
const listeners = new Set<() => void>();

function setCurrent(next: Session | null) {
  if (sameSession(current, next)) return;
  current = next;
  listeners.forEach((listener) => listener());
}

/**
 * The signed-in session, mirrored from localStorage. A plain external store (not React
 * state) so the Apollo links and the router can read and clear it outside components.
 */
export const sessionStore = {
  getSnapshot(): Session | null {
    return current;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Re-reads localStorage (on start, and when another tab changes it). */
  restore(): void {
    setCurrent(readStoredSession());
  },
  /** Stores token and role (and name if given). Without a token nothing is stored. */
  login({ token, role, name }: LoginPayload): boolean {
    if (!token) return false;
    localStorage.setItem('token', token);
    if (role) localStorage.setItem('role', role);
    if (name) localStorage.setItem('name', name);
    else localStorage.removeItem('name');
    setCurrent(readStoredSession());
    return true;
  },
  logout(): void {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
    setCurrent(null);
  },
  /** The bearer token for requests: the stored one, even if the role is missing. */
  getToken(): string | null {
    try {
      return localStorage.getItem('token');
    } catch {
      return null;
    }
  },
};

if (typeof window !== 'undefined') {
  // Another tab signed in or out: follow it. key === null means storage.clear().
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
      sessionStore.restore();
    }
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, () => null);
}

/** Role check that ignores letter case (spec section 6). */
export function roleMatches(role: string | null | undefined, expected: string): boolean {
  return !!role && role.trim().toLowerCase() === expected.toLowerCase();
}

export function hasAnyRole(role: string | null | undefined, allowed: readonly string[]): boolean {
  return allowed.some((expected) => roleMatches(role, expected));
}

export type KnownRole = 'Admin' | 'Vendor' | 'Customer';

/** The canonical spelling of a stored role, or null for a role the app does not know. */
export function knownRole(role: string | null | undefined): KnownRole | null {
  for (const candidate of ['Admin', 'Vendor', 'Customer'] as const) {
    if (roleMatches(role, candidate)) return candidate;
  }
  return null;
}

/** Post-login landing page by role (spec: "Post-login landing"). */
export function landingPathForRole(role: string | null | undefined): string {
  switch (knownRole(role)) {
    case 'Admin':
      return '/admin/dashboard';
    case 'Vendor':
      return '/vendor/dashboard';
    case 'Customer':
      return '/customer/dashboard';
    default:
      return '/';
  }
}

/** Where /profile and /settings lead for a role, or null when the role has no such page. */
export function accountPathForRole(
  role: string | null | undefined,
  page: 'profile' | 'settings',
): string | null {
  const known = knownRole(role);
  return known ? `/${known.toLowerCase()}/${page}` : null;
}
