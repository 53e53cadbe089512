import { Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuShoppingCart, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { ProductCard } from '../../components/catalog/ProductCard';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { useWishlist } from './wishlist.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export const EMPTY_WISHLIST_TEXT = msg`Your wishlist is empty. Save products you love for later.`;

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Wishlist`,
  description: msg`Products you saved for later.`,
};

/** /customer/wishlist: products saved for later, each ready to move to the cart or remove. */
export default function WishlistPage() {
  const { entries, loading, error, busy, errorOf, moveToCart, remove } = useWishlist();
  const { i18n, t } = useLingui();

  let body: React.ReactNode;
  if (!entries && loading) {
    body = <LoadingMessage>{t`Loading wishlist...`}</LoadingMessage>;
  } else if (!entries) {
    body = <ErrorBanner>{t`Failed to load wishlist.`}</ErrorBanner>;
  } else if (entries.length === 0) {
    body = (
      <Stack gap={4} align="flex-start" py={6}>
        <Text fontSize="lg">{i18n._(EMPTY_WISHLIST_TEXT)}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/products">{t`Browse products`}</RouterLink>
        </Button>
      </Stack>
    );
  } else {
    body = (
      <>
        {error && <ErrorBanner>{t`Failed to load wishlist.`}</ErrorBanner>}
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap={6} listStyleType="none" m={0} p={0}>
          {entries.map(({ product }) => {
            const soldOut = product.stock <= 0;
            const thisBusy = busy?.productId === product.id ? busy.action : null;
            const cardError = errorOf(product.id);
            return (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  showStock
                  showVendor
                  footer={
                    <Stack gap={2} w="full">
                      <Stack direction="row" gap={2} wrap="wrap">
                        <Button
                          size="sm"
                          colorPalette="brand"
                          flex="1"
                          disabled={soldOut || busy !== null}
                          loading={thisBusy === 'move'}
                          onClick={() => void moveToCart(product.id, product.name)}
                          aria-label={t`Move to Cart: ${product.name}`}
                        >
                          <LuShoppingCart aria-hidden="true" />
                          {t`Move to Cart`}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          colorPalette="red"
                          disabled={busy !== null}
                          loading={thisBusy === 'remove'}
                          onClick={() => void remove(product.id)}
                          aria-label={t`Remove ${product.name} from wishlist`}
                        >
                          <LuTrash2 aria-hidden="true" />
                          {t`Remove`}
                        </Button>
                      </Stack>
                      {cardError && (
                        <Text role="alert" color="fg.error" fontSize="sm">
                          {cardError}
                        </Text>
                      )}
                    </Stack>
                  }
                />
              </li>
            );
          })}
        </SimpleGrid>
      </>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        {t`Your wishlist`}
      </Heading>
      {body}
    </Container>
  );
}
