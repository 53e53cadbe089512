import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Grid,
  Heading,
  HStack,
  IconButton,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE, ImageWithFallback } from '../../components/catalog/ImageWithFallback';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { AppLink } from '../../components/ui/AppLink';
import type { CartFieldsFragment } from '../../gql/graphql';
import { provinceName } from '../../lib/provinces';
import { taxLabel } from '../../lib/tax-label';
import { useCart } from './cart.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useFormat } from '../../lib/format';
import { plural } from '@lingui/core/macro';

type CartLine = CartFieldsFragment['items'][number];


interface CartLineRowProps {
  line: CartLine;
  busy: boolean;
  error: string | null;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

function CartLineRow({ line, busy, error, onQuantity, onRemove }: CartLineRowProps) {
  const { t } = useLingui();
  const format = useFormat();
  const { product, quantity, maxQuantity } = line;
  const productPath = `/product/${product.id}`;
  // Cart rule (spec section 5): never below 1, and never above the line's limit from the API.
  const canDecrease = quantity > 1;
  const canIncrease = quantity < maxQuantity;
  const overStock = quantity > product.stock;

  return (
    <Card.Root as="li" variant="outline" size="sm">
      <Card.Body>
        <Flex gap={4} direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }}>
          {/* The name link is the accessible route to the product; the image repeats it for pointers. */}
          <RouterLink to={productPath} tabIndex={-1} aria-hidden="true">
            <ImageWithFallback
              src={product.image}
              fallbackSrc={DEFAULT_PRODUCT_IMAGE}
              alt={product.name}
              w={{ base: 'full', sm: '24' }}
              h={{ base: '40', sm: '24' }}
              fit="cover"
              borderRadius="md"
              bg="bg.muted"
            />
          </RouterLink>

