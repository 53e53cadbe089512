import { MoneyFigure } from '../../components/ui/MoneyFigure';
import { Badge, Box, Button, Card, Container, Flex, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { GetVendorPayoutsQuery as VendorPayoutsData, PayoutAccountFieldsFragment, ShopTransferFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { useFormat, type Formats } from '../../lib/format';
import { longMonth } from '../../lib/period-format';
import { ACCOUNT_STATUS_LABELS, TRANSFER_STATE_COLORS, TRANSFER_STATE_LABELS, type Translate } from '../../lib/transfer-state';
import { downloadCsv, statementCsv, transfersCsv } from './payouts-csv.util';
import { useVendorPayouts } from './payouts.hooks';
import { requirementLines } from './payout-requirements';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** "Nov 24, 2026" (fr-CA "24 nov. 2026"), or a dash. */
const formatDay = (format: Formats, iso: string | null | undefined) => (iso ? format.date(iso, { dateStyle: 'medium' }) : '—');

/** Where the shop's payout account stands, and the one action that moves it forward. */
function AccountCard({
  account,
  busy,
  onSetUp,
}: {
  account: PayoutAccountFieldsFragment;
  busy: boolean;
  onSetUp: () => void;
}) {
  const { t, i18n } = useLingui();
  const action =
    account.status === 'NotConnected' ? (account.testMode ? t`Set up payouts (Test mode)` : t`Set up payouts`) : account.status === 'Active' ? null : t`Finish onboarding`;
  return (
    <Card.Root as="section" aria-labelledby="payout-account-heading">
      <Card.Body>
        <Flex gap="4" wrap="wrap" justify="space-between" align="center">
          <Stack gap="2">
            <Heading as="h2" size="lg" id="payout-account-heading">
              {t`Payout account`}
            </Heading>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge colorPalette={account.status === 'Active' ? 'green' : account.status === 'NotConnected' ? 'gray' : 'yellow'}>
                {i18n._(ACCOUNT_STATUS_LABELS[account.status])}
              </Badge>
              {account.testMode && <Badge colorPalette="purple">{t`Test mode`}</Badge>}
            </Flex>
            <Text color="fg.muted">
              {account.status === 'Active'
                ? t`Each paid order is transferred to your payout account, minus the platform commission, and paid out to your bank.`
                : account.status === 'NotConnected'
                  ? t`Set up payouts to receive the money of your orders. Until then, transfers wait here.`
                  : t`Stripe needs a few more details before it can pay you. Your transfers wait until then.`}
            </Text>
            {account.testMode && <Text color="fg.muted">{t`Test mode: no Stripe keys are configured, setup completes at once and no real money moves.`}</Text>}
            {account.requirements.length > 0 && (
              <Box>
                <Text fontWeight="medium">{t`Still needed by Stripe:`}</Text>
                <List.Root ps="5">
                  {requirementLines(i18n, account.requirements).map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
          </Stack>
          {action && (
            <Button colorPalette="brand" onClick={onSetUp} loading={busy} loadingText={t`Opening setup...`}>
              {action}
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

function TransfersTable({ transfers }: { transfers: ShopTransferFieldsFragment[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <TableScrollArea label={t`Orders and their transfers`} borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" pb="1" color="fg.muted">
          {t`Each paid order, newest first: its total, the platform commission and what you receive.`}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Order`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Placed`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Total`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Commission`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Net`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Transfer`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transfers.map((transfer) => (
            <Table.Row key={transfer.id}>
              <Table.Cell asChild fontWeight="medium">
                <th scope="row">#{transfer.orderShortNumber}</th>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={transfer.orderPlacedAt}>{formatDay(format, transfer.orderPlacedAt)}</time>
              </Table.Cell>
              <Table.Cell textAlign="end">{format.moneyCents(transfer.orderTotalCents)}</Table.Cell>
              <Table.Cell textAlign="end">
                {format.moneyCents(transfer.commissionCents)}{' '}
                <Text as="span" color="fg.muted" fontSize="xs">
                  ({format.percent(transfer.commissionRatePercent / 100, 2)})
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" fontWeight="medium">
                {format.moneyCents(transfer.netCents)}
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={TRANSFER_STATE_COLORS[transfer.state]}>{i18n._(TRANSFER_STATE_LABELS[transfer.state])}</Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

function PayoutsList({ payouts }: { payouts: VendorPayoutsData['vendorPayouts']['payouts']['nodes'] }) {
  const { t } = useLingui();
  const format = useFormat();
  if (!payouts.length) return <EmptyMessage>{t`No payouts yet.`}</EmptyMessage>;
  return (
    <TableScrollArea label={t`Payouts to your bank`} borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t`Payouts to your bank, newest first`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Date`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Amount`}</Table.ColumnHeader>
            <Table.ColumnHeader>{t`Status`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {payouts.map((payout) => (
            <Table.Row key={payout.id}>
              <Table.Cell>
                <time dateTime={payout.paidAt ?? payout.createdAt}>{formatDay(format, payout.paidAt ?? payout.createdAt)}</time>
              </Table.Cell>
              <Table.Cell textAlign="end">{format.moneyCents(payout.amountCents)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={payout.status === 'paid' ? 'green' : 'red'}>{payout.status === 'paid' ? t`Paid` : t`Failed`}</Badge>
                {payout.failureMessage && (
                  <Text as="span" ms="2" color="fg.muted">
                    {payout.failureMessage}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

function Statement({ months }: { months: VendorPayoutsData['vendorPayouts']['statement'] }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <TableScrollArea label={t`Monthly statement`} borderWidth="1px" rounded="md">
      <Table.Root size="sm">
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" pb="1" color="fg.muted">
          {t`Monthly statement, newest first: sales, commission, refunds, and what was transferred and paid out.`}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t`Month`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Gross sales`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Commission`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Refunded`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Net earnings`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Transferred`}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t`Paid out`}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {months.map((m) => (
            <Table.Row key={m.month}>
              <Table.Cell asChild fontWeight="medium">
                <th scope="row">{longMonth(m.month, format.locale)}</th>
              </Table.Cell>
              <Table.Cell textAlign="end">{format.moneyCents(m.grossCents)}</Table.Cell>
              <Table.Cell textAlign="end">{format.moneyCents(m.commissionCents)}</Table.Cell>
              <Table.Cell textAlign="end">{format.moneyCents(m.refundedCents)}</Table.Cell>
              <Table.Cell textAlign="end" fontWeight="medium">
                {format.moneyCents(m.netCents)}
              </Table.Cell>
              <Table.Cell textAlign="end">{format.moneyCents(m.transferredCents)}</Table.Cell>
              <Table.Cell textAlign="end">{format.moneyCents(m.paidOutCents)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Payouts — Vendor`,
  description: msg`Your payout account and the payouts to your bank.`,
};

/**
 * /vendor/payouts: the shop's payout account and its setup, balances from the ledger, each paid
 * order's transfer (total, commission, net), payouts to the bank and the monthly statement, with
 * CSV exports. Back from Stripe's onboarding (?onboarding=return) it asks the API to look again.
 */
export default function VendorPayoutsPage() {
  const { t, i18n } = useLingui();
  const translate: Translate = (message) => i18n._(message);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const onboarding = params.get('onboarding');
  const { payouts, loading, error, more, startOnboarding, startingOnboarding, refreshAccount, allTransfers } = useVendorPayouts();
  const [notice, setNotice] = useState<{ status: 'success' | 'error' | 'info'; text: string } | null>(null);
  const [exporting, setExporting] = useState(false);
  const handledReturn = useRef(false);

  const setUp = async () => {
    setNotice(null);
    const result = await startOnboarding();
    if (!result.ok) setNotice({ status: 'error', text: result.message });
    else if (result.value.kind === 'in-app') navigate(result.value.path, { replace: true });
    else window.location.assign(result.value.url);
  };

  // Back from Stripe: look at the account now rather than wait for its webhook. A link that
  // expired (?onboarding=refresh) gets a fresh one, as Stripe asks.
  useEffect(() => {
    if (handledReturn.current || !onboarding) return;
    handledReturn.current = true;
    if (onboarding === 'refresh') {
      void setUp();
    } else if (onboarding === 'return') {
      void refreshAccount().then((result) =>
        setNotice(
          !result.ok
            ? { status: 'error', text: result.message }
            : result.value === 'Active'
              ? { status: 'success', text: t`Payouts are set up. Your waiting transfers are on their way.` }
              : { status: 'info', text: t`Stripe still needs some details. Finish onboarding when you can.` },
        ),
      );
    } else if (onboarding === 'complete') {
      setNotice({ status: 'success', text: t`Payouts are set up. Your waiting transfers are on their way.` });
    }
    // Once per arrival with ?onboarding=: setUp and refreshAccount are not what it depends on.
  }, [onboarding]);

  const exportTransfers = async () => {
    setExporting(true);
    const result = await allTransfers();
    if (result.ok) downloadCsv('payouts-orders.csv', transfersCsv(result.value, translate));
    else setNotice({ status: 'error', text: result.message });
    setExporting(false);
  };

  let body: React.ReactNode;
  if (!payouts && loading) {
    body = <LoadingMessage>{t`Loading payouts...`}</LoadingMessage>;
  } else if (!payouts) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to load payouts.`)}</ErrorBanner>;
  } else {
    const { balance } = payouts;
    body = (
      <Stack gap="8">
        <AccountCard account={payouts.account} busy={startingOnboarding} onSetUp={() => void setUp()} />

        <Stack as="section" gap="3" aria-labelledby="balances-heading">
          <Heading as="h2" size="lg" id="balances-heading">
            {t`Balances`}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            <MoneyFigure label={t`Pending`} cents={balance.pendingCents} help={t`Paid by customers, not transferred yet`} />
            <MoneyFigure label={t`Transferred`} cents={balance.transferredCents} help={t`In your payout account, not paid out yet`} />
            <MoneyFigure label={t`Paid out`} cents={balance.paidOutCents} help={t`Sent to your bank`} />
            <MoneyFigure label={t`Refunded`} cents={balance.refundedCents} help={t`Returned to customers for cancelled orders`} />
          </SimpleGrid>
        </Stack>

        <Stack as="section" gap="3" aria-labelledby="orders-heading">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="orders-heading">
              {t`Orders`}
            </Heading>
            {payouts.transfers.nodes.length > 0 && (
              <Button variant="outline" size="sm" onClick={() => void exportTransfers()} loading={exporting} loadingText={t`Exporting...`}>
                {t`Export orders (CSV)`}
              </Button>
            )}
          </Flex>
          {payouts.transfers.nodes.length === 0 ? (
            <EmptyMessage>{t`No paid orders yet.`}</EmptyMessage>
          ) : (
            <>
              <TransfersTable transfers={payouts.transfers.nodes} />
              <LoadMoreFooter itemsLabel={t`orders`} state={more} />
            </>
          )}
        </Stack>

        <Stack as="section" gap="3" aria-labelledby="payouts-heading">
          <Heading as="h2" size="lg" id="payouts-heading">
            {t`Payouts`}
          </Heading>
          <PayoutsList payouts={payouts.payouts.nodes} />
        </Stack>

        <Stack as="section" gap="3" aria-labelledby="statement-heading">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="statement-heading">
              {t`Monthly statement`}
            </Heading>
            <Button variant="outline" size="sm" onClick={() => downloadCsv('payouts-statement.csv', statementCsv(payouts.statement, translate))}>
              {t`Export statement (CSV)`}
            </Button>
          </Flex>
          <Statement months={payouts.statement} />
        </Stack>
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Payouts`}
        </Heading>
        {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
        {error && payouts && <ErrorBanner>{errorMessage(error, t`Failed to load payouts.`)}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
