/**
 * What paying shops asks of a provider (Stripe Connect, separate charges and transfers, or the
 * built-in test mode). Called outside any database transaction: by the onboarding mutations and by
 * the transfer dispatcher.
 */
export interface PayoutProvider {
  /** Stored on connected accounts and transfers: 'test' or 'stripe'. */
  readonly name: 'test' | 'stripe';
  /** True for the built-in test mode, which also pays shops out once a day by itself. */
  readonly testMode: boolean;
  /** Creates the shop's connected account (Stripe: Express, country CA). The same key answers the same account. */
  createAccount(shop: ShopIdentity, idempotencyKey: string): Promise<{ accountId: string }>;
  /** Where the account stands: what it may do and what the provider still requires. */
  accountStatus(accountId: string): Promise<AccountStatus>;
  /**
   * Where to send the vendor to finish onboarding (Stripe: an Account Link to its hosted onboarding).
   * Test mode has nothing to fill in: its link leads straight back.
   */
  onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string>;
  /** Moves an order's share from the platform's balance to the shop's account. Throws TransferRefused when retrying cannot help. */
  transfer(request: TransferRequest): Promise<{ reference: string }>;
  /** Takes a transfer (or part of it) back. Throws TransferRefused when retrying cannot help. */
  reverseTransfer(reference: string, amountCents: number, idempotencyKey: string, metadata: Record<string, string>): Promise<{ reference: string }>;
}

export interface ShopIdentity {
  vendorId: string;
  businessName: string;
  email: string;
}

export interface AccountStatus {
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  /** What the provider still needs (Stripe's requirements.currently_due). */
  requirements: string[];
}

export interface TransferRequest {
  amountCents: number;
  currency: 'cad';
  /** The shop's connected account. */
  destination: string;
  /** Groups the transfers of one checkout: the payment's id. */
  transferGroup: string;
  /** The charge the money came from (Stripe: the PaymentIntent, whose charge is used), so it can be transferred before it is available. */
  sourceTransaction: string | null;
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** The provider refused the request itself (not an outage): the dispatcher stops retrying. */
export class TransferRefused extends Error {
  override readonly name = 'TransferRefused';
}
