import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setSession, type MockResponder } from '../../app/testing.utils';
import { graphQLError, testCart, testProduct } from '../../components/commerce/cart.test-util';
import { useCart, useCartCount } from './cart.hooks';

const cheddar = testProduct({ id: 'p1', name: 'Aged Cheddar', price: 12.5, stock: 3 });
const bread = testProduct({ id: 'p2', name: 'Sourdough Loaf', price: 8, stock: 20 });
const firstCart = testCart([{ product: cheddar, quantity: 1 }, { product: bread, quantity: 1 }]);

/** useCart and the navbar's count over one client whose GetCart answers `firstCart`. */
function setup(mutations: MockResponder) {
  setSession({ token: 't', role: 'Customer' });
  const { client, operations } = createTestClient((operation) =>
    operation.operationName === 'GetCart' ? { data: { cart: firstCart } } : mutations(operation),
  );
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const hook = renderHook(() => ({ page: useCart(), count: useCartCount() }), { wrapper });
  return { ...hook, operations };
}

describe('useCart', () => {
  it('writes the cart a change returns over the cached one, so the badge follows without a refetch', async () => {
    const { result, operations } = setup((operation) => ({
      data: { updateCartItem: testCart([{ product: cheddar, quantity: 1 }, { product: bread, quantity: operation.variables.quantity as number }]) },
    }));
    await waitFor(() => expect(result.current.count).toBe(2));

    await act(() => result.current.page.setQuantity('p2', 4));

    expect(result.current.count).toBe(5);
    expect(result.current.page.cart?.items.map((line) => line.quantity)).toEqual([1, 4]);
    expect(operations.map((operation) => operation.operationName).sort()).toEqual(['GetCart', 'UpdateCartItem']);
  });

  it("keeps a line busy while its change runs, then shows the server's stock message on that line only", async () => {
    let answer!: (result: ReturnType<typeof graphQLError>) => void;
    const held = new Promise<ReturnType<typeof graphQLError>>((resolve) => (answer = resolve));
    const { result } = setup(() => held);
    await waitFor(() => expect(result.current.page.cart).toBeDefined());

    let change!: Promise<void>;
    act(() => {
      change = result.current.page.setQuantity('p1', 3);
    });
    expect(result.current.page.isBusy('p1')).toBe(true);
    expect(result.current.page.isBusy('p2')).toBe(false);

    await act(async () => {
      answer(graphQLError('Only 2 of "Aged Cheddar" left in stock.', 'OUT_OF_STOCK'));
      await change;
    });
    expect(result.current.page.isBusy('p1')).toBe(false);
    expect(result.current.page.errorOf('p1')).toBe('Only 2 of "Aged Cheddar" left in stock.');
    expect(result.current.page.errorOf('p2')).toBeNull();
  });

  it("shows the spec's texts for failures the server does not explain, and clears them on the next change", async () => {
    const { result } = setup((operation) => {
      if (operation.operationName === 'RemoveFromCart') throw new Error('Failed to fetch');
      return operation.variables.quantity === 2
        ? graphQLError('Unexpected error.', 'INTERNAL_SERVER_ERROR')
        : { data: { updateCartItem: firstCart } };
    });
    await waitFor(() => expect(result.current.page.cart).toBeDefined());

    await act(() => result.current.page.setQuantity('p2', 2));
    expect(result.current.page.errorOf('p2')).toBe('Failed to update cart.');

    await act(() => result.current.page.remove('p1'));
    expect(result.current.page.errorOf('p1')).toBe('Failed to remove item.');
    expect(result.current.page.errorOf('p2')).toBeNull();

    await act(() => result.current.page.setQuantity('p1', 1));
    expect(result.current.page.errorOf('p1')).toBeNull();
  });
});
