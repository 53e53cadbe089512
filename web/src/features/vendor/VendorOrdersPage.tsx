import {
  Box,
  Button,
  Card,
  Container,
  Dialog,
  Field,
  Flex,
  Heading,
  NativeSelect,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuCheck, LuPrinter, LuTruck, LuX } from 'react-icons/lu';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { formatDollars } from '../../lib/money';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { OrderStatus, VendorOrderFieldsFragment } from '../../gql/graphql';
import { OrderStatusBadges } from '../../components/orders/OrderStatusBadges';
import { formatDateTime } from './date-format.util';
import { PackingSlip } from './PackingSlip';
import { ACTION_LABEL, ORDER_STATUS_FILTERS, orderActions, type OrderAction } from './order-actions.rules';
import { useVendorOrders } from './vendor.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';

type Order = VendorOrderFieldsFragment;

const ACTION_ICONS: Record<OrderAction, React.ReactNode> = {
  ship: <LuTruck aria-hidden="true" />,
  deliver: <LuCheck aria-hidden="true" />,
  cancel: <LuX aria-hidden="true" />,
};

function CancelOrderDialog({
  order,
  open,
  busy,
  onConfirm,
  onClose,
}: {
  order: Order | null;
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const number = order ? `#${order.shortNumber.toUpperCase()}` : '';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      role="alertdialog"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Cancel order {number}?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                Cancelling refunds this order's amount{order ? ` (${formatDollars(order.total)})` : ''} to the
                customer and puts its items back in stock. A cancelled order cannot be shipped or reopened.
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  Keep Order
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Cancelling...">
                Cancel Order
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function OrderCard({
  order,
  busy,
  error,
  onAction,
  onPrint,
}: {
  order: Order;
  busy: boolean;
  error: string | null;
  onAction: (action: OrderAction) => void;
  onPrint: () => void;
}) {
  const titleId = `vendor-order-${order.id}`;
  const actions = orderActions(order.nextStatuses);
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap={3} wrap="wrap">
          <Stack gap={1}>
            <Heading as="h2" id={titleId} size="md">
              Order #{order.shortNumber.toUpperCase()}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Customer: <Text as="span" color="fg">{order.customerName?.trim() || 'N/A'}</Text>
              {' · '}Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            </Text>
          </Stack>
          <OrderStatusBadges status={order.status} refundStatus={order.refundStatus} reader="shop" size="lg" />
        </Flex>
      </Card.Header>
      <Card.Body gap={4}>
        <Stack as="ul" gap={1} listStyleType="none" m={0} p={0} aria-label={`Items of order #${order.shortNumber.toUpperCase()}`}>
          {order.items.map((item, index) => (
            <Flex as="li" key={`${item.productId ?? 'deleted'}-${index}`} justify="space-between" gap={4} fontSize="sm">
              <Text color={item.productId ? undefined : 'fg.muted'}>
                {item.productName} × {item.quantity} @ {formatDollars(item.unitPrice)}
              </Text>
              <Text>{formatDollars(item.lineTotal)}</Text>
            </Flex>
          ))}
        </Stack>
        <Flex justify="space-between" fontWeight="bold" borderTopWidth="1px" pt={2}>
          <Text>Total (incl. tax)</Text>
          <Text>{formatDollars(order.total)}</Text>
        </Flex>
        <Box as="section" aria-label={`Ship order #${order.shortNumber.toUpperCase()} to`} fontSize="sm">
          <Text fontWeight="semibold">Ship to</Text>
          <Text as="address" fontStyle="normal" whiteSpace="pre-line" overflowWrap="anywhere">
            {[order.customerInfo.fullName, order.customerInfo.address, order.customerInfo.postalCode].join('\n')}
          </Text>
          <Text overflowWrap="anywhere">
            {order.customerInfo.phone} · {order.customerInfo.email}
          </Text>
        </Box>
        {error && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {error}
          </Text>
        )}
      </Card.Body>
      <Card.Footer gap={2} flexWrap="wrap">
        <Button size="sm" variant="outline" onClick={onPrint} aria-label={`Print the packing slip of order #${order.shortNumber.toUpperCase()}`}>
          <LuPrinter aria-hidden="true" />
          Packing slip
        </Button>
        {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' ? 'outline' : 'solid'}
              colorPalette={action === 'cancel' ? 'red' : 'brand'}
              disabled={busy}
              loading={busy && action !== 'cancel'}
              onClick={() => onAction(action)}
            >
              {ACTION_ICONS[action]}
              {ACTION_LABEL[action]}
            </Button>
          ))}
      </Card.Footer>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Orders — Vendor',
  description: 'Orders placed with your shop: ship or cancel them.',
};

/** /vendor/orders: this shop's orders, newest first, with the status moves a vendor may make. */
export default function VendorOrdersPage() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const { orders, loading, more, busyId, errorOf, move } = useVendorOrders(status);
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [slip, setSlip] = useState<Order | null>(null);

  // The slip is rendered first, then printed once it is on the page.
  useEffect(() => {
    if (!slip) return;
    const timer = window.setTimeout(() => window.print(), 0);
    return () => window.clearTimeout(timer);
  }, [slip]);

  function onAction(order: Order, action: OrderAction) {
    if (action === 'cancel') {
      setToCancel(order);
      setCancelOpen(true);
      return;
    }
    void move(order, action);
  }

  let body: React.ReactNode;
  if (!orders && loading) {
    body = <LoadingMessage>Loading orders...</LoadingMessage>;
  } else if (!orders) {
    body = <ErrorBanner>Failed to fetch orders.</ErrorBanner>;
  } else if (orders.length === 0) {
    body = <EmptyMessage>No orders found</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        {orders.map((order) => (
          <OrderCard
            key={order.id}
            order={order}
            busy={busyId === order.id}
            error={errorOf(order.id)}
            onAction={(action) => onAction(order, action)}
            onPrint={() => setSlip({ ...order })}
          />
        ))}
        <LoadMoreFooter itemsLabel="orders" state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap={4} mb={6} direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h1" size="2xl">
          Orders
        </Heading>
        <Box minW="48">
          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
                <option value="">All orders</option>
                {ORDER_STATUS_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Box>
      </Flex>
      {body}
      {slip && <PackingSlip order={slip} />}
      <CancelOrderDialog
        order={toCancel}
        open={cancelOpen}
        busy={toCancel !== null && busyId === toCancel.id}
        onClose={() => setCancelOpen(false)}
        onConfirm={() => {
          const order = toCancel;
          if (!order) return;
          void move(order, 'cancel').finally(() => setCancelOpen(false));
        }}
      />
    </Container>
  );
}
