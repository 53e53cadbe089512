import { Button, Container, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import { errorMessage } from '../../lib/error-message.util';
import { useFormat } from '../../lib/format';
import { useFailedRefunds } from './refunds.hooks';
import { refundErrorText } from './refund-error-text';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** "Nov 24, 2026, 3:04 p.m." (fr-CA "24 nov. 2026, 15 h 04"). */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Refunds — Admin`,
  description: msg`Refunds that need attention.`,
};

/** /admin/refunds: refunds of cancelled orders that the payment provider did not make, each with a retry. */
export default function AdminRefundsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { refunds, loading, error, more, retry } = useFailedRefunds();
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);

  async function handleRetry(orderId: string, orderNumber: string) {
    setBusy(orderId);
    setNotice(null);
    const result = await retry(orderId);
    setBusy(null);
    setNotice(result.ok ? { status: 'success', text: t`The refund of order #${orderNumber} is queued again.` } : { status: 'error', text: result.message });
  }

  let body: React.ReactNode;
  if (!refunds && loading) {
    body = <LoadingMessage>{t`Loading failed refunds...`}</LoadingMessage>;
  } else if (!refunds) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to load the refunds.`)}</ErrorBanner>;
  } else if (refunds.length === 0) {
    body = <EmptyMessage>{t`No failed refunds: every cancelled order's refund was made.`}</EmptyMessage>;
  } else {
    body = (
      <Stack gap={4}>
        <TableScrollArea label={t`Failed refunds`} borderWidth="1px" rounded="md">
          <Table.Root size="sm">
            <Table.Caption srOnly>{t`Failed refunds, most recently tried first`}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t`Order`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Shop`}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t`Owed to the customer`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Last try`}</Table.ColumnHeader>
                <Table.ColumnHeader>{t`Why it failed`}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t`Action`}</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {refunds.map((refund) => (
                <Table.Row key={refund.orderId} verticalAlign="top">
                  <Table.Cell>#{refund.orderNumber}</Table.Cell>
                  <Table.Cell>{refund.shopName}</Table.Cell>
                  <Table.Cell textAlign="end">{format.moneyCents(refund.amountCents)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <time dateTime={refund.updatedAt}>{format.date(refund.updatedAt, WHEN)}</time>
                    <Text color="fg.muted" fontSize="xs">
                      {refund.attempts === 1 ? '1 attempt' : `${refund.attempts} attempts`}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{refund.lastError ? refundErrorText(i18n, refund.lastError) : '—'}</Table.Cell>
                  <Table.Cell>
                    <Button
                      size="sm"
                      colorPalette="brand"
                      loading={busy === refund.orderId}
                      disabled={busy !== null}
                      onClick={() => void handleRetry(refund.orderId, refund.orderNumber)}
                      aria-label={t`Retry the refund of order #${refund.orderNumber}`}
                    >
                      {t`Retry`}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
        <LoadMoreFooter itemsLabel={t`failed refunds`} state={more} />
      </Stack>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" size="2xl">
            {t`Failed refunds`}
          </Heading>
          <Text color="fg.muted">
            {t`Refunds of cancelled orders that the payment provider refused or that failed every retry. Resolve the cause (for example with the provider's dashboard), then retry: a refund made meanwhile is recorded, never made twice.`}
          </Text>
        </Stack>
        {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
        {body}
      </Stack>
    </Container>
  );
}
