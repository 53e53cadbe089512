import {
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { errorMessage } from '../../lib/error-message.util';
import { useLowStockProducts, useSetStock } from './vendor-insights.hooks';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

export const THRESHOLDS = [0, 5, 10, 20] as const;
const DEFAULT_THRESHOLD = 5;
/** The API's bound for setProductStock. */
const MAX_STOCK = 1_000_000;

type LowStockProduct = { id: string; name: string; category: string; stock: number };

type StockRowProps = {
  product: LowStockProduct;
  onSaved: (product: LowStockProduct, stock: number) => void;
};

/** One product with a labelled stock input and its own Save: rows save independently. */
function StockRow({ product, onSaved }: StockRowProps) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(String(product.stock));
  const [rowError, setRowError] = useState<string | null>(null);
  const { setStock, saving } = useSetStock();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setRowError(null);
    const stock = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(stock) || stock < 0 || stock > MAX_STOCK) {
      setRowError(t`Enter a whole number of units from 0 to 1,000,000.`);
      return;
    }
    const outcome = await setStock(product.id, stock);
    if (outcome.ok) onSaved(product, stock);
    else setRowError(outcome.message);
  }

  return (
    <Table.Row>
      <Table.Cell asChild fontWeight="medium">
        <th scope="row">{product.name}</th>
      </Table.Cell>
      <Table.Cell>{product.category}</Table.Cell>
      <Table.Cell textAlign="end">{product.stock}</Table.Cell>
      <Table.Cell>
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="2">
            <HStack gap="2" align="center">
              <VisuallyHidden asChild>
                <label htmlFor={inputId}>{t`New stock for ${product.name}`}</label>
              </VisuallyHidden>
              <Input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_STOCK}
                step={1}
                size="sm"
                w="28"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                aria-invalid={rowError ? true : undefined}
                aria-describedby={rowError ? errorId : undefined}
              />
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                loading={saving}
                loadingText={t`Saving...`}
                // Every row has a Save button: the name says which product it saves.
                aria-label={t`Save stock for ${product.name}`}
              >
                {t`Save`}
              </Button>
            </HStack>
            {rowError && (
              <Text id={errorId} role="alert" color="red.700" _dark={{ color: 'red.300' }} fontSize="sm">
                {rowError}
              </Text>
            )}
          </Stack>
        </form>
      </Table.Cell>
    </Table.Row>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Inventory — Vendor`,
  description: msg`Stock levels of your products.`,
};

/** /vendor/inventory: products at or under a stock threshold, with inline stock edits. */
export default function VendorInventoryPage() {
  const { t } = useLingui();
  const selectId = useId();
  const [threshold, setThreshold] = useState<number>(DEFAULT_THRESHOLD);
  const [saved, setSaved] = useState<string | null>(null);
  const { products, loading, error } = useLowStockProducts(threshold);

  function handleSaved(product: LowStockProduct, stock: number) {
    setSaved(
      stock > threshold
        ? t`Stock for ${product.name} set to ${stock}. It is above the threshold and no longer listed.`
        : t`Stock for ${product.name} set to ${stock}.`,
    );
  }

  let body: React.ReactNode;
  if (!products && loading) {
    body = <LoadingMessage>{t`Loading products...`}</LoadingMessage>;
  } else if (!products) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to fetch products.`)}</ErrorBanner>;
  } else if (products.length === 0) {
    body = <EmptyMessage>{t`All products are well stocked.`}</EmptyMessage>;
  } else {
    body = (
      <TableScrollArea label={t`Inventory`} borderWidth="1px" borderRadius="md">
        <Table.Root size="sm">
          <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" pb="1" color="fg.muted">
            {t`Products with ${threshold} or fewer units in stock, emptiest first.`}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Product`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Category`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`In stock`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`New stock`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {products.map((product) => (
              // Keyed by stock too: after a save the input starts again from the saved value.
              <StockRow key={`${product.id}:${product.stock}`} product={product} onSaved={handleSaved} />
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Inventory`}
        </Heading>
        <Field.Root maxW="xs">
          <Field.Label htmlFor={selectId}>{t`Show products with stock at or under`}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              id={selectId}
              value={String(threshold)}
              onChange={(e) => {
                setSaved(null);
                setThreshold(Number(e.target.value));
              }}
            >
              {THRESHOLDS.map((value) => (
                <option key={value} value={value}>
                  {t`${value} units`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {saved && <FormAlert status="success">{saved}</FormAlert>}
        {error && products && <ErrorBanner>{errorMessage(error, t`Failed to fetch products.`)}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
