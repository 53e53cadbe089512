import {
  Box,
  Button,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  InputGroup,
  Link,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink, LuPencil, LuPlus, LuSearch, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE, ImageWithFallback } from '../../components/catalog/ImageWithFallback';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { useFormat } from '../../lib/format';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FormAlert } from '../../components/ui/FormAlert';
import type { VendorProductFieldsFragment } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/debounced-value.hook';
import { ProductDialog } from './ProductDialog';
import { useMyProducts } from './vendor.hooks';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const SEARCH_DELAY_MS = 300;

type Product = VendorProductFieldsFragment;
type DialogState = { open: false } | { open: true; product: Product | null };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Products — Vendor`,
  description: msg`Add, edit and remove your shop's products.`,
};

/** /vendor/products: the shop's products, searchable, with add, edit and delete. */
export default function VendorProductsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const { products, loading, more, vendorId, deleteProduct, deleting } = useMyProducts(q);

  const [dialog, setDialog] = useState<DialogState>({ open: false });
  // Kept after the dialog closes, so its text does not vanish during the closing animation.
  const [toDelete, setToDelete] = useState<Product | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  async function confirmDelete() {
    const product = toDelete;
    if (!product) return;
    setNotice(null);
    const outcome = await deleteProduct(product);
    setNotice(outcome.ok ? { status: 'success', text: t`Deleted "${product.name}".` } : { status: 'error', text: outcome.message });
    setConfirmOpen(false);
  }

  let body: React.ReactNode;
  if (!products && loading) {
    body = <LoadingMessage>{t`Loading products...`}</LoadingMessage>;
  } else if (!products) {
    body = <ErrorBanner>{t`Failed to fetch products.`}</ErrorBanner>;
  } else if (products.length === 0) {
    body = <EmptyMessage>{t`No products found`}</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        <TableScrollArea label={t`Your products`} borderWidth="1px" rounded="md">
          <Table.Root size="sm" interactive>
            <Table.Caption srOnly>{t`Your products`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Product`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Category`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Price`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Stock`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <Text srOnly>{t`Actions`}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {products.map((product) => (
                <Table.Row key={product.id}>
                  <Table.Cell>
                    <HStack gap={3}>
                      <ImageWithFallback
                        src={product.image}
                        fallbackSrc={DEFAULT_PRODUCT_IMAGE}
                        alt=""
                        boxSize="10"
                        fit="cover"
                        borderRadius="sm"
                        bg="bg.muted"
                        flexShrink={0}
                      />
                      <Link asChild color="fg" fontWeight="medium">
                        <RouterLink to={`/product/${product.id}`}>{product.name}</RouterLink>
                      </Link>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{product.category}</Table.Cell>
                  <Table.Cell textAlign="end">{format.money(product.price)}</Table.Cell>
                  <Table.Cell textAlign="end" color={product.stock === 0 ? 'fg.error' : undefined}>
                    {format.number(product.stock)}
                    {product.stock === 0 && ` ${t`(out of stock)`}`}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack gap={1} justify="flex-end">
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => setDialog({ open: true, product })}
                        aria-label={t`Edit ${product.name}`}
                      >
                        <LuPencil aria-hidden="true" />
                        {t`Edit`}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => {
                          setToDelete(product);
                          setConfirmOpen(true);
                        }}
                        aria-label={t`Delete ${product.name}`}
                      >
                        <LuTrash2 aria-hidden="true" />
                        {t`Delete`}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel="products" state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} gap={4} mb={6} direction={{ base: 'column', md: 'row' }}>
        <Heading as="h1" size="2xl">
          {t`Your products`}
        </Heading>
        <HStack gap={3} wrap="wrap">
          {vendorId && (
            <Button asChild variant="outline">
              <RouterLink to={`/vendor/${vendorId}`}>
                <LuExternalLink aria-hidden="true" />
                {t`View Store`}
              </RouterLink>
            </Button>
          )}
          <Button colorPalette="brand" onClick={() => setDialog({ open: true, product: null })}>
            <LuPlus aria-hidden="true" />
            {t`Add Product`}
          </Button>
        </HStack>
      </Flex>

      <Box role="search" mb={6} maxW="md">
        <Field.Root>
          <Field.Label>{t`Search by name or category`}</Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden="true" />}>
            <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
          </InputGroup>
        </Field.Root>
      </Box>

      {notice && (
        <Box mb={4}>
          <FormAlert status={notice.status}>{notice.text}</FormAlert>
        </Box>
      )}
      {body}

      <ProductDialog
        open={dialog.open}
        product={dialog.open ? dialog.product : null}
        onClose={() => setDialog({ open: false })}
        onSaved={(saved) => setNotice({ status: 'success', text: t`Saved "${saved.name}".` })}
      />
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={(open) => {
          if (!open && !deleting) setConfirmOpen(false);
        }}
        title={t`Delete product`}
        message={
          toDelete
            ? t`Delete "${toDelete.name}"? It leaves your shop and customers' carts; past orders keep it as "Deleted Product".`
            : ''
        }
        confirmLabel={t`Delete`}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Container>
  );
}
