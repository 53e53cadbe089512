import { Field, Image, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { TextField } from '../../components/ui/TextField';
import { ACCEPTED_IMAGE_TYPES } from '../../lib/image-upload';
import { useObjectUrl } from './object-url.hook';
import type { ProductFormValues } from './product-form.util';
import { useLingui } from '@lingui/react/macro';

export interface ProductFieldsProps {
  values: ProductFormValues;
  onChange: (field: keyof ProductFormValues, value: string) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The product's current photo when editing; replaced by the preview of a newly picked file. */
  currentImage?: string | null;
  /** Changing it empties the file input (a native file input cannot be set from state). */
  fileInputKey?: number;
  disabled?: boolean;
}

/**
 * The product fields shared by the dashboard's quick add and the products page's dialog:
 * photo, name, category, price in dollars, stock and description.
 */
export function ProductFields({
  values,
  onChange,
  file,
  onFileChange,
  currentImage,
  fileInputKey,
  disabled,
}: ProductFieldsProps) {
  const { t } = useLingui();
  const previewUrl = useObjectUrl(file);
  const shownImage = previewUrl ?? (file ? null : currentImage);

  return (
    <Stack gap={4}>
      <Field.Root disabled={disabled}>
        <Field.Label>{t`Product Image`}</Field.Label>
        <Input
          key={fileInputKey}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          p={1.5}
          onChange={(event) => onFileChange(event.currentTarget.files?.[0] ?? null)}
        />
        <Field.HelperText>{t`JPEG, PNG or WebP, up to 5 MB. Optional.`}</Field.HelperText>
      </Field.Root>
      {shownImage && (
        <Image
          src={shownImage}
          alt={previewUrl ? t`Preview of the selected photo` : values.name ? t`Current photo of ${values.name}` : t`Current photo of the product`}
          maxH="40"
          maxW="full"
          alignSelf="flex-start"
          fit="contain"
          borderRadius="md"
          borderWidth="1px"
        />
      )}
      {file && !previewUrl && (
        <Text fontSize="sm" color="fg.muted">
          {t`Selected: ${file.name}`}
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
        <TextField
          label={t`Product Name`}
          required
          value={values.name}
          disabled={disabled}
          maxLength={120}
          onChange={(event) => onChange('name', event.target.value)}
        />
        <TextField
          label={t`Category`}
          required
          value={values.category}
          disabled={disabled}
          maxLength={60}
          placeholder={t`e.g. Bakery`}
          onChange={(event) => onChange('category', event.target.value)}
        />
        <TextField
          label={t`Price (CAD)`}
          required
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          value={values.price}
          disabled={disabled}
          onChange={(event) => onChange('price', event.target.value)}
        />
        <TextField
          label={t`Stock`}
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={values.stock}
          disabled={disabled}
          onChange={(event) => onChange('stock', event.target.value)}
        />
      </SimpleGrid>
      <Field.Root disabled={disabled}>
        <Field.Label>{t`Description`}</Field.Label>
        <Textarea
          value={values.description}
          rows={3}
          maxLength={2000}
          onChange={(event) => onChange('description', event.target.value)}
        />
      </Field.Root>
    </Stack>
  );
}
