import { useLingui } from '@lingui/react/macro';
import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/** The toast store behind `commerceToaster` (commerce-toaster.ts), loaded with the first toast. */
export const toasterStore = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  // Below the sticky navbar (4rem high), so the account menu and cart link stay usable.
  offsets: { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

export function CommerceToaster() {
  const { t } = useLingui();
  return (
    <Portal>
      <Toaster toaster={toasterStore} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={t`Dismiss notification`} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
