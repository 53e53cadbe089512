import { lazy, Suspense, useState } from 'react';
import { Badge, Box, chakra, Container, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE, ImageWithFallback } from '../../components/catalog/ImageWithFallback';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { ProductCommerceActions } from '../../components/commerce/ProductCommerceActions';
import { roleMatches, useSession } from '../../lib/session.store';
import { JsonLd, PageMeta } from '../../components/meta/PageMeta';
import { useProduct } from './catalog-reads.hooks';
import { productPageMeta } from './catalog-page-meta';
import { useLingui } from '@lingui/react/macro';
import { useShopText } from '../../lib/i18n/shop-text';
import { useFormat } from '../../lib/format';

// Admins only: kept out of the product page's first load.
const FeatureProductToggle = lazy(() => import('./FeatureProductToggle'));

export default function ProductDetailPage() {
  const { i18n, t } = useLingui();
  const shopText = useShopText();
  const format = useFormat();
  const { id = '' } = useParams();
  const { product, loading, error } = useProduct(id);
  const session = useSession();
  // Index into product.images of the picture shown large; thumbnails change it.
  const [selectedImage, setSelectedImage] = useState(0);

  if (error) {
    return (
      <Container maxW="6xl" py={10}>
        <PageMeta title={t`Product`} description={t`Failed to load product.`} />
        <ErrorBanner>{t`Failed to load product.`}</ErrorBanner>
      </Container>
    );
  }
  if (loading && product === undefined) {
    return (
      <Container maxW="6xl" py={10}>
        <PageMeta title={t`Product`} description={t`Loading product...`} />
        <LoadingMessage>{t`Loading product...`}</LoadingMessage>
      </Container>
    );
  }

  if (!product) {
    return (
      <Container maxW="6xl" py={10}>
        <PageMeta title={t`Product not found`} description={t`This product is not sold on Mainstreet, or no longer.`} />
        <Heading as="h1" size="2xl" mb={4}>
          {t`Product not found`}
        </Heading>
        <Link asChild color="brand.700" _dark={{ color: 'brand.300' }}>
          <RouterLink to="/products">{t`Browse all products`}</RouterLink>
        </Link>
      </Container>
    );
  }

  const images = product.images.length > 0 ? product.images : [product.image ?? null];
  const mainImage = images[Math.min(selectedImage, images.length - 1)];
  const { meta, structuredData } = productPageMeta(product, i18n);

  return (
    <Container maxW="6xl" py={10}>
      <PageMeta {...meta} />
      <JsonLd data={structuredData} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={10}>
        <Stack gap={4}>
          <ImageWithFallback
            src={mainImage}
            fallbackSrc={DEFAULT_PRODUCT_IMAGE}
            alt={product.name}
            w="full"
            aspectRatio={1}
            fit="cover"
            borderRadius="lg"
            bg="bg.muted"
            loading="eager"
          />
          {images.length > 1 && (
            <HStack gap={3} wrap="wrap" role="group" aria-label={t`Product images`}>
              {images.map((src, index) => (
                <chakra.button
                  key={`${src}-${index}`}
                  type="button"
                  onClick={() => setSelectedImage(index)}
                  aria-label={t`Show image ${index + 1} of ${images.length}`}
                  aria-pressed={index === selectedImage}
                  borderWidth="2px"
                  borderColor={index === selectedImage ? 'brand.600' : 'transparent'}
                  borderRadius="md"
                  overflow="hidden"
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
                >
                  <ImageWithFallback
                    src={src}
                    fallbackSrc={DEFAULT_PRODUCT_IMAGE}
                    alt=""
                    w="72px"
                    h="72px"
                    fit="cover"
                  />
                </chakra.button>
              ))}
            </HStack>
          )}
        </Stack>

        <Stack gap={4}>
          <Heading as="h1" size="3xl">
            {shopText(product.name, product.nameFr)}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" color="brand.700" _dark={{ color: 'brand.300' }}>
            {format.money(product.price)}
          </Text>
          <HStack gap={3} wrap="wrap">
            <Text>
              <Text as="span" fontWeight="semibold">
                {t`Category:`}
              </Text>{' '}
              {product.category}
            </Text>
            <Badge colorPalette={product.stock > 0 ? 'green' : 'red'} variant="subtle" size="lg">
              {product.stock > 0 ? t`In stock: ${product.stock}` : t`Out of stock`}
            </Badge>
          </HStack>
          <ProductCommerceActions product={product} />
          {roleMatches(session?.role, 'Admin') && (
            <Suspense fallback={null}>
              <FeatureProductToggle product={product} />
            </Suspense>
          )}
          <Box>
            <Heading as="h2" size="md" mb={2}>
              {t`Description`}
            </Heading>
            <Text whiteSpace="pre-line" color={product.description || product.descriptionFr ? undefined : 'fg.muted'}>
              {shopText(product.description ?? '', product.descriptionFr) || t`No description provided.`}
            </Text>
          </Box>
          <Text>
            {t`Sold by`}{' '}
            <Link asChild color="brand.700" fontWeight="semibold" _dark={{ color: 'brand.300' }}>
              <RouterLink to={`/vendor/${product.vendor.id}`}>{shopText(product.vendor.businessName, product.vendor.businessNameFr)}</RouterLink>
            </Link>
          </Text>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
