import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { GetOrderReceiptQuery } from '../../gql/graphql';
import { formatDollars } from '../../lib/money';
import { PROVINCE_NAMES } from '../../lib/provinces';
import { useOrderReceipt } from './orders.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';

type ReceiptOrder = GetOrderReceiptQuery['order'];

// On paper only the receipt shows: the navbar, footer, skip link and print button are left out.
const PRINT_STYLES = `@media print {
  body * { visibility: hidden; }
  #receipt, #receipt * { visibility: visible; }
  #receipt { position: absolute; inset: 0; }
  #receipt [data-print-hidden] { display: none; }
}`;

const formatDate = (iso: string) => new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(new Date(iso));

function Seller({ vendor }: { vendor: ReceiptOrder['vendor'] }) {
  const place = [vendor.city, vendor.postalCode].filter(Boolean).join(' ');
  return (
    <Stack gap="0" as="section" aria-label="Sold by">
      <Text fontSize="sm" color="fg.muted">
        Sold by
      </Text>
      <Text fontWeight="semibold">{vendor.legalName || vendor.businessName}</Text>
      {vendor.legalName && vendor.legalName !== vendor.businessName && <Text>Operating as {vendor.businessName}</Text>}
      {vendor.address && <Text>{vendor.address}</Text>}
      {place && <Text>{place}</Text>}
      <Text>{vendor.gstHstNumber ? `GST/HST no. ${vendor.gstHstNumber}` : 'Not registered for GST/HST'}</Text>
      {vendor.qstNumber && <Text>QST no. {vendor.qstNumber}</Text>}
    </Stack>
  );
}

function Buyer({ info }: { info: ReceiptOrder['customerInfo'] }) {
  return (
    <Stack gap="0" as="section" aria-label="Shipped to">
      <Text fontSize="sm" color="fg.muted">
        Shipped to
      </Text>
      <Text fontWeight="semibold">{info.fullName}</Text>
      <Text>{info.address}</Text>
      <Text>
        {info.postalCode}
        {info.province ? `, ${PROVINCE_NAMES[info.province]}` : ''}
      </Text>
      <Text>{info.email}</Text>
    </Stack>
  );
}

/** The receipt itself: seller, buyer, items, each tax with who collects it, and the total. */
export function Receipt({ order }: { order: ReceiptOrder }) {
  const shopName = order.vendor.legalName || order.vendor.businessName;
  const byMainstreet = order.taxes.some((tax) => tax.collectedBy === 'Mainstreet');
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
        <Seller vendor={order.vendor} />
        <Buyer info={order.customerInfo} />
      </SimpleGrid>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Unit price</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.items.map((item, index) => (
            <Table.Row key={index}>
              <Table.Cell>{item.productName}</Table.Cell>
              <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
              <Table.Cell textAlign="end">{formatDollars(item.unitPrice)}</Table.Cell>
              <Table.Cell textAlign="end">{formatDollars(item.lineTotal)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Box as="section" aria-label="Totals" alignSelf="flex-end" minW={{ base: 'full', sm: '20rem' }}>
      <Stack as="dl" gap="1">
        <Flex justify="space-between" gap="6">
          <Text as="dt">Subtotal</Text>
          <Text as="dd">{formatDollars(order.subtotal)}</Text>
        </Flex>
        {order.taxes.map((tax) => (
          <Flex key={tax.label} justify="space-between" gap="6">
            <Text as="dt">
              {tax.label}{' '}
              <Text as="span" fontSize="sm" color="fg.muted">
                (collected by {tax.collectedBy === 'Mainstreet' ? 'Mainstreet' : shopName})
              </Text>
            </Text>
            <Text as="dd">{formatDollars(tax.amount)}</Text>
          </Flex>
        ))}
        <Flex justify="space-between" gap="6" fontWeight="bold" fontSize="lg">
          <Text as="dt">Total</Text>
          <Text as="dd">{formatDollars(order.total)} CAD</Text>
        </Flex>
      </Stack>
      </Box>
      {byMainstreet && (
        <Text fontSize="sm" color="fg.muted">
          Taxes collected by Mainstreet are collected and remitted by Mainstreet as the marketplace operator, because the shop is not
          registered for them.
        </Text>
      )}
    </Stack>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Receipt',
  description: 'A printable receipt of one order: its shop, items, each tax and who collects it.',
};

/** /orders/:id/receipt: a printable receipt of one order, for its customer, its shop or an admin. */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { order, loading, error } = useOrderReceipt(id);

  let body: React.ReactNode;
  if (order) body = <Receipt order={order} />;
  else if (loading) body = <LoadingMessage>Loading receipt...</LoadingMessage>;
  // Another account's order answers NOT_FOUND, like one that does not exist.
  else body = <ErrorBanner>{error ? 'Receipt not found.' : 'Loading receipt...'}</ErrorBanner>;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }} id="receipt">
      <style>{PRINT_STYLES}</style>
      <Flex justify="space-between" align="flex-start" gap="4" mb="6" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            Receipt{order ? ` for order #${order.shortNumber}` : ''}
          </Heading>
          {order && (
            <Text color="fg.muted">
              Mainstreet · placed on {formatDate(order.createdAt)}
            </Text>
          )}
        </Box>
        {order && (
          <Button variant="outline" onClick={() => window.print()} data-print-hidden="">
            Print
          </Button>
        )}
      </Flex>
      {body}
    </Container>
  );
}
