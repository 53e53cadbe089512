import { IsInt, IsNotEmpty, IsOptional, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { IsEmailAddress, IsPhoneNumber } from '../../common/validation';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Order } from '../orders/order.entity';
import type { ProvinceCode } from '../tax/tax-rules';
import { Province } from '../tax/tax.types';

/** Canadian postal code, e.g. "M5V 2T6" (letters D, F, I, O, Q, U are never used). */
export const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** A valid postal code as stored: capitals, one space in the middle ("m5v2t6" -> "M5V 2T6"). */
export const formatPostalCode = (postalCode: string): string => postalCode.trim().toUpperCase().replace(/^(...)\s*(...)$/, '$1 $2');

@InputType({ description: 'Where the orders ship.' })
export class ShippingInput {
  @Field(() => String, { description: 'Full name of the recipient.' })
  @IsNotEmpty({ message: 'Full name is required.' })
  @MaxLength(100, { message: 'Full name must be at most 100 characters.' })
  fullName!: string;

  @Field(() => String, { description: 'Email for order updates.' })
  @IsEmailAddress()
  email!: string;

  @Field(() => String, { description: 'Phone number.' })
  @IsPhoneNumber()
  phone!: string;

  @Field(() => String, { description: 'Street address, city and province.' })
  @IsNotEmpty({ message: 'Address is required.' })
  @MaxLength(300, { message: 'Address must be at most 300 characters.' })
  address!: string;

  @Field(() => String, { description: 'Canadian postal code, e.g. M5V 2T6. Its first letter must belong to `province`.' })
  @Matches(POSTAL_CODE, { message: 'Please enter a valid Canadian postal code, e.g. M5V 2T6.' })
  postalCode!: string;

  @Field(() => Province, {
    nullable: true,
    description:
      "The province or territory the orders ship to: the place of supply, whose taxes the checkout charges at the rates in force when it is placed. A postal code whose first letter belongs elsewhere is refused (BAD_USER_INPUT). Omitted (older clients): the postal code's province (X: Northwest Territories).",
  })
  @IsOptional()
  province?: ProvinceCode | null;
}

@InputType({ description: "Pays for the caller's whole cart: one payment, one order per shop." })
export class CheckoutInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Chosen by the client once per checkout attempt (e.g. a UUID); a retry with the same key creates nothing new. ' +
      'Without one, the key is derived from the caller, the cart lines, the payment method and the expected total, so a doubled request still charges once.',
  })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, { message: 'The idempotency key must be 8 to 100 letters, digits, dashes or underscores.' })
  idempotencyKey?: string | null;

  @Field(() => String, { description: 'Payment method id from Stripe.js (pm_...); in test mode pm_card_visa or pm_card_chargeDeclined.' })
  @Matches(/^pm_[A-Za-z0-9_]{1,250}$/, { message: 'Payment method not ready.' })
  paymentMethodId!: string;

  @Field(() => Int, { description: 'The total the customer saw, in cents; a different server total is refused and nothing is charged.' })
  @IsInt({ message: 'The amount must be in whole cents.' })
  @Min(0, { message: 'The amount must be in whole cents.' })
  expectedTotalCents!: number;

  @Field(() => ShippingInput, { description: 'Shipping details.' })
  @ValidateNested()
  shipping!: ShippingInput;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "\"Save for next time\": keeps the shipping details (without the email) as the customer's saved shipping address, and its province as the profile's. Saved with the orders, also when the card is then declined; not saved when the checkout is refused.",
  })
  @IsOptional()
  saveShippingAddress?: boolean | null;
}

@ObjectType({ description: 'The outcome of a paid checkout.' })
export class CheckoutResult {
  @Field(() => Boolean, {
    description:
      'Always true: a checkout that places no order answers an error with a code instead (PAYMENT_DECLINED, OUT_OF_STOCK, BAD_USER_INPUT, PAYMENT_FAILED, CHECKOUT_IN_PROGRESS).',
  })
  success!: boolean;

  @Field(() => String, { description: 'A message for the customer.' })
  message!: string;

  @Field(() => ID, { description: 'The payment, shared by the orders of this checkout.' })
  paymentId!: string;

  @Field(() => Int, { description: 'Amount charged, in cents.' })
  totalCents!: number;

  @Field(() => Float, { description: 'Amount charged, in dollars.' })
  total!: number;

  @Field(() => [Order], { description: 'One order per shop.' })
  orders!: Order[];
}

@ObjectType({ description: 'How the browser should collect payment.' })
export class PaymentConfig {
  @Field(() => String, { description: '"stripe", or "test" for the built-in test provider.' })
  provider!: string;

  @Field(() => Boolean, { description: 'True with the test provider: no money moves; use pm_card_visa or pm_card_chargeDeclined.' })
  testMode!: boolean;

  @Field(() => String, { nullable: true, description: 'Stripe publishable key for Stripe.js, or null in test mode.' })
  publishableKey!: string | null;

  @Field(() => String, { description: 'Currency of every price: CAD.' })
  currency!: string;
}
