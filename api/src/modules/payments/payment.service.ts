import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderStatus } from '../orders/order.entity';
import { transition } from '../orders/order-process';
import { onPaymentSettled } from '../payouts/payout-hooks';
import { canMovePayment, Payment, PaymentStatus } from './payment.entity';

/** Payment state changes that arrive after checkout (provider webhooks). */
export class PaymentService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Applies a provider's final word on a charge. Succeeded: the payment is paid. Failed: the
   * payment fails and its orders are cancelled through the order process (restocked, audited as the
   * system's; nothing to refund), all in one transaction. A repeated or out-of-order outcome changes
   * nothing and answers 'ignored'; an unknown reference, 'missing'.
   */
  async applyProviderOutcome(
    provider: string,
    reference: string,
    outcome: 'succeeded' | 'failed',
    message?: string,
  ): Promise<'applied' | 'ignored' | 'missing'> {
    return this.em.transactional(async (em) => {
      // FOR NO KEY UPDATE, not FOR UPDATE: a shop cancelling one of these orders right now holds the
      // order and takes a KEY SHARE lock on this payment (its refund row's foreign key). FOR UPDATE
      // would make it wait for us while we wait for its order: a deadlock.
      const [row] = await em.execute(`select * from payments where provider = ? and provider_reference = ? for no key update`, [provider, reference]);
      if (!row) return 'missing';
      const payment = em.map(Payment, row);
      const target = outcome === 'succeeded' ? PaymentStatus.Succeeded : PaymentStatus.Failed;
      if (!canMovePayment(payment.status, target)) return 'ignored';
      payment.status = target;
      if (target === PaymentStatus.Failed) payment.failureMessage = message ?? 'The payment failed.';
      // Written before its orders move: a failed payment took no money, so the process queues no refund.
      await em.flush();
      if (target === PaymentStatus.Succeeded) await onPaymentSettled(em, payment.id);
      if (target === PaymentStatus.Failed) {
        await transition(em, { paymentId: payment.id }, OrderStatus.Cancelled, null, { kind: 'payment-failed' });
      }
      return 'applied';
    });
  }
}
