import { useCallback, useRef } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../../lib/error-message.util';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Province } from '../../gql/graphql';
import type { ShippingDetails } from './shipping-form.rules';
import { GetCheckoutQuery, SubmitCheckoutMutation } from './checkout.operations';
import { newIdempotencyKey } from './idempotency-key.util';

// Spec section 8 (Payment).
export const PAYMENT_FAILED = msg`Payment failed.`;
export const CHECKOUT_FAILED = msg`Checkout failed.`;

/**
 * The customer, cart and payment settings the checkout shows, always from the server: the total on
 * the Pay button is sent back as expectedTotalCents, so it must be the server's current one, not a
 * cached one. `province`: the shipping province whose taxes the cart shows (null: the profile's, else
 * Ontario). `refresh` reads them again (after a stale total or missing stock); `loading` is true meanwhile.
 */
export function useCheckoutData(province: Province | null) {
  const { data, previousData, loading, error, refetch } = useQuery(GetCheckoutQuery, {
    variables: { province },
    fetchPolicy: 'network-only',
  });
  const refresh = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  // While another province's taxes load, the form stays on screen with the previous figures
  // (`loading` keeps the Pay button off until the new total is in).
  return { data: data ?? previousData, loading, error, refresh };
}

/** How one attempt to pay ended, for the form to show. */
export type CheckoutAttempt =
  /** The orders are placed; `message` confirms it, `paymentId` names the checkout's confirmation page. */
  | { kind: 'placed'; message: string; paymentId: string }
  /** The server answered no. `cartChanged`: the total or stock moved, so the cart must be shown again. */
  | { kind: 'refused'; message: string; cartChanged: boolean };

/**
 * Codes after which the same attempt may be asked again with its key: the payment may have gone
 * through (no answer; the provider did not answer in time) or is still being confirmed. The server
 * answers a repeated key with that payment's outcome, never a second charge.
 */
const OUTCOME_STILL_OPEN = new Set(['PAYMENT_FAILED', 'CHECKOUT_IN_PROGRESS']);
/** Codes meaning the cart on screen is not the one the server would charge. */
const CART_CHANGED = new Set(['BAD_USER_INPUT', 'OUT_OF_STOCK']);

/**
 * Pays for the cart: one idempotency key per attempt (kept for a retry while the outcome is open,
 * dropped once the server has said no), the server's error codes turned into what the form shows,
 * and the cache of everything a checkout changes forgotten once the orders are placed.
 */
export function useCheckout({ customerId, productIds }: { customerId: string | null; productIds: string[] }) {
  const client = useApolloClient();
  const { i18n } = useLingui();
  const [submit] = useMutation(SubmitCheckoutMutation);
  const attemptKeyRef = useRef<string | null>(null);

  /** `saveShippingAddress`: "Save for next time" was ticked; the server keeps the address with the orders. */
  async function placeOrder(shipping: ShippingDetails, paymentMethodId: string, expectedTotalCents: number, saveShippingAddress = false): Promise<CheckoutAttempt> {
    const idempotencyKey = (attemptKeyRef.current ??= newIdempotencyKey());
    try {
      const { data } = await submit({ variables: { input: { idempotencyKey, paymentMethodId, expectedTotalCents, shipping, saveShippingAddress } } });
      // The server answers an error for every checkout that places nothing, so an answer is a placed order.
      attemptKeyRef.current = null;
      forgetCartAndOrders(client, customerId, productIds);
      return { kind: 'placed', message: data!.checkout.message, paymentId: data!.checkout.paymentId };
    } catch (error) {
      // No answer (network, timeout): the charge may have happened, so a retry keeps the key.
      if (!CombinedGraphQLErrors.is(error)) return { kind: 'refused', message: i18n._(CHECKOUT_FAILED), cartChanged: false };
      const code = String(error.errors[0]?.extensions?.code ?? '');
      if (!OUTCOME_STILL_OPEN.has(code)) attemptKeyRef.current = null;
      return { kind: 'refused', message: errorMessage(error, i18n._(code === 'PAYMENT_DECLINED' ? PAYMENT_FAILED : CHECKOUT_FAILED), i18n), cartChanged: CART_CHANGED.has(code) };
    }
  }

  return { placeOrder };
}

/**
 * After a checkout the server has emptied the cart, created orders and taken stock: drop
 * those from the cache, and refetch what is on screen (the navbar's cart badge), so nothing
 * shows the old cart. The checkout screen itself is leaving and is not refetched.
 */
function forgetCartAndOrders(client: ReturnType<typeof useApolloClient>, customerId: string | null, productIds: string[]) {
  void client
    .refetchQueries({
      updateCache(cache) {
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'myOrders' });
        cache.evict({ id: 'ROOT_QUERY', fieldName: 'trendingProducts' });
        const user = customerId ? cache.identify({ __typename: 'User', id: customerId }) : undefined; // i18n-ignore: a type name
        if (user) {
          cache.evict({ id: user, fieldName: 'activeOrderCount' });
          // "Save for next time" may have changed them.
          cache.evict({ id: user, fieldName: 'shippingAddress' });
          cache.evict({ id: user, fieldName: 'province' });
        }
        for (const productId of productIds) {
          const product = cache.identify({ __typename: 'Product', id: productId }); // i18n-ignore: a type name
          if (product) cache.evict({ id: product, fieldName: 'stock' });
        }
      },
      onQueryUpdated: (query) => query.queryName !== 'GetCheckout',
    })
    .catch(() => undefined);
}
