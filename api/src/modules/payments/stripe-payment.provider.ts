import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { CARD_DECLINED, RefundRefused, type ChargeLookup, type ChargeQuery, type ChargeRequest, type CardSummary, type ChargeResult, type PaymentProvider, type RefundResult } from './payment-provider';
import { TestPaymentProvider } from './test-payment.provider';

/** Where the SDK sends its requests; tests point it at a local fake Stripe server. */
export interface StripeConnectionOptions {
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Shown when a card needs 3-D Secure: the checkout has no authentication step yet. */
export const AUTHENTICATION_REQUIRED =
  'This card needs an extra verification step that we do not support yet. Please use another card.';
export const PAYMENT_CANCELLED = 'The payment was cancelled. Please try again or use another card.';

/** A Stripe client for this app. The SDK retries network errors and 5xx answers with the same idempotency key. */
export function createStripeClient(secretKey: string, options: StripeConnectionOptions = {}): Stripe {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, appInfo: { name: 'Mainstreet' } };
  // The SDK rejects unknown config keys; leave unset ones out so its defaults (api.stripe.com) apply.
  if (options.host !== undefined) config.host = options.host;
  if (options.port !== undefined) config.port = options.port;
  if (options.protocol !== undefined) config.protocol = options.protocol;
  return new Stripe(secretKey, config);
}

/** Stripe when its keys are configured; otherwise the built-in test provider ("Test mode"). */
export function createPaymentProvider(config: AppConfig['stripe'], options?: StripeConnectionOptions): PaymentProvider {
  if (!config) return new TestPaymentProvider();
  return new StripePaymentProvider(createStripeClient(config.secretKey, options), config.publishableKey);
}

/** Charges with a PaymentIntent in CAD, confirmed on the server with the payment method from Stripe.js. */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    /** Public so the webhook route can share the same client. */
    readonly stripe: Stripe,
    readonly publishableKey: string,
  ) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          payment_method: request.paymentMethodId,
          confirm: true,
          // Cards and wallets (Google Pay / Apple Pay) only: nothing that needs a redirect back to us.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: request.description,
          metadata: request.metadata,
          // The payment method in full, for the card's brand and last four on the confirmation.
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      // An issuer decline is an answer for the customer. Anything else (network, API, auth) is thrown,
      // so the checkout fails without recording a charge; the idempotency key makes a retry safe.
      if (error instanceof Stripe.errors.StripeCardError) {
        return { status: 'declined', message: error.message || CARD_DECLINED, reference: error.payment_intent?.id };
      }
      throw error;
    }
    return chargeResultOf(intent);
  }

  /**
   * The PaymentIntent recorded on the payment, or else the one whose metadata names the payment
   * (every checkout's intent carries `metadata.paymentId`). Stripe's search index trails new intents
   * by up to a minute, which is why the reconciler releases a payment only after a long deadline.
   * An intent still waiting for a payment method was declined (our intents are confirmed on create).
   */
  async findCharge(query: ChargeQuery): Promise<ChargeLookup> {
    const intent = query.reference
      ? await this.stripe.paymentIntents.retrieve(query.reference, { expand: ['payment_method'] })
      : (await this.stripe.paymentIntents.search({ query: `metadata['paymentId']:'${query.paymentId}'`, limit: 1, expand: ['data.payment_method'] })).data[0];
    return intent ? chargeResultOf(intent) : { status: 'unknown' };
  }

  async findRefund(reference: string, orderId: string): Promise<RefundResult | null> {
    for await (const refund of this.stripe.refunds.list({ payment_intent: reference, limit: 100 })) {
      if (refund.metadata?.orderId === orderId && refund.status !== 'failed' && refund.status !== 'canceled') return { reference: refund.id };
    }
    return null;
  }

  async refund(reference: string, amountCents: number, idempotencyKey: string, metadata: Record<string, string> = {}): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create({ payment_intent: reference, amount: amountCents, metadata }, { idempotencyKey });
      return { reference: refund.id };
    } catch (error) {
      // Stripe said no to this refund (already refunded, more than is left, unknown intent, the key reused
      // with other parameters): the same request will get the same answer. Outages, rate limits and
      // network errors are thrown as they are, and retried.
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) {
        throw new RefundRefused(error.message);
      }
      throw error;
    }
  }
}

function chargeResultOf(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', reference: intent.id, card: cardOf(intent) };
    case 'processing':
      // Final word comes by webhook (payment_intent.succeeded / payment_intent.payment_failed).
      return { status: 'processing', reference: intent.id, card: cardOf(intent) };
    case 'requires_payment_method':
      return { status: 'declined', message: intent.last_payment_error?.message || CARD_DECLINED, reference: intent.id };
    case 'requires_action':
      // 3-D Secure would need a client-side step (stripe.handleNextAction) that the checkout lacks.
      return { status: 'declined', message: AUTHENTICATION_REQUIRED, reference: intent.id };
    case 'canceled':
      return { status: 'declined', message: PAYMENT_CANCELLED, reference: intent.id };
    default:
      // requires_confirmation / requires_capture cannot follow confirm: true with automatic capture;
      // no money was captured, so tell the customer it did not go through.
      return { status: 'declined', message: CARD_DECLINED, reference: intent.id };
  }
}

/** The card of an intent whose payment method was expanded; null when it was not (a webhook's intent) or is no card. */
function cardOf(intent: Stripe.PaymentIntent): CardSummary | null {
  const method = intent.payment_method;
  const card = typeof method === 'object' && method ? method.card : null;
  return card ? { brand: card.brand, last4: card.last4 } : null;
}
