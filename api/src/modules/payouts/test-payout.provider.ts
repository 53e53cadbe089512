import { createHash } from 'node:crypto';
import type { AccountStatus, PayoutProvider, ShopIdentity, TransferRequest } from './payout-provider';

/** A reference that follows from the idempotency key, as Stripe answers a repeated key with the same object. */
const referenceOf = (prefix: string, key: string) => `${prefix}_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * Connect simulated offline, when no Stripe keys are configured ("Test mode"): onboarding completes
 * at once, transfers and reversals succeed at once, and the transfer dispatcher pays shops out daily.
 * No money moves.
 */
export class TestPayoutProvider implements PayoutProvider {
  readonly name = 'test' as const;
  readonly testMode = true;

  async createAccount(_shop: ShopIdentity, idempotencyKey: string): Promise<{ accountId: string }> {
    return { accountId: referenceOf('acct_test', idempotencyKey) };
  }

  async accountStatus(): Promise<AccountStatus> {
    return { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirements: [] };
  }

  async onboardingLink(_accountId: string, urls: { returnUrl: string }): Promise<string> {
    return urls.returnUrl;
  }

  async transfer(request: TransferRequest): Promise<{ reference: string }> {
    return { reference: referenceOf('test_tr', request.idempotencyKey) };
  }

  async reverseTransfer(_reference: string, _amountCents: number, idempotencyKey: string): Promise<{ reference: string }> {
    return { reference: referenceOf('test_trr', idempotencyKey) };
  }
}
