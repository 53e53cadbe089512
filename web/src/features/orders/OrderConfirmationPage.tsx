import { Box, Card, Container, Flex, Heading, Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { GetCheckoutConfirmationQuery } from '../../gql/graphql';
import { useFormat } from '../../lib/format';
import { useProvinceName } from '../../lib/provinces';
import { taxLabel } from '../../lib/tax-label';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCheckoutConfirmation } from './orders.hooks';

type Confirmation = GetCheckoutConfirmationQuery['checkoutConfirmation'];
type ConfirmedOrder = Confirmation['orders'][number];

const CARD_BRANDS: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club', // i18n-ignore: a card brand
  discover: 'Discover', // i18n-ignore: a card brand
  interac: 'Interac', // i18n-ignore: a card brand
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay', // i18n-ignore: a card brand
  visa: 'Visa',
};

/** "Visa ending in 4242", in `i18n`'s language; null when the payment provider did not say which card. */
export function cardDescription(i18n: I18n, brand: string | null | undefined, last4: string | null | undefined): string | null {
  if (!last4) return null;
  if (!brand) return i18n._(msg`Card ending in ${last4}`);
  // Card brands are proper names.
  const name = CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
  return i18n._(msg`${name} ending in ${last4}`);
}

// In the reader's own time zone, as the orders list shows it.
const PLACED_AT: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** The checkout's message ("Payment successful! ...") when the checkout has just sent the customer here. */
function checkoutMessageFrom(state: unknown): string | null {
  const message = (state as { checkoutMessage?: unknown } | null)?.checkoutMessage;
  return typeof message === 'string' ? message : null;
}

