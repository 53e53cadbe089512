import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import type { GetVendorPayoutsQuery, PayoutAccountStatus } from '../../gql/graphql';
import VendorPayoutsPage from './VendorPayoutsPage';

const transfer = (id: string, state: 'Transferred' | 'Waiting' | 'Reversed', totalCents = 11300, commissionCents = 1000) => ({
  __typename: 'ShopTransfer' as const,
  id,
  orderId: `order-${id}`,
  orderShortNumber: id.toUpperCase().padStart(6, '0'),
  orderPlacedAt: '2026-11-20T15:00:00.000Z',
  orderTotalCents: totalCents,
  commissionRatePercent: 10,
  commissionCents,
  netCents: totalCents - commissionCents,
  state,
  transferredAt: state === 'Waiting' ? null : '2026-11-20T15:00:05.000Z',
  reversedAt: state === 'Reversed' ? '2026-11-21T10:00:00.000Z' : null,
});

function payouts(status: PayoutAccountStatus, testMode = true, hasNextPage = false): GetVendorPayoutsQuery {
  return {
    vendorPayouts: {
      __typename: 'VendorPayouts',
      account: {
        __typename: 'PayoutAccount',
        status,
        testMode,
        chargesEnabled: status === 'Active',
        payoutsEnabled: status === 'Active',
        detailsSubmitted: status === 'Active',
        requirements: status === 'Onboarding' ? ['external_account', 'tos_acceptance.date'] : [],
      },
      balance: { __typename: 'PayoutBalance', pendingCents: 10300, transferredCents: 20340, paidOutCents: 50000, refundedCents: 11300, commissionCents: 3260 },
      transfers: {
        __typename: 'ShopTransferConnection',
        nodes: [transfer('a1', status === 'Active' ? 'Transferred' : 'Waiting'), transfer('b2', 'Reversed', 5650, 500)],
        pageInfo: { __typename: 'PageInfo', endCursor: 'c1', hasNextPage },
      },
      payouts: {
        __typename: 'ShopPayoutConnection',
        nodes: [{ __typename: 'ShopPayout', id: 'p1', amountCents: 50000, status: 'paid', paidAt: '2026-11-01T12:00:00.000Z', failureMessage: null, createdAt: '2026-11-01T12:00:00.000Z' }],
      },
      statement: [
        { __typename: 'StatementMonth', month: '2026-11', grossCents: 16950, commissionCents: 1000, refundedCents: 5650, netCents: 10300, transferredCents: 10170, paidOutCents: 0 },
        { __typename: 'StatementMonth', month: '2026-10', grossCents: 0, commissionCents: 0, refundedCents: 0, netCents: 0, transferredCents: 0, paidOutCents: 50000 },
      ],
    },
  };
}

function setup(respond: MockResponder, path = '/vendor/payouts') {
  setSession({ token: 't', role: 'Vendor', name: 'Maple Bakery' });
  const { client, operations } = createTestClient(respond);
  renderAt(<VendorPayoutsPage />, { client, path });
  return { user: userEvent.setup(), operations };
}

afterEach(() => vi.restoreAllMocks());

