import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { FormattedExecutionResult } from 'graphql';
import type { PaymentRequestPaymentMethodEvent, Stripe } from '@stripe/stripe-js';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { LocationProbe, renderRoutes, setSession, type RecordedOperation } from '../../app/testing.utils';
import type { GetCheckoutQuery } from '../../gql/graphql';
import CheckoutPage from './CheckoutPage';
import { PAYMENT_SDK_LOAD_FAILED, STRIPE_POLL_INTERVAL_MS, STRIPE_POLL_MAX_TRIES } from './stripe-payment.hook';
import type { StripeLoader } from './stripe.loader';

// ---------------------------------------------------------------------------------------------
// Fixtures: two shops, 2 × $12.50 + 1 × $8.00 = $33.00, HST $4.29, total $37.29.

const checkoutData = (overrides: Partial<GetCheckoutQuery> = {}): GetCheckoutQuery => ({
  me: { __typename: 'User', id: 'u1', name: 'Alice Martin', email: 'alice@mainstreet.test', phone: '416-555-0101', province: null, shippingAddress: null },
  cart: {
    __typename: 'Cart',
    itemCount: 3,
    items: [
      {
        __typename: 'CartLine',
        quantity: 2,
        lineTotal: 25,
        lineTotalCents: 2500,
        product: {
          __typename: 'Product',
          id: 'p1',
          name: 'Aged Cheddar',
          price: 12.5,
          image: null,
          vendor: { __typename: 'Vendor', id: 'v1', businessName: 'Maple Dairy' },
        },
      },
      {
        __typename: 'CartLine',
        quantity: 1,
        lineTotal: 8,
        lineTotalCents: 800,
        product: {
          __typename: 'Product',
          id: 'p2',
          name: 'Sourdough Loaf',
          price: 8,
          image: null,
          vendor: { __typename: 'Vendor', id: 'v2', businessName: 'Corner Bakery' },
        },
      },
    ],
    subtotal: 33,
    tax: 4.29,
    total: 37.29,
    subtotalCents: 3300,
    taxCents: 429,
    totalCents: 3729,
    taxProvince: 'ON',
    taxes: [{ __typename: 'TaxLine', label: 'HST 13%', amountCents: 429 }],
  },
  paymentConfig: { __typename: 'PaymentConfig', provider: 'test', testMode: true, publishableKey: null, currency: 'CAD' },
  ...overrides,
});

const stripeConfig: GetCheckoutQuery['paymentConfig'] = {
  __typename: 'PaymentConfig',
  provider: 'stripe',
  testMode: false,
  publishableKey: 'pk_test_123',
  currency: 'CAD',
};

const SUCCESS_MESSAGE = 'Payment successful! Your order has been placed.';

const checkoutSuccess = (): FormattedExecutionResult => ({
  data: {
    checkout: {
      __typename: 'CheckoutResult',
      success: true,
      message: SUCCESS_MESSAGE,
      paymentId: 'pay1',
      total: 37.29,
      totalCents: 3729,
      orders: [
        { __typename: 'Order', id: 'o1-aaaaaa', shortNumber: 'aaaaaa', total: 28.25, vendor: { __typename: 'Vendor', id: 'v1', businessName: 'Maple Dairy' } },
        { __typename: 'Order', id: 'o2-bbbbbb', shortNumber: 'bbbbbb', total: 9.04, vendor: { __typename: 'Vendor', id: 'v2', businessName: 'Corner Bakery' } },
      ],
    },
  },
});

const graphQLError = (message: string, code: string): FormattedExecutionResult => ({
  errors: [{ message, extensions: { code } }],
});

const DECLINED = 'Your card was declined. Please use another card.';

// ---------------------------------------------------------------------------------------------
// Rendering

/** The confirmation page as a probe: shows the message the checkout passed in router state. */
function ConfirmationProbe() {
  const location = useLocation();
  const state = location.state as { checkoutMessage?: string } | null;
  return <p data-testid="confirmation-message">{state?.checkoutMessage ?? 'no message'}</p>;
}

type Responder = (operation: RecordedOperation) => FormattedExecutionResult | Promise<FormattedExecutionResult>;

