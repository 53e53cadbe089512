import { Card, Container, Heading, SimpleGrid, Stack, Stat, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { useFormat } from '../../lib/format';
import { GROWTH_COMPARISON } from '../../lib/growth-format';
import { orderStatusText } from '../../lib/order-status-text';
import { ErrorBanner } from '../../components/catalog/StatusMessages';
import { LineChart } from '../../components/charts/LazyCharts';
import { PageLoader } from '../../components/ui/PageLoader';
import { useAdminStats, useCommissionEarned } from './admin-dashboard.hooks';
import { formatCount, formatPercent } from './admin-format.util';
import { longMonth, shortMonth } from '../../lib/period-format';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** Months in the Sales Overview chart. */
export const OVERVIEW_MONTHS = 12;

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
  title: msg`Dashboard — Admin`,
  description: msg`Users, vendors, orders, revenue and sales at a glance.`,
};

/** /admin/dashboard: marketplace totals, growth, the Sales Overview chart and orders by status. */
export default function AdminDashboardPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const overviewCaption = t`Revenue by month, last ${OVERVIEW_MONTHS} months`;
  const { stats, loading, error } = useAdminStats(OVERVIEW_MONTHS);
  // The ledger's figure, read apart from the order figures: a card missing is better than a page missing.
  const commission = useCommissionEarned();

  let body: React.ReactNode;
  if (!stats && loading) {
    body = <PageLoader label={t`Loading dashboard...`} />;
  } else if (!stats) {
    body = <ErrorBanner>{t`Failed to load dashboard stats.`}</ErrorBanner>;
  } else {
    body = (
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" role="group" aria-label={t`Marketplace totals`}>
          <StatCard label={t`Total Users`} value={formatCount(stats.users, format.locale)} />
          <StatCard label={t`Total Vendors`} value={formatCount(stats.vendors, format.locale)} help={[t`Verified and pending`]} />
          <StatCard label={t`Total Orders`} value={formatCount(stats.orders, format.locale)} help={[t`Not cancelled, paid`]} />
          <StatCard label={t`Total Revenue`} value={format.moneyCents(stats.totalRevenueCents)} help={[t`Before tax`]} />
          <StatCard label={t`Average Order Value`} value={format.moneyCents(stats.averageOrderValueCents)} help={[t`Revenue ÷ orders`]} />
          <StatCard
            label={t`Monthly Sales Growth`}
            value={formatPercent(stats.salesGrowthRate, format.locale)}
            help={[i18n._(GROWTH_COMPARISON), t`${format.moneyCents(stats.revenueThisMonthCents)} vs. ${format.moneyCents(stats.revenueLastMonthToDateCents)}`]}
          />
          {commission && (
            <StatCard
              label={t`Commission Earned`}
              value={format.moneyCents(commission.commissionEarnedCents)}
              help={[t`All time, refunds deducted`, t`This month: ${format.moneyCents(commission.commissionThisMonthCents)}`]}
            />
          )}
        </SimpleGrid>

        <Card.Root as="section" aria-labelledby="sales-overview-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="sales-overview-heading">
              {t`Sales Overview`}
            </Heading>
          </Card.Header>
          <Card.Body>
            <LineChart
              id="Revenue"
              points={stats.salesData.map((m) => ({ x: m.month, y: m.revenueCents / 100 }))}
              ariaLabel={t`Line chart: revenue by month, last ${OVERVIEW_MONTHS} months. The same figures are in the table that follows.`}
              formatTick={(month) => shortMonth(month, format.locale)}
              formatX={(month) => longMonth(month, format.locale)}
              formatY={(dollars) => format.moneyCents(Math.round(dollars * 100))}
              tickEvery={2}
            />
            {/* The chart's figures for screen readers: an SVG line is not readable as data. */}
            <VisuallyHidden>
              <table>
                <caption>{overviewCaption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t`Month`}</th>
                    <th scope="col">{t`Orders`}</th>
                    <th scope="col">{t`Revenue before tax`}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.salesData.map((m) => (
                    <tr key={m.month}>
                      <th scope="row">{longMonth(m.month, format.locale)}</th>
                      <td>{formatCount(m.orders, format.locale)}</td>
                      <td>{format.moneyCents(m.revenueCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </Card.Body>
        </Card.Root>

        <Stack as="section" gap="3" aria-labelledby="status-breakdown-heading">
          <Heading as="h2" size="lg" id="status-breakdown-heading">
            {t`Order Status Breakdown`}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 5 }} gap="4">
            {stats.statusBreakdown.map((entry) => (
              <Card.Root as="li" key={entry.status} size="sm">
                <Card.Body>
                  <Stat.Root>
                    <Stat.Label>{orderStatusText(entry.status, i18n._.bind(i18n))}</Stat.Label>
                    <Stat.ValueText>{formatCount(entry.count, format.locale)}</Stat.ValueText>
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
          {t`Admin dashboard`}
        </Heading>
        {error && stats && <ErrorBanner>{t`Failed to load dashboard stats.`}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
