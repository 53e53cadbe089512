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
import { useFormat } from '../../lib/format';
import { ACCOUNT_STATUS_LABELS, TRANSFER_STATE_LABELS } from '../../lib/transfer-state';
import type { Outcome } from '../../lib/outcome';
import { useAdminPayouts, useCommissionSettings, useLedgerIntegrity } from './admin-payouts.hooks';
import { ledgerProblemText } from './ledger-problems';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';

export const COMMISSION_RULE_TEXT =
  msg`Commission is a percentage of each order’s subtotal before tax, rounded half-up to the cent; the shop receives the order total minus it. A change applies to orders placed after it.`;
/** "Nov 24, 2026, 3:04 p.m." (fr-CA "24 nov. 2026, 15 h 04"). */
const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The platform rate and shops' own rates; each change is audited by the API. */
function CommissionSettingsCard({ settings, shops }: { settings: CommissionSettingsFieldsFragment; shops: { vendorId: string; businessName: string }[] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
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
          {t`Commission`}
        </Heading>
        <Text color="fg.muted">{i18n._(COMMISSION_RULE_TEXT)}</Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="6">
          {notice && <FormAlert status={notice.status}>{notice.text}</FormAlert>}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void run(() => savePlatformRate(Number(rate)), t`The platform commission is now ${format.percent(Number(rate) / 100, 2)} for new orders.`);
            }}
          >
            <Flex gap="3" align="end" wrap="wrap">
              <Field.Root maxW="xs">
                <Field.Label>{t`Platform commission (%)`}</Field.Label>
                <Input type="number" inputMode="decimal" min={0} max={50} step={0.01} required value={rate} onChange={(event) => setRate(event.target.value)} />
                <Field.HelperText>
                  {settings.effectiveFrom ? t`In force since ${format.date(settings.effectiveFrom, WHEN)}.` : t`The default rate.`}
                </Field.HelperText>
              </Field.Root>
              <Button type="submit" colorPalette="brand" loading={savingPlatform} loadingText={t`Saving...`}>
                {t`Save rate`}
              </Button>
            </Flex>
          </form>

          <Stack gap="3">
            <Heading as="h3" size="md">
              {t`Shops with their own rate`}
            </Heading>
            {settings.overrides.length === 0 ? (
              <Text color="fg.muted">{t`Every shop pays the platform rate.`}</Text>
            ) : (
              <List.Root variant="plain" gap="2">
                {settings.overrides.map((override) => (
                  <List.Item key={override.vendorId}>
                    <Flex gap="3" align="center" wrap="wrap">
                      <Text>
                        {t`${override.businessName}: ${format.percent(override.ratePercent / 100, 2)} since ${format.date(override.effectiveFrom, WHEN)}`}
                      </Text>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`Put ${override.businessName} back on the platform rate`}
                        onClick={() => void run(() => saveShopRate(override.vendorId, null), t`${override.businessName} pays the platform rate on new orders.`)}
                      >
                        {t`Use platform rate`}
                      </Button>
                    </Flex>
                  </List.Item>
                ))}
              </List.Root>
            )}
            <form
              onSubmit={(event) => {
                event.preventDefault();
                const name = shops.find((s) => s.vendorId === shopId)?.businessName ?? t`The shop`;
                void run(() => saveShopRate(shopId, Number(shopRate)), t`${name} pays ${format.percent(Number(shopRate) / 100, 2)} on new orders.`);
              }}
            >
              <Flex gap="3" align="end" wrap="wrap">
                <Field.Root maxW="xs" required>
                  <Field.Label>{t`Shop`}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={shopId} onChange={(event) => setShopId(event.target.value)}>
                      <option value="">{t`Choose a shop`}</option>
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
                  <Field.Label>{t`Its rate (%)`}</Field.Label>
                  <Input type="number" inputMode="decimal" min={0} max={50} step={0.01} required value={shopRate} onChange={(event) => setShopRate(event.target.value)} />
                </Field.Root>
                <Button type="submit" variant="outline" loading={savingShop} loadingText={t`Saving...`}>
                  {t`Set shop rate`}
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
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { report, loading, error, checkAgain } = useLedgerIntegrity();
  return (
    <Card.Root as="section" aria-labelledby="ledger-heading">
      <Card.Body>
        <Stack gap="3">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="ledger-heading">
              {t`Ledger integrity`}
            </Heading>
            <Button size="sm" variant="outline" onClick={checkAgain} loading={loading} loadingText={t`Checking...`}>
              {t`Check again`}
            </Button>
          </Flex>
          {!report && loading && <LoadingMessage>{t`Checking the ledger...`}</LoadingMessage>}
          {!report && !loading && error && <ErrorBanner>{errorMessage(error, t`Could not check the ledger.`)}</ErrorBanner>}
          {report && (
            <Stack gap="2" role="status">
              <Flex gap="2" align="center" wrap="wrap">
                <Badge colorPalette={report.ok ? 'green' : 'red'}>{report.ok ? t`Balanced` : t`Problems found`}</Badge>
                <Text color="fg.muted">
                  {t`${format.number(report.journals)} journals, ${format.number(report.entries)} entries, checked ${format.date(report.checkedAt, WHEN)}.`}
                </Text>
              </Flex>
              {report.ok ? (
                <Text>{t`Every journal sums to zero, the ledger is append-only, and it agrees with payments, transfers, refunds and payouts.`}</Text>
              ) : (
                <List.Root ps="5">
                  {report.problems.map((problem) => {
                    const count = format.number(problem.count);
                    const description = ledgerProblemText(i18n, problem);
                    return (
                      <List.Item key={problem.check}>
                        <Text as="span" fontWeight="medium">
                          {problem.check} ({count})
                        </Text>
                        {t`: ${description}`}
                      </List.Item>
                    );
                  })}
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
  title: msg`Payouts — Admin`,
  description: msg`The platform's commission and the shops' payouts.`,
};

/** /admin/payouts: commission earned and shops' money from the ledger, the commission rates, per-shop balances, the ledger's check. */
export default function AdminPayoutsPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { overview, settings, loading, error, shops: shopsPage, shopsLoading, shopsError, more } = useAdminPayouts();

  const shops = shopsPage ?? [];
  const failed = overview?.transfers.filter((entry) => entry.state === 'Failed' || entry.state === 'ReversalFailed').reduce((sum, entry) => sum + entry.count, 0) ?? 0;

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          {t`Payouts`}
        </Heading>
        {!overview && loading && <LoadingMessage>{t`Loading payouts...`}</LoadingMessage>}
        {!overview && !loading && <ErrorBanner>{errorMessage(error, t`Failed to load payouts.`)}</ErrorBanner>}
        {overview && settings && (
          <>
            <Stack as="section" gap="3" aria-labelledby="money-heading">
              <Heading as="h2" size="lg" id="money-heading">
                {t`The marketplace’s money`}
              </Heading>
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                <MoneyFigure label={t`Commission earned`} cents={overview.commissionEarnedCents} help={t`All time, refunds deducted`} />
                <MoneyFigure label={t`Commission this month`} cents={overview.commissionThisMonthCents} help={t`Calendar month so far`} />
                <MoneyFigure label={t`Held for shops`} cents={overview.pendingCents} help={t`Paid, not transferred yet`} />
                <MoneyFigure label={t`In shops’ payout accounts`} cents={overview.transferredCents} help={t`Transferred, not paid out`} />
                <MoneyFigure label={t`Paid out to shops`} cents={overview.paidOutCents} help={t`Sent to their banks`} />
                <MoneyFigure label={t`Refunded`} cents={overview.refundedCents} help={t`Returned to customers`} />
              </SimpleGrid>
              <Text>
                {t`Transfers:`}{' '}
                {overview.transfers.map((entry) => `${i18n._(TRANSFER_STATE_LABELS[entry.state])} ${format.number(entry.count)}`).join(' · ') || t`none yet`}.{' '}
                <AppLink to={failed ? '/admin/transfers?state=Failed' : '/admin/transfers'}>
                  {failed ? t`${plural(failed, { one: 'Review # failed transfer', other: 'Review # failed transfers' })}` : t`See all transfers`}
                </AppLink>
              </Text>
            </Stack>
            <CommissionSettingsCard settings={settings} shops={shops} />
          </>
        )}

        <Stack as="section" gap="3" aria-labelledby="balances-heading">
          <Heading as="h2" size="lg" id="balances-heading">
            {t`Shops’ balances`}
          </Heading>
          {!shopsPage && shopsLoading && <LoadingMessage>{t`Loading balances...`}</LoadingMessage>}
          {!shopsPage && !shopsLoading && <ErrorBanner>{errorMessage(shopsError, t`Failed to load balances.`)}</ErrorBanner>}
          {shops.length > 0 && (
            <>
              <TableScrollArea label={t`Shops’ balances`} borderWidth="1px" rounded="md">
                <Table.Root size="sm">
                  <Table.Caption srOnly>{t`Each shop’s balances from the ledger, by name`}</Table.Caption>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t`Shop`}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t`Payouts`}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t`Pending`}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t`Transferred`}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t`Paid out`}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t`Refunded`}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t`Commission`}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {shops.map((shop) => (
                      <Table.Row key={shop.vendorId}>
                        <Table.Cell asChild fontWeight="medium">
                          <th scope="row">{shop.businessName}</th>
                        </Table.Cell>
                        <Table.Cell>{i18n._(ACCOUNT_STATUS_LABELS[shop.accountStatus])}</Table.Cell>
                        <Table.Cell textAlign="end">{format.moneyCents(shop.balance.pendingCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{format.moneyCents(shop.balance.transferredCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{format.moneyCents(shop.balance.paidOutCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{format.moneyCents(shop.balance.refundedCents)}</Table.Cell>
                        <Table.Cell textAlign="end">{format.moneyCents(shop.balance.commissionCents)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </TableScrollArea>
              <LoadMoreFooter itemsLabel={t`shops`} state={more} />
            </>
          )}
        </Stack>

        <LedgerIntegrityCard />
      </Stack>
    </Container>
  );
}