          <Stack gap={1} flex="1" minW={0}>
            <Link asChild fontWeight="semibold" color="fg">
              <RouterLink to={productPath}>{product.name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {t`Sold by ${product.vendor.businessName}`}
            </Text>
            <Text fontSize="sm">{t`${format.money(product.price)} each`}</Text>
            {product.stock <= 0 ? (
              <Badge colorPalette="red" variant="subtle" alignSelf="flex-start">
                {t`Out of stock`}
              </Badge>
            ) : overStock ? (
              <Text fontSize="sm" color="fg.error">
                {t`Only ${product.stock} left in stock. Lower the quantity to check out.`}
              </Text>
            ) : (
              // Plus is off because the stock is the limit (not the per-line cap): say so.
              !canIncrease &&
              maxQuantity === product.stock && (
                <Text fontSize="sm" color="fg.muted">
                  {t`You have all ${product.stock} in stock.`}
                </Text>
              )
            )}
          </Stack>

          <Stack gap={2} align={{ base: 'stretch', sm: 'flex-end' }}>
            <HStack gap={2} justify={{ base: 'space-between', sm: 'flex-end' }}>
              <HStack gap={1} role="group" aria-label={t`Quantity of ${product.name}`}>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t`Decrease quantity of ${product.name}`}
                  disabled={!canDecrease || busy}
                  onClick={() => onQuantity(quantity - 1)}
                >
                  <LuMinus />
                </IconButton>
                <Box
                  as="output"
                  aria-live="polite"
                  aria-label={t`Quantity of ${product.name}`}
                  minW="8"
                  textAlign="center"
                  fontWeight="semibold"
                >
                  {quantity}
                </Box>
                <IconButton
                  size="sm"
                  variant="outline"
                  aria-label={t`Increase quantity of ${product.name}`}
                  disabled={!canIncrease || busy}
                  onClick={() => onQuantity(quantity + 1)}
                >
                  <LuPlus />
                </IconButton>
              </HStack>
              <Text fontWeight="bold" minW="20" textAlign="end">
                {format.money(line.lineTotal)}
              </Text>
            </HStack>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              alignSelf={{ base: 'flex-start', sm: 'flex-end' }}
              disabled={busy}
              onClick={onRemove}
              aria-label={t`Remove ${product.name} from cart`}
            >
              <LuTrash2 aria-hidden="true" />
              {t`Remove`}
            </Button>
          </Stack>
        </Flex>
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm" mt={3}>
            {error}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function CartSummary({ cart }: { cart: CartFieldsFragment }) {
  const { t } = useLingui();
  const format = useFormat();
  // Each tax on its own line ("GST 5%", "QST 9.975%"), for the estimate's province.
  const rows: Array<[string, number]> = [[t`Subtotal`, cart.subtotal], ...cart.taxes.map((tax): [string, number] => [taxLabel(tax.label, format.locale), tax.amount])];
  const taxProvince = provinceName(cart.taxProvince, format.locale);
  return (
    <Card.Root as="section" aria-labelledby="cart-summary-title" variant="outline" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
      <Card.Header>
        <Heading as="h2" id="cart-summary-title" size="lg">
          {t`Order summary`}
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack as="dl" gap={3}>
          {rows.map(([label, amount]) => (
            <Flex key={label} justify="space-between">
              <Text as="dt" color="fg.muted">
                {label}
              </Text>
              <Text as="dd">{format.money(amount)}</Text>
            </Flex>
          ))}
          {/* A border, not a <Separator> (an <hr>): a <dl> may hold only its dt/dd groups. */}
          <Flex justify="space-between" fontWeight="bold" fontSize="lg" borderTopWidth="1px" pt={3}>
            <Text as="dt">{t`Total`}</Text>
            <Text as="dd">{format.money(cart.total)}</Text>
          </Flex>
        </Stack>
        <Text fontSize="sm" color="fg.muted" mt={3}>
          {t`Estimated taxes for ${taxProvince}. The checkout computes them for your shipping province.`}
        </Text>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="stretch" gap={3}>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/checkout">{t`Go to Checkout`}</RouterLink>
        </Button>
        <AppLink to="/products" color="brand.fg" textAlign="center" alignSelf="center">
          {t`Continue shopping`}
        </AppLink>
      </Card.Footer>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Cart`,
  description: msg`The items in your cart, with HST and the total.`,
};

/** /customer/cart: the signed-in customer's server-side cart, with totals from the API. */
export default function CartPage() {
  const { t } = useLingui();
  const { cart, loading, error, isBusy, errorOf, setQuantity, remove } = useCart();

  let body: React.ReactNode;
  if (!cart && loading) {
    body = <LoadingMessage>{t`Loading cart...`}</LoadingMessage>;
  } else if (!cart) {
    body = <ErrorBanner>{t`Failed to load cart.`}</ErrorBanner>;
  } else if (cart.items.length === 0) {
    body = (
      <Stack gap={4} align="flex-start" py={6}>
        <Text fontSize="lg">{t`Your cart is empty. Start shopping now!`}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products">{t`Browse products`}</RouterLink>
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        {/* Stale cached cart with a failed refresh: say so, keep what we have. */}
        {error && <ErrorBanner>{t`Failed to load cart.`}</ErrorBanner>}
        <Grid templateColumns={{ base: '1fr', lg: '1fr 22rem' }} gap={8} alignItems="start">
          <Stack as="ul" gap={4} listStyleType="none" m={0} p={0} aria-label={t`Cart items`}>
            {cart.items.map((line) => {
              const productId = line.product.id;
              return (
                <CartLineRow
                  key={productId}
                  line={line}
                  busy={isBusy(productId)}
                  error={errorOf(productId)}
                  onQuantity={(quantity) => void setQuantity(productId, quantity)}
                  onRemove={() => void remove(productId)}
                />
              );
            })}
          </Stack>
          <CartSummary cart={cart} />
        </Grid>
      </>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        {t`Your cart`}
        {cart && cart.itemCount > 0 && (
          <Text as="span" fontSize="md" fontWeight="normal" color="fg.muted" ms={3}>
            {t`${plural(cart.itemCount, { one: '(# item)', other: '(# items)' })}`}
          </Text>
        )}
      </Heading>
      {body}
    </Container>
  );
}
