import { useLayoutEffect, useRef, useSyncExternalStore, type RefObject } from 'react';

const neverChanges = () => () => undefined;

/**
 * False in the server's render of a storefront page and while the browser hydrates it (that first
 * render must produce the server's markup), true from the render right after, and from the start in
 * a render that was never on the server. What only the browser knows (the session, in
 * localStorage) can be shown once it is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Keeps what a visitor typed (or chose) in a controlled field of a server-rendered page before the
 * app hydrated it. React hydrates such a field without touching its text and without a change
 * event: the state keeps the server's value, the app acts on that, and the field's next render
 * writes it back over the visitor's text. Here, as the field is mounted, a value that differs from
 * the state is handed to `onChange`, as if just typed. Returns the ref to put on the field.
 *
 * A field React created itself already holds the state's value, so only a hydrated field can differ:
 * the check needs no `useHydrated`, whose store React re-renders at sync priority right after
 * hydration. On the products page that re-rendered the whole grid in one long task (decision 0016).
 */
export function useValueTypedBeforeHydration<T extends Field>(
  value: string,
  onChange: (value: string) => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  // A layout effect: it runs in the commit that mounts (or hydrates) the field, before any later
  // render could write the state's value into it.
  useLayoutEffect(() => {
    const field = ref.current;
    if (field && field.value !== value) onChange(field.value);
    // Once, with the values of the render that mounted the field; afterwards every edit goes through onChange.
  }, []);
  return ref;
}
