import { lazy, Suspense, useState, type FormEvent } from 'react';
import { withArea } from '../../lib/i18n/areas';
import { Box, Button, Container, Field, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ProductCard, type ProductCardProduct } from '../../components/catalog/ProductCard';
import { VendorCard } from '../../components/catalog/VendorCard';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { useValueTypedBeforeHydration } from '../../components/ui/hydration.hook';
import { useSearchCombobox } from '../../components/catalog/search-combobox.hook';
import { useOpenedOnce } from '../../components/ui/opened-once.hook';
import { useDebouncedValue } from '../../lib/debounced-value.hook';
import { useFeaturedProducts, useTopVendors } from './catalog-reads.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** How long typing must pause before the featured products are searched again. */
const SEARCH_DEBOUNCE_MS = 250;

// The dialog machinery loads when a shopper first opens an image, not with the home page.
const ProductImageModal = lazy(() =>
  withArea('on-demand', import('../../components/catalog/ProductImageModal')).then((m) => ({ default: m.ProductImageModal })),
);

function productsPath(searchText: string): string {
  const q = searchText.trim();
  return q ? `/products?${new URLSearchParams({ q }).toString()}` : '/products';
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  description: msg`Discover local treasures: food, crafts and goods from small shops near you, sold by the people who make them.`,
  canonicalPath: '/',
};

export default function HomePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const searchField = useValueTypedBeforeHydration<HTMLInputElement>(searchText, setSearchText);
  const combobox = useSearchCombobox(searchText);
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [modalProduct, setModalProduct] = useState<ProductCardProduct | null>(null);
  const modalLoaded = useOpenedOnce(modalProduct !== null);

  const featured = useFeaturedProducts(debouncedSearch);
  const topVendors = useTopVendors();

  const onSearchSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(productsPath(searchText));
  };

  const productNodes = featured.products;
  const vendorNodes = topVendors.vendors;

  return (
    <Box>
      <Box
        as="section"
        aria-labelledby="home-hero-title"
        bgGradient="to-br"
        gradientFrom="brand.800"
        gradientTo="brand.600"
        color="white"
        py={{ base: 14, md: 20 }}
      >
        <Container maxW="4xl" textAlign="center">
          <Heading as="h1" id="home-hero-title" size={{ base: '3xl', md: '5xl' }} mb={4}>
            {t`Discover Local Treasures`}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} mb={8} opacity={0.95}>
            {t`Fresh food, handmade goods and everyday essentials from independent vendors in your community.`}
          </Text>
          <Stack
            asChild
            direction={{ base: 'column', sm: 'row' }}
            gap={3}
            align={{ base: 'stretch', sm: 'flex-end' }}
            maxW="2xl"
            mx="auto"
          >
            <form role="search" aria-label={t`Product search`} onSubmit={onSearchSubmit}>
              <Field.Root flex="1">
                <Field.Label color="white">{t`Search products`}</Field.Label>
                <Box position="relative" w="full">
                  <Input
                    ref={searchField}
                    type="search"
                    value={searchText}
                    onChange={(event) => setSearchText(event.target.value)}
                    placeholder={t`Try cheese, bread or coffee`}
                    bg="white"
                    color="gray.900"
                    size="lg"
                    _placeholder={{ color: 'gray.500' }}
                    {...combobox.inputProps}
                  />
                  {combobox.popup}
                </Box>
              </Field.Root>
              <Button asChild size="lg" bg="white" color="brand.700" _hover={{ bg: 'brand.50' }}>
                <RouterLink to={productsPath(searchText)}>{t`Start Exploring`}</RouterLink>
              </Button>
            </form>
          </Stack>
        </Container>
      </Box>

      <Container maxW="7xl" py={10}>
        {(featured.error || topVendors.error) && (
          <ErrorBanner>{t`Failed to load data. Please try again later.`}</ErrorBanner>
        )}

        <Box as="section" aria-labelledby="featured-products-title" mb={12}>
          <Heading as="h2" id="featured-products-title" size="2xl" mb={6}>
            {t`Featured Products`}
          </Heading>
          {featured.loading && !productNodes ? (
            // Room for the cards that replace it, so Top Vendors below does not jump down.
            <Box minH={{ base: '100vh', lg: '26rem' }}>
              <LoadingMessage>{t`Loading products...`}</LoadingMessage>
            </Box>
          ) : productNodes && productNodes.length === 0 ? (
            <EmptyMessage>{t`No products available.`}</EmptyMessage>
          ) : productNodes ? (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={6}>
              {productNodes.map((product) => (
                <ProductCard key={product.id} product={product} showDescription onImageClick={setModalProduct} priority />
              ))}
            </SimpleGrid>
          ) : null}
        </Box>

        <Box as="section" aria-labelledby="top-vendors-title">
          <Heading as="h2" id="top-vendors-title" size="2xl" mb={6}>
            {t`Top Vendors`}
          </Heading>
          {topVendors.loading && !vendorNodes ? (
            <LoadingMessage>{t`Loading vendors...`}</LoadingMessage>
          ) : vendorNodes && vendorNodes.length === 0 ? (
            <EmptyMessage>{t`No vendors available.`}</EmptyMessage>
          ) : vendorNodes ? (
            <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: 3, md: 6 }}>
              {vendorNodes.map((vendor) => (
                <VendorCard key={vendor.id} vendor={vendor} actionLabel={t`View Shop`} />
              ))}
            </SimpleGrid>
          ) : null}
        </Box>
      </Container>

      {modalLoaded && (
        <Suspense fallback={null}>
          <ProductImageModal product={modalProduct} onClose={() => setModalProduct(null)} />
        </Suspense>
      )}
    </Box>
  );
}
