import type { Stripe } from '@stripe/stripe-js';

/** Loads Stripe.js for a publishable key; resolves null when Stripe.js cannot run here. */
export type StripeLoader = (publishableKey: string) => Promise<Stripe | null>;

/**
 * The real loader. `@stripe/stripe-js` is imported dynamically so neither it nor the
 * js.stripe.com script reaches the storefront (or the test-mode checkout) at all.
 */
export const loadStripeJs: StripeLoader = async (publishableKey) => {
  const { loadStripe } = await import('@stripe/stripe-js');
  return loadStripe(publishableKey);
};