function ShopOrder({ order }: { order: ConfirmedOrder }) {
  const { t } = useLingui();
  const format = useFormat();
  const formatCents = format.moneyCents;
  const formatDollars = format.money;
  const titleId = `confirmed-${order.id}`;
  const number = order.shortNumber;
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
          <Heading as="h3" id={titleId} size="md">
            {order.vendor.businessName}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {t`Order #${number}`}
          </Text>
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        <TableScrollArea label={t`Items of order #${number}`} borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t`Items of order #${number}`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Qty`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
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
              {t`Subtotal`}
            </Text>
            <Text as="dd">{formatCents(order.subtotalCents)}</Text>
          </Flex>
          {order.taxes.map((tax) => (
            <Flex key={tax.label} justify="space-between" gap="6">
              <Text as="dt" color="fg.muted">
                {taxLabel(tax.label, format.locale)}
              </Text>
              <Text as="dd">{formatDollars(tax.amount)}</Text>
            </Flex>
          ))}
          <Flex justify="space-between" gap="6" fontWeight="bold">
            <Text as="dt">{t`Total`}</Text>
            <Text as="dd">{formatCents(order.totalCents)}</Text>
          </Flex>
        </Stack>
        <Link asChild alignSelf="flex-end" color="brand.fg" fontSize="sm">
          <RouterLink to={`/orders/${order.id}/receipt`}>{t`Receipt for order #${number}`}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** The confirmation itself: payment, ship-to, each shop's order, the totals and what happens next. */
export function CheckoutConfirmationDetails({ confirmation }: { confirmation: Confirmation }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const formatCents = format.moneyCents;
  const provinceName = useProvinceName();
  const card = cardDescription(i18n, confirmation.cardBrand, confirmation.cardLast4);
  const total = `${formatCents(confirmation.totalCents)} CAD`;
  const placedAt = format.date(confirmation.placedAt, PLACED_AT);
  const shipTo = confirmation.shipTo;
  const shopCount = confirmation.orders.length;
  return (
    <Stack gap="8">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Box as="section" aria-labelledby="payment-heading">
          <Heading as="h2" size="md" id="payment-heading" mb="2">
            {t`Payment`}
          </Heading>
          <Text>
            {card ? (
              <Trans>
                <Text as="span" fontWeight="bold">
                  {total}
                </Text>{' '}
                charged to your {card}
              </Trans>
            ) : (
              <Trans>
                <Text as="span" fontWeight="bold">
                  {total}
                </Text>{' '}
                charged
              </Trans>
            )}
          </Text>
          <Text color="fg.muted">
            <Trans>
              Placed on <time dateTime={confirmation.placedAt}>{placedAt}</time>
            </Trans>
          </Text>
        </Box>
        <Box as="section" aria-labelledby="ship-to-heading">
          <Heading as="h2" size="md" id="ship-to-heading" mb="2">
            {t`Ship to`}
          </Heading>
          <Text>{shipTo.fullName}</Text>
          <Text>{shipTo.address}</Text>
          <Text>
            {shipTo.postalCode}
            {shipTo.province ? `, ${provinceName(shipTo.province)}` : ''}
          </Text>
          <Text>
            {shipTo.phone} · {shipTo.email}
          </Text>
        </Box>
      </SimpleGrid>

      <Box as="section" aria-labelledby="orders-heading">
        <Heading as="h2" size="md" id="orders-heading" mb="3">
          {shopCount === 1 ? t`Your order` : t`Your ${shopCount} orders, one per shop`}
        </Heading>
        <Stack gap="4">
          {confirmation.orders.map((order) => (
            <ShopOrder key={order.id} order={order} />
          ))}
        </Stack>
      </Box>

      <Stack as="dl" gap="1" alignSelf="flex-end" minW={{ base: 'full', sm: '20rem' }} aria-label={t`Checkout totals`}>
        <Flex justify="space-between" gap="6">
          <Text as="dt">{t`Subtotal`}</Text>
          <Text as="dd">{formatCents(confirmation.subtotalCents)}</Text>
        </Flex>
        <Flex justify="space-between" gap="6">
          <Text as="dt">{t`Taxes`}</Text>
          <Text as="dd">{formatCents(confirmation.taxCents)}</Text>
        </Flex>
        <Flex justify="space-between" gap="6" fontWeight="bold" fontSize="lg">
          <Text as="dt">{t`Total charged`}</Text>
          <Text as="dd">{total}</Text>
        </Flex>
      </Stack>

      <Box as="section" aria-labelledby="next-heading">
        <Heading as="h2" size="md" id="next-heading" mb="2">
          {t`What happens next`}
        </Heading>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {confirmation.paymentPending ? (
            <li>{t`Your bank is still confirming the payment. We let the shops know as soon as it clears.`}</li>
          ) : (
            <li>
              {shopCount === 1
                ? t`The shop has been told about your order and will prepare it for shipping.`
                : t`Each shop has been told about your order and will prepare it for shipping.`}
            </li>
          )}
          <li>{t`A confirmation has been sent to ${shipTo.email}.`}</li>
          <li>
            <Trans>
              Follow each order&apos;s status in{' '}
              <Link asChild color="brand.fg">
                <RouterLink to="/customer/orders">your orders</RouterLink>
              </Link>
              ; this page stays there too.
            </Trans>
          </li>
        </Stack>
      </Box>
    </Stack>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Order confirmation`,
  description: msg`Your checkout's orders, ship-to address, payment and what happens next.`,
};

/** /orders/confirmation/:paymentId (Customer only): one checkout's confirmation, after paying and later. */
export default function OrderConfirmationPage() {
  const { t } = useLingui();
  const { paymentId = '' } = useParams();
  const location = useLocation();
  const message = checkoutMessageFrom(location.state);
  const { confirmation, loading, error } = useCheckoutConfirmation(paymentId);

  let body: React.ReactNode;
  if (confirmation) body = <CheckoutConfirmationDetails confirmation={confirmation} />;
  else if (loading) body = <LoadingMessage>{t`Loading your order confirmation...`}</LoadingMessage>;
  // Another customer's checkout answers NOT_FOUND, like one that does not exist.
  else body = <ErrorBanner>{error ? t`Order confirmation not found.` : t`Loading your order confirmation...`}</ErrorBanner>;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="2xl" mb="4">
        {t`Thank you for your order`}
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
