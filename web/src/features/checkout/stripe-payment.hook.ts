import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  PaymentRequest,
  PaymentRequestPaymentMethodEvent,
  Stripe,
  StripeCardElement,
} from '@stripe/stripe-js';
import type { StripeLoader } from './stripe.loader';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

/** Spec section 9: the payment SDK is polled every 300 ms, at most 10 times. */
export const STRIPE_POLL_INTERVAL_MS = 300;
export const STRIPE_POLL_MAX_TRIES = 10;

// Spec section 8 (Payment). The SDK load failure has no exact text in the spec.
export const PAYMENT_INIT_TIMEOUT = msg`Payment initialization timeout`;
export const PAYMENT_SDK_LOAD_FAILED = msg`Failed to load the payment form. Please refresh the page and try again.`;
export const PAYMENT_METHOD_NOT_READY = msg`Payment method not ready.`;
export const TOKENIZATION_FAILED = msg`Tokenization failed`;

export type Wallets = { googlePay: boolean; applePay: boolean };

export type BillingDetails = { name: string; email: string; phone: string; postalCode: string };

export type PaymentMethodOutcome = { id: string; error?: undefined } | { id?: undefined; error: string };

type UseStripePaymentOptions = {
  /** False outside Stripe mode: nothing is loaded then. */
  enabled: boolean;
  /** Stripe's publishable key from paymentConfig; Stripe mode without one cannot take cards. */
  publishableKey: string | null;
  loader: StripeLoader;
  /** The amount the wallet sheet shows, in cents (the API's cart.totalCents). */
  totalCents: number;
  /**
   * Called with the payment method a wallet (Google Pay / Apple Pay) produced; resolves true
   * when the checkout went through, which closes the wallet sheet as succeeded.
   */
  onWalletPaymentMethod: (paymentMethodId: string) => Promise<boolean>;
};

/**
 * Stripe.js for the checkout: loads it lazily, polls for readiness (else "Payment
 * initialization timeout"), mounts the Card Element into `cardContainerRef`, offers the
 * browser's wallets through a PaymentRequest, and turns the card into a payment method id.
 */
export function useStripePayment({
  enabled,
  publishableKey,
  loader,
  totalCents,
  onWalletPaymentMethod,
}: UseStripePaymentOptions) {
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const { i18n } = useLingui();
  const [initError, setInitError] = useState<string | null>(null);
  const [cardReady, setCardReady] = useState(false);
  const [cardError, setCardError] = useState<string | null>(null);
  const [wallets, setWallets] = useState<Wallets>({ googlePay: false, applePay: false });
  const cardContainerRef = useRef<HTMLDivElement | null>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const paymentRequestRef = useRef<PaymentRequest | null>(null);
  // The wallet handler is registered once per PaymentRequest; it calls the latest callback.
  const onWalletRef = useRef(onWalletPaymentMethod);
  onWalletRef.current = onWalletPaymentMethod;
  const totalRef = useRef(totalCents);
  totalRef.current = totalCents;

  // Load, then poll: the poll is what gives up after 10 tries when the script never arrives
  // (blocked by an extension, offline, a slow network).
  useEffect(() => {
    if (!enabled) return;
    if (!publishableKey) {
      setInitError(i18n._(PAYMENT_SDK_LOAD_FAILED));
      return;
    }
    let loaded: Stripe | null = null;
    let failed = false;
    let finished = false;
    let tries = 0;
    loader(publishableKey).then(
      (instance) => {
        if (instance) loaded = instance;
        else failed = true;
      },
      () => {
        failed = true;
      },
    );
    const timer = setInterval(() => {
      if (finished) return;
      tries += 1;
      if (loaded) {
        finished = true;
        setStripe(loaded);
      } else if (failed) {
        finished = true;
        setInitError(i18n._(PAYMENT_SDK_LOAD_FAILED));
      } else if (tries >= STRIPE_POLL_MAX_TRIES) {
        finished = true;
        setInitError(i18n._(PAYMENT_INIT_TIMEOUT));
      }
      if (finished) clearInterval(timer);
    }, STRIPE_POLL_INTERVAL_MS);
    return () => {
      finished = true;
      clearInterval(timer);
    };
  }, [enabled, publishableKey, loader]);

  // The Card Element, once Stripe is ready and the container is on the page.
  useEffect(() => {
    const container = cardContainerRef.current;
    if (!stripe || !container) return;
    const card = stripe.elements({ locale: 'en' }).create('card', {
      // The shipping form already asks for the postal code; it goes along as billing details.
      hidePostalCode: true,
    });
    card.on('ready', () => setCardReady(true));
    card.on('change', (event) => setCardError(event.error?.message ?? null));
    card.mount(container);
    cardRef.current = card;
    return () => {
      cardRef.current = null;
      setCardReady(false);
      card.destroy();
    };
  }, [stripe]);

  // Google Pay / Apple Pay, when the browser has one set up.
  useEffect(() => {
    if (!stripe) return;
    let active = true;
    const paymentRequest = stripe.paymentRequest({
      country: 'CA',
      currency: 'cad',
      total: { label: 'Mainstreet', amount: totalRef.current },
      requestPayerName: true,
      requestPayerEmail: true,
    });
    paymentRequest.on('paymentmethod', (event: PaymentRequestPaymentMethodEvent) => {
      void onWalletRef.current(event.paymentMethod.id).then(
        (ok) => event.complete(ok ? 'success' : 'fail'),
        () => event.complete('fail'),
      );
    });
    paymentRequestRef.current = paymentRequest;
    paymentRequest.canMakePayment().then(
      (result) => {
        if (active) setWallets({ googlePay: Boolean(result?.googlePay), applePay: Boolean(result?.applePay) });
      },
      () => undefined, // No wallet: the card form is enough.
    );
    return () => {
      active = false;
      paymentRequestRef.current = null;
      setWallets({ googlePay: false, applePay: false });
    };
  }, [stripe]);

  // Keep the wallet sheet's amount equal to the Pay button's.
  useEffect(() => {
    const paymentRequest = paymentRequestRef.current;
    if (paymentRequest && !paymentRequest.isShowing()) {
      paymentRequest.update({ total: { label: 'Mainstreet', amount: totalCents } });
    }
  }, [totalCents, stripe]);

  /** Tokenizes the card; never throws. */
  const createPaymentMethod = useCallback(
    async (billing: BillingDetails): Promise<PaymentMethodOutcome> => {
      const card = cardRef.current;
      if (!stripe || !card || !cardReady) return { error: i18n._(PAYMENT_METHOD_NOT_READY) };
      try {
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            name: billing.name,
            email: billing.email,
            phone: billing.phone,
            address: { postal_code: billing.postalCode, country: 'CA' },
          },
        });
        if (result.error || !result.paymentMethod) return { error: result.error?.message || i18n._(TOKENIZATION_FAILED) };
        return { id: result.paymentMethod.id };
      } catch {
        return { error: i18n._(TOKENIZATION_FAILED) };
      }
    },
    [stripe, cardReady],
  );

  /** Opens the wallet sheet; must run inside a click handler. False when no wallet is ready. */
  const showWallet = useCallback((): boolean => {
    const paymentRequest = paymentRequestRef.current;
    if (!paymentRequest) return false;
    paymentRequest.show();
    return true;
  }, []);

  return {
    /** Loading until Stripe.js answered, then ready or failed (initError says why). */
    status: initError ? ('failed' as const) : stripe ? ('ready' as const) : ('loading' as const),
    initError,
    cardReady,
    cardError,
    cardContainerRef,
    wallets,
    createPaymentMethod,
    showWallet,
  };
}
