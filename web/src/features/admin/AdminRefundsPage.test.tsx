import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import AdminRefundsPage from './AdminRefundsPage';
import { connection, graphQLError, sent } from './admin.test-util';

const refused = {
  __typename: 'FailedRefund',
  id: 'refund-1',
  orderId: '00000000-0000-4000-8000-00000000abcd',
  orderNumber: '00ABCD',
  shopName: 'Maple Bakery',
  amountCents: 2260,
  attempts: 1,
  lastError: 'Charge ch_1 has already been refunded.',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

function setup(respond: MockResponder) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient(respond);
  renderAt(<AdminRefundsPage />, { client, path: '/admin/refunds' });
  return { user: userEvent.setup(), operations };
}

describe('AdminRefundsPage', () => {
  it('lists each failed refund with its order, shop, amount, tries and reason', async () => {
    setup(() => ({ data: { failedRefunds: connection('FailedRefundConnection', [refused]) } }));
    const table = await screen.findByRole('table', { name: 'Failed refunds, most recently tried first' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('#00ABCD');
    expect(row).toHaveTextContent('Maple Bakery');
    expect(row).toHaveTextContent('$22.60');
    expect(row).toHaveTextContent('1 attempt');
    expect(row).toHaveTextContent('already been refunded');
  });

  it('retries a refund, says so, and shows the list without it', async () => {
    let lists = 0;
    const { user, operations } = setup((operation) => {
      if (operation.operationName === 'RetryRefund') return { data: { retryRefund: { __typename: 'FailedRefund', id: refused.id, orderId: refused.orderId, attempts: 0 } } };
      lists += 1;
      return { data: { failedRefunds: connection('FailedRefundConnection', lists === 1 ? [refused] : []) } };
    });
    await user.click(await screen.findByRole('button', { name: 'Retry the refund of order #00ABCD' }));
    expect(await screen.findByText('The refund of order #00ABCD is queued again.')).toBeInTheDocument();
    expect(sent(operations, 'RetryRefund')[0].variables).toEqual({ orderId: refused.orderId });
    expect(await screen.findByText(/No failed refunds/)).toBeInTheDocument();
  });

  it("shows the server's reason when the retry is refused", async () => {
    const { user } = setup((operation) =>
      operation.operationName === 'RetryRefund'
        ? graphQLError('Only a failed refund can be retried.', 'BAD_USER_INPUT')
        : { data: { failedRefunds: connection('FailedRefundConnection', [refused]) } },
    );
    await user.click(await screen.findByRole('button', { name: 'Retry the refund of order #00ABCD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a failed refund can be retried.');
  });
});
