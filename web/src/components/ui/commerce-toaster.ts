import { useSyncExternalStore } from 'react';

/** Success toasts stay 4 s (the library's 2 s is short for a sentence with a product name). */
export const SUCCESS_TOAST_MS = 4000;

export interface CommerceToast {
  title: string;
  description?: string;
  duration?: number;
  type?: 'success' | 'error' | 'info';
}

type ToasterModule = typeof import('./CommerceToaster');

let toasterModule: Promise<ToasterModule> | null = null;
const listeners = new Set<() => void>();

/**
 * The toast machinery loads with the first toast, not with the page: most visits never show
 * one. Subscribers (the navbar's toaster host) then mount the toaster, which shows the toast.
 */
function loadToaster(): Promise<ToasterModule> {
  if (!toasterModule) {
    toasterModule = import('./CommerceToaster');
    listeners.forEach((listener) => listener());
  }
  return toasterModule;
}

/**
 * Toasts for cart, wishlist and order events (spec section 8: "Errors show as toast, alert or
 * red banner"). One store for the app; the navbar hosts the toaster.
 */
export const commerceToaster = {
  create(toast: CommerceToast): void {
    void loadToaster().then((module) => module.toasterStore.create(toast));
  },
  success(toast: Omit<CommerceToast, 'type'>): void {
    commerceToaster.create({ ...toast, type: 'success' });
  },
  error(toast: Omit<CommerceToast, 'type'>): void {
    commerceToaster.create({ ...toast, type: 'error' });
  },
  /** Removes every toast (tests start clean with it). */
  async removeAll(): Promise<void> {
    if (toasterModule) (await toasterModule).toasterStore.remove();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been raised, so the toaster is worth mounting. */
export function useToasterLoaded(): boolean {
  // No toast is ever raised while a page renders on the server (or hydrates).
  return useSyncExternalStore(subscribe, () => toasterModule !== null, () => false);
}
