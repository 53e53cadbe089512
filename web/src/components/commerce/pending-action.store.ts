/**
 * A guest's Add to Cart / Add to Wishlist, remembered across the trip to /login so it can
 * be carried out once they sign in as a Customer. sessionStorage: it belongs to this tab
 * and ends with it.
 */
export type PendingAction = {
  action: 'cart' | 'wishlist';
  productId: string;
  savedAt: number;
};

const KEY = 'mainstreet.pendingAction';

/** A pending action older than this is dropped: the guest gave up on signing in. */
const MAX_AGE_MS = 30 * 60 * 1000;

export function savePendingAction(action: PendingAction['action'], productId: string): void {
  try {
    const value: PendingAction = { action, productId, savedAt: Date.now() };
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage blocked: the guest still reaches the login page, only the action is lost.
  }
}

/** Reads and removes the pending action, so it runs at most once. */
export function takePendingAction(): PendingAction | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingAction>;
    const fresh = typeof value.savedAt === 'number' && Date.now() - value.savedAt <= MAX_AGE_MS;
    if (
      fresh &&
      (value.action === 'cart' || value.action === 'wishlist') &&
      typeof value.productId === 'string' &&
      value.productId
    ) {
      return value as PendingAction;
    }
  } catch {
    // Not ours or corrupted: ignore.
  }
  return null;
}

export function hasPendingAction(): boolean {
  try {
    return sessionStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}
