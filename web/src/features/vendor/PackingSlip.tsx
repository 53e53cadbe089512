import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { VendorOrderFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from './date-format.util';
import { useLingui } from '@lingui/react/macro';
import { useFormat } from '../../lib/format';

/**
 * The packing slip of one order, printed by the browser: on paper only the slip shows (the print
 * stylesheet below hides the rest of the page); on screen it is not shown at all.
 */
export function PackingSlip({ order, shopName }: { order: VendorOrderFieldsFragment; shopName?: string }) {
  const ship = order.customerInfo;
  const { t } = useLingui();
  const { locale } = useFormat();
  const number = `#${order.shortNumber.toUpperCase()}`;
  const placed = formatDateTime(order.createdAt, locale);
  return (
    <>
      <Global
        styles={{
          '@media screen': { '.packing-slip': { display: 'none' } },
          '@media print': {
            'body *': { visibility: 'hidden' },
            '.packing-slip, .packing-slip *': { visibility: 'visible' },
            '.packing-slip': { position: 'absolute', inset: 0, padding: '12mm', background: 'white', color: 'black' },
          },
        }}
      />
      <Box className="packing-slip" aria-hidden="true">
        <Heading as="h1" size="xl" mb={1}>
          {t`Packing slip · order ${number}`}
        </Heading>
        <Text mb={4}>
          {shopName ? t`${shopName} · placed ${placed}` : t`placed ${placed}`}
        </Text>
        <Text fontWeight="bold">{t`Ship to`}</Text>
        <Text whiteSpace="pre-line" mb={4}>
          {[ship.fullName, ship.address, ship.postalCode, ship.phone, ship.email].join('\n')}
        </Text>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t`Item`}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t`Quantity`}</Table.ColumnHeader>
              <Table.ColumnHeader>{t`Packed`}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.items.map((item, index) => (
              <Table.Row key={`${item.productId ?? 'deleted'}-${index}`}>
                <Table.Cell>{item.productName}</Table.Cell>
                <Table.Cell textAlign="end">{item.quantity}</Table.Cell>
                <Table.Cell>☐</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </>
  );
}
