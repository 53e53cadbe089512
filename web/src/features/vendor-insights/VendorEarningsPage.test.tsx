import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { GetVendorEarningsQuery } from './vendor-insights.operations';
import { months } from './vendor-insights.test-data';
import VendorEarningsPage from './VendorEarningsPage';

function earningsMock(
  monthly: ReturnType<typeof months>,
  growth: { thisMonth: number; lastMonth: number; lastMonthToDate: number; percent: number | null },
  statement: { month: string; commissionCents: number; netCents: number }[] = [],
) {
  return mockQuery(
    GetVendorEarningsQuery,
    { months: 12 },
    {
      vendorSales: { __typename: 'VendorSales', monthly },
      vendorDashboard: {
        __typename: 'VendorDashboard',
        businessName: 'Maple Bakery',
        totalProducts: 4,
        totalOrders: 7,
        totalRevenueCents: 15750,
        revenueThisMonthCents: growth.thisMonth,
        revenueLastMonthCents: growth.lastMonth,
        revenueLastMonthToDateCents: growth.lastMonthToDate,
        revenueGrowthPercent: growth.percent,
      },
      vendorPayouts: { __typename: 'VendorPayouts', statement: statement.map((m) => ({ __typename: 'StatementMonth' as const, ...m })) },
    },
  );
}

describe('VendorEarningsPage', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 320, width: 640, height: 320, toJSON: () => ({}),
    } as DOMRect);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each month with revenue before tax, tax and total, and compares this month so far with the same days of last month', async () => {
    renderPage(<VendorEarningsPage />, {
      mocks: [
        earningsMock(
          months(12, { '2025-02': [4, 10000], '2025-03': [3, 5750] }),
          { thisMonth: 5750, lastMonth: 10000, lastMonthToDate: 8000, percent: -28.1 },
          [
            { month: '2025-03', commissionCents: 575, netCents: 5923 },
            { month: '2025-02', commissionCents: 1000, netCents: 10300 },
          ],
        ),
      ],
    });
    const table = await screen.findByRole('table', { name: /Earnings per month/ });
    const rows = within(table).getAllByRole('row');
    // Header, 12 months (newest first), totals.
    expect(rows).toHaveLength(14);
    expect(rows[1]).toHaveTextContent('March 2025');
    expect(rows[1]).toHaveTextContent('$57.50');
    expect(rows[1]).toHaveTextContent('$7.48');
    expect(rows[1]).toHaveTextContent('$64.98');
    // Net of commission beside the gross: the ledger's commission and net for the month.
    expect(within(rows[1]).getAllByRole('cell').map((cell) => cell.textContent).slice(-2)).toEqual(['$5.75', '$59.23']);
    expect(within(rows[13]).getAllByRole('cell').map((cell) => cell.textContent).slice(-2)).toEqual(['$15.75', '$162.23']);
    expect(rows[2]).toHaveTextContent('February 2025');
    expect(rows[13]).toHaveTextContent('Last 12 months');
    expect(rows[13]).toHaveTextContent('$177.98');
    // Last month in full next to the chart; the growth against the same days of it ($80.00 of $100.00).
    expect(screen.getByText('Last month').nextSibling).toHaveTextContent('$100.00');
    expect(screen.getByText('−28.1%')).toBeInTheDocument();
    expect(screen.getByText('Month to date vs. the same days last month')).toBeInTheDocument();
    expect(screen.getByText('$57.50 vs. $80.00')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Bar chart: earnings per month/ }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says there is nothing to compare with when the same days of last month had no revenue', async () => {
    renderPage(<VendorEarningsPage />, {
      mocks: [earningsMock(months(12), { thisMonth: 0, lastMonth: 0, lastMonthToDate: 0, percent: null })],
    });
    expect(await screen.findByText('No revenue in those days last month to compare with.')).toBeInTheDocument();
    expect(screen.getByText('No sales data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
