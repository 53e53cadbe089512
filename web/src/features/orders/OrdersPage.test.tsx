import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession } from '../../app/testing.utils';
import type { ListMyOrdersQuery as OrdersData } from '../../gql/graphql';
import OrdersPage from './OrdersPage';

type Order = OrdersData['myOrders']['nodes'][number];

const customerInfo: Order['customerInfo'] = {
  __typename: 'CustomerInfo',
  fullName: 'Alice Martin',
  email: 'alice@mainstreet.test',
  phone: '416-555-0101',
  address: '1 Queen St W, Toronto, ON',
  postalCode: 'M5H 2N2',
};

function makeOrder(overrides: Partial<Order> & { id: string; vendor: Order['vendor'] }): Order {
  return {
    __typename: 'Order',
    shortNumber: overrides.id.slice(-6),
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    createdAt: '2026-11-21T15:00:00.000Z',
    status: 'Pending',
    refundStatus: null,
    subtotal: 10,
    tax: 1.3,
    total: 11.3,
    totalCents: 1130,
    paymentId: null,
    customerInfo,
    items: [],
    ...overrides,
    taxes: overrides.taxes ?? [{ __typename: 'TaxLine', label: 'HST 13%', amount: overrides.tax ?? 1.3 }],
  };
}

const cheeseShop = { __typename: 'Vendor' as const, id: 'v1', businessName: 'County Cheese Co.' };
const bakery = { __typename: 'Vendor' as const, id: 'v2', businessName: 'Maple Bakery' };
const roaster = { __typename: 'Vendor' as const, id: 'v3', businessName: 'Harbour Coffee Roasters' };

const cheeseOrder = makeOrder({
  id: 'ord-0000-aaa111',
  vendor: cheeseShop,
  paymentId: 'pay-1',
  status: 'Shipped',
  subtotal: 25,
  tax: 3.25,
  total: 28.25,
  totalCents: 2825,
  items: [
    { __typename: 'OrderLine', productId: 'p1', productName: 'Aged Cheddar', quantity: 2, unitPrice: 12.5, lineTotal: 25 },
  ],
});
const breadOrder = makeOrder({
  id: 'ord-0000-bbb222',
  vendor: bakery,
  paymentId: 'pay-1',
  status: 'Pending',
  subtotal: 16,
  tax: 2.08,
  total: 18.08,
  totalCents: 1808,
  items: [
    { __typename: 'OrderLine', productId: null, productName: 'Deleted Product', quantity: 1, unitPrice: 8, lineTotal: 8 },
    { __typename: 'OrderLine', productId: 'p2', productName: 'Sourdough Loaf', quantity: 1, unitPrice: 8, lineTotal: 8 },
  ],
});

function page(nodes: Order[], endCursor: string | null = null, hasNextPage = false): OrdersData {
  return {
    myOrders: {
      __typename: 'OrderConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
    },
  };
}

