import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordAudit } from '../audit/audit.service';
import { AuditAction, AuditTargetType } from '../audit/audit.types';
import { OrderStatus } from '../orders/order.entity';
import { canMovePayment, Payment, PaymentStatus } from './payment.entity';

/** Payment state changes that arrive after checkout (provider webhooks). */
export class PaymentService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Applies a provider's final word on a charge. Succeeded: the payment is paid. Failed: the
   * payment fails, its orders are cancelled and their stock returned, all in one transaction.
   * A repeated or out-of-order outcome changes nothing and answers 'ignored'; an unknown reference, 'missing'.
   */
  async applyProviderOutcome(
    provider: string,
    reference: string,
    outcome: 'succeeded' | 'failed',
    message?: string,
  ): Promise<'applied' | 'ignored' | 'missing'> {
    return this.em.transactional(async (em) => {
      const payment = await em.findOne(Payment, { provider, providerReference: reference }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const target = outcome === 'succeeded' ? PaymentStatus.Succeeded : PaymentStatus.Failed;
      if (!payment) return 'missing';
      if (!canMovePayment(payment.status, target)) return 'ignored';
      payment.status = target;
      if (target === PaymentStatus.Failed) {
        payment.failureMessage = message ?? 'The payment failed.';
        await em.execute(
          `update products p set stock = p.stock + returned.quantity
             from (select oi.product_id, sum(oi.quantity) as quantity
                     from order_items oi join orders o on o.id = oi.order_id
                    where o.payment_id = ? and o.status <> ? and oi.product_id is not null
                    group by oi.product_id) returned
            where p.id = returned.product_id`,
          [payment.id, OrderStatus.Cancelled],
        );
        const cancelled: { id: string; status: OrderStatus }[] = await em.execute(
          `update orders o set status = ?, updated_at = now()
             from orders old where old.id = o.id and o.payment_id = ? and o.status <> ?
           returning o.id, old.status`,
          [OrderStatus.Cancelled, payment.id, OrderStatus.Cancelled],
        );
        for (const order of cancelled) {
          await recordAudit(em, {
            actorId: null, // the payment provider, not a person
            action: AuditAction.OrderStatusChange,
            targetType: AuditTargetType.Order,
            targetId: order.id,
            summary: `Order #${order.id.slice(-6).toUpperCase()} cancelled: the payment failed`,
            before: { status: order.status },
            after: { status: OrderStatus.Cancelled },
          });
        }
      }
      await em.flush();
      return 'applied';
    });
  }
}
