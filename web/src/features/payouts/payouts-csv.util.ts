import type { GetVendorPayoutsQuery, ShopTransferFieldsFragment, TransferState } from '../../gql/graphql';

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

/** The orders table: one line per paid order with its transfer. */
export function transfersCsv(transfers: ShopTransferFieldsFragment[], stateLabels: Record<TransferState, string>): string {
  return toCsv([
    ['Order', 'Placed', 'Order total', 'Commission rate (%)', 'Commission', 'Net to shop', 'Transfer status', 'Transferred at'],
    ...transfers.map((t) => [
      t.orderShortNumber,
      t.orderPlacedAt,
      csvDollars(t.orderTotalCents),
      String(t.commissionRatePercent),
      csvDollars(t.commissionCents),
      csvDollars(t.netCents),
      stateLabels[t.state],
      t.transferredAt ?? '',
    ]),
  ]);
}

/** The monthly statement, newest month first. */
export function statementCsv(months: Omit<StatementMonth, '__typename'>[]): string {
  return toCsv([
    ['Month', 'Gross sales', 'Commission', 'Refunded', 'Net earnings', 'Transferred', 'Paid out'],
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
