import { createHash, randomUUID } from 'node:crypto';
import { CARD_DECLINED, type ChargeRequest, type ChargeResult, type PaymentProvider, type RefundResult } from './payment-provider';

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

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.paymentMethodId === TEST_CARDS.visa) return { status: 'succeeded', reference: `test_${randomUUID()}` };
    if (request.paymentMethodId === TEST_CARDS.declined) return { status: 'declined', message: CARD_DECLINED };
    return { status: 'declined', message: `Test mode accepts only ${TEST_CARDS.visa} or ${TEST_CARDS.declined}.` };
  }

  async refund(_reference: string, _amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    // Nothing was charged. The reference follows from the key, as Stripe answers a repeated key with the same refund.
    return { reference: `test_re_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}` };
  }
}
