import type { MikroORM } from '@mikro-orm/postgresql';
import type express from 'express';
import { StripePaymentProvider } from '../modules/payments/stripe-payment.provider';
import { stripeWebhookRouter } from '../modules/payments/stripe-webhook.routes';
import type { AppServices } from './services';
import { logger } from '../common/logger';

/**
 * Stripe's webhook (payments' outcomes, and connected accounts' onboarding, transfers and payouts),
 * when payments go through Stripe and a signing secret is set; undefined otherwise.
 */
export function stripeWebhook(
  orm: MikroORM,
  deps: Pick<AppServices, 'payments' | 'checkoutSettlement'>,
  secrets: { webhookSecret?: string; connectWebhookSecret?: string } = {},
): express.Router | undefined {
  if (!(deps.payments instanceof StripePaymentProvider)) return undefined;
  if (!secrets.webhookSecret) logger.warn('STRIPE_WEBHOOK_SECRET is not set: payments Stripe reports as processing will not be settled.');
  if (!secrets.connectWebhookSecret) logger.warn("STRIPE_CONNECT_WEBHOOK_SECRET is not set: connected accounts' events (onboarding, payouts) are not received.");
  const signing = [secrets.webhookSecret, secrets.connectWebhookSecret].filter((secret): secret is string => Boolean(secret));
  if (!signing.length) return undefined;
  return stripeWebhookRouter(orm, deps.payments.stripe, signing, deps.checkoutSettlement);
}
