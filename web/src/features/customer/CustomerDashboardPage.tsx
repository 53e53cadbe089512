import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { LuMic, LuMicOff } from 'react-icons/lu';
import { AppLink } from '../../components/ui/AppLink';
import { ProductCard } from '../../components/catalog/ProductCard';
import { VendorCard } from '../../components/catalog/VendorCard';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { ProductCommerceActions } from '../../components/commerce/ProductCommerceActions';
import { useCustomerDashboard } from './customer.hooks';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useVoiceSearch } from './voice-search.hook';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Dashboard`,
  description: msg`Your Mainstreet dashboard: active orders, trending products and top vendors.`,
};

export default function CustomerDashboardPage() {
  const { dashboard, loading, error } = useCustomerDashboard();
  const { t } = useLingui();
  const [searchText, setSearchText] = useState('');
  const voice = useVoiceSearch(setSearchText);

  if (error) {
    return (
      <Container maxW="7xl" py={10}>
        <ErrorBanner>{t`Failed to load data. Please try again later.`}</ErrorBanner>
      </Container>
    );
  }
  if (loading && !dashboard) {
    return (
      <Container maxW="7xl" py={10}>
        <LoadingMessage>{t`Loading your dashboard...`}</LoadingMessage>
      </Container>
    );
  }
  if (!dashboard) return null;

  const me = dashboard.me;
  const needle = searchText.trim().toLowerCase();
  const trending = dashboard.trendingProducts.filter((product) => product.name.toLowerCase().includes(needle));

  return (
    <Container maxW="7xl" py={10}>
      <Heading as="h1" size="3xl" mb={6}>
        {me ? t`Welcome back, ${me.name}!` : t`Welcome back!`}
      </Heading>

      {me ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={6} mb={10} maxW="3xl">
          <Card.Root variant="outline">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{t`Account status`}</Stat.Label>
                <Stat.ValueText mt={1}>
                  <Badge colorPalette={me.isVerified ? 'green' : 'orange'} size="lg" variant="subtle">
                    {me.isVerified ? t`Verified` : t`Not Verified`}
                  </Badge>
                </Stat.ValueText>
              </Stat.Root>
              {!me.isVerified && <ResendVerificationButton />}
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>{t`Active Orders`}</Stat.Label>
                <Stat.ValueText>{me.activeOrderCount}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      ) : (
        <Text mb={10} color="fg.muted">
          <Trans>
            Your account details could not be loaded.{' '}
            <AppLink to="/login" color="brand.700">
              Sign in again
            </AppLink>{' '}
            to see them.
          </Trans>
        </Text>
      )}

      <Box as="section" aria-labelledby="trending-title" mb={12}>
        <Heading as="h2" id="trending-title" size="2xl" mb={4}>
          {t`Trending Products`}
        </Heading>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap={3}
          align={{ base: 'stretch', sm: 'flex-end' }}
          mb={6}
          maxW="2xl"
        >
          <Field.Root flex="1">
            <Field.Label>{t`Search trending products`}</Field.Label>
            <Input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={t`Type or use voice search`}
            />
          </Field.Root>
          <Button
            variant={voice.listening ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={voice.listening ? voice.stop : voice.start}
            aria-pressed={voice.listening}
          >
            {voice.listening ? <LuMicOff aria-hidden="true" /> : <LuMic aria-hidden="true" />}
            {voice.listening ? t`Listening... (stop)` : t`Voice Search`}
          </Button>
        </Stack>
        {voice.failed && (
          <Text role="alert" color="fg.error" mb={4}>
            {t`Voice search failed. Check microphone access and try again.`}
          </Text>
        )}
        {trending.length === 0 ? (
          <EmptyMessage>{t`No products found.`}</EmptyMessage>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap={6}>
            {trending.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                footer={<ProductCommerceActions product={product} variant="card" />}
              />
            ))}
          </SimpleGrid>
        )}
      </Box>

      <Box as="section" aria-labelledby="dashboard-vendors-title">
        <Heading as="h2" id="dashboard-vendors-title" size="2xl" mb={6}>
          {t`Top Vendors`}
        </Heading>
        {dashboard.vendors.nodes.length === 0 ? (
          <EmptyMessage>{t`No vendors available.`}</EmptyMessage>
        ) : (
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: 3, md: 6 }}>
            {dashboard.vendors.nodes.map((vendor) => (
              <VendorCard key={vendor.id} vendor={vendor} actionLabel={t`View Store`} />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Container>
  );
}
