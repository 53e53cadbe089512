import { Badge, Box, Button, Container, Field, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { TransferState } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { formatCents } from '../../lib/money';
import { TRANSFER_STATE_COLORS, TRANSFER_STATE_LABELS } from '../../lib/transfer-state';
import { useAdminTransfers } from './admin-payouts.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const when = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Transfers — Admin',
  description: 'Transfers of order payments to the shops.',
};

/** /admin/transfers: every order's transfer to its shop, newest first, filterable by state; failed ones can be retried. */
export default function AdminTransfersPage() {
  const [params, setParams] = useSearchParams();
  // The filter lives in the URL, so a link can open the failed ones (the payouts page does).
  const state = (params.get('state') && params.get('state')! in TRANSFER_STATE_LABELS ? params.get('state') : '') as TransferState | '';
  const setState = (next: TransferState | '') => setParams(next ? { state: next } : {}, { replace: true });
  const { transfers, loading, error, more, retry } = useAdminTransfers(state);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  const retryTransfer = async (id: string, orderNumber: string) => {
    setRetrying(id);
    setNotice(null);
    const result = await retry(id);
    setRetrying(null);
    setNotice(result.ok ? { status: 'success', text: `The transfer of order #${orderNumber} is being sent again.` } : { status: 'error', text: result.message });
  };

  let body: React.ReactNode;
  if (!transfers && loading) {
    body = <LoadingMessage>Loading transfers...</LoadingMessage>;
  } else if (!transfers) {
    body = <ErrorBanner>{errorMessage(error, 'Failed to load transfers.')}</ErrorBanner>;
  } else if (transfers.length === 0) {
    body = <EmptyMessage>No transfers found</EmptyMessage>;
  } else {
    body = (
      <Stack gap="4">
        <TableScrollArea label="Transfers" borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>Transfers to shops, newest first</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Order</Table.ColumnHeader>
                <Table.ColumnHeader>Shop</Table.ColumnHeader>
                <Table.ColumnHeader>Placed</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Net</Table.ColumnHeader>
                <Table.ColumnHeader>Status</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box as="span" srOnly>
                    Actions
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {transfers.map((t) => (
                <Table.Row key={t.id} verticalAlign="top">
                  <Table.Cell asChild fontWeight="medium">
                    <th scope="row">#{t.orderShortNumber}</th>
                  </Table.Cell>
                  <Table.Cell>{t.businessName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={t.orderPlacedAt}>{when.format(new Date(t.orderPlacedAt))}</time>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(t.orderTotalCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(t.commissionCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatCents(t.netCents)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={TRANSFER_STATE_COLORS[t.state]}>{TRANSFER_STATE_LABELS[t.state]}</Badge>
                    {t.lastError && (
                      <Text fontSize="xs" color="fg.muted" mt="1" maxW="xs">
                        {t.lastError} ({t.attempts} {t.attempts === 1 ? 'attempt' : 'attempts'})
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {t.retryable && (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={retrying === t.id}
                        loadingText="Retrying..."
                        aria-label={`Retry the transfer of order #${t.orderShortNumber}`}
                        onClick={() => void retryTransfer(t.id, t.orderShortNumber)}
                      >
                        Retry
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel="transfers" state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            Transfers
          </Heading>
          <Text color="fg.muted">
            One transfer per paid order to its shop: the order total minus the commission. Failed transfers and reversals can be sent again.
          </Text>
        </Stack>
        <Box as="form" role="search" aria-label="Filter transfers" onSubmit={(event) => event.preventDefault()} maxW="xs">
          <Field.Root>
            <Field.Label>Status</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={state} onChange={(event) => setState(event.target.value as TransferState | '')}>
                <option value="">All statuses</option>
                {(Object.keys(TRANSFER_STATE_LABELS) as TransferState[]).map((key) => (
                  <option key={key} value={key}>
                    {TRANSFER_STATE_LABELS[key]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Box>
        {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
        {error && transfers && <ErrorBanner>{errorMessage(error, 'Failed to load transfers.')}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
