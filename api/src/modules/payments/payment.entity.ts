import { randomUUID } from 'node:crypto';
import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Locale } from '../../common/locale';

export enum PaymentStatus {
  Pending = 'Pending',
  Succeeded = 'Succeeded',
  Failed = 'Failed',
  /** Some of its orders were cancelled and their share refunded; the rest still stands. */
  PartiallyRefunded = 'PartiallyRefunded',
  /** Every cent of it went back to the customer. */
  Refunded = 'Refunded',
}

/** Which payment status may follow which; anything else is a bug or a replayed event. */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, PaymentStatus[]> = {
  [PaymentStatus.Pending]: [PaymentStatus.Succeeded, PaymentStatus.Failed],
  [PaymentStatus.Succeeded]: [PaymentStatus.PartiallyRefunded, PaymentStatus.Refunded],
  // A payment released as failed (the provider never answered within the deadline) whose charge
  // turns up after all: it is recorded as taken, and its orders, never placed, are refunded at once.
  [PaymentStatus.Failed]: [PaymentStatus.Succeeded],
  [PaymentStatus.PartiallyRefunded]: [PaymentStatus.Refunded],
  [PaymentStatus.Refunded]: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

/** One charge for a whole checkout; its orders (one per shop) add up to its amount. */
@Entity({ tableName: 'payments' })
export class Payment {
  [OptionalProps]?: 'currency' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid', nullable: true })
  customerId?: string | null;

  @Property({ type: 'text' })
  idempotencyKey!: string;

  @Property({ type: 'text' })
  provider!: string;

  @Property({ type: 'text', nullable: true })
  providerReference?: string | null;

  @Property({ type: 'text' })
  status!: PaymentStatus;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'text' })
  currency: string = 'cad';

  @Property({ type: 'text', nullable: true })
  failureMessage?: string | null;

  /** The payment method the checkout charges (e.g. pm_card_visa), kept so the charge can be found again. */
  @Property({ type: 'text', nullable: true })
  paymentMethodId?: string | null;

  /** The card's brand and last four digits as the provider reported them, for the order confirmation. */
  @Property({ type: 'text', nullable: true })
  cardBrand?: string | null;

  @Property({ type: 'string', columnType: 'char(4)', nullable: true })
  cardLast4?: string | null;

  /** The language of the checkout (its request's cookie or Accept-Language): the order confirmation is written in it. */
  @Property({ type: 'text', nullable: true })
  locale?: Locale | null;

  /** When the reconciler may look at this pending payment next (it claims it by moving this on). */
  @Property({ type: 'datetime', nullable: true })
  nextCheckAt?: Date | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
