import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../common/pagination';

/** Where a cancelled paid order's refund stands (refund_outbox.status, as people say it). */
export enum RefundStatus {
  Pending = 'Pending',
  Refunded = 'Refunded',
  Failed = 'Failed',
}

registerEnumType(RefundStatus, {
  name: 'RefundStatus',
  description: "Where a cancelled order's refund stands.",
  valuesConfig: {
    Pending: { description: 'Queued or being made: the provider has not confirmed it yet.' },
    Refunded: { description: 'The provider confirmed it: the money is on its way back to the customer.' },
    Failed: { description: 'The provider refused it or every retry failed: an admin must retry or resolve it.' },
  },
});

/** The outbox's states, for people: 'void' (the payment took nothing) has no refund to show. */
export function refundStatusOf(outboxStatus: string): RefundStatus | null {
  switch (outboxStatus) {
    case 'pending':
    case 'sending':
      return RefundStatus.Pending;
    case 'succeeded':
      return RefundStatus.Refunded;
    case 'failed':
      return RefundStatus.Failed;
    default:
      return null;
  }
}

@ObjectType({ description: "A cancelled order's refund that the provider did not make: for an admin to retry." })
export class FailedRefund {
  @Field(() => ID, { description: 'The refund.' })
  id!: string;

  @Field(() => ID, { description: 'The cancelled order.' })
  orderId!: string;

  @Field(() => String, { description: "The order's short number, as shown to people." })
  orderNumber!: string;

  @Field(() => String, { description: 'The shop whose order it was.' })
  shopName!: string;

  @Field(() => Int, { description: 'The amount owed back to the customer, in cents.' })
  amountCents!: number;

  @Field(() => Float, { description: 'The amount owed back to the customer, in dollars.' })
  amount!: number;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "The provider's last answer, or why it was given up." })
  lastError!: string | null;

  @Field(() => Date, { description: 'When it was last tried.' })
  updatedAt!: Date;
}

@ObjectType({ description: 'A page of failed refunds, most recently tried first.' })
export class FailedRefundConnection {
  @Field(() => [FailedRefund], { description: 'The refunds of this page.' })
  nodes!: FailedRefund[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo!: PageInfo;
}
