import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { useVendorTaxReport } from './tax-reports.hooks';
import { TaxReportTable } from './TaxReportTable';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Sales tax — Vendor`,
  description: msg`The shop's sales tax by month and jurisdiction, on screen and as CSV.`,
};

/** /vendor/taxes: the shop's sales tax by month and province of supply, on screen and as CSV. */
export default function VendorTaxReportPage() {
  const { t } = useLingui();
  const { rows, loading } = useVendorTaxReport();

  let body: React.ReactNode;
  if (rows) body = <TaxReportTable rows={rows} caption={t`Sales tax by month and jurisdiction`} fileName="mainstreet-sales-tax.csv" />;
  else if (loading) body = <LoadingMessage>{t`Loading the tax report...`}</LoadingMessage>;
  else body = <ErrorBanner>{t`Failed to load the tax report.`}</ErrorBanner>;

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {t`Sales tax`}
        </Heading>
        <Text color="fg.muted">
          {t`Taxable sales and each tax by month and province of supply over the last 12 months, refunds netted in the month they were made. Taxes collected by Mainstreet are remitted by Mainstreet; add your GST/HST and QST numbers in your profile to collect your own.`}
        </Text>
        {body}
      </Stack>
    </Container>
  );
}
