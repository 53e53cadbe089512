import { Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router';
import { DEFAULT_VENDOR_IMAGE, ImageWithFallback } from '../../components/catalog/ImageWithFallback';
import { ProductCard } from '../../components/catalog/ProductCard';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { formatVendorLocation } from '../../components/catalog/vendor-location.util';
import { JsonLd, PageMeta } from '../../components/meta/PageMeta';
import { useVendorShop } from './catalog.hooks';
import { shopPageMeta } from './catalog-page-meta';
import { useLingui } from '@lingui/react/macro';
import { useShopText } from '../../lib/i18n/shop-text';

export default function VendorShopPage() {
  const { i18n, t } = useLingui();
  const shopText = useShopText();
  const { id = '' } = useParams();
  const { vendor, loading, error, more } = useVendorShop(id);

  if (error) {
    return (
      <Container maxW="7xl" py={10}>
        <PageMeta title={t`Shop`} description={t`Failed to load vendor.`} />
        <ErrorBanner>{t`Failed to load vendor.`}</ErrorBanner>
      </Container>
    );
  }
  if (loading && vendor === undefined) {
    return (
      <Container maxW="7xl" py={10}>
        <PageMeta title={t`Shop`} description={t`Loading vendor...`} />
        <LoadingMessage>{t`Loading vendor...`}</LoadingMessage>
      </Container>
    );
  }

  if (!vendor) {
    return (
      <Container maxW="7xl" py={10}>
        <PageMeta title={t`Vendor not found`} description={t`This shop is not on Mainstreet, or no longer.`} />
        <Heading as="h1" size="2xl" mb={4}>
          {t`Vendor not found.`}
        </Heading>
        <Link asChild color="brand.700" _dark={{ color: 'brand.300' }}>
          <RouterLink to="/vendors">{t`See all vendors`}</RouterLink>
        </Link>
      </Container>
    );
  }

  const products = vendor.products;
  const location = formatVendorLocation(vendor.address, vendor.city);
  const { meta, structuredData } = shopPageMeta(vendor, i18n);

  return (
    <Container maxW="7xl" py={10}>
      <PageMeta {...meta} />
      <JsonLd data={structuredData} />
      <Stack direction={{ base: 'column', md: 'row' }} gap={8} align={{ base: 'stretch', md: 'flex-start' }} mb={12}>
        <ImageWithFallback
          src={vendor.profileImage}
          fallbackSrc={DEFAULT_VENDOR_IMAGE}
          alt={`${vendor.businessName} profile`}
          w={{ base: 'full', md: '260px' }}
          aspectRatio={1}
          fit="cover"
          borderRadius="lg"
          bg="bg.muted"
          flexShrink={0}
          loading="eager"
        />
        <Stack gap={3} flex="1">
          <Heading as="h1" size="3xl">
            {shopText(vendor.businessName, vendor.businessNameFr)}
          </Heading>
          {location && (
            <Text>
              <Text as="span" fontWeight="semibold">
                {t`Address:`}
              </Text>{' '}
              {location}
            </Text>
          )}
          {vendor.phone && (
            <Text>
              <Text as="span" fontWeight="semibold">
                {t`Phone:`}
              </Text>{' '}
              <Link href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`} color="brand.700" _dark={{ color: 'brand.300' }}>
                {vendor.phone}
              </Link>
            </Text>
          )}
          {(vendor.description || vendor.descriptionFr) && (
            <Text color="fg.muted" whiteSpace="pre-line">
              {shopText(vendor.description ?? '', vendor.descriptionFr)}
            </Text>
          )}
        </Stack>
      </Stack>

      <Heading as="h2" size="2xl" mb={6}>
        {t`Products`}
      </Heading>
      {products.nodes.length === 0 ? (
        <EmptyMessage>{t`No products found.`}</EmptyMessage>
      ) : (
        <>
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, xl: 4 }} gap={6}>
            {products.nodes.map((product) => (
              <ProductCard key={product.id} product={product} showStock />
            ))}
          </SimpleGrid>
          <LoadMoreFooter itemsLabel={t`products`} state={more} mt={8} />
        </>
      )}
    </Container>
  );
}
