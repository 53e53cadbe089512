import { chakra, Button, Card, Heading, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/ui/FormAlert';
import { ProductFields } from './ProductFields';
import { useSaveProduct } from './vendor.hooks';
import { EMPTY_PRODUCT_FORM, hasRequiredFields, toProductInput, type ProductFormValues } from './product-form.util';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** Spec section 5: the dashboard's wording for a missing required field. */
export const QUICK_ADD_REQUIRED = msg`All fields are required.`;

/** The dashboard's quick add-product form (spec: image, name, category, price, stock, description). */
export function QuickAddProductForm() {
  const { t, i18n } = useLingui();
  const { save, saving } = useSaveProduct(t`Failed to add product.`);
  const [values, setValues] = useState<ProductFormValues>(EMPTY_PRODUCT_FORM);
  const [file, setFile] = useState<File | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!hasRequiredFields(values)) {
      setError(i18n._(QUICK_ADD_REQUIRED));
      return;
    }
    const { input, error: inputError } = toProductInput(values);
    if (!input) {
      setError(i18n._(inputError));
      return;
    }
    const outcome = await save({ input, file });
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    setValues(EMPTY_PRODUCT_FORM);
    setFile(null);
    setFileInputKey((key) => key + 1);
    setSuccess(t`Added "${outcome.value?.name ?? input.name}" to your shop.`);
  }

  return (
    <Card.Root as="section" aria-labelledby="quick-add-title" variant="outline">
      <Card.Header>
        <Heading as="h2" id="quick-add-title" size="lg">
          {t`Add a product`}
        </Heading>
      </Card.Header>
      <Card.Body>
        <chakra.form aria-labelledby="quick-add-title" noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap={4}>
            {error && <FormAlert status="error">{error}</FormAlert>}
            {success && <FormAlert status="success">{success}</FormAlert>}
            <ProductFields
              values={values}
              onChange={(field, value) => setValues((previous) => ({ ...previous, [field]: value }))}
              file={file}
              onFileChange={setFile}
              fileInputKey={fileInputKey}
              disabled={saving}
            />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} loadingText={t`Adding...`}>
              {t`Add Product`}
            </Button>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}
