import { Button, Card, Container, Group, Heading, SimpleGrid, Stack, Stat, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorBanner, EmptyMessage, LoadingMessage } from '../../components/catalog/StatusMessages';
import { LineChart } from '../../components/charts/LazyCharts';
import { errorMessage } from '../../lib/error-message.util';
import { useVendorSalesReport } from './vendor-insights.hooks';
import { isEmptyPoint, sumPoints, type SalesPointLike } from './sales-format.util';
import { longDay, longMonth, shortDay, shortMonth } from '../../lib/period-format';
import { formatCents } from '../../lib/money';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';

const DAYS = 30;
const MONTHS = 12;

type Range = 'day' | 'month';

const RANGES: Record<Range, { button: string; caption: string; tickEvery: number; tick: (p: string) => string; long: (p: string) => string }> = {
  day: { button: `Last ${DAYS} days`, caption: `Revenue by day, last ${DAYS} days`, tickEvery: 5, tick: shortDay, long: longDay },
  month: { button: `Last ${MONTHS} months`, caption: `Revenue by month, last ${MONTHS} months`, tickEvery: 1, tick: shortMonth, long: longMonth },
};

function Totals({ totals, label }: { totals: SalesPointLike; label: string }) {
  const items: Array<[string, string]> = [
    ['Orders', String(totals.orders)],
    ['Revenue before tax', formatCents(totals.revenueCents)],
    ['Tax collected', formatCents(totals.taxCents)],
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" aria-label={`Totals, ${label.toLowerCase()}`} role="group">
      {items.map(([name, value]) => (
        <Card.Root key={name} size="sm">
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{name}</Stat.Label>
              <Stat.ValueText>{value}</Stat.ValueText>
              <Stat.HelpText as="dd">{label}</Stat.HelpText>
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: 'Sales — Vendor',
  description: "Your shop's sales over time.",
};

/** /vendor/sales: revenue over time (by day or month), totals and best sellers, from SQL aggregates. */
export default function VendorSalesPage() {
  const [range, setRange] = useState<Range>('day');
  const { sales, loading, error } = useVendorSalesReport({ days: DAYS, months: MONTHS });

  let body: React.ReactNode;
  if (!sales && loading) {
    body = <LoadingMessage>Loading sales...</LoadingMessage>;
  } else if (!sales) {
    body = <ErrorBanner>{errorMessage(error, 'Failed to load sales data.')}</ErrorBanner>;
  } else if (
    sales.daily.every(isEmptyPoint) &&
    sales.monthly.every(isEmptyPoint) &&
    sales.topProducts.length === 0
  ) {
    body = <EmptyMessage>No sales data available</EmptyMessage>;
  } else {
    const config = RANGES[range];
    const points = range === 'day' ? sales.daily : sales.monthly;
    const captionId = `sales-chart-${range}`;
    body = (
      <Stack gap="8">
        <Group attached role="group" aria-label="Sales period">
          {(Object.keys(RANGES) as Range[]).map((key) => (
            <Button
              key={key}
              variant={key === range ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={key === range}
              onClick={() => setRange(key)}
            >
              {RANGES[key].button}
            </Button>
          ))}
        </Group>

        <Totals totals={sumPoints(points)} label={config.button} />

        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="lg" id={captionId}>
              {config.caption}
            </Heading>
          </Card.Header>
          <Card.Body>
            <LineChart
              id="Revenue"
              points={points.map((p) => ({ x: p.period, y: p.revenueCents / 100 }))}
              ariaLabel={`Line chart: ${config.caption.toLowerCase()}. The same figures are in the table that follows.`}
              formatTick={config.tick}
              formatX={config.long}
              formatY={(dollars) => formatCents(Math.round(dollars * 100))}
              tickEvery={config.tickEvery}
            />
            {/* The chart's figures for screen readers: an SVG line is not readable as data. */}
            <VisuallyHidden>
              <table>
                <caption>{config.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{range === 'day' ? 'Day' : 'Month'}</th>
                    <th scope="col">Orders</th>
                    <th scope="col">Revenue before tax</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.period}>
                      <th scope="row">{config.long(p.period)}</th>
                      <td>{p.orders}</td>
                      <td>{formatCents(p.revenueCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </Card.Body>
        </Card.Root>

        <Stack gap="3" as="section" aria-labelledby="top-products-heading">
          <Heading as="h2" size="lg" id="top-products-heading">
            Top products
          </Heading>
          <Text color="fg.muted">Best sellers by units over the last {MONTHS} months.</Text>
          {sales.topProducts.length === 0 ? (
            <EmptyMessage>{`No products sold in the last ${MONTHS} months.`}</EmptyMessage>
          ) : (
            <TableScrollArea label="Sales by month" borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Product</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Units sold</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {sales.topProducts.map((product, index) => (
                    <Table.Row key={product.productId ?? `deleted-${index}`}>
                      <Table.Cell>
                        {product.name}
                        {!product.productId && (
                          <Text as="span" color="fg.muted">
                            {' '}
                            (deleted)
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{product.units}</Table.Cell>
                      <Table.Cell textAlign="end">{formatCents(product.revenueCents)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </TableScrollArea>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Sales
        </Heading>
        {error && sales && <ErrorBanner>{errorMessage(error, 'Failed to load sales data.')}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
