import { MoneyFigure } from '../../components/ui/MoneyFigure';
import { Badge, Button, Card, Container, Field, Flex, Heading, Input, List, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { AppLink } from '../../components/ui/AppLink';
import { LoadMoreFooter } from '../../components/catalog/LoadMoreFooter';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { CommissionSettingsFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/error-message.util';
import { formatCents } from '../../lib/money';
import { ACCOUNT_STATUS_LABELS, TRANSFER_STATE_LABELS } from '../../lib/transfer-state';
import type { Outcome } from '../../lib/outcome';
import { useAdminPayouts, useCommissionSettings, useLedgerIntegrity } from './admin-payouts.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';

export const COMMISSION_RULE_TEXT =
  'Commission is a percentage of each order’s subtotal before tax, rounded half-up to the cent; the shop receives the order total minus it. A change applies to orders placed after it.';
const when = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

/** The platform rate and shops' own rates; each change is audited by the API. */
function CommissionSettingsCard({ settings, shops }: { settings: CommissionSettingsFieldsFragment; shops: { vendorId: string; businessName: string }[] }) {
  const [rate, setRate] = useState(String(settings.ratePercent));
  const [shopId, setShopId] = useState('');
  const [shopRate, setShopRate] = useState('');
  const [notice, setNotice] = useState<{ status: 'success' | 'error'; text: string } | null>(null);
  const { savePlatformRate, saveShopRate, savingPlatform, savingShop } = useCommissionSettings();
  // The saved rate (after a save, or another admin's change on refetch) replaces what is typed.
  useEffect(() => setRate(String(settings.ratePercent)), [settings.ratePercent]);

  const run = async (work: () => Promise<Outcome>, success: string) => {
    setNotice(null);
    const result = await work();
    setNotice(result.ok ? { status: 'success', text: success } : { status: 'error', text: result.message });
  };

  return (
    <Card.Root as="section" aria-labelledby="commission-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="commission-heading">
          Commission
        </Heading>
        <Text color="fg.muted">{COMMISSION_RULE_TEXT}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => savePlatformRate(Number(rate)), `The platform commission is now ${Number(rate)}% for new orders.`);
            }}
          >
            <Flex gap="3" align="end" wrap="wrap">
              <Field.Root maxW="xs">
                <Field.Label>Platform commission (%)</Field.Label>
                <Input type="number" inputMode="decimal" min={0} max={50} step={0.01} required value={rate} onChange={(event) => setRate(event.target.value)} />
                <Field.HelperText>
                  {settings.effectiveFrom ? `In force since ${when.format(new Date(settings.effectiveFrom))}.` : 'The default rate.'}
                </Field.HelperText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={savingPlatform} loadingText="Saving...">
                Save rate
              </Button>
            </Flex>
          </form>

          <Stack gap="3">
            <Heading as="h3" size="md">
              Shops with their own rate
            </Heading>
            {settings.overrides.length === 0 ? (
              <Text color="fg.muted">Every shop pays the platform rate.</Text>
            ) : (
              <List.Root variant="plain" gap="2">
                {settings.overrides.map((override) => (
                  <List.Item key={override.vendorId}>
                    <Flex gap="3" align="center" wrap="wrap">
                      <Text>
                        {override.businessName}: {override.ratePercent}% since {when.format(new Date(override.effectiveFrom))}
                      </Text>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Put ${override.businessName} back on the platform rate`}
                        onClick={() => void run(() => saveShopRate(override.vendorId, null), `${override.businessName} pays the platform rate on new orders.`)}
                      >
                        Use platform rate
                      </Button>
                    </Flex>
                  </List.Item>
                ))}
              </List.Root>
            )}
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const name = shops.find((s) => s.vendorId === shopId)?.businessName ?? 'The shop';
                void run(() => saveShopRate(shopId, Number(shopRate)), `${name} pays ${Number(shopRate)}% on new orders.`);
              }}
            >
              <Flex gap="3" align="end" wrap="wrap">
                <Field.Root maxW="xs" required>
                  <Field.Label>Shop</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={shopId} onChange={(event) => setShopId(event.target.value)}>
                      <option value="">Choose a shop</option>
                      {shops.map((s) => (
                        <option key={s.vendorId} value={s.vendorId}>
                          {s.businessName}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root maxW="2xs" required>
                  <Field.Label>Its rate (%)</Field.Label>
                  <Input type="number" inputMode="decimal" min={0} max={50} step={0.01} required value={shopRate} onChange={(event) => setShopRate(event.target.value)} />
                </Field.Root>
                <Button type="submit" variant="outline" loading={savingShop} loadingText="Saving...">
                  Set shop rate
                </Button>
              </Flex>
            </form>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The ledger's integrity check, run when the page opens and on demand. */
function LedgerIntegrityCard() {
  const { report, loading, error, checkAgain } = useLedgerIntegrity();
  return (
    <Card.Root as="section" aria-labelledby="ledger-heading">
      <Card.Body>
        <Stack gap="3">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="ledger-heading">
              Ledger integrity
            </Heading>
            <Button size="sm" variant="outline" onClick={checkAgain} loading={loading} loadingText="Checking...">
              Check again
            </Button>
          </Flex>
          {!report && loading && <LoadingMessage>Checking the ledger...</LoadingMessage>}
          {!report && !loading && error && <ErrorBanner>{errorMessage(error, 'Could not check the ledger.')}</ErrorBanner>}
          {report && (
            <Stack gap="2" role="status">
              <Flex gap="2" align="center" wrap="wrap">
                <Badge colorPalette={report.ok ? 'green' : 'red'}>{report.ok ? 'Balanced' : 'Problems found'}</Badge>
                <Text color="fg.muted">
                  {report.journals.toLocaleString('en-CA')} journals, {report.entries.toLocaleString('en-CA')} entries, checked {when.format(new Date(report.checkedAt))}.
                </Text>
              </Flex>
              {report.ok ? (
                <Text>Every journal sums to zero, the ledger is append-only, and it agrees with payments, transfers, refunds and payouts.</Text>
              ) : (
                <List.Root ps="5">
                  {report.problems.map((problem) => (
                    <List.Item key={problem.check}>
                      <Text as="span" fontWeight="medium">
                        {problem.check} ({problem.count})
                      </Text>
                      : {problem.description}
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Payouts — Admin',
  description: "The platform's commission and the shops' payouts.",
};

/** /admin/payouts: commission earned and shops' money from the ledger, the commission rates, per-shop balances, the ledger's check. */
export default function AdminPayoutsPage() {
  const { overview, settings, loading, error, shops: shopsPage, shopsLoading, shopsError, more } = useAdminPayouts();

  const shops = shopsPage ?? [];
  const failed = overview?.transfers.filter((entry) => entry.state === 'Failed' || entry.state === 'ReversalFailed').reduce((sum, entry) => sum + entry.count, 0) ?? 0;

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          Payouts
        </Heading>
        {!overview && loading && <LoadingMessage>Loading payouts...</LoadingMessage>}
        {!overview && !loading && <ErrorBanner>{errorMessage(error, 'Failed to load payouts.')}</ErrorBanner>}
        {overview && settings && (
          <>
            <Stack as="section" gap="3" aria-labelledby="money-heading">
              <Heading as="h2" size="lg" id="money-heading">
                The marketplace’s money
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                <MoneyFigure label="Commission earned" cents={overview.commissionEarnedCents} help="All time, refunds deducted" />
                <MoneyFigure label="Commission this month" cents={overview.commissionThisMonthCents} help="Calendar month so far" />
                <MoneyFigure label="Held for shops" cents={overview.pendingCents} help="Paid, not transferred yet" />
                <MoneyFigure label="In shops’ payout accounts" cents={overview.transferredCents} help="Transferred, not paid out" />
                <MoneyFigure label="Paid out to shops" cents={overview.paidOutCents} help="Sent to their banks" />
                <MoneyFigure label="Refunded" cents={overview.refundedCents} help="Returned to customers" />
              </SimpleGrid>
              <Text>
                Transfers:{' '}
                {overview.transfers.map((entry) => `${TRANSFER_STATE_LABELS[entry.state]} ${entry.count.toLocaleString('en-CA')}`).join(' · ') || 'none yet'}.{' '}
                <AppLink to={failed ? '/admin/transfers?state=Failed' : '/admin/transfers'}>
                  {failed ? `Review ${failed} failed transfer${failed === 1 ? '' : 's'}` : 'See all transfers'}
                </AppLink>
              </Text>
            </Stack>
            <CommissionSettingsCard settings={settings} shops={shops} />
          </>
        )}

        <Stack as="section" gap="3" aria-labelledby="balances-heading">
          <Heading as="h2" size="lg" id="balances-heading">
            Shops’ balances
          </Heading>
          {!shopsPage && shopsLoading && <LoadingMessage>Loading balances...</LoadingMessage>}
          {!shopsPage && !shopsLoading && <ErrorBanner>{errorMessage(shopsError, 'Failed to load balances.')}</ErrorBanner>}
          {shops.length > 0 && (
            <>
              <TableScrollArea label="Shops’ balances" borderWidth="1px" rounded="md">
                <Table.Root size="sm">
                  <Table.Caption srOnly>Each shop’s balances from the ledger, by name</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Shop</Table.ColumnHeader>
                      <Table.ColumnHeader>Payouts</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Pending</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Transferred</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Paid out</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Refunded</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {shops.map((shop) => (
                      <Table.Row key={shop.vendorId}>
                        <Table.Cell asChild fontWeight="medium">
                          <th scope="row">{shop.businessName}</th>
                        </Table.Cell>
                        <Table.Cell>{ACCOUNT_STATUS_LABELS[shop.accountStatus]}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(shop.balance.pendingCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(shop.balance.transferredCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(shop.balance.paidOutCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(shop.balance.refundedCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{formatCents(shop.balance.commissionCents)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScrollArea>
              <LoadMoreFooter itemsLabel="shops" state={more} />
            </>
          )}
        </Stack>

        <LedgerIntegrityCard />
      </Stack>
    </Container>
  );
}