describe('VendorPayoutsPage', () => {
  it('shows the account, balances, each order with total, commission, net and transfer status, payouts and the statement', async () => {
    setup(() => ({ data: payouts('Active') }));
    const account = await screen.findByRole('region', { name: 'Payout account' });
    expect(account).toHaveTextContent('Active');
    expect(account).toHaveTextContent('Test mode');
    expect(within(account).queryByRole('button')).not.toBeInTheDocument();

    const balances = screen.getByRole('region', { name: 'Balances' });
    expect(balances).toHaveTextContent('Pending$103.00');
    expect(balances).toHaveTextContent('Transferred$203.40');
    expect(balances).toHaveTextContent('Paid out$500.00');
    expect(balances).toHaveTextContent('Refunded$113.00');

    const orders = screen.getByRole('table', { name: /Each paid order/ });
    const rows = within(orders).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Nov 20, 2026', '$113.00', '$10.00 (10%)', '$103.00', 'Transferred']);
    expect(rows[1]).toHaveTextContent('Reversed');

    expect(screen.getByRole('table', { name: 'Payouts to your bank, newest first' })).toHaveTextContent('$500.00Paid');
    const statement = screen.getByRole('table', { name: /Monthly statement/ });
    expect(within(statement).getByRole('rowheader', { name: 'November 2026' }).closest('tr')).toHaveTextContent('$169.50$10.00$56.50$103.00$101.70$0.00');
  });

  it('sets up payouts in Test mode with one click and shows them active', async () => {
    let connected = false;
    const { user, operations } = setup((operation) => {
      if (operation.operationName === 'StartPayoutOnboarding') {
        connected = true;
        // PUBLIC_URL names another origin than the browser's: Test mode stays in the app all the same.
        return { data: { startPayoutOnboarding: { __typename: 'PayoutOnboarding', url: 'http://localhost:4000/vendor/payouts?onboarding=complete', testMode: true } } };
      }
      return { data: payouts(connected ? 'Active' : 'NotConnected') };
    });
    const account = await screen.findByRole('region', { name: 'Payout account' });
    expect(account).toHaveTextContent('Not set up');
    expect(screen.getByRole('table', { name: /Each paid order/ })).toHaveTextContent('Waiting for payouts setup');
    await user.click(within(account).getByRole('button', { name: 'Set up payouts (Test mode)' }));
    expect(await screen.findByText('Payouts are set up. Your waiting transfers are on their way.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Payout account' })).toHaveTextContent('Active'));
    expect(screen.getByTestId('location')).toHaveTextContent('/vendor/payouts?onboarding=complete');
    expect(operations.filter((operation) => operation.operationName === 'StartPayoutOnboarding')).toHaveLength(1);
  });

  it("sends the vendor to Stripe's hosted onboarding and lists what Stripe still needs", async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost:3000', assign } as Location);
    const { user } = setup((operation) =>
      operation.operationName === 'StartPayoutOnboarding'
        ? { data: { startPayoutOnboarding: { __typename: 'PayoutOnboarding', url: 'https://connect.stripe.com/setup/e/acct_1/abc', testMode: false } } }
        : { data: payouts('Onboarding', false) },
    );
    const account = await screen.findByRole('region', { name: 'Payout account' });
    expect(account).toHaveTextContent('Onboarding not finished');
    expect(account).toHaveTextContent('Bank account for payouts');
    expect(account).toHaveTextContent('Acceptance of Stripe’s terms of service');
    expect(account).not.toHaveTextContent('Test mode');
    await user.click(within(account).getByRole('button', { name: 'Finish onboarding' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1/abc'));
  });

  it('asks the API where the account stands when Stripe sends the vendor back', async () => {
    const { operations } = setup(
      (operation) =>
        operation.operationName === 'RefreshPayoutAccount'
          ? { data: { refreshPayoutAccount: { ...payouts('Active', false).vendorPayouts.account } } }
          : { data: payouts('Active', false) },
      '/vendor/payouts?onboarding=return',
    );
    expect(await screen.findByText('Payouts are set up. Your waiting transfers are on their way.')).toBeInTheDocument();
    expect(operations.filter((operation) => operation.operationName === 'RefreshPayoutAccount')).toHaveLength(1);
  });

  it('follows a transfer on its way until it lands', async () => {
    let calls = 0;
    setup(() => {
      calls += 1;
      const data = payouts('Active');
      data.vendorPayouts.transfers.nodes[0] = { ...transfer('a1', 'Transferred'), state: calls === 1 ? 'Pending' : 'Transferred' };
      return { data };
    });
    const orders = await screen.findByRole('table', { name: /Each paid order/ });
    expect(orders).toHaveTextContent('Queued');
    await waitFor(() => expect(screen.getByRole('table', { name: /Each paid order/ })).toHaveTextContent('$103.00Transferred'), { timeout: 6000 });
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('exports every order as CSV, fetching all pages', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, operations } = setup((operation) => {
      if (operation.operationName !== 'ListVendorTransfers') return { data: payouts('Active', true, true) };
      const first = !operation.variables.after;
      return {
        data: {
          vendorPayouts: {
            __typename: 'VendorPayouts',
            transfers: {
              __typename: 'ShopTransferConnection',
              nodes: first ? [transfer('a1', 'Transferred')] : [transfer('b2', 'Reversed', 5650, 500)],
              pageInfo: { __typename: 'PageInfo', endCursor: first ? 'next' : null, hasNextPage: first },
            },
          },
        },
      };
    });
    await user.click(await screen.findByRole('button', { name: 'Export orders (CSV)' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(operations.filter((operation) => operation.operationName === 'ListVendorTransfers').map((operation) => operation.variables.after ?? null)).toEqual([null, 'next']);
    const csv = await created[0].text();
    expect(csv.split('\r\n')).toEqual([
      'Order,Placed,Order total,Commission rate (%),Commission,Net to shop,Transfer status,Transferred at',
      '0000A1,2026-11-20T15:00:00.000Z,113.00,10,10.00,103.00,Transferred,2026-11-20T15:00:05.000Z',
      '0000B2,2026-11-20T15:00:00.000Z,56.50,10,5.00,51.50,Reversed,2026-11-20T15:00:05.000Z',
      '',
    ]);
  });
});
