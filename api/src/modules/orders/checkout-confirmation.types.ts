import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CustomerInfo, Order } from './order.entity';

@ObjectType({ description: 'What one checkout placed: every shop\'s order, paid with one card payment.' })
export class CheckoutConfirmation {
  @Field(() => ID, { description: 'The payment of the checkout; the confirmation page lives at /orders/confirmation/{paymentId}.' })
  paymentId!: string;

  @Field(() => Date, { description: 'When the orders were placed.' })
  placedAt!: Date;

  @Field(() => Boolean, { description: 'The card payment is still being confirmed; the shops are told once it clears.' })
  paymentPending!: boolean;

  @Field(() => String, { nullable: true, description: "The card's brand as the payment provider reported it (visa, mastercard, amex ...); null when it did not say." })
  cardBrand!: string | null;

  @Field(() => String, { nullable: true, description: "The card's last four digits; null when the provider did not say. The number itself is never stored." })
  cardLast4!: string | null;

  @Field(() => [Order], { description: "One order per shop, by shop name." })
  orders!: Order[];

  @Field(() => CustomerInfo, { description: 'Where the orders ship (the same for every order of the checkout).' })
  shipTo!: CustomerInfo;

  @Field(() => Int, { description: 'The sum of the orders\' subtotals, in cents.' })
  subtotalCents!: number;

  @Field(() => Int, { description: 'The sum of the orders\' taxes, in cents.' })
  taxCents!: number;

  @Field(() => Int, { description: 'What the card was charged, in cents: the sum of the orders\' totals.' })
  totalCents!: number;

  @Field(() => Float, { description: 'What the card was charged, in dollars.' })
  get total(): number {
    return this.totalCents / 100;
  }
}