function setup(answer: (after: unknown) => OrdersData | null) {
  setSession({ token: 't', role: 'Customer', name: 'Alice' });
  const { client, operations } = createTestClient((operation) => {
    const data = answer(operation.variables.after);
    return data ? { data } : { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
  });
  renderAt(<OrdersPage />, { client, path: '/customer/orders' });
  return { user: userEvent.setup(), operations };
}

/** The checkout sections, by their heading. */
const checkoutSections = () =>
  screen.getAllByRole('region').filter((region) => region.getAttribute('aria-labelledby')?.startsWith('checkout-'));

describe('OrdersPage', () => {
  it('groups the orders of one checkout under one heading with its shops and combined total', async () => {
    setup(() => page([cheeseOrder, breadOrder]));

    const [section] = await waitFor(() => {
      const sections = checkoutSections();
      expect(sections).toHaveLength(1);
      return sections;
    });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Checkout of November 21, 2026');
    expect(section).toHaveTextContent('2 shops · Total $46.33');

    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const cheese = within(section).getByRole('article', { name: 'County Cheese Co.' });
    expect(cheese).toHaveTextContent('Order #AAA111');
    expect(within(cheese).getByText('Shipped')).toBeInTheDocument();
    expect(cheese).toHaveTextContent('Alice Martin');
    expect(cheese).toHaveTextContent('1 Queen St W, Toronto, ON, M5H 2N2');
    expect(within(cheese).getByRole('link', { name: 'Aged Cheddar' })).toHaveAttribute('href', '/product/p1');
    const headers = within(cheese).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Product', 'Qty', 'Price', 'Subtotal']);
    const row = within(cheese).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Aged Cheddar', '2', '$12.50', '$25.00']);

    const bread = within(section).getByRole('article', { name: 'Maple Bakery' });
    expect(within(bread).getByText('Pending')).toBeInTheDocument();
    expect(bread).toHaveTextContent('Order #BBB222');
  });

  it('shows "Deleted Product" from the API as plain text, not a link', async () => {
    setup(() => page([breadOrder]));
    const bread = await screen.findByRole('article', { name: 'Maple Bakery' });
    expect(within(bread).getByText('Deleted Product')).toBeInTheDocument();
    expect(within(bread).queryByRole('link', { name: 'Deleted Product' })).not.toBeInTheDocument();
    expect(within(bread).getByRole('link', { name: 'Sourdough Loaf' })).toBeInTheDocument();
  });

  it('shows a status it does not know as "Unknown"', async () => {
    // A status added to the API later reaches an older web app as an unknown string.
    const odd = makeOrder({ id: 'ord-0000-ccc333', vendor: roaster, status: 'Refunded' as Order['status'] });
    setup(() => page([odd]));
    const card = await screen.findByRole('article', { name: 'Harbour Coffee Roasters' });
    expect(within(card).getByText('Unknown')).toBeInTheDocument();
    expect(within(card).queryByText('Refunded')).not.toBeInTheDocument();
  });

  it("says where a cancelled order's refund stands, and that a failed one is being handled", async () => {
    setup(() =>
      page([
        makeOrder({ id: 'ord-0000-rfd001', vendor: cheeseShop, status: 'Cancelled', refundStatus: 'Pending' }),
        makeOrder({ id: 'ord-0000-rfd002', vendor: bakery, status: 'Cancelled', refundStatus: 'Refunded' }),
        makeOrder({ id: 'ord-0000-rfd003', vendor: roaster, status: 'Cancelled', refundStatus: 'Failed' }),
      ]),
    );
    const pending = await screen.findByRole('article', { name: 'County Cheese Co.' });
    expect(within(pending).getByText('Cancelled')).toBeInTheDocument();
    expect(within(pending).getByText('Refund pending')).toBeInTheDocument();

    const refunded = screen.getByRole('article', { name: 'Maple Bakery' });
    expect(within(refunded).getByText('Cancelled')).toBeInTheDocument();
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();

    const failed = screen.getByRole('article', { name: 'Harbour Coffee Roasters' });
    expect(within(failed).getByText('Cancelled')).toBeInTheDocument();
    expect(within(failed).getByText("Refund delayed: we're on it")).toBeInTheDocument();
    expect(screen.queryByText(/refund failed/i)).not.toBeInTheDocument();
  });

  it('shows no refund line for an order with nothing refunded', async () => {
    const unpaid = makeOrder({ id: 'ord-0000-rfd004', vendor: roaster, status: 'Cancelled', refundStatus: null });
    setup(() => page([unpaid, cheeseOrder]));
    const card = await screen.findByRole('article', { name: 'Harbour Coffee Roasters' });
    expect(within(card).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/refund/i)).not.toBeInTheDocument();
  });

  it('keeps orders of different checkouts apart, newest first', async () => {
    const older = makeOrder({ id: 'ord-0000-ddd444', vendor: roaster, paymentId: 'pay-0', createdAt: '2026-10-02T15:00:00.000Z' });
    setup(() => page([cheeseOrder, breadOrder, older]));
    await screen.findByRole('article', { name: 'Harbour Coffee Roasters' });
    const sections = checkoutSections();
    expect(sections).toHaveLength(2);
    expect(sections[0]).toHaveTextContent('2 shops');
    expect(sections[1]).toHaveTextContent('Checkout of October 2, 2026');
    expect(sections[1]).toHaveTextContent('1 shop · Total $11.30');
  });

  it('loads more orders and adds a later page to a checkout already shown', async () => {
    const { user, operations } = setup((after) => (after === 'c1' ? page([breadOrder]) : page([cheeseOrder], 'c1', true)));
    await screen.findByRole('article', { name: 'County Cheese Co.' });
    expect(checkoutSections()[0]).toHaveTextContent('1 shop · Total $28.25');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('article', { name: 'Maple Bakery' });
    expect(checkoutSections()).toHaveLength(1);
    expect(checkoutSections()[0]).toHaveTextContent('2 shops · Total $46.33');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(operations.map((o) => o.variables)).toEqual([{ first: 10 }, { first: 10, after: 'c1' }]);
  });

  it('says "You have no orders yet" without orders', async () => {
    setup(() => page([]));
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
  });

  it('says "Failed to fetch orders." when they cannot be loaded', async () => {
    setup(() => null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders.');
  });
});
