import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockQuery, mockQueryError, renderPage } from '../../app/render-with-providers.test-util';
import { GetVendorSalesReportQuery } from './vendor-insights.operations';
import { days, months } from './vendor-insights.test-data';
import VendorSalesPage from './VendorSalesPage';

const variables = { days: 30, months: 12 };

function salesMock(data: { daily: ReturnType<typeof days>; monthly: ReturnType<typeof months>; topProducts?: unknown[] }) {
  return mockQuery(GetVendorSalesReportQuery, variables, {
    vendorSales: {
      __typename: 'VendorSales',
      daily: data.daily,
      monthly: data.monthly,
      topProducts: (data.topProducts ?? []) as never,
    },
  });
}

describe('VendorSalesPage', () => {
  beforeEach(() => {
    // jsdom lays nothing out; nivo's responsive wrapper draws only once its parent has a size.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 320, width: 640, height: 320, toJSON: () => ({}),
    } as DOMRect);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says "No sales data available" when every figure is zero', async () => {
    renderPage(<VendorSalesPage />, { mocks: [salesMock({ daily: days(30), monthly: months(12) })] });
    expect(await screen.findByText('No sales data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Last 30 days' })).not.toBeInTheDocument();
  });

  it('draws the revenue chart with a data table, totals and top products', async () => {
    const user = userEvent.setup();
    renderPage(<VendorSalesPage />, {
      mocks: [
        salesMock({
          daily: days(30, { '2025-03-05': [2, 4500], '2025-03-30': [1, 1250] }),
          monthly: months(12, { '2025-02': [4, 10000], '2025-03': [3, 5750] }),
          topProducts: [
            { __typename: 'TopProduct', productId: 'p1', name: 'Aged Cheddar', units: 7, revenueCents: 8400 },
            { __typename: 'TopProduct', productId: null, name: 'Rye Loaf', units: 2, revenueCents: 1300 },
          ],
        }),
      ],
    });

    // The nivo chart arrives in its own lazy chunk and names itself for screen readers.
    expect(await screen.findByRole('img', { name: /Line chart: revenue by day, last 30 days/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    // The hidden table carries the same figures, one row per day, in CAD.
    const dayTable = screen.getByRole('table', { name: 'Revenue by day, last 30 days' });
    expect(within(dayTable).getAllByRole('row')).toHaveLength(31);
    const march5 = within(dayTable).getByRole('rowheader', { name: 'March 5, 2025' }).closest('tr')!;
    expect(march5).toHaveTextContent('$45.00');

    // Totals of the selected range: 3 orders, $57.50 before tax.
    const totals = screen.getByRole('group', { name: 'Totals, last 30 days' });
    expect(within(totals).getByText('3')).toBeInTheDocument();
    expect(within(totals).getByText('$57.50')).toBeInTheDocument();

    const top = screen.getByRole('region', { name: 'Top products' });
    const rows = within(top).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Aged Cheddar');
    expect(rows[1]).toHaveTextContent('7');
    expect(rows[1]).toHaveTextContent('$84.00');
    expect(rows[2]).toHaveTextContent('Rye Loaf (deleted)');

    await user.click(screen.getByRole('button', { name: 'Last 12 months' }));
    expect(screen.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');
    const monthTable = screen.getByRole('table', { name: 'Revenue by month, last 12 months' });
    expect(within(monthTable).getAllByRole('row')).toHaveLength(13);
    expect(within(monthTable).getByRole('rowheader', { name: 'February 2025' }).closest('tr')).toHaveTextContent('$100.00');
    expect(within(screen.getByRole('group', { name: 'Totals, last 12 months' })).getByText('$157.50')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /Line chart: revenue by month, last 12 months/ })).toBeInTheDocument(),
    );
  });

  it("shows the server's message when the report fails", async () => {
    renderPage(<VendorSalesPage />, {
      mocks: [mockQueryError(GetVendorSalesReportQuery, variables, 'Only vendors can do that.')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only vendors can do that.');
  });
});
