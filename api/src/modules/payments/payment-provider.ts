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

export type ChargeResult =
  /** Money taken. */
  | { status: 'succeeded'; reference: string }
  /** Accepted but not final: a webhook will say succeeded or failed. */
  | { status: 'processing'; reference: string }
  /** Refused by the card issuer or the provider; `message` is for the customer. */
  | { status: 'declined'; message: string; reference?: string };

export interface PaymentProvider {
  /** Stored on each payment: 'test' or 'stripe'. */
  readonly name: 'test' | 'stripe';
  /** For Stripe.js in the browser; null for the built-in test provider. */
  readonly publishableKey: string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Returns `amountCents` of a succeeded charge (a cancelled order's share). */
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void>;
}

export const CARD_DECLINED = 'Your card was declined. Please use another card.';
