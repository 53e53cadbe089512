import type { EntityManager } from '@mikro-orm/postgresql';

/** What a checkout asks of a payment provider: one charge for the whole amount. */
export interface ChargeRequest {
  amountCents: number;
  currency: 'cad';
  /** A payment method id from the browser (Stripe.js), or a test id such as pm_card_visa. */
  paymentMethodId: string;
  /** Passed on to the provider, so a retried request never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

/** The card a charge was made with, as the provider reports it (never the number). */
export interface CardSummary {
  /** e.g. visa, mastercard, amex. */
  brand: string;
  last4: string;
}

export type ChargeResult =
  /** Money taken. `card`: when the provider said which card (not in every webhook). */
  | { status: 'succeeded'; reference: string; card?: CardSummary | null }
  /** Accepted but not final: a webhook will say succeeded or failed. */
  | { status: 'processing'; reference: string; card?: CardSummary | null }
  /** Refused by the card issuer or the provider; `message` is for the customer. */
  | { status: 'declined'; message: string; reference?: string };

/** What the provider knows of a checkout's charge, asked again after the checkout lost its answer. */
export type ChargeLookup =
  | ChargeResult
  /** The provider has no charge for this payment (not yet, or never). */
  | { status: 'unknown' };

/**
 * Applies a provider's word on a charge (a webhook) in the caller's transaction: the checkout's
 * settlement, handed to the payment routes so they need not know the checkout. `missing`: no payment
 * has this charge. Call `afterCommit` once the transaction has committed.
 */
export interface ChargeOutcomeHandler {
  applyChargeOutcome(
    em: EntityManager,
    provider: string,
    charge: { reference: string; paymentId?: string },
    outcome: ChargeResult,
  ): Promise<{ result: 'applied' | 'ignored' | 'missing'; afterCommit(): void }>;
}

/** How a checkout's charge is found again: by the reference if the checkout recorded one, else by the payment and key. */
export interface ChargeQuery {
  paymentId: string;
  reference: string | null;
  idempotencyKey: string;
}

declare module '../../common/context' {
  interface AppContext {
    /** The configured payment provider: Stripe, or the built-in test provider. */
    payments: PaymentProvider;
  }
}

export interface PaymentProvider {
  /** Stored on each payment: 'test' or 'stripe'. */
  readonly name: 'test' | 'stripe';
  /** For Stripe.js in the browser; null for the built-in test provider. */
  readonly publishableKey: string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * Asks what became of a checkout's charge (the reconciler, after a crash or a lost answer). Read
   * only: it never charges. Throws when the provider cannot be asked.
   */
  findCharge(query: ChargeQuery): Promise<ChargeLookup>;
  /**
   * Returns `amountCents` of a succeeded charge (a cancelled order's share). Called by the refund
   * dispatcher only, outside any transaction. The same idempotency key answers the same refund, so a
   * retry after an unknown outcome never refunds twice. Throws RefundRefused when retrying cannot help.
   */
  refund(reference: string, amountCents: number, idempotencyKey: string, metadata?: Record<string, string>): Promise<RefundResult>;
  /** A refund of this charge already made for this order (by its `orderId` metadata), or null. Read only. */
  findRefund(reference: string, orderId: string): Promise<RefundResult | null>;
}

/** A refund the provider made (or had already made under the same idempotency key). */
export interface RefundResult {
  /** The provider's id of the refund (Stripe: re_...). */
  reference: string;
}

/** The provider refused the refund itself (not an outage): the dispatcher records it and stops retrying. */
export class RefundRefused extends Error {
  override readonly name = 'RefundRefused';
}

export const CARD_DECLINED = 'Your card was declined. Please use another card.';
