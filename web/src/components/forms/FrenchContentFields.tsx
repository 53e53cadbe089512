import { Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TextField } from '../ui/TextField';

/** The French name and description a shop may add (issue 20), as typed; empty means none. */
export type FrenchContent = { nameFr: string; descriptionFr: string };

export type FrenchContentFieldsProps = {
  /** A product's fields or the shop's own (labels and the API's limits differ). */
  kind: 'product' | 'shop';
  values: FrenchContent;
  onChange: (field: keyof FrenchContent, value: string) => void;
  disabled?: boolean;
};

/** The API's limits (ProductInput, ShopProfileInput): the same as the English fields'. */
const LIMITS = { product: { name: 120, description: 2000 }, shop: { name: 100, description: 1000 } } as const;

/**
 * The optional French name and description of a product or a shop, for the vendor's forms. Visitors
 * who read Mainstreet in French see them; the English texts when they are empty.
 */
export function FrenchContentFields({ kind, values, onChange, disabled }: FrenchContentFieldsProps) {
  const { t } = useLingui();
  const headingId = useId();
  const limits = LIMITS[kind];
  return (
    <Stack gap={3} role="group" aria-labelledby={headingId} borderTopWidth="1px" pt={4}>
      <Text id={headingId} fontWeight="semibold">
        {t`In French (optional)`}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t`Shown to visitors who read Mainstreet in French. Left empty, they see the English text.`}
      </Text>
      <TextField
        label={kind === 'product' ? t`French product name` : t`French business name`}
        lang="fr-CA"
        value={values.nameFr}
        disabled={disabled}
        maxLength={limits.name}
        onChange={(event) => onChange('nameFr', event.target.value)}
      />
      <Field.Root disabled={disabled}>
        <Field.Label>{t`French description`}</Field.Label>
        <Textarea
          lang="fr-CA"
          value={values.descriptionFr}
          rows={3}
          maxLength={limits.description}
          onChange={(event) => onChange('descriptionFr', event.target.value)}
        />
      </Field.Root>
    </Stack>
  );
}
