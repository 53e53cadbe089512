import { Card, Container, Heading, SimpleGrid, Stack, Stat, Table } from '@chakra-ui/react';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { BarChart } from '../../components/charts/LazyCharts';
import { errorMessage } from '../../lib/error-message.util';
import { useVendorEarnings } from './vendor-insights.hooks';
import { useFormat } from '../../lib/format';
import { formatGrowth, GROWTH_COMPARISON } from '../../lib/growth-format';
import { isEmptyPoint, sumPoints } from './sales-format.util';
import { longMonth, shortMonth } from '../../lib/period-format';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const MONTHS = 12;

type Dashboard = {
  revenueThisMonthCents: number;
  revenueLastMonthCents: number;
  revenueLastMonthToDateCents: number;
  revenueGrowthPercent: number | null;
};

function MonthComparison({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const growth = dashboard.revenueGrowthPercent;
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Card.Root size="sm">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{t`This month`}</Stat.Label>
            <Stat.ValueText>{format.moneyCents(dashboard.revenueThisMonthCents)}</Stat.ValueText>
            <Stat.HelpText as="dd">{t`Revenue before tax`}</Stat.HelpText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{t`Last month`}</Stat.Label>
            <Stat.ValueText>{format.moneyCents(dashboard.revenueLastMonthCents)}</Stat.ValueText>
            <Stat.HelpText as="dd">{t`Revenue before tax`}</Stat.HelpText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>{t`Growth`}</Stat.Label>
            {growth === null ? (
              <>
                <Stat.ValueText>—</Stat.ValueText>
                <Stat.HelpText as="dd">{i18n._(GROWTH_COMPARISON)}</Stat.HelpText>
                <Stat.HelpText as="dd">{t`No revenue in those days last month to compare with.`}</Stat.HelpText>
              </>
            ) : (
              <>
                <Stat.ValueText color={growth < 0 ? 'red.700' : growth > 0 ? 'green.700' : undefined}>
                  {formatGrowth(growth, format.locale)}
                </Stat.ValueText>
                <Stat.HelpText as="dd">{i18n._(GROWTH_COMPARISON)}</Stat.HelpText>
                <Stat.HelpText as="dd">{t`${format.moneyCents(dashboard.revenueThisMonthCents)} vs. ${format.moneyCents(dashboard.revenueLastMonthToDateCents)}`}</Stat.HelpText>
              </>
            )}
          </Stat.Root>
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Earnings — Vendor`,
  description: msg`Your shop's earnings after commission.`,
};

/** /vendor/earnings: the last 12 months' revenue and sales tax per month, and this month so far against the same days of last month. */
export default function VendorEarningsPage() {
  const { t } = useLingui();
  const format = useFormat();
  // The chart's series, named in the legend and the tooltips.
  const revenueKey = t`Revenue before tax`;
  const taxKey = t`Tax collected`;
  const { earnings, loading, error } = useVendorEarnings(MONTHS);

  let body: React.ReactNode;
  if (!earnings && loading) {
    body = <LoadingMessage>{t`Loading earnings...`}</LoadingMessage>;
  } else if (!earnings) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to load earnings.`)}</ErrorBanner>;
  } else {
    const months = earnings.vendorSales.monthly;
    const totals = sumPoints(months);
    // The ledger's statement of the same months: commission kept by the platform and the shop's net.
    const statement = new Map(earnings.vendorPayouts.statement.map((m) => [m.month, m]));
    const commissionTotal = earnings.vendorPayouts.statement.reduce((sum, m) => sum + m.commissionCents, 0);
    const netTotal = earnings.vendorPayouts.statement.reduce((sum, m) => sum + m.netCents, 0);
    const hasSales = !months.every(isEmptyPoint);
    body = (
      <Stack gap="8">
        <MonthComparison dashboard={earnings.vendorDashboard} />
        {!hasSales ? (
          <EmptyMessage>{t`No sales data available`}</EmptyMessage>
        ) : (
          <>
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="lg">
                  {t`Earnings per month, last ${MONTHS} months`}
                </Heading>
              </Card.Header>
              <Card.Body>
                <BarChart
                  rows={months.map((m) => ({ x: m.period, [revenueKey]: m.revenueCents / 100, [taxKey]: m.taxCents / 100 }))}
                  keys={[revenueKey, taxKey]}
                  ariaLabel={t`Bar chart: earnings per month over the last ${MONTHS} months. The same figures are in the table that follows.`}
                  formatTick={(month) => shortMonth(month, format.locale)}
                  formatX={(month) => longMonth(month, format.locale)}
                  formatY={(dollars) => format.moneyCents(Math.round(dollars * 100))}
                />
              </Card.Body>
            </Card.Root>

            <TableScrollArea label={t`Earnings by month`} borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" pb="1" color="fg.muted">
                  {t`Earnings per month, newest first. Cancelled orders are not counted. Commission and net after commission come from your payouts statement (refunds deducted).`}
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Month`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Orders`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Revenue before tax`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Tax collected`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Total`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Commission`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Net after commission`}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {[...months].reverse().map((m) => (
                    <Table.Row key={m.period}>
                      <Table.Cell asChild fontWeight="medium">
                        <th scope="row">{longMonth(m.period, format.locale)}</th>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{format.number(m.orders)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.moneyCents(m.revenueCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.moneyCents(m.taxCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.moneyCents(m.revenueCents + m.taxCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.moneyCents(statement.get(m.period)?.commissionCents ?? 0)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.moneyCents(statement.get(m.period)?.netCents ?? 0)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
                <Table.Footer>
                  <Table.Row fontWeight="semibold">
                    <Table.Cell asChild>
                      <th scope="row">{t`Last ${MONTHS} months`}</th>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{format.number(totals.orders)}</Table.Cell>
                    <Table.Cell textAlign="end">{format.moneyCents(totals.revenueCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{format.moneyCents(totals.taxCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{format.moneyCents(totals.revenueCents + totals.taxCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{format.moneyCents(commissionTotal)}</Table.Cell>
                    <Table.Cell textAlign="end">{format.moneyCents(netTotal)}</Table.Cell>
                  </Table.Row>
                </Table.Footer>
              </Table.Root>
            </TableScrollArea>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Earnings`}
        </Heading>
        {error && earnings && <ErrorBanner>{errorMessage(error, t`Failed to load earnings.`)}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
