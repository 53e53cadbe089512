import Stripe from 'stripe';
import { TransferRefused, type AccountStatus, type PayoutProvider, type ShopIdentity, type TransferRequest } from './payout-provider';

/**
 * Stripe Connect with separate charges and transfers: Express accounts in Canada, onboarded through
 * Stripe's hosted flow (Account Links); one transfer per order from the checkout's charge.
 */
export class StripePayoutProvider implements PayoutProvider {
  readonly name = 'stripe' as const;
  readonly testMode = false;

  constructor(private readonly stripe: Stripe) {}

  async createAccount(shop: ShopIdentity, idempotencyKey: string): Promise<{ accountId: string }> {
    const account = await refusals(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          country: 'CA',
          email: shop.email,
          business_profile: { name: shop.businessName },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { vendorId: shop.vendorId },
        },
        { idempotencyKey },
      ),
    );
    return { accountId: account.id };
  }

  async accountStatus(accountId: string): Promise<AccountStatus> {
    return statusOf(await this.stripe.accounts.retrieve(accountId));
  }

  async onboardingLink(accountId: string, urls: { returnUrl: string; refreshUrl: string }): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: accountId,
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
      type: 'account_onboarding',
    });
    return link.url;
  }

  async transfer(request: TransferRequest): Promise<{ reference: string }> {
    const sourceTransaction = request.sourceTransaction && (await this.chargeOf(request.sourceTransaction));
    const transfer = await refusals(() =>
      this.stripe.transfers.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          destination: request.destination,
          transfer_group: request.transferGroup,
          ...(sourceTransaction ? { source_transaction: sourceTransaction } : {}),
          metadata: request.metadata,
        },
        { idempotencyKey: request.idempotencyKey },
      ),
    );
    return { reference: transfer.id };
  }

  async reverseTransfer(reference: string, amountCents: number, idempotencyKey: string, metadata: Record<string, string>): Promise<{ reference: string }> {
    const reversal = await refusals(() => this.stripe.transfers.createReversal(reference, { amount: amountCents, metadata }, { idempotencyKey }));
    return { reference: reversal.id };
  }

  /** source_transaction takes a charge; payments store their PaymentIntent, whose latest charge it is. */
  private async chargeOf(reference: string): Promise<string> {
    if (!reference.startsWith('pi_')) return reference;
    const intent = await refusals(() => this.stripe.paymentIntents.retrieve(reference));
    const charge = typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge?.id;
    if (!charge) throw new TransferRefused(`PaymentIntent ${reference} has no charge to transfer from.`);
    return charge;
  }
}

export function statusOf(account: Stripe.Account): AccountStatus {
  return {
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirements: account.requirements?.currently_due ?? [],
  };
}

/**
 * Stripe said no to the request itself (invalid, not permitted, the key reused with other
 * parameters): the same request gets the same answer. Outages, rate limits and network errors are
 * thrown as they are, and retried.
 */
async function refusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError ||
      error instanceof Stripe.errors.StripeIdempotencyError ||
      error instanceof Stripe.errors.StripePermissionError
    ) {
      throw new TransferRefused(error.message);
    }
    throw error;
  }
}
