import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import AdminPayoutsPage from './AdminPayoutsPage';
import { connection, sent } from './admin.test-util';

const settings = (ratePercent: number, overrides: { vendorId: string; businessName: string; ratePercent: number }[] = []) => ({
  __typename: 'CommissionSettings',
  ratePercent,
  effectiveFrom: null,
  overrides: overrides.map((o) => ({ __typename: 'ShopCommission', effectiveFrom: '2026-11-01T12:00:00.000Z', ...o })),
});
const overview = {
  __typename: 'PayoutsOverview',
  commissionEarnedCents: 123_456,
  commissionThisMonthCents: 7_890,
  pendingCents: 1_000,
  transferredCents: 20_000,
  paidOutCents: 900_000,
  refundedCents: 5_000,
  transfers: [
    { __typename: 'TransferStateCount', state: 'Failed', count: 2 },
    { __typename: 'TransferStateCount', state: 'Transferred', count: 40 },
  ],
};
const shop = (id: string, businessName: string) => ({
  __typename: 'ShopBalanceRow',
  id,
  vendorId: id,
  businessName,
  accountStatus: 'Active',
  balance: { __typename: 'PayoutBalance', pendingCents: 0, transferredCents: 1_500, paidOutCents: 80_000, refundedCents: 0, commissionCents: 9_000 },
});

function setup(respond: MockResponder) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient(respond);
  renderAt(<AdminPayoutsPage />, { client, path: '/admin/payouts' });
  return { user: userEvent.setup(), operations };
}

function respond(rate = { value: 10 }, integrityOk = true): MockResponder {
  return (operation) => {
    switch (operation.operationName) {
      case 'GetAdminPayouts':
        return { data: { adminPayouts: overview, commissionSettings: settings(rate.value, [{ vendorId: 'v2', businessName: 'Lakeside Cheese', ratePercent: 5 }]) } };
      case 'ListShopBalances':
        return { data: { adminShopBalances: connection('ShopBalanceConnection', [shop('v1', 'Maple Bakery'), shop('v2', 'Lakeside Cheese')]) } };
      case 'CheckLedgerIntegrity':
        return {
          data: {
            ledgerIntegrity: {
              __typename: 'LedgerIntegrity',
              ok: integrityOk,
              checkedAt: '2026-11-26T10:00:00.000Z',
              journals: 1234,
              entries: 2600,
              problems: integrityOk ? [] : [{ __typename: 'LedgerProblem', check: 'transfers_not_booked', description: 'Transfers made that the ledger does not record.', count: 1 }],
            },
          },
        };
      case 'SetPlatformCommission':
        rate.value = operation.variables.ratePercent as number;
        return { data: { setPlatformCommission: settings(rate.value) } };
      case 'SetShopCommission':
        return { data: { setShopCommission: settings(rate.value) } };
      default:
        return { data: null };
    }
  };
}

describe('AdminPayoutsPage', () => {
  it("shows commission earned, the shops' money, each shop's balances and the ledger check", async () => {
    setup(respond());
    const money = await screen.findByRole('region', { name: 'The marketplace’s money' });
    expect(money).toHaveTextContent('Commission earned$1,234.56');
    expect(money).toHaveTextContent('Commission this month$78.90');
    expect(within(money).getByRole('link', { name: 'Review 2 failed transfers' })).toHaveAttribute('href', '/admin/transfers?state=Failed');
    const balances = await screen.findByRole('table', { name: 'Each shop’s balances from the ledger, by name' });
    expect(within(balances).getByRole('rowheader', { name: 'Maple Bakery' }).closest('tr')).toHaveTextContent('Active$0.00$15.00$800.00$0.00$90.00');
    const ledger = screen.getByRole('region', { name: 'Ledger integrity' });
    expect(await within(ledger).findByText('Balanced')).toBeInTheDocument();
    expect(ledger).toHaveTextContent('1,234 journals, 2,600 entries');
  });

  it('lists what the ledger check found', async () => {
    setup(respond({ value: 10 }, false));
    const ledger = await screen.findByRole('region', { name: 'Ledger integrity' });
    expect(await within(ledger).findByText('Problems found')).toBeInTheDocument();
    // The check's own words (by its code), not the API's description.
    expect(ledger).toHaveTextContent('transfers_not_booked (1): Transfers made (or reversals made) that the ledger does not record.');
  });

  it('sets the platform rate and a shop rate, and ends an override', async () => {
    const { user, operations } = setup(respond());
    const commission = await screen.findByRole('region', { name: 'Commission' });
    expect(commission).toHaveTextContent('Lakeside Cheese: 5%');
    const rate = within(commission).getByLabelText('Platform commission (%)');
    await user.clear(rate);
    await user.type(rate, '12.5');
    await user.click(within(commission).getByRole('button', { name: 'Save rate' }));
    expect(await screen.findByText('The platform commission is now 12.5% for new orders.')).toBeInTheDocument();
    expect(sent(operations, 'SetPlatformCommission')[0].variables).toEqual({ ratePercent: 12.5 });

    await user.click(within(commission).getByRole('button', { name: 'Put Lakeside Cheese back on the platform rate' }));
    expect(await screen.findByText('Lakeside Cheese pays the platform rate on new orders.')).toBeInTheDocument();
    expect(sent(operations, 'SetShopCommission')[0].variables).toEqual({ vendorId: 'v2', ratePercent: null });

    const form = screen.getByRole('region', { name: 'Commission' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Maple Bakery' })).toBeInTheDocument());
    await user.selectOptions(within(form).getByLabelText(/Shop/), 'Maple Bakery');
    await user.type(within(form).getByLabelText(/Its rate/), '7.5');
    await user.click(within(form).getByRole('button', { name: 'Set shop rate' }));
    expect(await screen.findByText('Maple Bakery pays 7.5% on new orders.')).toBeInTheDocument();
    expect(sent(operations, 'SetShopCommission')[1].variables).toEqual({ vendorId: 'v1', ratePercent: 7.5 });
  });
});
