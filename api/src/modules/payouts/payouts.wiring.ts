import type { MikroORM } from '@mikro-orm/postgresql';
import type Stripe from 'stripe';
import type { PayoutProvider } from './payout-provider';
import { StripePayoutProvider } from './stripe-payout.provider';
import { TestPayoutProvider } from './test-payout.provider';
import { TransferDispatcher, type TransferDispatcherTimings } from './transfer-dispatcher';

declare module '../../common/context' {
  interface AppContext {
    /** Paying shops: the payout provider, and the origin of the links it sends vendors back to. */
    payouts: Payouts;
  }
}

export interface Payouts {
  provider: PayoutProvider;
  publicUrl: string;
  dispatcher: TransferDispatcher;
}

/**
 * Paying shops, for the server to compose: Stripe Connect through the payment provider's own Stripe
 * client when there is one, else Test mode; and the dispatcher of transfers and reversals (start it
 * with the server, stop it on close).
 */
export function createPayouts(orm: MikroORM, stripe: Stripe | null, publicUrl: string, timings?: TransferDispatcherTimings): Payouts {
  const provider = stripe ? new StripePayoutProvider(stripe) : new TestPayoutProvider();
  return { provider, publicUrl, dispatcher: new TransferDispatcher(orm, provider, timings) };
}
