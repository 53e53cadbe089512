import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import type { OrderStatus, VendorOrderFieldsFragment } from '../../gql/graphql';
import VendorOrdersPage from './VendorOrdersPage';
import { createVendorTestClient, graphQLError, sent, testVendorOrder } from './vendor.test-util';

function connection(nodes: VendorOrderFieldsFragment[]) {
  return { data: { vendorOrders: { __typename: 'OrderConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } };
}

function setup(orders: VendorOrderFieldsFragment[], mutations: MockResponder = () => ({ data: null })) {
  setSession({ token: 't', role: 'Vendor' });
  const { client, operations } = createVendorTestClient((operation) => {
    if (operation.operationName === 'ListVendorOrders') {
      const status = operation.variables.status as OrderStatus | null;
      return connection(status ? orders.filter((order) => order.status === status) : orders);
    }
    if (operation.operationName === 'GetVendorDashboard') return { data: null };
    return mutations(operation);
  });
  renderAt(<VendorOrdersPage />, { client, path: '/vendor/orders' });
  return { user: userEvent.setup(), operations };
}

const card = (shortNumber: string) => screen.findByRole('article', { name: `Order #${shortNumber}` });
const buttonNames = (article: HTMLElement) => within(article).queryAllByRole('button').map((button) => button.textContent);

describe('VendorOrdersPage', () => {
  it('shows number, customer, date, items, total and status on each card', async () => {
    setup([testVendorOrder({ id: 'order-0000aa11bb', customerName: null })]);
    const article = await card('AA11BB');
    expect(article).toHaveTextContent('Customer: N/A');
    expect(within(article).getByText('Pending')).toBeInTheDocument();
    expect(article).toHaveTextContent('Country Sourdough Loaf × 2 @ $12.50');
    expect(article).toHaveTextContent('$25.00');
    expect(article).toHaveTextContent('Total (incl. tax)$28.25');
    expect(within(article).getByText(/Mar \d, 2025/)).toBeInTheDocument();
  });

  it('shows where to ship, and prints a packing slip of the order', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = setup([testVendorOrder({ id: 'order-0000cc22dd' })]);
    const article = await card('CC22DD');
    const shipTo = within(article).getByRole('region', { name: 'Ship order #CC22DD to' });
    expect(shipTo).toHaveTextContent('Alice Martin 27 Elm Grove Ave, Toronto, ON M6K 2H9');
    expect(shipTo).toHaveTextContent('416-555-0123 · alice@mainstreet.test');
    await user.click(within(article).getByRole('button', { name: 'Print the packing slip of order #CC22DD' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const slip = document.querySelector('.packing-slip')!;
    expect(slip).toHaveTextContent('Packing slip · order #CC22DD');
    expect(slip).toHaveTextContent(/Country Sourdough Loaf\s*2/);
    expect(slip).toHaveTextContent('Alice Martin 27 Elm Grove Ave, Toronto, ON M6K 2H9');
    print.mockRestore();
  });

  it("shows where a cancelled order's refund stands beside its status", async () => {
    setup([
      testVendorOrder({ id: 'o-canc01', status: 'Cancelled', refundStatus: 'Pending' }),
      testVendorOrder({ id: 'o-canc02', status: 'Cancelled', refundStatus: 'Refunded' }),
      testVendorOrder({ id: 'o-canc03', status: 'Cancelled', refundStatus: 'Failed' }),
      testVendorOrder({ id: 'o-canc04', status: 'Cancelled', refundStatus: null }),
    ]);
    const expected: [string, string | null][] = [
      ['CANC01', 'Refund pending'],
      ['CANC02', 'Refunded'],
      ['CANC03', 'Refund failed'],
      ['CANC04', null],
    ];
    for (const [number, refund] of expected) {
      const article = await card(number);
      expect(within(article).getByText('Cancelled')).toBeInTheDocument();
      if (refund) expect(within(article).getByText(refund)).toBeInTheDocument();
      else expect(within(article).queryByText(/refund/i)).not.toBeInTheDocument();
    }
  });

  it('offers only the moves each status allows', async () => {
    setup([
      testVendorOrder({ id: 'o-pend01', status: 'Pending' }),
      testVendorOrder({ id: 'o-proc02', status: 'Processing' }),
      testVendorOrder({ id: 'o-ship03', status: 'Shipped' }),
      testVendorOrder({ id: 'o-deli04', status: 'Delivered' }),
      testVendorOrder({ id: 'o-canc05', status: 'Cancelled' }),
    ]);
    expect(buttonNames(await card('PEND01'))).toEqual(['Packing slip', 'Mark as Shipped', 'Cancel Order']);
    expect(buttonNames(await card('PROC02'))).toEqual(['Packing slip', 'Mark as Shipped', 'Cancel Order']);
    expect(buttonNames(await card('SHIP03'))).toEqual(['Packing slip', 'Mark as Delivered', 'Cancel Order']);
    expect(buttonNames(await card('DELI04'))).toEqual(['Packing slip']);
    expect(buttonNames(await card('CANC05'))).toEqual(['Packing slip']);
  });

  it('offers the moves the API lists in nextStatuses, not ones it derives from the status', async () => {
    setup([
      // A status with a move the page has no button for, and an order the API allows only to be cancelled.
      testVendorOrder({ id: 'o-pend01', status: 'Pending', nextStatuses: ['Processing', 'Shipped', 'Cancelled'] }),
      testVendorOrder({ id: 'o-pend02', status: 'Pending', nextStatuses: ['Cancelled'] }),
      testVendorOrder({ id: 'o-ship03', status: 'Shipped', nextStatuses: [] }),
    ]);
    expect(buttonNames(await card('PEND01'))).toEqual(['Packing slip', 'Mark as Shipped', 'Cancel Order']);
    expect(buttonNames(await card('PEND02'))).toEqual(['Packing slip', 'Cancel Order']);
    expect(buttonNames(await card('SHIP03'))).toEqual(['Packing slip']);
  });

  it('marks an order shipped, and the card follows the returned status', async () => {
    const order = testVendorOrder({ id: 'o-pend01', status: 'Pending' });
    const { user, operations } = setup([order], () => ({
      data: { updateOrderStatus: { ...order, status: 'Shipped', nextStatuses: ['Delivered', 'Cancelled'] } },
    }));
    const article = await card('PEND01');
    await user.click(within(article).getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(within(article).getByText('Shipped')).toBeInTheDocument());
    expect(buttonNames(article)).toEqual(['Packing slip', 'Mark as Delivered', 'Cancel Order']);
    expect(sent(operations, 'UpdateOrderStatus')).toEqual([
      { operationName: 'UpdateOrderStatus', variables: { id: 'o-pend01', status: 'Shipped' } },
    ]);
  });

  it('asks before cancelling, saying it refunds and restocks', async () => {
    const order = testVendorOrder({ id: 'o-ship03', status: 'Shipped' });
    const { user, operations } = setup([order], () => ({ data: { updateOrderStatus: { ...order, status: 'Cancelled', refundStatus: 'Pending', nextStatuses: [] } } }));
    await user.click(within(await card('SHIP03')).getByRole('button', { name: 'Cancel Order' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #SHIP03?' });
    expect(confirm).toHaveTextContent(/refunds this order's amount \(\$28\.25\)/);
    expect(confirm).toHaveTextContent(/back in stock/);
    expect(sent(operations, 'UpdateOrderStatus')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Cancel Order' }));
    await waitFor(() => expect(within(screen.getByRole('article')).getByText('Cancelled')).toBeInTheDocument());
    // The returned order says its refund is queued: the card shows it beside the status.
    expect(within(screen.getByRole('article')).getByText('Refund pending')).toBeInTheDocument();
    expect(buttonNames(screen.getByRole('article'))).toEqual(['Packing slip']);
    expect(sent(operations, 'UpdateOrderStatus')).toEqual([
      { operationName: 'UpdateOrderStatus', variables: { id: 'o-ship03', status: 'Cancelled' } },
    ]);
  });

  it('alerts "Failed to update order status." with the server\'s reason', async () => {
    const { user } = setup([testVendorOrder({ id: 'o-pend01' })], () =>
      graphQLError('A cancelled order cannot be shipped.', 'BAD_USER_INPUT'),
    );
    const article = await card('PEND01');
    await user.click(within(article).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      'Failed to update order status. A cancelled order cannot be shipped.',
    );
    expect(within(article).getByText('Pending')).toBeInTheDocument();
  });

  it('alerts only "Failed to update order status." when the server gives no reason', async () => {
    const { user } = setup([testVendorOrder({ id: 'o-pend01' })], () => ({ errors: [{ message: 'Unexpected error.' }] }));
    const article = await card('PEND01');
    await user.click(within(article).getByRole('button', { name: 'Mark as Shipped' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(/^Failed to update order status\.$/);
  });

  it('filters by status and says "No orders found" when none match', async () => {
    const { user, operations } = setup([testVendorOrder({ id: 'o-pend01' })]);
    await card('PEND01');
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(sent(operations, 'ListVendorOrders').map((operation) => operation.variables.status)).toEqual([null, 'Delivered']);
  });
});
