import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, renderOnServerThenHydrate, setSession } from '../../app/testing.utils';
import { Navbar } from './Navbar';

/**
 * The desktop navigation's links, in order, as [text, href]. jsdom applies no media
 * queries, so the desktop bar (display: none below lg) is read from the DOM directly.
 */
function mainNavLinks() {
  const nav = document.querySelector('header nav[aria-label="Main"]');
  if (!nav) throw new Error('no desktop navigation');
  return Array.from(nav.querySelectorAll('a')).map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

describe('Navbar', () => {
  it('shows the guest links', () => {
    setSession(null);
    renderAt(<Navbar />);
    expect(mainNavLinks()).toEqual([
      ['Home', '/'],
      ['Vendors', '/vendors'],
      ['Products', '/products'],
      ['Login', '/login'],
      ['Sign Up', '/signup'],
    ]);
    expect(screen.getByRole('link', { name: /Mainstreet/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /account menu/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('shows the customer links without a made-up cart count', () => {
    setSession({ token: 't', role: 'Customer', name: 'Alice' });
    renderAt(<Navbar />);
    expect(mainNavLinks()).toEqual([
      ['Home', '/'],
      ['Dashboard', '/customer/dashboard'],
      ['Products', '/products'],
      ['Cart', '/cart'],
      ['Orders', '/orders'],
      ['Wishlist', '/wishlist'],
    ]);
    expect(screen.queryByText('3')).not.toBeInTheDocument();
  });

  it('marks Cart as the current page on /customer/cart, where /cart leads', () => {
    setSession({ token: 't', role: 'Customer' });
    renderAt(<Navbar />, { path: '/customer/cart' });
    const current = document.querySelectorAll('header nav[aria-label="Main"] a[aria-current="page"]');
    expect(Array.from(current).map((a) => a.textContent)).toEqual(['Cart']);
  });

  it('treats the role case-insensitively', () => {
    setSession({ token: 't', role: 'cUsToMeR' });
    renderAt(<Navbar />);
    expect(mainNavLinks().map(([, href]) => href)).toEqual(['/', '/customer/dashboard', '/products', '/cart', '/orders', '/wishlist']);
  });

  it('shows the vendor links', () => {
    setSession({ token: 't', role: 'Vendor', name: 'Maple Bakery' });
    renderAt(<Navbar />);
    expect(mainNavLinks()).toEqual([
      ['Dashboard', '/vendor/dashboard'],
      ['Products', '/vendor/products'],
      ['Orders', '/vendor/orders'],
      ['Sales', '/vendor/sales'],
      ['Inventory', '/vendor/inventory'],
      ['Earnings', '/vendor/earnings'],
      ['Payouts', '/vendor/payouts'],
      ['Sales tax', '/vendor/taxes'],
    ]);
  });

  it('shows the admin links', () => {
    setSession({ token: 't', role: 'Admin' });
    renderAt(<Navbar />);
    expect(mainNavLinks()).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Users', '/admin/users'],
      ['Vendors', '/admin/vendors'],
      ['Analytics', '/admin/analytics'],
      ['Payouts', '/admin/payouts'],
      ['Transfers', '/admin/transfers'],
      ['Settings', '/admin/settings'],
      ['Audit', '/admin/audit'],
      ['Refunds', '/admin/refunds'],
    ]);
  });

  it('sends the customer search to /products?q=', async () => {
    const user = userEvent.setup();
    setSession({ token: 't', role: 'Customer' });
    renderAt(<Navbar />);
    await user.type(await screen.findByLabelText('Search products'), 'aged cheddar{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/products?q=aged%20cheddar');
  });

  it('account menu shows the stored name and role, and signs out after confirmation', async () => {
    const user = userEvent.setup();
    setSession({ token: 't', role: 'Vendor', name: 'Maple Bakery' });
    renderAt(<Navbar />);

    await user.click(screen.getByRole('button', { name: 'Account menu for Maple Bakery' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Maple Bakery')).toBeInTheDocument();
    expect(within(menu).getByText('Vendor')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/logout'));
  });

  it('falls back to the role when no name is stored', () => {
    setSession({ token: 't', role: 'admin' });
    renderAt(<Navbar />);
    expect(screen.getByRole('button', { name: 'Account menu for Admin' })).toBeInTheDocument();
  });

  it('opens the collapsed menu from the keyboard with the same links', async () => {
    const user = userEvent.setup();
    setSession({ token: 't', role: 'Admin' });
    renderAt(<Navbar />);
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(within(drawer).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/dashboard',
      '/admin/users',
      '/admin/vendors',
      '/admin/analytics',
      '/admin/payouts',
      '/admin/transfers',
      '/admin/settings',
      '/admin/audit',
      '/admin/refunds',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  describe('on a page the server rendered', () => {
    /** Every link of the desktop navigation ever put in the document, as its href. */
    function recordNavLinks(container: HTMLElement): string[] {
      const seen: string[] = [];
      const record = () =>
        container.querySelectorAll('header nav[aria-label="Main"] a').forEach((link) => seen.push(link.getAttribute('href') ?? ''));
      record();
      new MutationObserver(record).observe(container, { childList: true, subtree: true });
      return seen;
    }

    it("shows a signed-in customer a neutral bar until hydrated, then the customer's, never the guest's", async () => {
      setSession({ token: 't', role: 'Customer', name: 'Alice' });
      let linksEverShown: string[] = [];
      let serverNav: Element | null = null;
      let serverBusy: string | null | undefined;
      let serverLinks: string[] = [];
      const { container, recoverableErrors } = await renderOnServerThenHydrate(<Navbar />, {
        beforeHydration: (page) => {
          serverNav = page.querySelector('header nav[aria-label="Main"]');
          serverBusy = serverNav?.getAttribute('aria-busy');
          linksEverShown = recordNavLinks(page);
          serverLinks = [...linksEverShown];
        },
      });
      // The server's markup: the navigation is there, empty and marked busy; no account menu.
      expect(serverNav).not.toBeNull();
      expect(serverBusy).toBe('true');
      expect(serverLinks).toEqual([]);

      await waitFor(() => expect(mainNavLinks().map(([, href]) => href)).toEqual(['/', '/customer/dashboard', '/products', '/cart', '/orders', '/wishlist']));
      expect(container.querySelector('header nav[aria-label="Main"]')).toBe(serverNav);
      expect(serverNav).not.toHaveAttribute('aria-busy');
      expect(await screen.findByRole('button', { name: 'Account menu for Alice' })).toBeInTheDocument();
      expect(linksEverShown).not.toContain('/login');
      expect(linksEverShown).not.toContain('/signup');
      expect(recoverableErrors).toEqual([]);
    });

    it("shows a guest the guest's links once hydrated", async () => {
      setSession(null);
      const { recoverableErrors } = await renderOnServerThenHydrate(<Navbar />);
      await waitFor(() => expect(mainNavLinks().map(([, href]) => href)).toEqual(['/', '/vendors', '/products', '/login', '/signup']));
      expect(recoverableErrors).toEqual([]);
    });

    it('hydrates a page the visitor scrolled down before the app started', async () => {
      setSession(null);
      try {
        const { recoverableErrors } = await renderOnServerThenHydrate(<Navbar />, {
          beforeHydration: () => Object.defineProperty(window, 'scrollY', { value: 400, configurable: true }),
        });
        // Hydrated (not rendered anew over a mismatch), then the back-to-top button for the scrolled page.
        expect(recoverableErrors).toEqual([]);
        expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
      } finally {
        Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      }
    });
  });

  it('shows a back-to-top button only after scrolling past 50 px', async () => {
    setSession(null);
    renderAt(<Navbar />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 51, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});
