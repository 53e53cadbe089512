import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ProductCard } from '../../components/catalog/ProductCard';
import { VendorCard } from '../../components/catalog/VendorCard';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { formatVendorLocation } from '../../components/catalog/vendor-location.util';
import { useVendorsWithProducts } from './catalog.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Vendors`,
  description: msg`Meet the local shops selling on Mainstreet and see what each one offers.`,
  canonicalPath: '/vendors',
};

export default function VendorsPage() {
  const { t } = useLingui();
  const { vendors: connection, loading, error, more } = useVendorsWithProducts();

  return (
    <Container maxW="7xl" py={10}>
      <Heading as="h1" size="3xl" mb={2}>
        {t`Our Vendors`}
      </Heading>
      <Text color="fg.muted" mb={8}>
        {t`Meet the independent, verified businesses that sell on Mainstreet, and a taste of what each one offers.`}
      </Text>

      {error ? (
        <ErrorBanner>{t`Failed to load vendors.`}</ErrorBanner>
      ) : loading && !connection ? (
        <LoadingMessage>{t`Loading vendors...`}</LoadingMessage>
      ) : connection && connection.nodes.length === 0 ? (
        <EmptyMessage>{t`No vendors available.`}</EmptyMessage>
      ) : connection ? (
        <Stack gap={8}>
          {connection.nodes.map((vendor) => {
            const location = formatVendorLocation(vendor.address, vendor.city);
            return (
              <VendorCard key={vendor.id} vendor={vendor} actionLabel={t`View Shop`} wide>
                {location && <Text color="fg.muted">{location}</Text>}
                {vendor.description && <Text>{vendor.description}</Text>}
                {vendor.previewProducts.length > 0 ? (
                  <Box>
                    <Heading as="h3" size="sm" mb={3}>
                      {t`Latest products`}
                    </Heading>
                    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={4}>
                      {vendor.previewProducts.map((product) => (
                        <ProductCard key={product.id} product={product} compact />
                      ))}
                    </SimpleGrid>
                  </Box>
                ) : (
                  <Text color="fg.muted" fontSize="sm">
                    {t`No products listed yet.`}
                  </Text>
                )}
              </VendorCard>
            );
          })}
          <LoadMoreFooter itemsLabel={t`vendors`} state={more} />
        </Stack>
      ) : null}
    </Container>
  );
}
