import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useParams } from 'react-router';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import type { GetOrderReceiptQuery } from '../../gql/graphql';
import { useFormat } from '../../lib/format';
import { useProvinceName } from '../../lib/provinces';
import { taxLabel } from '../../lib/tax-label';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useOrderReceipt } from './orders.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';

type ReceiptOrder = GetOrderReceiptQuery['order'];

// On paper only the receipt shows: the navbar, footer, skip link and print button are left out.
// i18n-ignore: CSS
const PRINT_STYLES = `@media print {
  body * { visibility: hidden; }
  #receipt, #receipt * { visibility: visible; }
  #receipt { position: absolute; inset: 0; }
  #receipt [data-print-hidden] { display: none; }
}`;

// The day in Mainstreet's time zone, as the receipt's other copies (email, shop) give it.
const RECEIPT_DAY: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'America/Toronto' }; // i18n-ignore: a time zone

function Seller({ vendor }: { vendor: ReceiptOrder['vendor'] }) {
  const { t } = useLingui();
  const shopName = vendor.businessName;
  const gstHst = vendor.gstHstNumber;
  const qst = vendor.qstNumber;
  const place = [vendor.city, vendor.postalCode].filter(Boolean).join(' ');
  return (
    <Stack gap="0" as="section" aria-label={t`Sold by`}>
      <Text fontSize="sm" color="fg.muted">
        {t`Sold by`}
      </Text>
      <Text fontWeight="semibold">{vendor.legalName || vendor.businessName}</Text>
      {vendor.legalName && vendor.legalName !== vendor.businessName && <Text>{t`Operating as ${shopName}`}</Text>}
      {vendor.address && <Text>{vendor.address}</Text>}
      {place && <Text>{place}</Text>}
      <Text>{gstHst ? t`GST/HST no. ${gstHst}` : t`Not registered for GST/HST`}</Text>
      {qst && <Text>{t`QST no. ${qst}`}</Text>}
    </Stack>
  );
}

function Buyer({ info }: { info: ReceiptOrder['customerInfo'] }) {
  const { t } = useLingui();
  const provinceName = useProvinceName();
  return (
    <Stack gap="0" as="section" aria-label={t`Shipped to`}>
      <Text fontSize="sm" color="fg.muted">
        {t`Shipped to`}
      </Text>
      <Text fontWeight="semibold">{info.fullName}</Text>
      <Text>{info.address}</Text>
      <Text>
        {info.postalCode}
        {info.province ? `, ${provinceName(info.province)}` : ''}
      </Text>
      <Text>{info.email}</Text>
    </Stack>
  );
}

/** The receipt itself: seller, buyer, items, each tax with who collects it, and the total. */
export function Receipt({ order }: { order: ReceiptOrder }) {
  const { t } = useLingui();
  const format = useFormat();
  const formatDollars = format.money;
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
            <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Qty`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Unit price`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
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
      <Box as="section" aria-label={t`Totals`} alignSelf="flex-end" minW={{ base: 'full', sm: '20rem' }}>
      <Stack as="dl" gap="1">
        <Flex justify="space-between" gap="6">
          <Text as="dt">{t`Subtotal`}</Text>
          <Text as="dd">{formatDollars(order.subtotal)}</Text>
        </Flex>
        {order.taxes.map((tax) => {
          const collector = tax.collectedBy === 'Mainstreet' ? 'Mainstreet' : shopName;
          return (
          <Flex key={tax.label} justify="space-between" gap="6">
            <Text as="dt">
              {taxLabel(tax.label, format.locale)}{' '}
              <Text as="span" fontSize="sm" color="fg.muted">
                {t`(collected by ${collector})`}
              </Text>
            </Text>
            <Text as="dd">{formatDollars(tax.amount)}</Text>
          </Flex>
          );
        })}
        <Flex justify="space-between" gap="6" fontWeight="bold" fontSize="lg">
          <Text as="dt">{t`Total`}</Text>
          <Text as="dd">{`${formatDollars(order.total)} CAD`}</Text> {/* i18n-ignore: a currency code */}
        </Flex>
      </Stack>
      </Box>
      {byMainstreet && (
        <Text fontSize="sm" color="fg.muted">
          {t`Taxes collected by Mainstreet are collected and remitted by Mainstreet as the marketplace operator, because the shop is not registered for them.`}
        </Text>
      )}
    </Stack>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Receipt`,
  description: msg`A printable receipt of one order: its shop, items, each tax and who collects it.`,
};

/** /orders/:id/receipt: a printable receipt of one order, for its customer, its shop or an admin. */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const { order, loading, error } = useOrderReceipt(id);
  const { t } = useLingui();
  const format = useFormat();
  const number = order?.shortNumber ?? '';
  const placedOn = order ? format.date(order.createdAt, RECEIPT_DAY) : '';

  let body: React.ReactNode;
  if (order) body = <Receipt order={order} />;
  else if (loading) body = <LoadingMessage>{t`Loading receipt...`}</LoadingMessage>;
  // Another account's order answers NOT_FOUND, like one that does not exist.
  else body = <ErrorBanner>{error ? t`Receipt not found.` : t`Loading receipt...`}</ErrorBanner>;

  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }} id="receipt">
      <style>{PRINT_STYLES}</style>
      <Flex justify="space-between" align="flex-start" gap="4" mb="6" wrap="wrap">
        <Box>
          <Heading as="h1" size="2xl">
            {order ? t`Receipt for order #${number}` : t`Receipt`}
          </Heading>
          {order && (
            <Text color="fg.muted">
              {t`Mainstreet · placed on ${placedOn}`}
            </Text>
          )}
        </Box>
        {order && (
          <Button variant="outline" onClick={() => window.print()} data-print-hidden="">
            {t`Print`}
          </Button>
        )}
      </Flex>
      {body}
    </Container>
  );
}
