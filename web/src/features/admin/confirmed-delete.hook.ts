import { useState } from 'react';
import { adminErrorMessage } from './admin-error.util';
import { useLingui } from '@lingui/react/macro';

export type AdminNotice = { status: 'success' | 'error'; text: string };

type Options<T> = {
  /** Runs the delete mutation (and its cache update) for one row. */
  remove: (item: T) => Promise<unknown>;
  /** "Deleted <name>." */
  nameOf: (item: T) => string;
  /** The spec's fallback text when deleting fails. */
  failure: string;
};

/**
 * Delete with confirmation for the admin tables: which row is asked about, whether the dialog is
 * open, the outcome notice shown above the table, and whether the delete is running.
 */
export function useConfirmedDelete<T>({ remove, nameOf, failure }: Options<T>) {
  const { t } = useLingui();
  // Kept after the dialog closes, so its text does not vanish during the closing animation.
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<AdminNotice | null>(null);

  return {
    target,
    open,
    busy,
    notice,
    setNotice,
    ask(item: T) {
      setTarget(item);
      setOpen(true);
    },
    /** Closing by Escape or Cancel is ignored while the delete runs. */
    close() {
      if (!busy) setOpen(false);
    },
    async confirm() {
      if (!target) return;
      setNotice(null);
      setBusy(true);
      try {
        await remove(target);
        setNotice({ status: 'success', text: t`Deleted ${nameOf(target)}.` });
      } catch (error) {
        setNotice({ status: 'error', text: adminErrorMessage(error, failure) });
      } finally {
        setBusy(false);
        setOpen(false);
      }
    },
  };
}
