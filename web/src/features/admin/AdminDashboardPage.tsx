import { Card, Container, Heading, SimpleGrid, Stack, Stat, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { formatCents } from '../../lib/money';
import { formatGrowthAmounts, GROWTH_COMPARISON } from '../../lib/growth-format';
import { ErrorBanner } from '../../components/catalog/StatusMessages';
import { LineChart } from '../../components/charts/LazyCharts';
import { PageLoader } from '../../components/ui/PageLoader';
import { useAdminStats, useCommissionEarned } from './admin.hooks';
import { formatCount, formatPercent } from './admin-format.util';
import { longMonth, shortMonth } from '../../lib/period-format';
import type { PageMetaProps } from '../../components/meta/PageMeta';

/** Months in the Sales Overview chart. */
export const OVERVIEW_MONTHS = 12;
const OVERVIEW_CAPTION = `Revenue by month, last ${OVERVIEW_MONTHS} months`;

function StatCard({ label, value, help = [] }: { label: string; value: string; help?: string[] }) {
  const labelId = useId();
  return (
    <Card.Root size="sm" role="group" aria-labelledby={labelId}>
      <Card.Body>
        <Stat.Root>
          <Stat.Label id={labelId}>{label}</Stat.Label>
          <Stat.ValueText>{value}</Stat.ValueText>
          {help.map((line) => (
            <Stat.HelpText as="dd" key={line}>
              {line}
            </Stat.HelpText>
          ))}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Dashboard — Admin',
  description: 'Users, vendors, orders, revenue and sales at a glance.',
};

/** /admin/dashboard: marketplace totals, growth, the Sales Overview chart and orders by status. */
export default function AdminDashboardPage() {
  const { stats, loading, error } = useAdminStats(OVERVIEW_MONTHS);
  // The ledger's figure, read apart from the order figures: a card missing is better than a page missing.
  const commission = useCommissionEarned();

  let body: React.ReactNode;
  if (!stats && loading) {
    body = <PageLoader label="Loading dashboard..." />;
  } else if (!stats) {
    body = <ErrorBanner>Failed to load dashboard stats.</ErrorBanner>;
  } else {
    body = (
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="group" aria-label="Marketplace totals">
          <StatCard label="Total Users" value={formatCount(stats.users)} />
          <StatCard label="Total Vendors" value={formatCount(stats.vendors)} help={['Verified and pending']} />
          <StatCard label="Total Orders" value={formatCount(stats.orders)} help={['Not cancelled, paid']} />
          <StatCard label="Total Revenue" value={formatCents(stats.totalRevenueCents)} help={['Before tax']} />
          <StatCard label="Average Order Value" value={formatCents(stats.averageOrderValueCents)} help={['Revenue ÷ orders']} />
          <StatCard
            label="Monthly Sales Growth"
            value={formatPercent(stats.salesGrowthRate)}
            help={[GROWTH_COMPARISON, formatGrowthAmounts(stats.revenueThisMonthCents, stats.revenueLastMonthToDateCents)]}
          />
          {commission && (
            <StatCard
              label="Commission Earned"
              value={formatCents(commission.commissionEarnedCents)}
              help={['All time, refunds deducted', `This month: ${formatCents(commission.commissionThisMonthCents)}`]}
            />
          )}
        </SimpleGrid>

        <Card.Root as="section" aria-labelledby="sales-overview-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="sales-overview-heading">
              Sales Overview
            </Heading>
          </Card.Header>
          <Card.Body>
            <LineChart
              id="Revenue"
              points={stats.salesData.map((m) => ({ x: m.month, y: m.revenueCents / 100 }))}
              ariaLabel={`Line chart: ${OVERVIEW_CAPTION.toLowerCase()}. The same figures are in the table that follows.`}
              formatTick={shortMonth}
              formatX={longMonth}
              formatY={(dollars) => formatCents(Math.round(dollars * 100))}
              tickEvery={2}
            />
            {/* The chart's figures for screen readers: an SVG line is not readable as data. */}
            <VisuallyHidden>
              <table>
                <caption>{OVERVIEW_CAPTION}</caption>
                <thead>
                  <tr>
                    <th scope="col">Month</th>
                    <th scope="col">Orders</th>
                    <th scope="col">Revenue before tax</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.salesData.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">{longMonth(m.month)}</th>
                      <td>{m.orders}</td>
                      <td>{formatCents(m.revenueCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </Card.Body>
        </Card.Root>

        <Stack as="section" gap="3" aria-labelledby="status-breakdown-heading">
          <Heading as="h2" size="lg" id="status-breakdown-heading">
            Order Status Breakdown
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 5 }} gap="4">
            {stats.statusBreakdown.map((entry) => (
              <Card.Root as="li" key={entry.status} size="sm">
                <Card.Body>
                  <Stat.Root>
                    <Stat.Label>{entry.status}</Stat.Label>
                    <Stat.ValueText>{formatCount(entry.count)}</Stat.ValueText>
                  </Stat.Root>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Stack>
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Admin dashboard
        </Heading>
        {error && stats && <ErrorBanner>Failed to load dashboard stats.</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
