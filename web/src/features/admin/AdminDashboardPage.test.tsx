import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import AdminDashboardPage from './AdminDashboardPage';
import { giveElementsASize, graphQLError, sent, testStats } from './admin.test-util';

const OVERVIEW = {
  __typename: 'PayoutsOverview',
  commissionEarnedCents: 123_456,
  commissionThisMonthCents: 7_890,
  pendingCents: 0,
  transferredCents: 0,
  paidOutCents: 0,
  refundedCents: 0,
  transfers: [],
};

/** `respond` answers the order figures; the ledger's figures answer OVERVIEW unless `payouts` says otherwise. */
function setup(respond: MockResponder, payouts: MockResponder = () => ({ data: { adminPayouts: OVERVIEW } })) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient((operation) => (operation.operationName === 'GetCommissionEarned' ? payouts(operation) : respond(operation)));
  renderAt(<AdminDashboardPage />, { client, path: '/admin/dashboard' });
  return { operations };
}

describe('AdminDashboardPage', () => {
  beforeEach(giveElementsASize);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows a spinner while the figures load', async () => {
    setup(() => new Promise(() => {}));
    expect((await screen.findByText('Loading dashboard...')).closest('[role="status"]')).not.toBeNull();
  });

  it("shows the API's figures: totals, average order value, growth, the Sales Overview chart and orders by status", async () => {
    const { operations } = setup(() => ({
      data: { adminStats: testStats({}, { '2025-02': [1, 5_000], '2025-03': [3, 12_234] }) },
    }));
    const totals = await screen.findByRole('group', { name: 'Marketplace totals' });
    const card = (label: string) => within(totals).getByRole('group', { name: label });
    expect(card('Total Users')).toHaveTextContent('1,234');
    expect(card('Total Vendors')).toHaveTextContent('11');
    expect(card('Total Orders')).toHaveTextContent('5');
    expect(card('Total Revenue')).toHaveTextContent('$197.34');
    expect(card('Average Order Value')).toHaveTextContent('$39.47');
    expect(await within(totals).findByRole('group', { name: 'Commission Earned' })).toHaveTextContent('$1,234.56');
    expect(card('Commission Earned')).toHaveTextContent('This month: $78.90');
    // Month to date against the same days of last month ($50.00), not against all of last month ($80.00).
    const growth = card('Monthly Sales Growth');
    expect(growth).toHaveTextContent('+144.68%');
    expect(within(growth).getByText('Month to date vs. the same days last month')).toBeInTheDocument();
    expect(within(growth).getByText('$122.34 vs. $50.00')).toBeInTheDocument();
    expect(growth).not.toHaveTextContent('$80.00');
    expect(sent(operations, 'GetAdminStats')[0].variables).toEqual({ months: 12 });

    // nivo arrives in its own lazy chunk and names itself; the hidden table carries the same figures.
    expect(await screen.findByRole('img', { name: /Line chart: revenue by month, last 12 months/ }, { timeout: 5000 })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue by month, last 12 months' });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('rowheader', { name: 'March 2025' }).closest('tr')).toHaveTextContent('3$122.34');

    const breakdown = screen.getByRole('region', { name: 'Order Status Breakdown' });
    const items = within(breakdown).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pending1', 'Processing2', 'Shipped3', 'Delivered4', 'Cancelled5']);
  });

  it('shows 0.00% growth and $0.00 when there are no sales', async () => {
    setup(() => ({
      data: {
        adminStats: testStats({
          orders: 0,
          totalRevenueCents: 0,
          averageOrderValueCents: 0,
          revenueThisMonthCents: 0,
          revenueLastMonthCents: 0,
          revenueLastMonthToDateCents: 0,
          salesGrowthRate: 0,
        }),
      },
    }));
    const totals = await screen.findByRole('group', { name: 'Marketplace totals' });
    expect(within(totals).getByText('0.00%')).toBeInTheDocument();
    expect(within(totals).getAllByText('$0.00')).toHaveLength(2);
  });

  it('leaves the commission card out when the ledger cannot be read, and shows the rest', async () => {
    setup(() => ({ data: { adminStats: testStats({}) } }), () => graphQLError('Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR'));
    const totals = await screen.findByRole('group', { name: 'Marketplace totals' });
    expect(within(totals).getByRole('group', { name: 'Total Users' })).toBeInTheDocument();
    expect(within(totals).queryByRole('group', { name: 'Commission Earned' })).not.toBeInTheDocument();
  });

  it('says "Failed to load dashboard stats." when the figures cannot be loaded', async () => {
    setup(() => graphQLError('Something went wrong on our side. Please try again.', 'INTERNAL_SERVER_ERROR'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard stats.');
    expect(screen.queryByRole('group', { name: 'Marketplace totals' })).not.toBeInTheDocument();
  });
});