/**
 * Like testing.utils' createTestClient (every operation recorded, answered by a function),
 * plus network failures: a responder that throws or rejects fails the request as fetch would.
 */
function createClient(respond: Responder) {
  const operations: RecordedOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const recorded = { operationName: operation.operationName, variables: operation.variables };
        operations.push(recorded);
        let active = true;
        void Promise.resolve()
          .then(() => respond(recorded))
          .then(
            (result) => {
              if (!active) return;
              observer.next(result as ApolloLink.Result);
              observer.complete();
            },
            (error: unknown) => {
              if (active) observer.error(error);
            },
          );
        return () => {
          active = false;
        };
      }),
  );
  return { client: new ApolloClient({ link, cache: new InMemoryCache() }), operations };
}

function setup({
  data = checkoutData(),
  onCheckout = () => checkoutSuccess(),
  stripeLoader,
}: {
  data?: GetCheckoutQuery | ((variables: Record<string, unknown>) => GetCheckoutQuery);
  onCheckout?: Responder;
  stripeLoader?: StripeLoader;
} = {}) {
  setSession({ token: 'customer-token', role: 'Customer', name: 'Alice Martin' });
  const { client, operations } = createClient((operation) => {
    if (operation.operationName === 'GetCheckout') return { data: typeof data === 'function' ? data(operation.variables) : data };
    if (operation.operationName === 'SubmitCheckout') return onCheckout(operation);
    return { data: null };
  });
  const rendered = renderRoutes(
    [
      {
        path: '/checkout',
        element: (
          <>
            <CheckoutPage stripeLoader={stripeLoader} />
            <LocationProbe />
          </>
        ),
      },
      {
        path: '/orders/confirmation/:paymentId',
        element: (
          <>
            <ConfirmationProbe />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { path: '/checkout', client },
  );
  const checkouts = () => operations.filter((op) => op.operationName === 'SubmitCheckout');
  const checkoutInput = (index: number) => checkouts()[index].variables.input as Record<string, unknown>;
  return { ...rendered, client, operations, checkouts, checkoutInput, user: userEvent.setup() };
}

async function fillAddress(user: UserEvent, postalCode = 'M5V 2T6') {
  await user.type(await screen.findByLabelText(/^Address/), '123 Queen St W, Toronto, ON');
  await user.type(screen.getByLabelText(/^Postal Code/), postalCode);
}

const payButton = () => screen.getByRole('button', { name: /^Pay \$37\.29 CAD$/ });

/** Lets pending promise callbacks (responses, state updates) run. */
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  vi.useRealTimers();
});

// ---------------------------------------------------------------------------------------------

describe('CheckoutPage in test mode', () => {
  it('shows "Test mode", the test cards, the prefilled shipping form, the summary by shop and the amount', async () => {
    setup();
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Visa (succeeds)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Declined card' })).not.toBeChecked();

    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Alice Martin');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('alice@mainstreet.test');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('416-555-0101');
    expect(screen.getByLabelText(/^Address/)).toHaveValue('');

    const summary = screen.getByRole('region', { name: 'Order summary' });
    const dairy = within(summary).getByRole('region', { name: 'Maple Dairy' });
    expect(within(dairy).getByText('Aged Cheddar')).toBeInTheDocument();
    // The line total, and the shop's subtotal.
    expect(within(dairy).getAllByText('$25.00')).toHaveLength(2);
    expect(within(summary).getByRole('region', { name: 'Corner Bakery' })).toHaveTextContent('Sourdough Loaf');
    expect(within(summary).getByText('HST 13%').nextSibling).toHaveTextContent('$4.29');
    expect(within(summary).getByText('Subtotal').nextSibling).toHaveTextContent('$33.00');
    expect(within(summary).getByText('$37.29 CAD')).toBeInTheDocument();
  });

  it('says what is wrong with an invalid postal code and email, and sends nothing', async () => {
    const { user, checkouts } = setup();
    await fillAddress(user, 'D1A 1A1'); // D never starts a Canadian postal code
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'alice-at-example');
    await user.click(payButton());

    expect(await screen.findByText('Please enter a valid Canadian postal code, e.g. M5V 2T6.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Postal Code/)).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field with an error.
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    await flush();
    expect(checkouts()).toHaveLength(0);
  });

  it('sends the checkout with the shown total, the chosen card and normalized shipping details', async () => {
    const { user, checkoutInput } = setup();
    await fillAddress(user, 'm5v2t6');
    await user.click(payButton());
    await screen.findByTestId('confirmation-message');
    const input = checkoutInput(0);
    expect(input).toMatchObject({
      paymentMethodId: 'pm_card_visa',
      expectedTotalCents: 3729,
      shipping: {
        fullName: 'Alice Martin',
        email: 'alice@mainstreet.test',
        phone: '416-555-0101',
        address: '123 Queen St W, Toronto, ON',
        postalCode: 'M5V 2T6',
        province: 'ON',
      },
    });
    expect(input.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });

  it('asks to save the address while none is saved, and sends the choice with the checkout', async () => {
    const { user, checkoutInput } = setup();
    const save = await screen.findByRole('checkbox', { name: 'Save for next time' });
    expect(save).toBeChecked();
    await fillAddress(user);
    await user.click(save);
    await user.click(payButton());
    await screen.findByTestId('confirmation-message');
    expect(checkoutInput(0).saveShippingAddress).toBe(false);
  });

  it('pre-fills the saved shipping address, leaves saving unticked, and sends it as shown', async () => {
    const savedAddress = { __typename: 'SavedShippingAddress' as const, fullName: 'Alice M.', phone: '416-555-0199', address: '9 King St E, Toronto', province: 'ON' as const, postalCode: 'M5C 1A1' };
    const base = checkoutData();
    const { user, checkoutInput } = setup({ data: { ...base, me: { ...base.me!, shippingAddress: savedAddress } } });
    expect(await screen.findByLabelText(/^Address/)).toHaveValue('9 King St E, Toronto');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Alice M.');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('416-555-0199');
    expect(screen.getByLabelText(/^Postal Code/)).toHaveValue('M5C 1A1');
    expect(screen.getByRole('checkbox', { name: 'Save for next time' })).not.toBeChecked();
    await user.click(payButton());
    await screen.findByTestId('confirmation-message');
    expect(checkoutInput(0)).toMatchObject({
      saveShippingAddress: false,
      shipping: { fullName: 'Alice M.', phone: '416-555-0199', address: '9 King St E, Toronto', postalCode: 'M5C 1A1', province: 'ON' },
    });
  });

  it("on success, forgets the cart and goes to the checkout's confirmation page with the message", async () => {
    const { user, client, operations } = setup();
    await fillAddress(user);
    await user.click(payButton());

    expect(await screen.findByTestId('confirmation-message')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(screen.getByTestId('location')).toHaveTextContent('/orders/confirmation/pay1');
    // The cart the server just emptied is no longer cached, so the badge and cart page refetch.
    const rootQuery = (client.cache.extract() as Record<string, object>).ROOT_QUERY;
    expect(Object.keys(rootQuery).some((key) => key.startsWith('cart'))).toBe(false);
    // The leaving checkout screen is not refetched.
    await flush();
    expect(operations.filter((op) => op.operationName === 'GetCheckout')).toHaveLength(1);
  });

  it('shows a declined card, keeps the form and cart, and uses a new idempotency key next time', async () => {
    let calls = 0;
    const { user, checkouts, checkoutInput } = setup({
      onCheckout: () => (++calls === 1 ? graphQLError(DECLINED, 'PAYMENT_DECLINED') : checkoutSuccess()),
    });
    await fillAddress(user);
    await user.click(screen.getByRole('radio', { name: 'Declined card' }));
    await user.click(payButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(DECLINED);
    expect(screen.getByLabelText(/^Address/)).toHaveValue('123 Queen St W, Toronto, ON');
    expect(screen.getByLabelText(/^Postal Code/)).toHaveValue('M5V 2T6');
    expect(screen.getByRole('region', { name: 'Order summary' })).toHaveTextContent('Aged Cheddar');
    expect(checkoutInput(0).paymentMethodId).toBe('pm_card_chargeDeclined');

    await user.click(screen.getByRole('radio', { name: 'Visa (succeeds)' }));
    await user.click(payButton());
    expect(await screen.findByTestId('confirmation-message')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(checkouts()).toHaveLength(2);
    expect(checkoutInput(1).paymentMethodId).toBe('pm_card_visa');
    expect(checkoutInput(1).idempotencyKey).not.toBe(checkoutInput(0).idempotencyKey);
  });

  it('falls back to "Payment failed." for a decline without a message', async () => {
    const { user } = setup({ onCheckout: () => graphQLError('', 'PAYMENT_DECLINED') });
    await fillAddress(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed.');
  });

  it('sends one request for a double click, with a spinner while paying', async () => {
    let release!: (result: FormattedExecutionResult) => void;
    const { user, checkouts } = setup({
      onCheckout: () => new Promise<FormattedExecutionResult>((resolve) => (release = resolve)),
    });
    await fillAddress(user);
    await user.dblClick(payButton());
    await flush();
    expect(checkouts()).toHaveLength(1);
    const busy = screen.getByRole('button', { name: /Processing payment/ });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(checkouts()).toHaveLength(1);

    await act(async () => release(checkoutSuccess()));
    expect(await screen.findByTestId('confirmation-message')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(checkouts()).toHaveLength(1);
  });

  it('retries with the same key after a network failure, when the first try may have gone through', async () => {
    let calls = 0;
    const { user, checkoutInput } = setup({
      onCheckout: () => {
        calls += 1;
        if (calls === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return checkoutSuccess();
      },
    });
    await fillAddress(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Checkout failed.');
    await user.click(payButton());
    await screen.findByTestId('confirmation-message');
    expect(checkoutInput(1).idempotencyKey).toBe(checkoutInput(0).idempotencyKey);
  });

  it.each([
    ['PAYMENT_FAILED', 'The payment service did not answer. If your card was charged, your order will appear under My orders within minutes.'],
    ['CHECKOUT_IN_PROGRESS', 'Your previous payment is still being confirmed. Please check My orders, or try again in a few minutes.'],
  ])('after %s (the outcome is still open), shows the message and asks again with the same key', async (code, message) => {
    let calls = 0;
    const { user, checkoutInput } = setup({ onCheckout: () => (++calls === 1 ? graphQLError(message, code) : checkoutSuccess()) });
    await fillAddress(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(payButton());
    await screen.findByTestId('confirmation-message');
    expect(checkoutInput(1).idempotencyKey).toBe(checkoutInput(0).idempotencyKey);
  });

  it('shows a changed total and refreshes the cart, so the Pay button shows the new amount', async () => {
    let cartLoads = 0;
    const { user } = setup({
      data: () => {
        cartLoads += 1;
        if (cartLoads === 1) return checkoutData();
        const data = checkoutData();
        return { ...data, cart: { ...data.cart, subtotalCents: 3400, taxCents: 442, totalCents: 3842 } };
      },
      onCheckout: () =>
        graphQLError('Your cart total is now $38.42. Please review your cart and try again.', 'BAD_USER_INPUT'),
    });
    await fillAddress(user);
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your cart total is now $38.42. Please review your cart and try again.',
    );
    expect(await screen.findByRole('button', { name: 'Pay $38.42 CAD' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveValue('123 Queen St W, Toronto, ON');
  });

  it('says "No authentication token found." when the session token is gone', async () => {
    const { user, checkouts } = setup();
    await fillAddress(user);
    localStorage.removeItem('token');
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('No authentication token found.');
    expect(checkouts()).toHaveLength(0);
  });

  it('shows the empty cart with a link to the products', async () => {
    const data = checkoutData();
    setup({ data: { ...data, cart: { ...data.cart, items: [], itemCount: 0, subtotalCents: 0, taxCents: 0, totalCents: 0 } } });
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping now!' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});

// ---------------------------------------------------------------------------------------------
// Stripe mode, with a fake Stripe.js injected through the loader.

function fakeStripe({
  wallets = null as Record<string, boolean> | null,
  paymentMethod = { paymentMethod: { id: 'pm_from_card' } } as Record<string, unknown>,
} = {}) {
  const cardHandlers: Record<string, (event?: unknown) => void> = {};
  const card = {
    on: vi.fn((event: string, handler: (event?: unknown) => void) => {
      cardHandlers[event] = handler;
      return card;
    }),
    mount: vi.fn(),
    destroy: vi.fn(),
  };
  const walletHandlers: Record<string, (event: PaymentRequestPaymentMethodEvent) => void> = {};
  const paymentRequest = {
    on: vi.fn((event: string, handler: (event: PaymentRequestPaymentMethodEvent) => void) => {
      walletHandlers[event] = handler;
      return paymentRequest;
    }),
    canMakePayment: vi.fn(async () => wallets),
    show: vi.fn(),
    isShowing: () => false,
    update: vi.fn(),
  };
  const stripe = {
    elements: vi.fn(() => ({ create: vi.fn(() => card) })),
    paymentRequest: vi.fn(() => paymentRequest),
    createPaymentMethod: vi.fn(async () => paymentMethod),
  };
  const loader = vi.fn(async () => stripe as unknown as Stripe) as unknown as StripeLoader & ReturnType<typeof vi.fn>;
  return { stripe, card, cardHandlers, paymentRequest, walletHandlers, loader };
}

const stripeData = () => checkoutData({ paymentConfig: stripeConfig });

describe('CheckoutPage with Stripe', () => {
  it('says "Payment initialization timeout" after 10 polls of 300 ms without Stripe.js', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const loader = vi.fn(() => new Promise<Stripe | null>(() => {}));
    setup({ data: stripeData(), stripeLoader: loader });
    expect(await screen.findByText('Card details')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledWith('pk_test_123');
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(STRIPE_POLL_INTERVAL_MS * (STRIPE_POLL_MAX_TRIES - 1)));
    expect(screen.queryByText('Payment initialization timeout')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(STRIPE_POLL_INTERVAL_MS));
    expect(screen.getByText('Payment initialization timeout')).toBeInTheDocument();
    // Polling has stopped.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says the payment form cannot load when Stripe mode has no publishable key', async () => {
    const loader = vi.fn(async () => null);
    const { user, checkouts } = setup({
      data: checkoutData({ paymentConfig: { ...stripeConfig, publishableKey: null } }),
      stripeLoader: loader,
    });
    expect(await screen.findByText(PAYMENT_SDK_LOAD_FAILED.message!)).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
    await fillAddress(user);
    await user.click(payButton());
    await waitFor(() => expect(screen.getAllByRole('alert').map((el) => el.textContent)).toContain('Payment method not ready.'));
    expect(checkouts()).toHaveLength(0);
  });

  it('says the payment form cannot load when Stripe.js fails to load', async () => {
    setup({ data: stripeData(), stripeLoader: vi.fn(async () => Promise.reject(new Error('blocked'))) });
    expect(await screen.findByText(PAYMENT_SDK_LOAD_FAILED.message!)).toBeInTheDocument();
  });

  it('says "Payment method not ready." when paying before the card form is ready', async () => {
    const fake = fakeStripe();
    const { user, checkouts } = setup({ data: stripeData(), stripeLoader: fake.loader });
    await fillAddress(user);
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment method not ready.');
    expect(checkouts()).toHaveLength(0);
  });

  it('tokenizes the card with createPaymentMethod and sends its id', async () => {
    const fake = fakeStripe();
    const { user, checkoutInput } = setup({ data: stripeData(), stripeLoader: fake.loader });
    await fillAddress(user);
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    act(() => fake.cardHandlers.ready());
    expect(fake.stripe.paymentRequest).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'CA', currency: 'cad', total: { label: 'Mainstreet', amount: 3729 } }),
    );

    await user.click(payButton());
    expect(await screen.findByTestId('confirmation-message')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(fake.stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', card: fake.card }),
    );
    expect(checkoutInput(0).paymentMethodId).toBe('pm_from_card');
  });

  it('says "Tokenization failed" when Stripe cannot tokenize, or Stripe\'s own message', async () => {
    const fake = fakeStripe({ paymentMethod: { error: { type: 'api_error' } } });
    const { user, checkouts } = setup({ data: stripeData(), stripeLoader: fake.loader });
    await fillAddress(user);
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    act(() => fake.cardHandlers.ready());
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Tokenization failed');

    fake.stripe.createPaymentMethod.mockResolvedValueOnce({ error: { message: 'Your card number is incomplete.' } });
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your card number is incomplete.'));
    expect(checkouts()).toHaveLength(0);
  });

  it('shows the card error Stripe reports while typing', async () => {
    const fake = fakeStripe();
    setup({ data: stripeData(), stripeLoader: fake.loader });
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    act(() => fake.cardHandlers.change({ error: { message: 'Your card number is invalid.' } }));
    expect(screen.getByText('Your card number is invalid.')).toBeVisible();
  });

  it('offers Google Pay when the browser can pay with it, and checks out with its payment method', async () => {
    const fake = fakeStripe({ wallets: { googlePay: true, applePay: false } });
    const { user, checkoutInput } = setup({ data: stripeData(), stripeLoader: fake.loader });
    await fillAddress(user);
    await user.click(await screen.findByRole('button', { name: 'Pay with Google Pay' }));
    expect(fake.paymentRequest.show).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Pay with Apple Pay' })).not.toBeInTheDocument();

    const complete = vi.fn();
    await act(async () => {
      fake.walletHandlers.paymentmethod({
        paymentMethod: { id: 'pm_from_wallet' },
        complete,
      } as unknown as PaymentRequestPaymentMethodEvent);
    });
    expect(await screen.findByTestId('confirmation-message')).toHaveTextContent(SUCCESS_MESSAGE);
    expect(checkoutInput(0).paymentMethodId).toBe('pm_from_wallet');
    await waitFor(() => expect(complete).toHaveBeenCalledWith('success'));
  });

  it('does not open the wallet sheet while the shipping form is invalid', async () => {
    const fake = fakeStripe({ wallets: { applePay: true } });
    const { user } = setup({ data: stripeData(), stripeLoader: fake.loader });
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    expect(await screen.findByText('Address is required.')).toBeInTheDocument();
    expect(fake.paymentRequest.show).not.toHaveBeenCalled();
  });
});

describe('CheckoutPage taxes by shipping province', () => {
  const quebec = (): GetCheckoutQuery => {
    const base = checkoutData();
    return {
      ...base,
      cart: {
        ...base.cart,
        tax: 4.94,
        total: 37.94,
        taxCents: 494,
        totalCents: 3794,
        taxProvince: 'QC',
        taxes: [
          { __typename: 'TaxLine', label: 'GST 5%', amountCents: 165 },
          { __typename: 'TaxLine', label: 'QST 9.975%', amountCents: 329 },
        ],
      },
    };
  };

  it('asks the taxes again when the province changes, shows each line, and sends the province with the new total', async () => {
    const { user, operations, checkoutInput } = setup({ data: (variables) => (variables.province === 'QC' ? quebec() : checkoutData()) });
    const province = await screen.findByLabelText(/^Province/);
    expect(province).toHaveValue('ON');
    await user.selectOptions(province, 'QC');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summary).findByText('GST 5%')).toBeInTheDocument();
    expect(within(summary).getByText('QST 9.975%').nextSibling).toHaveTextContent('$3.29');
    expect(operations.some((op) => op.operationName === 'GetCheckout' && op.variables.province === 'QC')).toBe(true);

    await fillAddress(user, 'H2X 1Y4');
    await user.click(await screen.findByRole('button', { name: /^Pay \$37\.94 CAD$/ }));
    await waitFor(() => expect(checkoutInput(0)).toMatchObject({ expectedTotalCents: 3794, shipping: { province: 'QC', postalCode: 'H2X 1Y4' } }));
  });

  it('says so when the postal code is not in the chosen province, and sends nothing', async () => {
    const { user, checkouts } = setup({ data: (variables) => (variables.province === 'QC' ? quebec() : checkoutData()) });
    await user.selectOptions(await screen.findByLabelText(/^Province/), 'QC');
    await fillAddress(user, 'M5V 2T6');
    await user.click(await screen.findByRole('button', { name: /^Pay \$37\.94 CAD$/ }));
    expect(await screen.findByText('The postal code M5V 2T6 is not in Quebec. Please check the province or the postal code.')).toBeInTheDocument();
    expect(checkouts()).toHaveLength(0);
  });
});
