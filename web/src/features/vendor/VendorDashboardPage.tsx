import { Box, Card, Container, Grid, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { AppLink } from '../../components/ui/AppLink';
import { NotificationsPanel } from './NotificationsPanel';
import { QuickAddProductForm } from './QuickAddProductForm';
import { useFormat } from '../../lib/format';
import { formatGrowth, GROWTH_COMPARISON } from '../../lib/growth-format';
import { useVendorDashboard } from './vendor.hooks';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

function FigureCard({ label, value, notes = [], link }: { label: string; value: string; notes?: string[]; link?: ReactNode }) {
  return (
    // Inside the figures' <dl>: each card is one dt/dd group, so the label and its value are
    // read together (no Card.Body wrapper, which would put a div between them).
    <Card.Root variant="outline" p={4} gap={1}>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="2xl" fontWeight="bold">
        {value}
      </Text>
      {notes.map((note) => (
        <Text as="dd" key={note} fontSize="sm" color="fg.muted">
          {note}
        </Text>
      ))}
      {link && <dd>{link}</dd>}
    </Card.Root>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Dashboard — Vendor`,
  description: msg`Your products, revenue and new orders at a glance.`,
};

/** /vendor/dashboard: the shop's figures from real sales, the quick add form and live notifications. */
export default function VendorDashboardPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { dashboard, loading } = useVendorDashboard();

  let figures: ReactNode;
  if (!dashboard && loading) {
    figures = <LoadingMessage>{t`Loading dashboard...`}</LoadingMessage>;
  } else if (!dashboard) {
    figures = <ErrorBanner>{t`Error fetching vendor data`}</ErrorBanner>;
  } else {
    const growth = dashboard.revenueGrowthPercent;
    figures = (
      <Box as="section" aria-labelledby="shop-figures-title">
        <Heading as="h2" id="shop-figures-title" srOnly>
          {t`Shop figures`}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap={4}>
        <FigureCard
          label={t`Total Products`}
          value={format.number(dashboard.totalProducts)}
          link={
            <AppLink to="/vendor/products" fontSize="sm" color="brand.fg">
              {t`Manage products`}
            </AppLink>
          }
        />
        <FigureCard
          label={t`Total Orders`}
          value={format.number(dashboard.totalOrders)}
          link={
            <AppLink to="/vendor/orders" fontSize="sm" color="brand.fg">
              {t`View orders`}
            </AppLink>
          }
        />
        <FigureCard label={t`Total Revenue (CAD)`} value={format.moneyCents(dashboard.totalRevenueCents)} notes={[t`Before tax, cancelled orders excluded`]} />
        <FigureCard
          label={t`Revenue Growth`}
          value={growth === null ? '—' : formatGrowth(growth, format.locale)}
          notes={[
            i18n._(GROWTH_COMPARISON),
            growth === null
              ? t`No sales in those days last month`
              : t`${format.moneyCents(dashboard.revenueThisMonthCents)} vs. ${format.moneyCents(dashboard.revenueLastMonthToDateCents)}`,
          ]}
        />
        </SimpleGrid>
      </Box>
    );
  }

  return (
    <Container maxW="7xl" py={{ base: 8, md: 12 }}>
      <Stack gap={8}>
        <Heading as="h1" size="2xl">
          {dashboard ? t`Welcome, ${dashboard.businessName}` : t`Vendor dashboard`}
        </Heading>
        {figures}
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={8} alignItems="start">
          <QuickAddProductForm />
          <NotificationsPanel />
        </Grid>
      </Stack>
    </Container>
  );
}
