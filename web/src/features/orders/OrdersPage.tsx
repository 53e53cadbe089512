import { Box, Card, Container, Flex, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { useFormat } from '../../lib/format';
import { taxLabel } from '../../lib/tax-label';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { ListMyOrdersQuery as OrdersData } from '../../gql/graphql';
import { groupOrdersByCheckout } from './order-groups.util';
import { useMyOrders } from './orders.hooks';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import { OrderStatusBadges } from '../../components/orders/OrderStatusBadges';
import type { PageMetaProps } from '../../components/meta/PageMeta';

type Order = OrdersData['myOrders']['nodes'][number];

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function OrderCard({ order }: { order: Order }) {
  const { t } = useLingui();
  const format = useFormat();
  const formatDollars = format.money;
  const number = order.shortNumber.toUpperCase();
  const titleId = `order-${order.id}-title`;
  const info = order.customerInfo;
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap={3} wrap="wrap">
          <Stack gap={1}>
            <Heading as="h3" id={titleId} size="md">
              {order.vendor.businessName}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              <Trans>
                Order <Text as="span" fontWeight="semibold" color="fg" title={order.id}>#{number}</Text>
              </Trans>
              {' · '}
              <time dateTime={order.createdAt}>{format.date(order.createdAt, DAY_AND_TIME)}</time>
            </Text>
          </Stack>
          <HStack gap={3}>
            <OrderStatusBadges status={order.status} refundStatus={order.refundStatus} reader="customer" />
            <Text fontWeight="bold">{formatDollars(order.total)}</Text>
          </HStack>
        </Flex>
      </Card.Header>
      <Card.Body gap={5}>
        <Box>
          <Heading as="h4" size="sm" mb={1}>
            {t`Ship to`}
          </Heading>
          <Text fontSize="sm">
            {info.fullName}
            <br />
            {info.address}, {info.postalCode}
            <br />
            {info.email} · {info.phone}
          </Text>
        </Box>

        <TableScrollArea label={t`Order items`} borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t`Items of order #${number}`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Product`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Qty`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Price`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Subtotal`}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.items.map((item, index) => (
                <Table.Row key={`${item.productId ?? 'deleted'}-${index}`}>
                  <Table.Cell>
                    {/* A deleted product has no page; the API names it "Deleted Product". */}
                    {item.productId ? (
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/product/${item.productId}`}>{item.productName}</RouterLink>
                      </Link>
                    ) : (
                      <Text as="span" color="fg.muted">
                        {item.productName}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                  <Table.Cell textAlign="end">{formatDollars(item.unitPrice)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatDollars(item.lineTotal)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>

        <Stack as="dl" gap={1} alignSelf="flex-end" minW="48" fontSize="sm">
          <Flex justify="space-between" gap={6}>
            <Text as="dt" color="fg.muted">
              {t`Subtotal`}
            </Text>
            <Text as="dd">{formatDollars(order.subtotal)}</Text>
          </Flex>
          {order.taxes.map((tax) => (
            <Flex key={tax.label} justify="space-between" gap={6}>
              <Text as="dt" color="fg.muted">
                {taxLabel(tax.label, format.locale)}
              </Text>
              <Text as="dd">{formatDollars(tax.amount)}</Text>
            </Flex>
          ))}
          <Flex justify="space-between" gap={6} fontWeight="bold">
            <Text as="dt">{t`Total`}</Text>
            <Text as="dd">{formatDollars(order.total)}</Text>
          </Flex>
        </Stack>
        {/* Outside the list of totals: a <dl> may hold only its terms and values. */}
        <Link asChild alignSelf="flex-end" color="brand.fg" fontSize="sm">
          <RouterLink to={`/orders/${order.id}/receipt`}>{t`Receipt for order #${number}`}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Orders`,
  description: msg`Your orders and their status.`,
};

/** /customer/orders: the customer's orders, one per shop, grouped by the checkout that placed them. */
export default function OrdersPage() {
  const { orders, loading, error, more } = useMyOrders();
  const { t } = useLingui();
  const format = useFormat();

  let body: React.ReactNode;
  if (!orders && loading) {
    body = <LoadingMessage>{t`Loading your orders...`}</LoadingMessage>;
  } else if (!orders) {
    body = <ErrorBanner>{t`Failed to fetch orders.`}</ErrorBanner>;
  } else if (orders.length === 0) {
    body = <EmptyMessage>{t`You have no orders yet`}</EmptyMessage>;
  } else {
    const groups = groupOrdersByCheckout(orders);
    body = (
      <Stack gap={10}>
        {error && <ErrorBanner>{t`Failed to fetch orders.`}</ErrorBanner>}
        {groups.map((group) => {
          const headingId = `checkout-${group.key}`;
          const day = format.date(group.createdAt, DAY);
          const shopCount = group.shopCount;
          const shops = t`${plural(shopCount, { one: '# shop', other: '# shops' })}`;
          const total = format.moneyCents(group.totalCents);
          return (
            <Box as="section" key={group.key} aria-labelledby={headingId}>
              <Flex justify="space-between" align="baseline" wrap="wrap" gap={2} mb={4} borderBottomWidth="1px" pb={2}>
                <Heading as="h2" id={headingId} size="lg">
                  <Trans>
                    Checkout of <time dateTime={group.createdAt}>{day}</time>
                  </Trans>
                </Heading>
                <Text color="fg.muted">
                  <Trans>
                    {shops} · Total{' '}
                    <Text as="span" fontWeight="bold" color="fg">
                      {total}
                    </Text>
                  </Trans>
                  {group.orders[0].paymentId && (
                    <>
                      {' · '}
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/orders/confirmation/${group.orders[0].paymentId}`}>
                          <Trans>
                            Order confirmation<Text as="span" srOnly> of the checkout of {day}</Text>
                          </Trans>
                        </RouterLink>
                      </Link>
                    </>
                  )}
                </Text>
              </Flex>
              <Stack gap={4}>
                {group.orders.map((order) => (
                  <OrderCard key={order.id} order={order} />
                ))}
              </Stack>
            </Box>
          );
        })}
        <LoadMoreFooter itemsLabel={t`orders`} state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        {t`Your orders`}
      </Heading>
      {body}
    </Container>
  );
}
