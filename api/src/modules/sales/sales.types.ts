import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { CALENDAR_TIME_ZONE } from '../../common/calendar';
import { SALE_DESCRIPTION } from '../orders/order.sql';

@ObjectType({ description: `A shop's headline figures. Revenue is the sum of the subtotals (before tax) of its sales. ${SALE_DESCRIPTION}` })
export class VendorDashboard {
  @Field(() => String, { description: 'Business name.' })
  businessName!: string;

  @Field(() => Int, { description: 'Live products.' })
  totalProducts!: number;

  @Field(() => Int, { description: 'Sales, all time.' })
  totalOrders!: number;

  @Field(() => Int, { description: 'All-time revenue, in cents.' })
  totalRevenueCents!: number;

  @Field(() => Int, { description: `Revenue this calendar month (${CALENDAR_TIME_ZONE}) so far, from its first day to now, in cents.` })
  revenueThisMonthCents!: number;

  @Field(() => Int, { description: `Revenue of the whole of last calendar month (${CALENDAR_TIME_ZONE}), in cents.` })
  revenueLastMonthCents!: number;

  @Field(() => Int, {
    description:
      `Revenue of last calendar month (${CALENDAR_TIME_ZONE}) from its first day up to the same day of the month and time of day as now ` +
      '(up to its end when it is shorter), in cents: what revenueGrowthPercent compares this month so far with.',
  })
  revenueLastMonthToDateCents!: number;

  @Field(() => Float, {
    nullable: true,
    description:
      `Revenue growth, month to date: this calendar month so far against the same days of last month (${CALENDAR_TIME_ZONE}), ` +
      'that is (revenueThisMonthCents − revenueLastMonthToDateCents) / revenueLastMonthToDateCents, in percent with 1 decimal; ' +
      'null when those days of last month had no revenue.',
  })
  revenueGrowthPercent!: number | null;
}

@ObjectType({ description: `Sales of one calendar day or month (${CALENDAR_TIME_ZONE}). ${SALE_DESCRIPTION}` })
export class SalesPoint {
  @Field(() => String, { description: 'YYYY-MM-DD for days, YYYY-MM for months.' })
  period!: string;

  @Field(() => Int, { description: 'Sales placed in the day or month.' })
  orders!: number;

  @Field(() => Int, { description: 'Subtotal (before tax), in cents.' })
  revenueCents!: number;

  @Field(() => Int, { description: 'Tax collected, in cents.' })
  taxCents!: number;
}

@ObjectType({ description: 'A best-selling product.' })
export class TopProduct {
  @Field(() => ID, { nullable: true, description: 'The product, or null when deleted.' })
  productId!: string | null;

  @Field(() => String, { description: 'Name at purchase.' })
  name!: string;

  @Field(() => Int, { description: 'Units sold.' })
  units!: number;

  @Field(() => Int, { description: 'Revenue from it, in cents.' })
  revenueCents!: number;
}

@ObjectType({ description: "A shop's sales over time, best sellers and low stock." })
export class VendorSales {
  @Field(() => [SalesPoint], { description: 'One point per day of the last `days` days, oldest first (zeros included).' })
  daily!: SalesPoint[];

  @Field(() => [SalesPoint], { description: 'One point per month of the last `months` months, oldest first (zeros included).' })
  monthly!: SalesPoint[];

  @Field(() => [TopProduct], { description: 'Best sellers by units over the last `months` months.' })
  topProducts!: TopProduct[];
}
