import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import AdminTransfersPage from './AdminTransfersPage';
import { connection, graphQLError, sent } from './admin.test-util';

const transfer = (id: string, state: 'Transferred' | 'Failed', lastError: string | null = null) => ({
  __typename: 'AdminTransfer' as const,
  id,
  orderId: `order-${id}`,
  orderShortNumber: `ORD${id.toUpperCase()}`,
  orderPlacedAt: '2026-11-20T15:00:00.000Z',
  orderTotalCents: 11300,
  commissionCents: 1000,
  netCents: 10300,
  state,
  vendorId: 'v1',
  businessName: 'Maple Bakery',
  attempts: state === 'Failed' ? 10 : 1,
  lastError,
  retryable: state === 'Failed',
});

function setup(respond: MockResponder, path = '/admin/transfers') {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient(respond);
  renderAt(<AdminTransfersPage />, { client, path });
  return { user: userEvent.setup(), operations };
}

describe('AdminTransfersPage', () => {
  it('lists transfers with shop, amounts and status, and filters by status through the URL', async () => {
    const { user, operations } = setup(() => ({
      data: { adminTransfers: connection('AdminTransferConnection', [transfer('t1', 'Transferred'), transfer('t2', 'Failed', 'The fake Stripe API is down.')]) },
    }));
    const table = await screen.findByRole('table', { name: 'Transfers to shops, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('#ORDT1Maple Bakery');
    expect(rows[0]).toHaveTextContent('$113.00$10.00$103.00Transferred');
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('The fake Stripe API is down. (10 attempts)');
    expect(within(rows[1]).getByRole('button', { name: 'Retry the transfer of order #ORDT2' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(sent(operations, 'ListAdminTransfers').at(-1)?.variables).toEqual({ state: 'Failed', first: 25 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/transfers?state=Failed');
  });

  it('retries a failed transfer and says so; an error from the API is shown', async () => {
    let retried = 0;
    const { user, operations } = setup((operation) => {
      if (operation.operationName === 'RetryTransfer') {
        retried += 1;
        return retried === 1
          ? { data: { retryTransfer: { ...transfer('t2', 'Failed'), state: 'Pending', retryable: false, attempts: 0 } } }
          : graphQLError('Only a failed transfer or reversal can be retried.', 'BAD_USER_INPUT');
      }
      return { data: { adminTransfers: connection('AdminTransferConnection', [transfer('t2', 'Failed', 'down')]) } };
    }, '/admin/transfers?state=Failed');
    const button = await screen.findByRole('button', { name: 'Retry the transfer of order #ORDT2' });
    expect(sent(operations, 'ListAdminTransfers')[0].variables).toEqual({ state: 'Failed', first: 25 });
    await user.click(button);
    expect(await screen.findByText('The transfer of order #ORDT2 is being sent again.')).toBeInTheDocument();
    expect(sent(operations, 'RetryTransfer')[0].variables).toEqual({ id: 't2' });
    await user.click(await screen.findByRole('button', { name: 'Retry the transfer of order #ORDT2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a failed transfer or reversal can be retried.');
  });
});
