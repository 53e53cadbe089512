import { Card, Container, Heading, SimpleGrid, Stack, Stat, Table } from '@chakra-ui/react';
import { EmptyMessage, ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { BarChart } from '../../components/charts/LazyCharts';
import { errorMessage } from '../../lib/error-message.util';
import { useVendorEarnings } from './vendor-insights.hooks';
import { formatCents } from '../../lib/money';
import { formatGrowth, formatGrowthAmounts, GROWTH_COMPARISON } from '../../lib/growth-format';
import { isEmptyPoint, sumPoints } from './sales-format.util';
import { longMonth, shortMonth } from '../../lib/period-format';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const MONTHS = 12;
const REVENUE_KEY = 'Revenue before tax';
const TAX_KEY = 'Tax collected';

type Dashboard = {
  revenueThisMonthCents: number;
  revenueLastMonthCents: number;
  revenueLastMonthToDateCents: number;
  revenueGrowthPercent: number | null;
};

function MonthComparison({ dashboard }: { dashboard: Dashboard }) {
  const growth = dashboard.revenueGrowthPercent;
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Card.Root size="sm">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>This month</Stat.Label>
            <Stat.ValueText>{formatCents(dashboard.revenueThisMonthCents)}</Stat.ValueText>
            <Stat.HelpText as="dd">Revenue before tax</Stat.HelpText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>Last month</Stat.Label>
            <Stat.ValueText>{formatCents(dashboard.revenueLastMonthCents)}</Stat.ValueText>
            <Stat.HelpText as="dd">Revenue before tax</Stat.HelpText>
          </Stat.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root size="sm">
        <Card.Body>
          <Stat.Root>
            <Stat.Label>Growth</Stat.Label>
            {growth === null ? (
              <>
                <Stat.ValueText>—</Stat.ValueText>
                <Stat.HelpText as="dd">{GROWTH_COMPARISON}</Stat.HelpText>
                <Stat.HelpText as="dd">No revenue in those days last month to compare with.</Stat.HelpText>
              </>
            ) : (
              <>
                <Stat.ValueText color={growth < 0 ? 'red.700' : growth > 0 ? 'green.700' : undefined}>
                  {formatGrowth(growth)}
                </Stat.ValueText>
                <Stat.HelpText as="dd">{GROWTH_COMPARISON}</Stat.HelpText>
                <Stat.HelpText as="dd">{formatGrowthAmounts(dashboard.revenueThisMonthCents, dashboard.revenueLastMonthToDateCents)}</Stat.HelpText>
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
  title: 'Earnings — Vendor',
  description: "Your shop's earnings after commission.",
};

/** /vendor/earnings: the last 12 months' revenue and sales tax per month, and this month so far against the same days of last month. */
export default function VendorEarningsPage() {
  const { earnings, loading, error } = useVendorEarnings(MONTHS);

  let body: React.ReactNode;
  if (!earnings && loading) {
    body = <LoadingMessage>Loading earnings...</LoadingMessage>;
  } else if (!earnings) {
    body = <ErrorBanner>{errorMessage(error, 'Failed to load earnings.')}</ErrorBanner>;
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
          <EmptyMessage>No sales data available</EmptyMessage>
        ) : (
          <>
            <Card.Root>
              <Card.Header>
                <Heading as="h2" size="lg">
                  Earnings per month, last {MONTHS} months
                </Heading>
              </Card.Header>
              <Card.Body>
                <BarChart
                  rows={months.map((m) => ({ x: m.period, [REVENUE_KEY]: m.revenueCents / 100, [TAX_KEY]: m.taxCents / 100 }))}
                  keys={[REVENUE_KEY, TAX_KEY]}
                  ariaLabel={`Bar chart: earnings per month over the last ${MONTHS} months. The same figures are in the table that follows.`}
                  formatTick={shortMonth}
                  formatX={longMonth}
                  formatY={(dollars) => formatCents(Math.round(dollars * 100))}
                />
              </Card.Body>
            </Card.Root>

            <TableScrollArea label="Earnings by month" borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Caption captionSide="top" textAlign="start" px="3" pt="3" pb="1" color="fg.muted">
                  Earnings per month, newest first. Cancelled orders are not counted. Commission and net after commission come from your
                  payouts statement (refunds deducted).
                </Table.Caption>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Month</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Orders</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Revenue before tax</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Tax collected</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Commission</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Net after commission</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {[...months].reverse().map((m) => (
                    <Table.Row key={m.period}>
                      <Table.Cell asChild fontWeight="medium">
                        <th scope="row">{longMonth(m.period)}</th>
                      </Table.Cell>
                      <Table.Cell textAlign="end">{m.orders}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(m.revenueCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(m.taxCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(m.revenueCents + m.taxCents)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(statement.get(m.period)?.commissionCents ?? 0)}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(statement.get(m.period)?.netCents ?? 0)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
                <Table.Footer>
                  <Table.Row fontWeight="semibold">
                    <Table.Cell asChild>
                      <th scope="row">Last {MONTHS} months</th>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{totals.orders}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(totals.revenueCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(totals.taxCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(totals.revenueCents + totals.taxCents)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(commissionTotal)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatCents(netTotal)}</Table.Cell>
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
          Earnings
        </Heading>
        {error && earnings && <ErrorBanner>{errorMessage(error, 'Failed to load earnings.')}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
