import { createHash, randomUUID } from 'node:crypto';
import { CARD_DECLINED, type ChargeLookup, type ChargeQuery, type ChargeRequest, type ChargeResult, type PaymentProvider, type RefundResult } from './payment-provider';

/** Stripe's test payment method ids that this provider understands. */
export const TEST_CARDS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
} as const;

/**
 * Used when no Stripe keys are configured ("Test mode" in the UI): no money moves. It accepts
 * Stripe's test ids, so the same client code and tests work against either provider.
 */
export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly publishableKey = null;

  /**
   * The charges this process made, by idempotency key: like Stripe, a repeated key answers the first
   * result, and `findCharge` finds them. A restarted process has forgotten them, as a provider that
   * never received the charge would have: the reconciler then releases the payment after its deadline.
   */
  private readonly charges = new Map<string, ChargeResult>();

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const known = this.charges.get(request.idempotencyKey);
    if (known) return known;
    const result: ChargeResult =
      request.paymentMethodId === TEST_CARDS.visa
        ? { status: 'succeeded', reference: `test_${randomUUID()}`, card: { brand: 'visa', last4: '4242' } }
        : request.paymentMethodId === TEST_CARDS.declined
          ? { status: 'declined', message: CARD_DECLINED }
          : { status: 'declined', message: `Test mode accepts only ${TEST_CARDS.visa} or ${TEST_CARDS.declined}.` };
    this.charges.set(request.idempotencyKey, result);
    return result;
  }

  async findCharge(query: ChargeQuery): Promise<ChargeLookup> {
    return this.charges.get(query.idempotencyKey) ?? { status: 'unknown' };
  }

  async findRefund(): Promise<RefundResult | null> {
    // Nothing is ever charged, so an earlier refund changed nothing either: making it again is harmless.
    return null;
  }

  async refund(_reference: string, _amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    // Nothing was charged. The reference follows from the key, as Stripe answers a repeated key with the same refund.
    return { reference: `test_re_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` };
  }
}
