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
import { useFormat } from '../../lib/format';
import { orderStatusText } from '../../lib/order-status-text';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { OrderStatus, VendorOrderFieldsFragment } from '../../gql/graphql';
import { OrderStatusBadges } from '../../components/orders/OrderStatusBadges';
import { formatDateTime } from './date-format.util';
import { PackingSlip } from './PackingSlip';
import { ACTION_LABEL, ORDER_STATUS_FILTERS, orderActions, type OrderAction } from './order-actions.rules';
import { useVendorOrders } from './vendor.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

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
  const { t } = useLingui();
  const format = useFormat();
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
              <Dialog.Title>{t`Cancel order ${number}?`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {order
                  ? t`Cancelling refunds this order's amount (${format.money(order.total)}) to the customer and puts its items back in stock. A cancelled order cannot be shipped or reopened.`
                  : t`Cancelling refunds this order's amount to the customer and puts its items back in stock. A cancelled order cannot be shipped or reopened.`}
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  {t`Keep Order`}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText={t`Cancelling...`}>
                {t`Cancel Order`}
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const titleId = `vendor-order-${order.id}`;
  const actions = orderActions(order.nextStatuses);
  return (
    <Card.Root as="article" aria-labelledby={titleId} variant="outline">
      <Card.Header>
        <Flex justify="space-between" align="flex-start" gap={3} wrap="wrap">
          <Stack gap={1}>
            <Heading as="h2" id={titleId} size="md">
              {t`Order #${order.shortNumber.toUpperCase()}`}
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              {t`Customer:`} <Text as="span" color="fg">{order.customerName?.trim() || t`N/A`}</Text>
              {' · '}{t`Placed`} <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, format.locale)}</time>
            </Text>
          </Stack>
          <OrderStatusBadges status={order.status} refundStatus={order.refundStatus} reader="shop" size="lg" />
        </Flex>
      </Card.Header>
      <Card.Body gap={4}>
        <Stack as="ul" gap={1} listStyleType="none" m={0} p={0} aria-label={t`Items of order #${order.shortNumber.toUpperCase()}`}>
          {order.items.map((item, index) => (
            <Flex as="li" key={`${item.productId ?? 'deleted'}-${index}`} justify="space-between" gap={4} fontSize="sm">
              <Text color={item.productId ? undefined : 'fg.muted'}>
                {item.productName} × {format.number(item.quantity)} @ {format.money(item.unitPrice)}
              </Text>
              <Text>{format.money(item.lineTotal)}</Text>
            </Flex>
          ))}
        </Stack>
        <Flex justify="space-between" fontWeight="bold" borderTopWidth="1px" pt={2}>
          <Text>{t`Total (incl. tax)`}</Text>
          <Text>{format.money(order.total)}</Text>
        </Flex>
        <Box as="section" aria-label={t`Ship order #${order.shortNumber.toUpperCase()} to`} fontSize="sm">
          <Text fontWeight="semibold">{t`Ship to`}</Text>
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
        <Button size="sm" variant="outline" onClick={onPrint} aria-label={t`Print the packing slip of order #${order.shortNumber.toUpperCase()}`}>
          <LuPrinter aria-hidden="true" />
          {t`Packing slip`}
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
              {i18n._(ACTION_LABEL[action])}
            </Button>
          ))}
      </Card.Footer>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Orders — Vendor`,
  description: msg`Orders placed with your shop: ship or cancel them.`,
};

/** /vendor/orders: this shop's orders, newest first, with the status moves a vendor may make. */
export default function VendorOrdersPage() {
  const { t, i18n } = useLingui();
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
    body = <LoadingMessage>{t`Loading orders...`}</LoadingMessage>;
  } else if (!orders) {
    body = <ErrorBanner>{t`Failed to fetch orders.`}</ErrorBanner>;
  } else if (orders.length === 0) {
    body = <EmptyMessage>{t`No orders found`}</EmptyMessage>;
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
        <LoadMoreFooter itemsLabel={t`orders`} state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap={4} mb={6} direction={{ base: 'column', sm: 'row' }}>
        <Heading as="h1" size="2xl">
          {t`Orders`}
        </Heading>
        <Box minW="48">
          <Field.Root>
            <Field.Label>{t`Status`}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={status} onChange={(event) => setStatus(event.target.value as OrderStatus | '')}>
                <option value="">{t`All orders`}</option>
                {ORDER_STATUS_FILTERS.map((value) => (
                  <option key={value} value={value}>
                    {orderStatusText(value, i18n._.bind(i18n))}
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
