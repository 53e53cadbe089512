import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GetCustomerDashboardQuery as DashboardData } from '../../gql/graphql';
import { mockQuery, mockQueryError, renderPage } from '../../app/render-with-providers.test-util';
import { setSession } from '../../app/testing.utils';
import { GetCustomerDashboardQuery, ResendVerificationEmailMutation } from './customer.operations';
import CustomerDashboardPage from './CustomerDashboardPage';

const dashboard: DashboardData = {
  me: { __typename: 'User', id: 'u1', name: 'Alice Martin', isVerified: true, activeOrderCount: 2 },
  trendingProducts: [
    { __typename: 'Product', id: 'p1', name: 'Aged Cheddar Cheese', price: 12.5, image: null, stock: 5 },
    { __typename: 'Product', id: 'p2', name: 'Dark Roast Coffee Beans', price: 18, image: '/media/coffee', stock: 0 },
  ],
  vendors: {
    __typename: 'VendorConnection',
    nodes: [{ __typename: 'Vendor', id: 'v1', businessName: 'County Cheese Co.', profileImage: null }],
  },
};

function renderDashboard(data: DashboardData = dashboard, more: MockLink.MockedResponse<unknown, Record<string, unknown>>[] = []) {
  return renderPage(<CustomerDashboardPage />, {
    route: '/customer/dashboard',
    path: '/customer/dashboard',
    mocks: [mockQuery(GetCustomerDashboardQuery, {}, data), ...more],
  });
}

const unverified: DashboardData = { ...dashboard, me: { ...dashboard.me!, isVerified: false } };

/** A stand-in for the browser's SpeechRecognition that lets the test "say" something. */
class FakeSpeechRecognition {
  static last: FakeSpeechRecognition | null = null;
  lang = '';
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn(() => {
    FakeSpeechRecognition.last = this;
  });
  abort = vi.fn(() => this.onend?.());
  say(transcript: string) {
    this.onresult?.({ results: [[{ transcript }]] });
    this.onend?.();
  }
}

describe('CustomerDashboardPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    FakeSpeechRecognition.last = null;
  });

  it('greets the customer and shows account status, active orders, trending products and vendors', async () => {
    renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alice Martin!' })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Active Orders')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aged Cheddar Cheese' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('$18.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Store/ })).toHaveAttribute('href', '/vendor/v1');
  });

  it('shows "Not Verified" for an unverified account', async () => {
    renderDashboard(unverified);
    expect(await screen.findByText('Not Verified')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
  });

  it('offers a new verification email only to an unverified account, and says when it is sent', async () => {
    const user = userEvent.setup();
    renderDashboard(unverified, [
      mockQuery(ResendVerificationEmailMutation, {}, {
        resendVerificationEmail: { __typename: 'AccountMessage', message: 'Verification email sent. Please check your inbox.' },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent. Please check your inbox.')).toBeInTheDocument();
  });

  it("shows the server's reason when a new verification email is refused (one a minute)", async () => {
    const user = userEvent.setup();
    const tooSoon = 'A verification email was sent less than a minute ago. Please wait a minute and try again.';
    renderDashboard(unverified, [mockQueryError(ResendVerificationEmailMutation, {}, tooSoon)]);
    await user.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(tooSoon)).toBeInTheDocument();
  });

  it('has no resend button for a verified account', async () => {
    renderDashboard();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).not.toBeInTheDocument();
  });

  it('alerts "Voice search not supported" when the browser has no speech recognition', async () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('webkitSpeechRecognition', undefined);
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Voice Search' }));
    expect(alertSpy).toHaveBeenCalledTimes(1);
    expect(alertSpy).toHaveBeenCalledWith('Voice search not supported');
  });

  it('puts the spoken text in the search field and filters trending products by name', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeSpeechRecognition);
    const alertSpy = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Voice Search' }));
    const recognition = FakeSpeechRecognition.last;
    expect(recognition).not.toBeNull();
    expect(recognition!.lang).toBe('en-US');
    expect(screen.getByRole('button', { name: /Listening/ })).toBeInTheDocument();

    act(() => recognition!.say('Cheese'));
    expect(screen.getByRole('searchbox', { name: 'Search trending products' })).toHaveValue('Cheese');
    expect(screen.getByRole('link', { name: 'Aged Cheddar Cheese' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dark Roast Coffee Beans' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice Search' })).toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('filters trending products as the customer types and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderDashboard();
    const search = await screen.findByRole('searchbox', { name: 'Search trending products' });
    await user.type(search, 'COFFEE');
    expect(screen.getByRole('link', { name: 'Dark Roast Coffee Beans' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aged Cheddar Cheese' })).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'tea');
    expect(screen.getByText('No products found.')).toBeInTheDocument();
  });

  it('offers Wishlist and Add to Cart on each trending product, Add to Cart disabled when sold out', async () => {
    setSession({ token: 't', role: 'Customer', name: 'Alice' });
    renderDashboard();
    const cheddarCart = await screen.findByRole('button', { name: 'Add to Cart: Aged Cheddar Cheese' });
    expect(cheddarCart).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to Wishlist: Aged Cheddar Cheese' })).toHaveTextContent('Wishlist');
    // The coffee has stock 0.
    expect(screen.getByRole('button', { name: 'Out of stock: Dark Roast Coffee Beans' })).toBeDisabled();
  });

});
