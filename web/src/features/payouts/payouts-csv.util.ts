import { msg } from '@lingui/core/macro';
import type { GetVendorPayoutsQuery, ShopTransferFieldsFragment } from '../../gql/graphql';
import { TRANSFER_STATE_LABELS, type Translate } from '../../lib/transfer-state';

type StatementMonth = GetVendorPayoutsQuery['vendorPayouts']['statement'][number];

/** A field as RFC 4180 wants it: quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Rows as CSV text, lines ending in CRLF (what spreadsheets expect). */
export function toCsv(rows: string[][]): string {
  return rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Cents as a plain dollar number for spreadsheets: 123456 -> "1234.56", -50 -> "-0.50". */
export const csvDollars = (cents: number) => (cents / 100).toFixed(2);

/** The orders table: one line per paid order with its transfer, its headings and states in the reader's language (`t`). */
export function transfersCsv(transfers: ShopTransferFieldsFragment[], t: Translate): string {
  return toCsv([
    [msg`Order`, msg`Placed`, msg`Order total`, msg`Commission rate (%)`, msg`Commission`, msg`Net to shop`, msg`Transfer status`, msg`Transferred at`].map(t),
    ...transfers.map((row) => [
      row.orderShortNumber,
      row.orderPlacedAt,
      csvDollars(row.orderTotalCents),
      String(row.commissionRatePercent),
      csvDollars(row.commissionCents),
      csvDollars(row.netCents),
      t(TRANSFER_STATE_LABELS[row.state]),
      row.transferredAt ?? '',
    ]),
  ]);
}

/** The monthly statement, newest month first, its headings in the reader's language (`t`). */
export function statementCsv(months: Omit<StatementMonth, '__typename'>[], t: Translate): string {
  return toCsv([
    [msg`Month`, msg`Gross sales`, msg`Commission`, msg`Refunded`, msg`Net earnings`, msg`Transferred`, msg`Paid out`].map(t),
    ...months.map((m) => [m.month, ...[m.grossCents, m.commissionCents, m.refundedCents, m.netCents, m.transferredCents, m.paidOutCents].map(csvDollars)]),
  ]);
}

/** Hands a CSV text to the browser as a download. */
export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
