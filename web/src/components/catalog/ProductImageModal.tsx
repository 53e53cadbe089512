import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { DEFAULT_PRODUCT_IMAGE, ImageWithFallback } from './ImageWithFallback';
import { useLingui } from '@lingui/react/macro';

export interface ProductImageModalProduct {
  name: string;
  description?: string | null;
  image?: string | null;
}

export interface ProductImageModalProps {
  /** The product to show; null keeps the dialog closed. */
  product: ProductImageModalProduct | null;
  onClose: () => void;
}

/**
 * A larger view of a product's image with its name and description. The dialog traps focus,
 * closes on Escape and returns focus to the element that opened it.
 */
export function ProductImageModal({ product, onClose }: ProductImageModalProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open={product !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      size="lg"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {product && (
              <>
                <Dialog.Header>
                  <Dialog.Title>{product.name}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <ImageWithFallback
                    src={product.image}
                    fallbackSrc={DEFAULT_PRODUCT_IMAGE}
                    alt={product.name}
                    w="full"
                    maxH="60vh"
                    fit="contain"
                    borderRadius="md"
                    bg="bg.muted"
                  />
                  <Text mt={4} color="fg.muted">
                    {product.description || t`No description provided.`}
                  </Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="solid" colorPalette="brand">
                      {t`Close`}
                    </Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t`Close dialog`} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
