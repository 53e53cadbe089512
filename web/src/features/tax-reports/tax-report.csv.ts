import type { TaxReportRowFieldsFragment } from '../../gql/graphql';

/** The report's columns, as the table and the CSV name them. */
export const TAX_REPORT_COLUMNS: { label: string; cents?: (row: TaxReportRowFieldsFragment) => number; text?: (row: TaxReportRowFieldsFragment) => string }[] = [
  { label: 'Month', text: (row) => row.month },
  { label: 'Jurisdiction', text: (row) => row.jurisdiction },
  { label: 'Orders', text: (row) => String(row.orders) },
  { label: 'Taxable sales', cents: (row) => row.taxableSalesCents },
  { label: 'GST', cents: (row) => row.gstCents },
  { label: 'HST', cents: (row) => row.hstCents },
  { label: 'QST', cents: (row) => row.qstCents },
  { label: 'PST', cents: (row) => row.pstCents },
  { label: 'RST', cents: (row) => row.rstCents },
  { label: 'Total tax', cents: (row) => row.totalTaxCents },
  { label: 'Collected by shops', cents: (row) => row.collectedByShopsCents },
  { label: 'Collected by Mainstreet', cents: (row) => row.collectedByMainstreetCents },
];

/** Dollars with two decimals and no currency sign or separators, so spreadsheets read them as numbers. */
const plainDollars = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV (RFC 4180, CRLF line ends); every value is a code or a number, so none needs quoting. */
export function taxReportCsv(rows: readonly TaxReportRowFieldsFragment[]): string {
  const lines = [TAX_REPORT_COLUMNS.map((column) => column.label).join(',')];
  for (const row of rows) lines.push(TAX_REPORT_COLUMNS.map((column) => (column.cents ? plainDollars(column.cents(row)) : column.text!(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
