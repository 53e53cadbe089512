import { useEffect, useState } from 'react';
import {
  Alert,
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
  CloseButton,
} from '@chakra-ui/react';
import { LuMic, LuMicOff } from 'react-icons/lu';
import { useLocation, useNavigate } from 'react-router';
import { AppLink } from '../../components/ui/AppLink';
import { ProductCard } from '../../components/catalog/ProductCard';
import { VendorCard } from '../../components/catalog/VendorCard';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { ProductCommerceActions } from '../../components/commerce/ProductCommerceActions';
import { useCustomerDashboard } from './customer.hooks';
import { ResendVerificationButton } from './ResendVerificationButton';
import { useVoiceSearch } from './voice-search.hook';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** The confirmation a successful checkout passes in router state, if any. */
function checkoutMessageFrom(state: unknown): string | null {
  const message = (state as { checkoutMessage?: unknown } | null)?.checkoutMessage;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * The checkout confirmation (spec section 4: after payment the customer lands here). It is
 * read once and removed from the history entry, so a reload or Back does not repeat it.
 */
function useCheckoutMessage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState(() => checkoutMessageFrom(location.state));
  const arrived = checkoutMessageFrom(location.state);

  useEffect(() => {
    if (!arrived) return;
    setMessage(arrived);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
    // The checkout page has already dropped the paid cart and order counts from the cache.
  }, [arrived, location.pathname, location.search, location.hash, navigate]);

  return { message, dismiss: () => setMessage(null) };
}

function CheckoutBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <Alert.Root status="success" role="status" mb={6} alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <CloseButton size="sm" aria-label="Dismiss message" onClick={onDismiss} />
    </Alert.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Dashboard',
  description: 'Your Mainstreet dashboard: active orders, trending products and top vendors.',
};

export default function CustomerDashboardPage() {
  const { dashboard, loading, error } = useCustomerDashboard();
  const [searchText, setSearchText] = useState('');
  const voice = useVoiceSearch(setSearchText);
  const checkout = useCheckoutMessage();
  const banner = checkout.message ? <CheckoutBanner message={checkout.message} onDismiss={checkout.dismiss} /> : null;

  if (error) {
    return (
      <Container maxW="7xl" py={10}>
        {banner}
        <ErrorBanner>Failed to load data. Please try again later.</ErrorBanner>
      </Container>
    );
  }
  if (loading && !dashboard) {
    return (
      <Container maxW="7xl" py={10}>
        {banner}
        <LoadingMessage>Loading your dashboard...</LoadingMessage>
      </Container>
    );
  }
  if (!dashboard) return null;

  const me = dashboard.me;
  const needle = searchText.trim().toLowerCase();
  const trending = dashboard.trendingProducts.filter((product) => product.name.toLowerCase().includes(needle));

  return (
    <Container maxW="7xl" py={10}>
      {banner}
      <Heading as="h1" size="3xl" mb={6}>
        {me ? `Welcome back, ${me.name}!` : 'Welcome back!'}
      </Heading>

      {me ? (
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={6} mb={10} maxW="3xl">
          <Card.Root variant="outline">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>Account status</Stat.Label>
                <Stat.ValueText mt={1}>
                  <Badge colorPalette={me.isVerified ? 'green' : 'orange'} size="lg" variant="subtle">
                    {me.isVerified ? 'Verified' : 'Not Verified'}
                  </Badge>
                </Stat.ValueText>
              </Stat.Root>
              {!me.isVerified && <ResendVerificationButton />}
            </Card.Body>
          </Card.Root>
          <Card.Root variant="outline">
            <Card.Body>
              <Stat.Root>
                <Stat.Label>Active Orders</Stat.Label>
                <Stat.ValueText>{me.activeOrderCount}</Stat.ValueText>
              </Stat.Root>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      ) : (
        <Text mb={10} color="fg.muted">
          Your account details could not be loaded.{' '}
          <AppLink to="/login" color="brand.700">
            Sign in again
          </AppLink> to see them.
        </Text>
      )}

      <Box as="section" aria-labelledby="trending-title" mb={12}>
        <Heading as="h2" id="trending-title" size="2xl" mb={4}>
          Trending Products
        </Heading>
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          gap={3}
          align={{ base: 'stretch', sm: 'flex-end' }}
          mb={6}
          maxW="2xl"
        >
          <Field.Root flex="1">
            <Field.Label>Search trending products</Field.Label>
            <Input
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="Type or use voice search"
            />
          </Field.Root>
          <Button
            variant={voice.listening ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={voice.listening ? voice.stop : voice.start}
            aria-pressed={voice.listening}
          >
            {voice.listening ? <LuMicOff aria-hidden="true" /> : <LuMic aria-hidden="true" />}
            {voice.listening ? 'Listening... (stop)' : 'Voice Search'}
          </Button>
        </Stack>
        {voice.failed && (
          <Text role="alert" color="fg.error" mb={4}>
            Voice search failed. Check microphone access and try again.
          </Text>
        )}
        {trending.length === 0 ? (
          <EmptyMessage>No products found.</EmptyMessage>
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
          Top Vendors
        </Heading>
        {dashboard.vendors.nodes.length === 0 ? (
          <EmptyMessage>No vendors available.</EmptyMessage>
        ) : (
          <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: 3, md: 6 }}>
            {dashboard.vendors.nodes.map((vendor) => (
              <VendorCard key={vendor.id} vendor={vendor} actionLabel="View Store" />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Container>
  );
}
