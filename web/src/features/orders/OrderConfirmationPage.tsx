import { Box, Card, Container, Flex, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { GetCheckoutConfirmationQuery } from '../../gql/graphql';
import { formatCents, formatDollars } from '../../lib/money';
import { PROVINCE_NAMES } from '../../lib/provinces';
import { useCheckoutConfirmation } from './orders.hooks';

type Confirmation = GetCheckoutConfirmationQuery['checkoutConfirmation'];
type ConfirmedOrder = Confirmation['orders'][number];

const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  interac: 'Interac',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa ending in 4242"; null when the payment provider did not say which card. */
export function cardDescription(brand: string | null | undefined, last4: string | null | undefined): string | null {
  if (!last4) return null;
  const name = brand ? (CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1)) : 'Card';
  return `${name} ending in ${last4}`;
}

// In the reader's own time zone, as the orders list shows it.
const formatPlacedAt = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** The checkout's message ("Payment successful! ...") when the checkout has just sent the customer here. */
function checkoutMessageFrom(state: unknown): string | null {
  const message = (state as { checkoutMessage?: unknown } | null)?.checkoutMessage;
  return typeof message === 'string' ? message : null;
}

function ShopOrder({ order }: { order: ConfirmedOrder }) {
  const titleId = `confirmed-${order.id}`;
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h3" id={titleId} size="md">
            {order.vendor.businessName}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            Order #{order.shortNumber}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <TableScrollArea label={`Items of order #${order.shortNumber}`} borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>Items of order #{order.shortNumber}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.items.map((item, index) => (
                <Table.Row key={`${item.productId ?? 'deleted'}-${index}`}>
                  <Table.Cell>{item.productName}</Table.Cell>
                  <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{formatDollars(item.lineTotal)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <Stack as="dl" gap="1" alignSelf="flex-end" minW="48" fontSize="sm">
          <Flex justify="space-between" gap="6">
            <Text as="dt" color="fg.muted">
              Subtotal
            </Text>
            <Text as="dd">{formatCents(order.subtotalCents)}</Text>
          </Flex>
          {order.taxes.map((tax) => (
            <Flex key={tax.label} justify="space-between" gap="6">
              <Text as="dt" color="fg.muted">
                {tax.label}
              </Text>
              <Text as="dd">{formatDollars(tax.amount)}</Text>
            </Flex>
          ))}
          <Flex justify="space-between" gap="6" fontWeight="bold">
            <Text as="dt">Total</Text>
            <Text as="dd">{formatCents(order.totalCents)}</Text>
          </Flex>
        </Stack>
        <Link asChild alignSelf="flex-end" color="brand.fg" fontSize="sm">
          <RouterLink to={`/orders/${order.id}/receipt`}>Receipt for order #{order.shortNumber}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** The confirmation itself: payment, ship-to, each shop's order, the totals and what happens next. */
export function CheckoutConfirmationDetails({ confirmation }: { confirmation: Confirmation }) {
  const card = cardDescription(confirmation.cardBrand, confirmation.cardLast4);
  const shipTo = confirmation.shipTo;
  const shopCount = confirmation.orders.length;
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Box as="section" aria-labelledby="payment-heading">
          <Heading as="h2" size="md" id="payment-heading" mb="2">
            Payment
          </Heading>
          <Text>
            <Text as="span" fontWeight="bold">
              {formatCents(confirmation.totalCents)} CAD
            </Text>{' '}
            charged{card ? ` to your ${card}` : ''}
          </Text>
          <Text color="fg.muted">
            Placed on <time dateTime={confirmation.placedAt}>{formatPlacedAt(confirmation.placedAt)}</time>
          </Text>
        </Box>
        <Box as="section" aria-labelledby="ship-to-heading">
          <Heading as="h2" size="md" id="ship-to-heading" mb="2">
            Ship to
          </Heading>
          <Text>{shipTo.fullName}</Text>
          <Text>{shipTo.address}</Text>
          <Text>
            {shipTo.postalCode}
            {shipTo.province ? `, ${PROVINCE_NAMES[shipTo.province]}` : ''}
          </Text>
          <Text>
            {shipTo.phone} · {shipTo.email}
          </Text>
        </Box>
      </SimpleGrid>

      <Box as="section" aria-labelledby="orders-heading">
        <Heading as="h2" size="md" id="orders-heading" mb="3">
          {shopCount === 1 ? 'Your order' : `Your ${shopCount} orders, one per shop`}
        </Heading>
        <Stack gap="4">
          {confirmation.orders.map((order) => (
            <ShopOrder key={order.id} order={order} />
          ))}
        </Stack>
      </Box>

      <Stack as="dl" gap="1" alignSelf="flex-end" minW={{ base: 'full', sm: '20rem' }} aria-label="Checkout totals">
        <Flex justify="space-between" gap="6">
          <Text as="dt">Subtotal</Text>
          <Text as="dd">{formatCents(confirmation.subtotalCents)}</Text>
        </Flex>
        <Flex justify="space-between" gap="6">
          <Text as="dt">Taxes</Text>
          <Text as="dd">{formatCents(confirmation.taxCents)}</Text>
        </Flex>
        <Flex justify="space-between" gap="6" fontWeight="bold" fontSize="lg">
          <Text as="dt">Total charged</Text>
          <Text as="dd">{formatCents(confirmation.totalCents)} CAD</Text>
        </Flex>
      </Stack>

      <Box as="section" aria-labelledby="next-heading">
        <Heading as="h2" size="md" id="next-heading" mb="2">
          What happens next
        </Heading>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {confirmation.paymentPending ? (
            <li>Your bank is still confirming the payment. We let the shops know as soon as it clears.</li>
          ) : (
            <li>{shopCount === 1 ? 'The shop has' : 'Each shop has'} been told about your order and will prepare it for shipping.</li>
          )}
          <li>A confirmation has been sent to {shipTo.email}.</li>
          <li>
            Follow each order&apos;s status in{' '}
            <Link asChild color="brand.fg">
              <RouterLink to="/customer/orders">your orders</RouterLink>
            </Link>
            ; this page stays there too.
          </li>
        </Stack>
      </Box>
    </Stack>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Order confirmation',
  description: "Your checkout's orders, ship-to address, payment and what happens next.",
};

/** /orders/confirmation/:paymentId (Customer only): one checkout's confirmation, after paying and later. */
export default function OrderConfirmationPage() {
  const { paymentId = '' } = useParams();
  const location = useLocation();
  const message = checkoutMessageFrom(location.state);
  const { confirmation, loading, error } = useCheckoutConfirmation(paymentId);

  let body: React.ReactNode;
  if (confirmation) body = <CheckoutConfirmationDetails confirmation={confirmation} />;
  else if (loading) body = <LoadingMessage>Loading your order confirmation...</LoadingMessage>;
  // Another customer's checkout answers NOT_FOUND, like one that does not exist.
  else body = <ErrorBanner>{error ? 'Order confirmation not found.' : 'Loading your order confirmation...'}</ErrorBanner>;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="2xl" mb="4">
        Thank you for your order
      </Heading>
      {message && (
        <Box mb="6">
          <FormAlert status="success">{message}</FormAlert>
        </Box>
      )}
      {body}
    </Container>
  );
}
