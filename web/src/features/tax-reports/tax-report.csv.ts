import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TaxReportRowFieldsFragment } from '../../gql/graphql';
import type { Translate } from '../../lib/transfer-state';

/** The report's columns, as the table and the CSV name them (the taxes' names are the same in French). */
export const TAX_REPORT_COLUMNS: { label: string | MessageDescriptor; cents?: (row: TaxReportRowFieldsFragment) => number; text?: (row: TaxReportRowFieldsFragment) => string }[] = [
  { label: msg`Month`, text: (row) => row.month },
  { label: msg`Jurisdiction`, text: (row) => row.jurisdiction },
  { label: msg`Orders`, text: (row) => String(row.orders) },
  { label: msg`Taxable sales`, cents: (row) => row.taxableSalesCents },
  { label: 'GST', cents: (row) => row.gstCents },
  { label: 'HST', cents: (row) => row.hstCents },
  { label: 'QST', cents: (row) => row.qstCents },
  { label: 'PST', cents: (row) => row.pstCents },
  { label: 'RST', cents: (row) => row.rstCents },
  { label: msg`Total tax`, cents: (row) => row.totalTaxCents },
  { label: msg`Collected by shops`, cents: (row) => row.collectedByShopsCents },
  { label: msg`Collected by Mainstreet`, cents: (row) => row.collectedByMainstreetCents },
];

/** A column's name in the reader's language. */
export const columnLabel = (label: string | MessageDescriptor, t: Translate) => (typeof label === 'string' ? label : t(label));

/** Dollars with two decimals and no currency sign or separators, so spreadsheets read them as numbers. */
const plainDollars = (cents: number) => (cents / 100).toFixed(2);

/** The report as CSV (RFC 4180, CRLF line ends); every value is a code or a number, so none needs quoting. */
export function taxReportCsv(rows: readonly TaxReportRowFieldsFragment[], t: Translate): string {
  const lines = [TAX_REPORT_COLUMNS.map((column) => columnLabel(column.label, t)).join(',')];
  for (const row of rows) lines.push(TAX_REPORT_COLUMNS.map((column) => (column.cents ? plainDollars(column.cents(row)) : column.text!(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
