import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { taxReportCsv } from './tax-report.csv';

// The messages' English, as the macros keep it outside production builds.
const english = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });

describe('taxReportCsv', () => {
  it('writes one line per month and jurisdiction, amounts in plain dollars', () => {
    const csv = taxReportCsv([
      {
        __typename: 'TaxReportRow',
        month: '2026-11',
        jurisdiction: 'QC',
        orders: 2,
        taxableSalesCents: 3333,
        gstCents: 167,
        hstCents: 0,
        qstCents: 332,
        pstCents: 0,
        rstCents: 0,
        totalTaxCents: 499,
        collectedByShopsCents: 50,
        collectedByMainstreetCents: 449,
      },
    ], english._.bind(english));
    expect(csv).toBe(
      'Month,Jurisdiction,Orders,Taxable sales,GST,HST,QST,PST,RST,Total tax,Collected by shops,Collected by Mainstreet\r\n' +
        '2026-11,QC,2,33.33,1.67,0.00,3.32,0.00,0.00,4.99,0.50,4.49\r\n',
    );
  });
});
