import { Button, Card, Container, Field, Heading, Input, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ErrorBanner, LoadingMessage } from '../../components/catalog/StatusMessages';
import { FormAlert } from '../../components/ui/FormAlert';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import type { Province } from '../../gql/graphql';
import { PROVINCE_CODES, PROVINCE_NAMES } from '../../lib/provinces';
import { useAdminTaxReport, useTaxRates } from './tax-reports.hooks';
import { TaxReportTable } from './TaxReportTable';
import { useFormat } from '../../lib/format';
import type { PageMetaProps } from '../../components/meta/PageMeta';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const TAXES = ['GST', 'HST', 'QST', 'PST', 'RST'] as const;

type Feedback = { status: 'error' | 'success'; message: string } | null;

/** Adds a rate from a future date; the API refuses a date already in force. */
function AddRateForm({ onAdd, adding }: { onAdd: ReturnType<typeof useTaxRates>['addRate']; adding: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const [province, setProvince] = useState<Province>('ON');
  const [tax, setTax] = useState<(typeof TAXES)[number]>('HST');
  const [rate, setRate] = useState('');
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFeedback(null);
    const percent = Number(rate);
    if (rate.trim() === '' || !Number.isFinite(percent)) {
      setFeedback({ status: 'error', message: t`The rate must be between 0 and 100 percent.` });
      return;
    }
    const outcome = await onAdd({ province, tax, rate: percent, effectiveFrom });
    if (!outcome.ok) setFeedback({ status: 'error', message: outcome.message });
    else {
      setFeedback({ status: 'success', message: t`${tax} ${format.percent(percent / 100, 3)} in ${PROVINCE_NAMES[province]} from ${format.date(effectiveFrom)} added.` });
      setRate('');
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`Add a future rate`}>
      <Stack gap="4">
        {feedback && <FormAlert status={feedback.status}>{feedback.message}</FormAlert>}
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="4">
          <Field.Root required>
            <Field.Label>{t`Province`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="province" value={province} onChange={(e) => setProvince(e.target.value as Province)}>
                {PROVINCE_CODES.map((code) => (
                  <option key={code} value={code}>
                    {PROVINCE_NAMES[code]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t`Tax`}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="tax" value={tax} onChange={(e) => setTax(e.target.value as (typeof TAXES)[number])}>
                {TAXES.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t`Rate (%)`}</Field.Label>
            <Input name="rate" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} placeholder="13" />
          </Field.Root>
          <Field.Root required>
            <Field.Label>{t`Effective from`}</Field.Label>
            <Input name="effectiveFrom" type="date" value={effectiveFrom} onChange={(e) => setEffectiveFrom(e.target.value)} />
          </Field.Root>
        </SimpleGrid>
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={adding} loadingText={t`Adding...`}>
          {t`Add rate`}
        </Button>
      </Stack>
    </form>
  );
}

/** The page's title and description (app/app.routes.tsx renders them). */
export const meta: PageMetaProps = {
  title: msg`Sales tax — Admin`,
  description: msg`Sales tax by month and jurisdiction for the whole marketplace, and the tax rates in force.`,
};

/** /admin/taxes: the marketplace's tax report (on screen and CSV) and the rate table with its history. */
export default function AdminTaxPage() {
  const { t } = useLingui();
  const format = useFormat();
  const report = useAdminTaxReport();
  const { rates, loading, addRate, adding } = useTaxRates();

  return (
    <Container maxW="7xl" py={{ base: '8', md: '12' }}>
      <Stack gap="8">
        <Heading as="h1" size="2xl">
          {t`Sales tax`}
        </Heading>
        <Stack as="section" gap="4" aria-labelledby="tax-report-heading">
          <Heading as="h2" size="lg" id="tax-report-heading">
            {t`Report by month and jurisdiction`}
          </Heading>
          {report.rows ? (
            <TaxReportTable rows={report.rows} caption={t`Marketplace sales tax by month and jurisdiction`} fileName="mainstreet-marketplace-sales-tax.csv" />
          ) : report.loading ? (
            <LoadingMessage>{t`Loading the tax report...`}</LoadingMessage>
          ) : (
            <ErrorBanner>{t`Failed to load the tax report.`}</ErrorBanner>
          )}
        </Stack>
        <Card.Root as="section" aria-labelledby="tax-rates-heading">
          <Card.Header>
            <Heading as="h2" size="lg" id="tax-rates-heading">
              {t`Rates`}
            </Heading>
            <Text color="fg.muted">
              {t`A rate applies to orders placed from its date (Toronto calendar). Rates in force are never changed: add the new rate from a future date.`}
            </Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="6">
              <AddRateForm onAdd={addRate} adding={adding} />
              {rates ? (
                <TableScrollArea label={t`Sales tax rates with their history`}>
                  <Table.Root size="sm">
                    <Table.Caption srOnly>{t`Sales tax rates with their history`}</Table.Caption>
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader scope="col">{t`Province`}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t`Tax`}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col" textAlign="end">
                          {t`Rate`}
                        </Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t`Effective from`}</Table.ColumnHeader>
                        <Table.ColumnHeader scope="col">{t`Status`}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {rates.map((rate) => (
                        <Table.Row key={rate.id}>
                          <Table.Cell>{PROVINCE_NAMES[rate.province]}</Table.Cell>
                          <Table.Cell>{rate.tax}</Table.Cell>
                          <Table.Cell textAlign="end">{format.percent(rate.rate / 100, 3)}</Table.Cell>
                          <Table.Cell>{format.date(rate.effectiveFrom)}</Table.Cell>
                          <Table.Cell>{rate.inForce ? t`In force` : rate.effectiveFrom > new Date().toISOString().slice(0, 10) ? t`Upcoming` : t`Past`}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </TableScrollArea>
              ) : loading ? (
                <LoadingMessage>{t`Loading rates...`}</LoadingMessage>
              ) : (
                <ErrorBanner>{t`Failed to load the rates.`}</ErrorBanner>
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Container>
  );
}
