import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import { AppNavbar } from '../../app/AppNavbar';
import type { WishlistEntryFieldsFragment } from '../../gql/graphql';
import { commerceToaster } from '../../components/ui/commerce-toaster';
import { graphQLError, testCart, testProduct, type TestCartProduct } from '../../components/commerce/cart.test-util';
import WishlistPage from './WishlistPage';

const honey = testProduct({ id: 'p7', name: 'Wildflower Honey', price: 14, stock: 6 });
const cheddar = testProduct({ id: 'p1', name: 'Aged Cheddar', price: 12.5, stock: 0 });

function entry(product: TestCartProduct): WishlistEntryFieldsFragment {
  return { __typename: 'WishlistEntry', addedAt: '2026-11-20T10:00:00.000Z', product };
}

function setup(wishlist: WishlistEntryFieldsFragment[] | null, mutations: MockResponder = () => ({ data: null })) {
  setSession({ token: 't', role: 'Customer', name: 'Alice' });
  // The cart as first loaded; only the mutation's answer, written to the cache, can change the badge.
  const cart = testCart([]);
  const { client, operations } = createTestClient((operation) => {
    if (operation.operationName === 'GetWishlist') {
      return wishlist ? { data: { wishlist } } : graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR');
    }
    if (operation.operationName === 'GetCart') return { data: { cart } };
    return mutations(operation);
  });
  // The navbar is rendered too: its cart badge must follow the move without a reload.
  renderAt(
    <>
      <AppNavbar />
      <WishlistPage />
    </>,
    { client, path: '/customer/wishlist' },
  );
  return { user: userEvent.setup(), operations };
}

describe('WishlistPage', () => {
  afterEach(async () => {
    await commerceToaster.removeAll();
  });

  it('moves an item to the cart: it leaves the wishlist and the cart badge counts it', async () => {
    const { user, operations } = setup([entry(honey), entry(cheddar)], () => ({
      data: { moveWishlistItemToCart: testCart([{ product: honey, quantity: 1 }]) },
    }));
    // The desktop bar is display: none in jsdom (no media queries), hence hidden: true.
    expect(await screen.findByRole('link', { name: 'Cart, 0 items', hidden: true })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Move to Cart: Wildflower Honey' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Wildflower Honey' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Aged Cheddar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item', hidden: true })).toBeInTheDocument();
    expect(await screen.findByText('Moved "Wildflower Honey" to your cart.')).toBeInTheDocument();
    expect(operations.filter((o) => o.operationName === 'MoveWishlistItemToCart')).toEqual([
      { operationName: 'MoveWishlistItemToCart', variables: { productId: 'p7' } },
    ]);
  });

  it("shows the server's OUT_OF_STOCK message when moving fails for stock", async () => {
    const { user } = setup([entry(honey)], () => graphQLError('Only 6 of "Wildflower Honey" left in stock.', 'OUT_OF_STOCK'));
    await user.click(await screen.findByRole('button', { name: 'Move to Cart: Wildflower Honey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 6 of "Wildflower Honey" left in stock.');
    expect(screen.getByRole('link', { name: 'Wildflower Honey' })).toBeInTheDocument();
  });

  it('says "Failed to move item to cart." for an unexplained failure', async () => {
    const { user } = setup([entry(honey)], () => ({ errors: [{ message: 'Unexpected error.' }] }));
    await user.click(await screen.findByRole('button', { name: 'Move to Cart: Wildflower Honey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to move item to cart.');
  });

  it('cannot move a sold-out product, but can remove it', async () => {
    const { user, operations } = setup([entry(honey), entry(cheddar)], () => ({
      data: { removeFromWishlist: [entry(honey)] },
    }));
    expect(await screen.findByRole('button', { name: 'Move to Cart: Aged Cheddar' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Aged Cheddar from wishlist' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Aged Cheddar' })).not.toBeInTheDocument());
    expect(operations.filter((o) => o.operationName === 'RemoveFromWishlist')).toEqual([
      { operationName: 'RemoveFromWishlist', variables: { productId: 'p1' } },
    ]);
  });

  it('says "Failed to remove item." when removing fails', async () => {
    const { user } = setup([entry(honey)], () => ({ errors: [{ message: 'boom' }] }));
    await user.click(await screen.findByRole('button', { name: 'Remove Wildflower Honey from wishlist' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to remove item.');
  });

  it('shows the empty-wishlist text with a link to the products', async () => {
    setup([]);
    expect(await screen.findByText('Your wishlist is empty. Save products you love for later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('says "Failed to load wishlist." when it cannot be loaded', async () => {
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load wishlist.');
  });
});
