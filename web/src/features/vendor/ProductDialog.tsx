import { chakra, Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/ui/FormAlert';
import type { VendorProductFieldsFragment } from '../../gql/graphql';
import { FrenchContentFields } from '../../components/forms/FrenchContentFields';
import { ProductFields } from './ProductFields';
import { useSaveProduct } from './vendor.hooks';
import {
  EMPTY_PRODUCT_FORM,
  hasRequiredFields,
  productFormFrom,
  toProductInput,
  type ProductFormValues,
} from './product-form.util';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** Spec section 5: the products page's wording for a missing required field. */
export const DIALOG_REQUIRED = msg`Please fill out all required fields.`;

export interface ProductDialogProps {
  open: boolean;
  /** The product to edit, or null to add one. */
  product: VendorProductFieldsFragment | null;
  onClose: () => void;
  onSaved: (product: VendorProductFieldsFragment) => void;
}

/**
 * Add or edit a product in a modal dialog: focus moves into it and is trapped there, Escape
 * and Cancel close it, and focus returns to the button that opened it.
 */
export function ProductDialog({ open, product, onClose, onSaved }: ProductDialogProps) {
  const { t, i18n } = useLingui();
  const { save, saving } = useSaveProduct(t`Failed to save product.`);
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A fresh form each time the dialog opens, filled from the product when editing.
  useEffect(() => {
    if (!open) return;
    setValues(product ? productFormFrom(product) : EMPTY_PRODUCT_FORM);
    setFile(null);
    setError(null);
  }, [open, product]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!hasRequiredFields(values)) {
      setError(i18n._(DIALOG_REQUIRED));
      return;
    }
    const { input, error: inputError } = toProductInput(values);
    if (!input) {
      setError(i18n._(inputError));
      return;
    }
    const outcome = await save({ id: product?.id, input, file });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    if (outcome.value) onSaved(outcome.value);
    onClose();
  }

  const title = product ? t`Edit Product` : t`Add Product`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !saving) onClose();
      }}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form noValidate onSubmit={(event) => void submit(event)} display="contents">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap={4}>
                  {error && <FormAlert status="error">{error}</FormAlert>}
                  <ProductFields
                    values={values}
                    onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
                    file={file}
                    onFileChange={setFile}
                    currentImage={product?.image}
                    disabled={saving}
                  />
                  <FrenchContentFields kind="product" values={values} onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))} disabled={saving} />
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" disabled={saving}>
                    {t`Cancel`}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" loading={saving} loadingText={t`Saving...`}>
                  {t`Save Product`}
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} disabled={saving} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
