import { Button, Card, Container, Group, Heading, SimpleGrid, Stack, Stat, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { useFormat } from '../../lib/format';
import { EmptyMessage, ErrorBanner } from '../../components/catalog/StatusMessages';
import { BarChart, LineChart } from '../../components/charts/LazyCharts';
import { PageLoader } from '../../components/ui/PageLoader';
import { errorMessage } from '../../lib/error-message.util';
import { useAdminAnalytics } from './admin.hooks';
import { formatCount } from './admin-format.util';
import { longMonth, shortMonth } from '../../lib/period-format';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** The date ranges on offer, in months. */
export const RANGES = [3, 6, 12] as const;
type Range = (typeof RANGES)[number];

/** A hidden table with a chart's figures: an SVG is not readable as data. */
function ChartTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: [string, ...string[]][] }) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...cells]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Analytics — Admin`,
  description: msg`Sales over time, new users and active vendors.`,
};

/** /admin/analytics: sales and new accounts by month over a chosen range, from the API's SQL aggregates. */
export default function AdminAnalyticsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const newUsersKey = t`New users`;
  const [months, setMonths] = useState<Range>(12);
  const { analytics, loading, error } = useAdminAnalytics(months);

  const rangeLabel = t`last ${months} months`;
  const salesCaption = t`Sales by month, ${rangeLabel}`;
  const usersCaption = t`New users by month, ${rangeLabel}`;

  let body: React.ReactNode;
  if (!analytics && loading) {
    body = <PageLoader label={t`Loading analytics...`} />;
  } else if (!analytics) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to load analytics.`)}</ErrorBanner>;
  } else {
    const noSales = analytics.salesChart.every((m) => m.orders === 0 && m.revenueCents === 0);
    const noUsers = analytics.usersChart.every((m) => m.newUsers === 0);
    body = (
      <Stack gap="8">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" role="group" aria-label={t`Analytics totals`}>
          {(
            [
              [t`Total Sales`, format.moneyCents(analytics.totalSalesCents), t`${formatCount(analytics.totalOrders, format.locale)} orders, ${rangeLabel}, before tax`],
              [t`New Users`, formatCount(analytics.newUsers, format.locale), t`This month`],
              [t`Active Vendors`, formatCount(analytics.activeVendors, format.locale), t`With a sale in the last 30 days`],
            ] as const
          ).map(([label, value, help]) => (
            <Card.Root key={label} size="sm">
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>{label}</Stat.Label>
                  <Stat.ValueText>{value}</Stat.ValueText>
                  <Stat.HelpText as="dd">{help}</Stat.HelpText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>

        <Card.Root as="section" aria-labelledby="sales-over-time-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="sales-over-time-heading">
              {t`Sales Over Time`}
            </Heading>
          </Card.Header>
          <Card.Body>
            {noSales ? (
              <EmptyMessage>{t`No sales data available`}</EmptyMessage>
            ) : (
              <>
                <LineChart
                  id="Sales"
                  points={analytics.salesChart.map((m) => ({ x: m.month, y: m.revenueCents / 100 }))}
                  ariaLabel={t`Line chart: ${salesCaption.toLowerCase()}. The same figures are in the table that follows.`}
                  formatTick={(month) => shortMonth(month, format.locale)}
                  formatX={(month) => longMonth(month, format.locale)}
                  formatY={(dollars) => format.moneyCents(Math.round(dollars * 100))}
                  tickEvery={months > 6 ? 2 : 1}
                />
                <ChartTable
                  caption={salesCaption}
                  headers={[t`Month`, t`Orders`, t`Sales before tax`]}
                  rows={analytics.salesChart.map((m) => [longMonth(m.month, format.locale), formatCount(m.orders, format.locale), format.moneyCents(m.revenueCents)])}
                />
              </>
            )}
          </Card.Body>
        </Card.Root>

        <Card.Root as="section" aria-labelledby="new-users-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="new-users-heading">
              {t`New Users per Month`}
            </Heading>
          </Card.Header>
          <Card.Body>
            {noUsers ? (
              <EmptyMessage>{t`No user data available`}</EmptyMessage>
            ) : (
              <>
                <BarChart
                  rows={analytics.usersChart.map((m) => ({ x: m.month, [newUsersKey]: m.newUsers }))}
                  keys={[newUsersKey]}
                  ariaLabel={t`Bar chart: ${usersCaption.toLowerCase()}. The same figures are in the table that follows.`}
                  formatTick={(month) => shortMonth(month, format.locale)}
                  formatX={(month) => longMonth(month, format.locale)}
                  formatY={(count) => formatCount(count, format.locale)}
                  formatAxisY={(count) => (Number.isInteger(count) ? formatCount(count, format.locale) : '')}
                />
                <ChartTable
                  caption={usersCaption}
                  headers={[t`Month`, newUsersKey]}
                  rows={analytics.usersChart.map((m) => [longMonth(m.month, format.locale), formatCount(m.newUsers, format.locale)])}
                />
              </>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t`Analytics`}
        </Heading>
        <Group attached role="group" aria-label={t`Date range`}>
          {RANGES.map((range) => (
            <Button
              key={range}
              // Small on a phone: the three attached buttons fit 360 px without the page scrolling sideways.
              size={{ base: 'xs', sm: 'md' }}
              variant={range === months ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={range === months}
              onClick={() => setMonths(range)}
            >
              {t`Last ${range} months`}
            </Button>
          ))}
        </Group>
        {error && analytics && <ErrorBanner>{errorMessage(error, t`Failed to load analytics.`)}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
