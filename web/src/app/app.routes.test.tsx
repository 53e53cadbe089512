import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from './app.routes';
import { createTestClient, renderRoutes, setSession, type TestRouter } from './testing.utils';

const me = {
  __typename: 'User',
  id: 'u1',
  username: 'maplebakery',
  name: 'Marie Leblanc',
  email: 'vendor1@mainstreet.test',
  phone: null,
  role: 'Vendor',
  isVerified: true,
  createdAt: '2024-03-01T12:00:00.000Z',
  vendor: { __typename: 'Vendor', id: 'v1', businessName: 'Maple Bakery', address: '12 King St', city: 'Toronto' },
};

function path(router: TestRouter) {
  return router.location.pathname;
}

describe('app routes', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('redirects unknown paths to /404, which links home', async () => {
    setSession(null);
    const { router } = renderRoutes(appRoutes, { path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(path(router)).toBe('/404');
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('guards the customer area: a guest opening /cart goes to /login', async () => {
    setSession(null);
    const { router } = renderRoutes(appRoutes, { path: '/cart' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
    expect(router.location.state).toEqual({ from: '/customer/cart' });
  });

  it("opens a customer's cart, wishlist and orders pages at the short paths", async () => {
    setSession({ token: 't', role: 'Customer' });
    const { client } = createTestClient((operation) => {
      switch (operation.operationName) {
        case 'GetCart':
          return { data: { cart: { __typename: 'Cart', itemCount: 0, subtotal: 0, tax: 0, total: 0, totalCents: 0, items: [] } } };
        case 'GetWishlist':
          return { data: { wishlist: [] } };
        case 'ListMyOrders':
          return {
            data: {
              myOrders: { __typename: 'OrderConnection', nodes: [], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } },
            },
          };
        default:
          return { data: null };
      }
    });
    const { router } = renderRoutes(appRoutes, { path: '/cart', client });
    expect(await screen.findByText('Your cart is empty. Start shopping now!')).toBeInTheDocument();
    expect(path(router)).toBe('/customer/cart');
    await act(async () => router.navigate('/wishlist'));
    expect(await screen.findByText('Your wishlist is empty. Save products you love for later.')).toBeInTheDocument();
    await act(async () => router.navigate('/orders'));
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument();
    expect(path(router)).toBe('/customer/orders');
  });

  it('keeps /vendor/{id} public while /vendor/dashboard is vendor-only', async () => {
    setSession({ token: 't', role: 'Customer' });
    const { router } = renderRoutes(appRoutes, { path: '/vendor/dashboard' });
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(path(router)).toBe('/unauthorized');
  });

  it('lets a guest open a public shop page at /vendor/{id}', async () => {
    setSession(null);
    const { router } = renderRoutes(appRoutes, { path: '/vendor/v1' });
    // The shop page itself belongs to the catalogue feature; here only its access matters.
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(path(router)).toBe('/vendor/v1');
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('/unauthorized goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSession({ token: 't', role: 'Customer' });
    const { router } = renderRoutes(appRoutes, { path: '/unauthorized' });
    expect(await screen.findByText('You do not have permission to view this page.')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    await waitFor(() => expect(path(router)).toBe('/login'));
  });

  it("/profile opens the signed-in role's own profile with data from `me`", async () => {
    // A customer: /vendor/profile is the shop profile page (next test), not the account page.
    setSession({ token: 't', role: 'customer', name: 'Marie' });
    // The customer navbar asks for the cart too; only the profile query is answered.
    const { client, operations } = createTestClient((op) =>
      op.operationName === 'GetAccountProfile' ? { data: { me } } : { data: null },
    );
    const { router } = renderRoutes(appRoutes, { path: '/profile', client });
    expect(await screen.findByText('Maple Bakery')).toBeInTheDocument();
    expect(path(router)).toBe('/customer/profile');
    expect(operations.map((o) => o.operationName)).toContain('GetAccountProfile');
    // The email is shown in a disabled field: not editable (spec section 5).
    expect(screen.getByDisplayValue('vendor1@mainstreet.test')).toBeDisabled();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('12 King St, Toronto')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit/i })).not.toBeInTheDocument();
  });

  it("/profile for a vendor opens the shop profile from `myShop`", async () => {
    setSession({ token: 't', role: 'vendor', name: 'Marie' });
    const myShop = {
      __typename: 'MyShop',
      email: 'vendor1@mainstreet.test',
      emailNotifications: true,
      vendor: { ...me.vendor, phone: null, postalCode: null, description: null, profileImage: null, isVerified: true },
    };
    const { client, operations } = createTestClient(() => ({ data: { myShop } }));
    const { router } = renderRoutes(appRoutes, { path: '/profile', client });
    expect(await screen.findByRole('heading', { name: 'Maple Bakery' })).toBeInTheDocument();
    expect(path(router)).toBe('/vendor/profile');
    expect(operations.map((o) => o.operationName)).toContain('GetMyShop');
    expect(screen.getByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/vendor/v1');
  });

  it('/settings for a guest goes to /login', async () => {
    setSession(null);
    const { router } = renderRoutes(appRoutes, { path: '/settings' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
  });

  it('/logout clears the session and goes to /login', async () => {
    setSession({ token: 't', role: 'Admin', name: 'Root' });
    const { router } = renderRoutes(appRoutes, { path: '/logout' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(path(router)).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('role')).toBeNull();
    expect(localStorage.getItem('name')).toBeNull();
  });

  it('sends /admin to the dashboard, which shows no figure the API did not give', async () => {
    setSession({ token: 't', role: 'Admin' });
    const { router } = renderRoutes(appRoutes, { path: '/admin' });
    expect(await screen.findByRole('heading', { name: 'Admin dashboard' })).toBeInTheDocument();
    expect(path(router)).toBe('/admin/dashboard');
    expect(document.querySelector('main')?.textContent ?? document.body.textContent).not.toMatch(/\$\d|\d{2,}/);
  });
});
