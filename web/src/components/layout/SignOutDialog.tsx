import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../ui/ConfirmDialog';

/** The navbar's "are you sure" before signing out (its texts are in the `on-demand` catalog). */
export function SignOutDialog({ open, onOpenChange, onConfirm }: { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t`Sign out`}
      message={t`Are you sure you want to logout?`}
      confirmLabel={t`Sign Out`}
      onConfirm={onConfirm}
    />
  );
}
