import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/access';
import type { AppContext } from '../../common/context';
import { Role } from '../../common/roles';
import { TaxRatesService } from './tax-rates.service';
import { TaxRate, TaxRateInput } from './tax-rates.types';

@Resolver()
export class TaxRatesResolver {
  @Allow(Role.Admin)
  @Query(() => [TaxRate], { description: 'Admin. Every sales tax rate with its history, by province and tax, newest date first.' })
  taxRates(@Ctx() ctx: AppContext): Promise<TaxRate[]> {
    return new TaxRatesService(ctx.em).list(ctx.clock());
  }

  @Allow(Role.Admin)
  @Mutation(() => TaxRate, {
    description:
      'Admin. Adds a sales tax rate taking effect on a future date (audited); orders placed from that date pay it. Errors: BAD_USER_INPUT (a date not after today, a rate out of range).',
  })
  addTaxRate(@Ctx() ctx: AppContext, @Arg('input', () => TaxRateInput, { description: 'Province, tax, rate and first day.' }) input: TaxRateInput): Promise<TaxRate> {
    return new TaxRatesService(ctx.em).add(ctx.user!, input, ctx.clock());
  }
}
