import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow, Public } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { CheckoutInput, CheckoutResult, PaymentConfig } from './checkout.inputs';
import { CheckoutService } from './checkout.service';

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
      "Customer. Charges the caller's cart (HST included) and creates one order per shop. Errors: BAD_USER_INPUT (invalid details, empty cart, total changed), OUT_OF_STOCK, PAYMENT_DECLINED; nothing is charged or kept on error.",
  })
  checkout(@Ctx() ctx: AppContext, @Arg('input', () => CheckoutInput, { description: 'Expected total, idempotency key, payment method and shipping details.' }) input: CheckoutInput): Promise<CheckoutResult> {
    return new CheckoutService(ctx.em, ctx.payments, ctx.pubSub, ctx.mail).checkout(ctx.user!, input);
  }
}
