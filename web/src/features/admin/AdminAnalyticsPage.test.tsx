import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import AdminAnalyticsPage from './AdminAnalyticsPage';
import { giveElementsASize, graphQLError, sent, testAnalytics } from './admin.test-util';

function setup(respond: MockResponder) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient(respond);
  renderAt(<AdminAnalyticsPage />, { client, path: '/admin/analytics' });
  return { user: userEvent.setup(), operations };
}

describe('AdminAnalyticsPage', () => {
  beforeEach(giveElementsASize);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows total sales, new users and active vendors, with both charts, and switches the date range', async () => {
    const { user, operations } = setup(({ variables }) => ({
      data: {
        adminAnalytics: testAnalytics(
          variables.months as number,
          { '2025-01': [2, 4_000], '2025-03': [3, 12_234] },
          { '2025-02': 4, '2025-03': 2 },
        ),
      },
    }));
    const totals = await screen.findByRole('group', { name: 'Analytics totals' });
    expect(within(totals).getByText('$162.34')).toBeInTheDocument();
    expect(within(totals).getByText('5 orders, last 12 months, before tax')).toBeInTheDocument();
    expect(within(totals).getByText('2')).toBeInTheDocument();
    expect(within(totals).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 12 months' })).toHaveAttribute('aria-pressed', 'true');

    expect(await screen.findByRole('img', { name: /Line chart: sales by month, last 12 months/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /Bar chart: new users by month, last 12 months/ }, { timeout: 5000 })).toBeInTheDocument();
    const users = screen.getByRole('table', { name: 'New users by month, last 12 months' });
    expect(within(users).getAllByRole('row')).toHaveLength(13);
    expect(within(users).getByRole('rowheader', { name: 'February 2025' }).closest('tr')).toHaveTextContent('4');

    await user.click(screen.getByRole('button', { name: 'Last 3 months' }));
    const sales = await screen.findByRole('table', { name: 'Sales by month, last 3 months' });
    expect(within(sales).getAllByRole('row')).toHaveLength(4);
    expect(within(sales).getByRole('rowheader', { name: 'January 2025' }).closest('tr')).toHaveTextContent('2$40.00');
    expect(screen.getByRole('button', { name: 'Last 3 months' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Last 6 months' }));
    await waitFor(() => expect(sent(operations, 'GetAdminAnalytics').map((o) => o.variables.months)).toEqual([12, 3, 6]));
  });

  it('says "No sales data available" and "No user data available" when the range is empty', async () => {
    setup(({ variables }) => ({ data: { adminAnalytics: testAnalytics(variables.months as number) } }));
    expect(await screen.findByText('No sales data available')).toBeInTheDocument();
    expect(screen.getByText('No user data available')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's message when analytics cannot be loaded", async () => {
    setup(() => graphQLError('You do not have permission to do this.', 'FORBIDDEN'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
  });
});
