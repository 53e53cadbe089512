import { Button, Stack, Table, Text } from '@chakra-ui/react';
import type { TaxReportRowFieldsFragment } from '../../gql/graphql';
import { useFormat } from '../../lib/format';
import type { Translate } from '../../lib/transfer-state';
import { TableScrollArea } from '../../components/ui/TableScrollArea';
import { columnLabel, TAX_REPORT_COLUMNS, taxReportCsv } from './tax-report.csv';
import { useLingui } from '@lingui/react/macro';

/** Saves the CSV through a temporary object URL (no round trip: the rows are on screen already). */
function download(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** A tax report by month and jurisdiction, with a CSV download of the same rows. */
export function TaxReportTable({ rows, caption, fileName }: { rows: readonly TaxReportRowFieldsFragment[]; caption: string; fileName: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const translate: Translate = (message) => i18n._(message);
  if (!rows.length) return <Text color="fg.muted">{t`No taxed sales in the last 12 months.`}</Text>;
  return (
    <Stack gap="4">
      <Button alignSelf="flex-start" variant="outline" onClick={() => download(fileName, taxReportCsv(rows, translate))}>
        {t`Download CSV`}
      </Button>
      <TableScrollArea label={caption}>
        <Table.Root size="sm">
          <Table.Caption srOnly>{caption}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {TAX_REPORT_COLUMNS.map((column) => (
                <Table.ColumnHeader key={columnLabel(column.label, translate)} scope="col" textAlign={column.cents ? 'end' : undefined}>
                  {columnLabel(column.label, translate)}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={`${row.month}-${row.jurisdiction}`}>
                {TAX_REPORT_COLUMNS.map((column, index) => (
                  <Table.Cell key={index} textAlign={column.cents ? 'end' : undefined}>
                    {column.cents ? format.moneyCents(column.cents(row)) : column.text!(row)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
    </Stack>
  );
}
