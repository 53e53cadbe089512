import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testCart, testProduct } from '../components/commerce/cart.test-util';
import { AppNavbar } from './AppNavbar';
import { createTestClient, renderAt, setSession } from './testing.utils';

// The navbar as the app composes it: the Cart link's badge comes from the cart's query.
describe('AppNavbar', () => {
  it("shows the customer's real cart item count on the Cart link", async () => {
    setSession({ token: 't', role: 'Customer', name: 'Alice' });
    const cart = testCart([
      { product: testProduct({ id: 'p1', name: 'Aged Cheddar' }), quantity: 2 },
      { product: testProduct({ id: 'p2', name: 'Sourdough Loaf' }), quantity: 1 },
    ]);
    const { client, operations } = createTestClient(() => ({ data: { cart } }));
    renderAt(<AppNavbar />, { client });
    // The desktop bar is display: none in jsdom (no media queries), hence hidden: true.
    const link = await screen.findByRole('link', { name: 'Cart, 3 items', hidden: true });
    expect(link).toHaveAttribute('href', '/cart');
    // Its visible text is within its name ("Cart 3" in "Cart, 3 items"), as WCAG 2.5.3 asks.
    expect(link).toHaveTextContent(/^Cart 3$/);
    expect(operations.map((o) => o.operationName)).toEqual(['GetCart']);
  });

  it('shows no badge for an empty cart, and asks no cart of a vendor', async () => {
    setSession({ token: 't', role: 'Customer' });
    const { client } = createTestClient(() => ({ data: { cart: testCart([]) } }));
    const { unmount } = renderAt(<AppNavbar />, { client });
    const link = await screen.findByRole('link', { name: 'Cart, 0 items', hidden: true });
    expect(link).toHaveTextContent(/^Cart$/);
    unmount();

    setSession({ token: 't', role: 'Vendor' });
    const vendor = createTestClient(() => ({ data: { cart: testCart([]) } }));
    renderAt(<AppNavbar />, { client: vendor.client });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(vendor.operations).toHaveLength(0);
  });
});
