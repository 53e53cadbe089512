import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { csvDollars, statementCsv, toCsv, transfersCsv } from './payouts-csv.util';

// The messages' English, as the macros keep it outside production builds.
const english = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });
const t = english._.bind(english);

describe('payouts CSV', () => {
  it('quotes only fields that need it, doubling quotes, with CRLF line ends', () => {
    expect(toCsv([['a', 'b,c'], ['say "hi"', 'two\nlines']])).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n');
  });

  it('writes amounts as plain dollar numbers', () => {
    expect([csvDollars(123456), csvDollars(-50), csvDollars(0), csvDollars(7)]).toEqual(['1234.56', '-0.50', '0.00', '0.07']);
  });

  it('lists each order with total, commission, net and transfer status', () => {
    const csv = transfersCsv(
      [
        {
          __typename: 'ShopTransfer',
          id: 't1',
          orderId: 'o1',
          orderShortNumber: 'A1B2C3',
          orderPlacedAt: '2026-11-20T15:00:00.000Z',
          orderTotalCents: 11300,
          commissionRatePercent: 12.5,
          commissionCents: 1250,
          netCents: 10050,
          state: 'Transferred',
          transferredAt: '2026-11-20T15:00:05.000Z',
          reversedAt: null,
        },
      ],
      t,
    );
    expect(csv.split('\r\n')).toEqual([
      'Order,Placed,Order total,Commission rate (%),Commission,Net to shop,Transfer status,Transferred at',
      'A1B2C3,2026-11-20T15:00:00.000Z,113.00,12.5,12.50,100.50,Transferred,2026-11-20T15:00:05.000Z',
      '',
    ]);
  });

  it('lists the statement month by month', () => {
    expect(statementCsv([{ month: '2026-11', grossCents: 22600, commissionCents: 2000, refundedCents: 11300, netCents: 9300, transferredCents: 9170, paidOutCents: 5000 }], t)).toBe(
      'Month,Gross sales,Commission,Refunded,Net earnings,Transferred,Paid out\r\n2026-11,226.00,20.00,113.00,93.00,91.70,50.00\r\n',
    );
  });
});
