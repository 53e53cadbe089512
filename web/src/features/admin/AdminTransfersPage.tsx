import { Badge, Box, Button, Container, Field, Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { TransferState } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { useFormat } from '../../lib/format';
import { TRANSFER_STATE_COLORS, TRANSFER_STATE_LABELS } from '../../lib/transfer-state';
import { useAdminTransfers } from './admin-payouts.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';

/** When an order was placed: "Nov 24, 2026, 3:04 p.m." (fr-CA "24 nov. 2026, 15 h 04"). */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Transfers — Admin`,
  description: msg`Transfers of order payments to the shops.`,
};

/** /admin/transfers: every order's transfer to its shop, newest first, filterable by state; failed ones can be retried. */
export default function AdminTransfersPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
    setNotice(result.ok ? { status: 'success', text: t`The transfer of order #${orderNumber} is being sent again.` } : { status: 'error', text: result.message });
  };

  let body: React.ReactNode;
  if (!transfers && loading) {
    body = <LoadingMessage>{t`Loading transfers...`}</LoadingMessage>;
  } else if (!transfers) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to load transfers.`)}</ErrorBanner>;
  } else if (transfers.length === 0) {
    body = <EmptyMessage>{t`No transfers found`}</EmptyMessage>;
  } else {
    body = (
      <Stack gap="4">
        <TableScrollArea label={t`Transfers`} borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t`Transfers to shops, newest first`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Order`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Shop`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Placed`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Total`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Commission`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Net`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Box as="span" srOnly>
                    {t`Actions`}
                  </Box>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {transfers.map((transfer) => (
                <Table.Row key={transfer.id} verticalAlign="top">
                  <Table.Cell asChild fontWeight="medium">
                    <th scope="row">#{transfer.orderShortNumber}</th>
                  </Table.Cell>
                  <Table.Cell>{transfer.businessName}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={transfer.orderPlacedAt}>{format.date(transfer.orderPlacedAt, WHEN)}</time>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{format.moneyCents(transfer.orderTotalCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.moneyCents(transfer.commissionCents)}</Table.Cell>
                  <Table.Cell textAlign="end">{format.moneyCents(transfer.netCents)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={TRANSFER_STATE_COLORS[transfer.state]}>{i18n._(TRANSFER_STATE_LABELS[transfer.state])}</Badge>
                    {transfer.lastError && (
                      <Text fontSize="xs" color="fg.muted" mt="1" maxW="xs">
                        {t`${transfer.lastError} (${plural(transfer.attempts, { one: '# attempt', other: '# attempts' })})`}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {transfer.retryable && (
                      <Button
                        size="xs"
                        variant="outline"
                        loading={retrying === transfer.id}
                        loadingText={t`Retrying...`}
                        aria-label={t`Retry the transfer of order #${transfer.orderShortNumber}`}
                        onClick={() => void retryTransfer(transfer.id, transfer.orderShortNumber)}
                      >
                        {t`Retry`}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel={t`transfers`} state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            {t`Transfers`}
          </Heading>
          <Text color="fg.muted">
            {t`One transfer per paid order to its shop: the order total minus the commission. Failed transfers and reversals can be sent again.`}
          </Text>
        </Stack>
        <Box as="form" role="search" aria-label={t`Filter transfers`} onSubmit={(event) => event.preventDefault()} maxW="xs">
          <Field.Root>
            <Field.Label>{t`Status`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={state} onChange={(event) => setState(event.target.value as TransferState | '')}>
                <option value="">{t`All statuses`}</option>
                {(Object.keys(TRANSFER_STATE_LABELS) as TransferState[]).map((key) => (
                  <option key={key} value={key}>
                    {i18n._(TRANSFER_STATE_LABELS[key])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Box>
        {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
        {error && transfers && <ErrorBanner>{errorMessage(error, t`Failed to load transfers.`)}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
