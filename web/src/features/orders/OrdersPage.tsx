import { Box, Card, Container, Flex, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { formatDollars, formatCents } from '../../lib/money';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { ListMyOrdersQuery as OrdersData } from '../../gql/graphql';
import { groupOrdersByCheckout } from './order-groups.util';
import { useMyOrders } from './orders.hooks';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import { OrderStatusBadges } from '../../components/orders/OrderStatusBadges';
import type { PageMetaProps } from '../../components/meta/PageMeta';

type Order = OrdersData['myOrders']['nodes'][number];

const dateFormatter = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(iso: string, formatter: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

function OrderCard({ order }: { order: Order }) {
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
              Order <Text as="span" fontWeight="semibold" color="fg" title={order.id}>#{order.shortNumber.toUpperCase()}</Text>
              {' · '}
              <time dateTime={order.createdAt}>{formatDate(order.createdAt, dateTimeFormatter)}</time>
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
            Ship to
          </Heading>
          <Text fontSize="sm">
            {info.fullName}
            <br />
            {info.address}, {info.postalCode}
            <br />
            {info.email} · {info.phone}
          </Text>
        </Box>

        <TableScrollArea label="Order items" borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>Items of order #{order.shortNumber.toUpperCase()}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Product</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Subtotal</Table.ColumnHeader>
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
              Subtotal
            </Text>
            <Text as="dd">{formatDollars(order.subtotal)}</Text>
          </Flex>
          {order.taxes.map((tax) => (
            <Flex key={tax.label} justify="space-between" gap={6}>
              <Text as="dt" color="fg.muted">
                {tax.label}
              </Text>
              <Text as="dd">{formatDollars(tax.amount)}</Text>
            </Flex>
          ))}
          <Flex justify="space-between" gap={6} fontWeight="bold">
            <Text as="dt">Total</Text>
            <Text as="dd">{formatDollars(order.total)}</Text>
          </Flex>
        </Stack>
        {/* Outside the list of totals: a <dl> may hold only its terms and values. */}
        <Link asChild alignSelf="flex-end" color="brand.fg" fontSize="sm">
          <RouterLink to={`/orders/${order.id}/receipt`}>Receipt for order #{order.shortNumber.toUpperCase()}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Orders',
  description: 'Your orders and their status.',
};

/** /customer/orders: the customer's orders, one per shop, grouped by the checkout that placed them. */
export default function OrdersPage() {
  const { orders, loading, error, more } = useMyOrders();

  let body: React.ReactNode;
  if (!orders && loading) {
    body = <LoadingMessage>Loading your orders...</LoadingMessage>;
  } else if (!orders) {
    body = <ErrorBanner>Failed to fetch orders.</ErrorBanner>;
  } else if (orders.length === 0) {
    body = <EmptyMessage>You have no orders yet</EmptyMessage>;
  } else {
    const groups = groupOrdersByCheckout(orders);
    body = (
      <Stack gap={10}>
        {error && <ErrorBanner>Failed to fetch orders.</ErrorBanner>}
        {groups.map((group) => {
          const headingId = `checkout-${group.key}`;
          return (
            <Box as="section" key={group.key} aria-labelledby={headingId}>
              <Flex justify="space-between" align="baseline" wrap="wrap" gap={2} mb={4} borderBottomWidth="1px" pb={2}>
                <Heading as="h2" id={headingId} size="lg">
                  Checkout of <time dateTime={group.createdAt}>{formatDate(group.createdAt, dateFormatter)}</time>
                </Heading>
                <Text color="fg.muted">
                  {group.shopCount} {group.shopCount === 1 ? 'shop' : 'shops'} · Total{' '}
                  <Text as="span" fontWeight="bold" color="fg">
                    {formatCents(group.totalCents)}
                  </Text>
                  {group.orders[0].paymentId && (
                    <>
                      {' · '}
                      <Link asChild color="brand.fg">
                        <RouterLink to={`/orders/confirmation/${group.orders[0].paymentId}`}>
                          Order confirmation<Text as="span" srOnly> of the checkout of {formatDate(group.createdAt, dateFormatter)}</Text>
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
        <LoadMoreFooter itemsLabel="orders" state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Heading as="h1" size="2xl" mb={6}>
        Your orders
      </Heading>
      {body}
    </Container>
  );
}
