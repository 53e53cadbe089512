import { Button, chakra, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import type { ListProductsQuery } from '../../gql/graphql';
import type { ProductFilters } from './product-filters.util';
import { useLingui } from '@lingui/react/macro';

type Facets = ListProductsQuery['products']['facets'];

const Fieldset = chakra('fieldset');
const Legend = chakra('legend');

/** A native checkbox: small, keyboard-usable, with the browser's own focus ring. */
function Check({ checked, onChange, children }: { checked: boolean; onChange: () => void; children: ReactNode }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
      <chakra.input type="checkbox" checked={checked} onChange={onChange} accentColor="brand.600" boxSize="4" />
      {children}
    </chakra.label>
  );
}

const dollars = (cents: number | null) => (cents == null ? '' : String(cents / 100));

/**
 * The facets beside the results: categories and shops with their counts, a price range and "in
 * stock only". Every change goes to the URL (`toggle`, `set`), which the page reads its state from.
 */
export function ProductFiltersPanel({
  facets,
  filters,
  toggle,
  set,
}: {
  facets: Facets | undefined;
  filters: ProductFilters;
  toggle: (name: 'category' | 'shop', value: string) => void;
  set: (values: Record<string, string>) => void;
}) {
  const { t } = useLingui();
  // Chosen values stay listed (and can be unticked) when the other filters leave them no products.
  const categories = [
    ...(facets?.categories ?? []),
    ...filters.categories.filter((c) => !facets?.categories.some((f) => f.value.toLowerCase() === c.toLowerCase())).map((value) => ({ value, count: 0 })),
  ];
  const onPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    set({ min: String(form.get('min') ?? ''), max: String(form.get('max') ?? '') });
  };
  // Over many matches the API counts the first 500 only: its counts are then at least what they say.
  const atLeast = facets?.approximate ? '+' : '';
  const isChosen = (value: string) => filters.categories.some((c) => c.toLowerCase() === value.toLowerCase());

  return (
    <Stack as="aside" aria-label={t`Filters`} gap="6">
      <Heading as="h2" size="md">
        {t`Filters`}
      </Heading>
      <Fieldset>
        <Legend fontWeight="semibold" mb="2">
          {t`Category`}
        </Legend>
        <Stack gap="1.5">
          {categories.map(({ value, count }) => (
            <Check key={value} checked={isChosen(value)} onChange={() => toggle('category', value)}>
              {value} <Text as="span" color="fg.muted">({count}{count ? atLeast : ''})</Text>
            </Check>
          ))}
        </Stack>
      </Fieldset>
      <form onSubmit={onPrice} key={`${filters.minPriceCents}-${filters.maxPriceCents}`}>
        <Fieldset>
          <Legend fontWeight="semibold" mb="2">
            {t`Price ($)`}
          </Legend>
          <HStack gap="2" align="end">
            <label>
              <Text fontSize="sm">{t`Min`}</Text>
              <Input name="min" type="number" min="0" step="0.01" size="sm" defaultValue={dollars(filters.minPriceCents)} />
            </label>
            <label>
              <Text fontSize="sm">{t`Max`}</Text>
              <Input name="max" type="number" min="0" step="0.01" size="sm" defaultValue={dollars(filters.maxPriceCents)} />
            </label>
            <Button type="submit" size="sm" variant="outline">
              {t`Apply`}
            </Button>
          </HStack>
        </Fieldset>
      </form>
      <Check checked={filters.inStock} onChange={() => set({ inStock: filters.inStock ? '' : '1' })}>
        {t`In stock only`}
      </Check>
      {facets?.shops.length ? (
        <Fieldset>
          <Legend fontWeight="semibold" mb="2">
            {t`Shop`}
          </Legend>
          <Stack gap="1.5">
            {facets.shops.slice(0, 10).map(({ id, name, count }) => (
              <Check key={id} checked={filters.shopIds.includes(id)} onChange={() => toggle('shop', id)}>
                {name} <Text as="span" color="fg.muted">({count}{atLeast})</Text>
              </Check>
            ))}
          </Stack>
        </Fieldset>
      ) : null}
    </Stack>
  );
}
