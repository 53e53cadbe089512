import { createToaster, Portal, Stack, Toast, Toaster } from '@chakra-ui/react';

/**
 * Toasts for cart and wishlist actions (spec section 8: "Errors show as toast, alert or red
 * banner"). One store for the app; <CommerceToaster /> is rendered once, by the navbar.
 */
export const commerceToaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 4,
  // Below the sticky navbar (4rem high), so the account menu and cart link stay usable.
  offsets: { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' },
});

/** Success toasts stay 4 s (the library's 2 s is short for a sentence with a product name). */
export const SUCCESS_TOAST_MS = 4000;

export function CommerceToaster() {
  return (
    <Portal>
      <Toaster toaster={commerceToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label="Dismiss notification" />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
