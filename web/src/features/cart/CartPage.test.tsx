import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import type { CartFieldsFragment } from '../../gql/graphql';
import CartPage from './CartPage';
import { graphQLError, testCart, testProduct } from '../../components/commerce/cart.test-util';

const cheddar = testProduct({ id: 'p1', name: 'Aged Cheddar', price: 12.5, stock: 3 });
const bread = testProduct({
  id: 'p2',
  name: 'Sourdough Loaf',
  price: 8,
  stock: 20,
  vendor: { __typename: 'Vendor', id: 'v2', businessName: 'Maple Bakery' },
});

/** Answers GetCart with `cart`, and the mutations with what `mutations` returns. */
function setup(cart: CartFieldsFragment | null, mutations: MockResponder = () => ({ data: null })) {
  setSession({ token: 't', role: 'Customer', name: 'Alice' });
  const { client, operations } = createTestClient((operation) => {
    if (operation.operationName === 'GetCart') {
      return cart ? { data: { cart } } : graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR');
    }
    return mutations(operation);
  });
  renderAt(<CartPage />, { client, path: '/customer/cart' });
  return { user: userEvent.setup(), operations };
}

const mutationsSent = (operations: { operationName?: string }[]) =>
  operations.filter((operation) => operation.operationName !== 'GetCart');

describe('CartPage', () => {
  it('lists the items with image, link, unit price and the summary the API computed', async () => {
    // Deliberately not 13% of the subtotal: the page must show the API's figures, not its own.
    const cart = {
      ...testCart([{ product: cheddar, quantity: 2 }, { product: bread, quantity: 1 }]),
      tax: 4.44,
      total: 37.44,
      taxes: [{ __typename: 'TaxLine' as const, label: 'HST 13%', amount: 4.44 }],
    };
    setup(cart);

    const link = await screen.findByRole('link', { name: 'Aged Cheddar' });
    expect(link).toHaveAttribute('href', '/product/p1');
    expect(screen.getByAltText('Aged Cheddar')).toHaveAttribute('src', '/default-product.svg');
    expect(screen.getByText('$12.50 each')).toBeInTheDocument();
    expect(screen.getByText('Sold by Maple Bakery')).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$33.00');
    expect(within(summary).getByText('HST 13%').nextSibling).toHaveTextContent('$4.44');
    expect(within(summary).getByText(/Estimated taxes for Ontario/)).toBeInTheDocument();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$37.44');
    expect(within(summary).getByRole('link', { name: 'Go to Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('shows each tax of the estimate on its own line (Québec: GST and QST)', async () => {
    const base = testCart([{ product: cheddar, quantity: 2 }, { product: bread, quantity: 1 }]);
    setup({
      ...base,
      tax: 4.94,
      total: 37.94,
      taxProvince: 'QC',
      taxes: [
        { __typename: 'TaxLine', label: 'GST 5%', amount: 1.65 },
        { __typename: 'TaxLine', label: 'QST 9.975%', amount: 3.29 },
      ],
    });
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('GST 5%').nextSibling).toHaveTextContent('$1.65');
    expect(within(summary).getByText('QST 9.975%').nextSibling).toHaveTextContent('$3.29');
    expect(within(summary).getByText(/Estimated taxes for Quebec/)).toBeInTheDocument();
  });

  it('disables minus at quantity 1 and plus at the stock', async () => {
    setup(testCart([{ product: cheddar, quantity: 3 }, { product: bread, quantity: 1 }]));

    // Cheddar: 3 in the cart, 3 in stock.
    expect(await screen.findByRole('button', { name: 'Increase quantity of Aged Cheddar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Aged Cheddar' })).toBeEnabled();
    expect(screen.getByText('You have all 3 in stock.')).toBeInTheDocument();
    // Bread: 1 in the cart, 20 in stock.
    expect(screen.getByRole('button', { name: 'Decrease quantity of Sourdough Loaf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Sourdough Loaf' })).toBeEnabled();
  });

  it("stops plus at the line's limit from the API, not at the stock", async () => {
    // 20 in stock, but the API allows this line 2 (CartLine.maxQuantity).
    setup(testCart([{ product: bread, quantity: 2, maxQuantity: 2 }]));

    expect(await screen.findByRole('button', { name: 'Increase quantity of Sourdough Loaf' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Sourdough Loaf' })).toBeEnabled();
    // The limit is not the stock, so the page does not claim the shop has no more.
    expect(screen.queryByText(/You have all/)).not.toBeInTheDocument();
  });

  it('changes a quantity through updateCartItem and shows the returned cart', async () => {
    const { user, operations } = setup(testCart([{ product: bread, quantity: 1 }]), (operation) => ({
      data: { updateCartItem: testCart([{ product: bread, quantity: operation.variables.quantity as number }]) },
    }));

    expect(await screen.findByLabelText('Quantity of Sourdough Loaf', { selector: 'output' })).toHaveTextContent('1');
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Sourdough Loaf' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Quantity of Sourdough Loaf', { selector: 'output' })).toHaveTextContent('2'),
    );
    expect(mutationsSent(operations)).toEqual([
      { operationName: 'UpdateCartItem', variables: { productId: 'p2', quantity: 2 } },
    ]);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$16.00');
    // Back at 2, minus is allowed again.
    expect(screen.getByRole('button', { name: 'Decrease quantity of Sourdough Loaf' })).toBeEnabled();
  });

  it("shows the server's OUT_OF_STOCK message when the stock ran out meanwhile", async () => {
    const { user } = setup(testCart([{ product: bread, quantity: 1 }]), () =>
      graphQLError('Only 1 of "Sourdough Loaf" left in stock.', 'OUT_OF_STOCK'),
    );
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Sourdough Loaf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 of "Sourdough Loaf" left in stock.');
    expect(screen.getByLabelText('Quantity of Sourdough Loaf', { selector: 'output' })).toHaveTextContent('1');
  });

  it('says "Failed to update cart." for an unexplained failure', async () => {
    const { user } = setup(testCart([{ product: bread, quantity: 2 }]), () =>
      graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR'),
    );
    await user.click(await screen.findByRole('button', { name: 'Decrease quantity of Sourdough Loaf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update cart.');
  });

  it('removes a line', async () => {
    const { user, operations } = setup(testCart([{ product: cheddar, quantity: 1 }, { product: bread, quantity: 1 }]), () => ({
      data: { removeFromCart: testCart([{ product: bread, quantity: 1 }]) },
    }));
    await user.click(await screen.findByRole('button', { name: 'Remove Aged Cheddar from cart' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Aged Cheddar' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Sourdough Loaf' })).toBeInTheDocument();
    expect(mutationsSent(operations)).toEqual([{ operationName: 'RemoveFromCart', variables: { productId: 'p1' } }]);
  });

  it('says "Failed to remove item." when removing fails', async () => {
    const { user } = setup(testCart([{ product: cheddar, quantity: 1 }]), () => ({ errors: [{ message: 'boom' }] }));
    await user.click(await screen.findByRole('button', { name: 'Remove Aged Cheddar from cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove item.');
    expect(screen.getByRole('link', { name: 'Aged Cheddar' })).toBeInTheDocument();
  });

  it('shows the empty-cart text with a link to the products', async () => {
    setup(testCart([]));
    expect(await screen.findByText('Your cart is empty. Start shopping now!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('link', { name: 'Go to Checkout' })).not.toBeInTheDocument();
  });

  it('says "Failed to load cart." when the cart cannot be loaded', async () => {
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load cart.');
  });
});
