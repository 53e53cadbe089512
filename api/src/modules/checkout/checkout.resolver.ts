import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { appError } from '../../common/errors';
import { dollars } from '../../common/money';
import { Role } from '../../common/roles';
import { PaymentStatus } from '../payments/payment.entity';
import { CheckoutInput, CheckoutResult, PaymentConfig } from './checkout.inputs';
import { CHECKOUT_IN_PROGRESS, CheckoutService, PAYMENT_PROCESSING, PAYMENT_SUCCEEDED, PAYMENT_UNCONFIRMED, type CheckoutOutcome } from './checkout.service';

@Resolver()
export class CheckoutResolver {
  @Public()
  @Query(() => PaymentConfig, { description: 'Public. Which payment provider the checkout uses.' })
  paymentConfig(@Ctx() ctx: AppContext): PaymentConfig {
    const provider = ctx.payments;
    return { provider: provider.name, testMode: provider.name === 'test', publishableKey: provider.publishableKey, currency: 'CAD' };
  }

  @Allow(Role.Customer)
  @Mutation(() => CheckoutResult, {
    description:
      "Customer. Charges the caller's cart (taxes of the shipping province included) and places one order per shop. Errors: BAD_USER_INPUT (invalid details, empty cart, total changed), OUT_OF_STOCK, PAYMENT_DECLINED (nothing charged or kept); PAYMENT_FAILED (the provider did not answer: the payment is settled within minutes, as placed orders or as nothing taken); CHECKOUT_IN_PROGRESS (another checkout of this cart is still being paid).",
  })
  async checkout(@Ctx() ctx: AppContext, @Arg('input', () => CheckoutInput, { description: 'Expected total, idempotency key, payment method and shipping details.' }) input: CheckoutInput): Promise<CheckoutResult> {
    return checkoutResult(await new CheckoutService(ctx.em, ctx.payments, ctx.checkoutSettlement).checkout(ctx.user!, input, ctx.clock(), ctx.locale));
  }
}

/** The GraphQL answer of a checkout's outcome: the placed orders, or the coded error of any other ending. */
function checkoutResult(outcome: CheckoutOutcome): CheckoutResult {
  switch (outcome.kind) {
    case 'placed':
      return {
        success: true,
        message: outcome.payment.status === PaymentStatus.Pending ? PAYMENT_PROCESSING : PAYMENT_SUCCEEDED,
        paymentId: outcome.payment.id,
        totalCents: outcome.payment.amountCents,
        total: dollars(outcome.payment.amountCents),
        orders: outcome.orders,
      };
    case 'declined':
      throw appError('PAYMENT_DECLINED', outcome.message);
    case 'refused':
      throw appError(outcome.code, outcome.message);
    case 'unconfirmed':
      throw appError('PAYMENT_FAILED', PAYMENT_UNCONFIRMED);
    case 'in-progress':
      throw appError('CHECKOUT_IN_PROGRESS', CHECKOUT_IN_PROGRESS);
  }
}
