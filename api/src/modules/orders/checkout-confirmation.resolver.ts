import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { checkoutConfirmation } from './checkout-confirmation.service';
import { CheckoutConfirmation } from './checkout-confirmation.types';

@Resolver()
export class CheckoutConfirmationResolver {
  @Allow(Role.Customer)
  @Query(() => CheckoutConfirmation, {
    description:
      "Customer. The confirmation of one of the caller's checkouts: each shop's order with items and taxes, the ship-to address, the card's brand and last four digits and the total charged. Another customer's payment, or one that placed no order, answers NOT_FOUND.",
  })
  checkoutConfirmation(@Ctx() ctx: AppContext, @Arg('paymentId', () => ID, { description: 'The payment id the checkout answered.' }) paymentId: string): Promise<CheckoutConfirmation> {
    return checkoutConfirmation(ctx.em, ctx.user!.id, paymentId);
  }
}
