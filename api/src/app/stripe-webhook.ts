import type { MikroORM } from '@mikro-orm/postgresql';
import type express from 'express';
import { StripePaymentProvider } from '../modules/payments/stripe-payment.provider';
import { stripeWebhookRouter } from '../modules/payments/stripe-webhook.routes';
import type { AppServices } from './services';

/**
 * Stripe's webhook (settles payments Stripe reported as processing), when payments go through Stripe
 * and its signing secret is set; undefined otherwise.
 */
export function stripeWebhook(
  orm: MikroORM,
  deps: Pick<AppServices, 'payments' | 'checkoutSettlement'>,
  webhookSecret: string | undefined,
): express.Router | undefined {
  if (!(deps.payments instanceof StripePaymentProvider)) return undefined;
  if (!webhookSecret) {
    console.warn('STRIPE_WEBHOOK_SECRET is not set: payments Stripe reports as processing will not be settled.');
    return undefined;
  }
  return stripeWebhookRouter(orm, deps.payments.stripe, webhookSecret, deps.checkoutSettlement);
}
