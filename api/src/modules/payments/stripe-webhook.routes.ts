import type { MikroORM } from '@mikro-orm/postgresql';
import express from 'express';
import type Stripe from 'stripe';
import { isDatabaseUnavailable, SERVICE_UNAVAILABLE } from '../../common/database-unavailable';
import { httpErrorHandler } from '../../common/errors';
import { applyConnectEvent } from '../payouts/connect-events';
import { CARD_DECLINED, type ChargeOutcomeHandler, type ChargeResult } from './payment-provider';
import { logger } from '../../common/logger';

/** Stripe's own default: a signed delivery older than five minutes is treated as a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Stripe's signed webhook. Mount at /api/webhooks/stripe BEFORE any JSON body parser: the
 * signature covers the raw bytes, so the body must reach `constructEvent` untouched.
 *
 * Each event is applied once: its id goes into webhook_events in the same transaction as its
 * effect, so a redelivery is acknowledged without effect, and a failed attempt (rolled back,
 * answered 500, or 503 while the database is unreachable) is processed when Stripe retries it.
 */
export function stripeWebhookRouter(orm: MikroORM, stripe: Stripe, webhookSecrets: string | string[], charges: ChargeOutcomeHandler): express.Router {
  // The platform's endpoint and the Connect endpoint (connected accounts' events) each sign with a
  // secret of their own; both may point at this route.
  const secrets = [webhookSecrets].flat();
  const router = express.Router();

  router.post('/', express.raw({ type: 'application/json', limit: '1mb' }), async (req, res) => {
    const signature = req.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      // Without a JSON content type the raw parser leaves no Buffer: nothing we could verify.
      if (!Buffer.isBuffer(req.body) || typeof signature !== 'string') throw new Error('unsigned');
      event = verifiedEvent(stripe, req.body, signature, secrets);
    } catch {
      return void res.status(400).json({ message: 'Invalid signature.' });
    }

    try {
      let afterCommit = () => {};
      const duplicate = await orm.em.fork().transactional(async (em) => {
        const inserted = await em.execute<{ id: string }[]>(
          `insert into webhook_events (id, provider, type) values (?, 'stripe', ?) on conflict (id) do nothing returning id`,
          [event.id, event.type],
        );
        // A concurrent delivery of the same event waits on the primary key here until the first commits.
        if (inserted.length === 0) return true;
        await applyConnectEvent(em, event);
        const outcome = chargeOutcomeOf(event);
        if (outcome) {
          const intent = event.data.object as Stripe.PaymentIntent;
          const applied = await charges.applyChargeOutcome(em, 'stripe', { reference: intent.id, paymentId: intent.metadata?.paymentId }, outcome);
          // Our checkout may still be committing the payment this intent belongs to: fail (rolling the event
          // row back) so Stripe delivers it again later, rather than acknowledging an outcome we could not apply.
          if (applied.result === 'missing' && intent.metadata?.paymentId) throw new Error(`payment ${intent.metadata.paymentId} not committed yet`);
          afterCommit = applied.afterCommit;
        }
        // Other event types are recorded and acknowledged; Stripe stops resending them.
        return false;
      });
      afterCommit();
      res.json(duplicate ? { received: true, duplicate: true } : { received: true });
    } catch (error) {
      // Non-2xx makes Stripe retry; the event row was rolled back with everything else (or, with the
      // database down, never written), so the retry is applied once the database is back.
      if (isDatabaseUnavailable(error)) {
        logger.warn({ eventId: event.id, eventType: event.type }, 'stripe webhook deferred: the database is unavailable');
        return void res.status(503).json({ message: SERVICE_UNAVAILABLE });
      }
      httpErrorHandler(`stripe webhook ${event.id} (${event.type})`)(error, req, res, () => {});
    }
  });

  // Body errors (over 1 MB, aborted upload) answered here, so the route behaves the same wherever it is mounted.
  router.use(httpErrorHandler('stripe webhook'));

  return router;
}

/** The charge outcome a PaymentIntent event reports, or null for other events. */
function chargeOutcomeOf(event: Stripe.Event): ChargeResult | null {
  if (event.type === 'payment_intent.succeeded') return { status: 'succeeded', reference: event.data.object.id };
  if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    return { status: 'declined', message: intent.last_payment_error?.message || CARD_DECLINED, reference: intent.id };
  }
  return null;
}

/** The event, if one of the secrets signed it; throws otherwise (as constructEvent does). */
function verifiedEvent(stripe: Stripe, body: Buffer, signature: string, secrets: string[]): Stripe.Event {
  for (const [index, secret] of secrets.entries()) {
    try {
      return stripe.webhooks.constructEvent(body, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      if (index === secrets.length - 1) throw error;
    }
  }
  throw new Error('no webhook secret');
}
