import { Button, Card, Container, Group, Heading, SimpleGrid, Stack, Stat, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { ErrorBanner, EmptyMessage, LoadingMessage } from '../../components/catalog/StatusMessages';
import { LineChart } from '../../components/charts/LazyCharts';
import { errorMessage } from '../../lib/error-message.util';
import { useVendorSalesReport } from './vendor-insights.hooks';
import { isEmptyPoint, sumPoints, type SalesPointLike } from './sales-format.util';
import { longDay, longMonth, shortDay, shortMonth } from '../../lib/period-format';
import { useFormat } from '../../lib/format';
import type { Locale } from '../../lib/i18n/locales';
import type { MessageDescriptor } from '@lingui/core';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const DAYS = 30;
const MONTHS = 12;

type Range = 'day' | 'month';

const RANGES: Record<Range, { button: MessageDescriptor; caption: MessageDescriptor; tickEvery: number; tick: (p: string, locale: Locale) => string; long: (p: string, locale: Locale) => string }> = {
  day: { button: msg`Last ${DAYS} days`, caption: msg`Revenue by day, last ${DAYS} days`, tickEvery: 5, tick: shortDay, long: longDay },
  month: { button: msg`Last ${MONTHS} months`, caption: msg`Revenue by month, last ${MONTHS} months`, tickEvery: 1, tick: shortMonth, long: longMonth },
};

function Totals({ totals, label }: { totals: SalesPointLike; label: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const items: Array<[string, string]> = [
    [t`Orders`, format.number(totals.orders)],
    [t`Revenue before tax`, format.moneyCents(totals.revenueCents)],
    [t`Tax collected`, format.moneyCents(totals.taxCents)],
  ];
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" aria-label={t`Totals, ${label.toLowerCase()}`} role="group">
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
  title: msg`Sales — Vendor`,
  description: msg`Your shop's sales over time.`,
};

/** /vendor/sales: revenue over time (by day or month), totals and best sellers, from SQL aggregates. */
export default function VendorSalesPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [range, setRange] = useState<Range>('day');
  const { sales, loading, error } = useVendorSalesReport({ days: DAYS, months: MONTHS });

  let body: React.ReactNode;
  if (!sales && loading) {
    body = <LoadingMessage>{t`Loading sales...`}</LoadingMessage>;
  } else if (!sales) {
    body = <ErrorBanner>{errorMessage(error, t`Failed to load sales data.`)}</ErrorBanner>;
  } else if (
    sales.daily.every(isEmptyPoint) &&
    sales.monthly.every(isEmptyPoint) &&
    sales.topProducts.length === 0
  ) {
    body = <EmptyMessage>{t`No sales data available`}</EmptyMessage>;
  } else {
    const config = RANGES[range];
    const caption = i18n._(config.caption);
    const points = range === 'day' ? sales.daily : sales.monthly;
    const captionId = `sales-chart-${range}`;
    body = (
      <Stack gap="8">
        <Group attached role="group" aria-label={t`Sales period`}>
          {(Object.keys(RANGES) as Range[]).map((key) => (
            <Button
              key={key}
              variant={key === range ? 'solid' : 'outline'}
              colorPalette="brand"
              aria-pressed={key === range}
              onClick={() => setRange(key)}
            >
              {i18n._(RANGES[key].button)}
            </Button>
          ))}
        </Group>

        <Totals totals={sumPoints(points)} label={i18n._(config.button)} />

        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="lg" id={captionId}>
              {caption}
            </Heading>
          </Card.Header>
          <Card.Body>
            <LineChart
              id="Revenue"
              points={points.map((p) => ({ x: p.period, y: p.revenueCents / 100 }))}
              ariaLabel={t`Line chart: ${caption.toLowerCase()}. The same figures are in the table that follows.`}
              formatTick={(period) => config.tick(period, format.locale)}
              formatX={(period) => config.long(period, format.locale)}
              formatY={(dollars) => format.moneyCents(Math.round(dollars * 100))}
              tickEvery={config.tickEvery}
            />
            {/* The chart's figures for screen readers: an SVG line is not readable as data. */}
            <VisuallyHidden>
              <table>
                <caption>{caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{range === 'day' ? t`Day` : t`Month`}</th>
                    <th scope="col">{t`Orders`}</th>
                    <th scope="col">{t`Revenue before tax`}</th>
                  </tr>
                </thead>
                <tbody>
                  {points.map((p) => (
                    <tr key={p.period}>
                      <th scope="row">{config.long(p.period, format.locale)}</th>
                      <td>{format.number(p.orders)}</td>
                      <td>{format.moneyCents(p.revenueCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </VisuallyHidden>
          </Card.Body>
        </Card.Root>

        <Stack gap="3" as="section" aria-labelledby="top-products-heading">
          <Heading as="h2" size="lg" id="top-products-heading">
            {t`Top products`}
          </Heading>
          <Text color="fg.muted">{t`Best sellers by units over the last ${MONTHS} months.`}</Text>
          {sales.topProducts.length === 0 ? (
            <EmptyMessage>{t`No products sold in the last ${MONTHS} months.`}</EmptyMessage>
          ) : (
            <TableScrollArea label={t`Sales by month`} borderWidth="1px" borderRadius="md">
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t`Product`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Units sold`}</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">{t`Revenue`}</Table.ColumnHeader>
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
                            {t`(deleted)`}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{format.number(product.units)}</Table.Cell>
                      <Table.Cell textAlign="end">{format.moneyCents(product.revenueCents)}</Table.Cell>
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
          {t`Sales`}
        </Heading>
        {error && sales && <ErrorBanner>{errorMessage(error, t`Failed to load sales data.`)}</ErrorBanner>}
        {body}
      </Stack>
    </Container>
  );
}
