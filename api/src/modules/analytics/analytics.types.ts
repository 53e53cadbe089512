import { Field, Float, Int, ObjectType } from 'type-graphql';
import { CALENDAR_TIME_ZONE } from '../../common/calendar';
import { OrderStatus } from '../orders/order.entity';
import { SALE_DESCRIPTION as SALE } from '../orders/order.sql';
const CENTS = 'In cents, before tax (a whole number; Float because a marketplace total can pass 2^31).';

@ObjectType({ description: `Sales of one calendar month (${CALENDAR_TIME_ZONE}). ${SALE}` })
export class MonthlySales {
  @Field(() => String, { description: 'The month, YYYY-MM.' })
  month!: string;

  @Field(() => Int, { description: 'Sales placed in the month.' })
  orders!: number;

  @Field(() => Float, { description: `Revenue of the month. ${CENTS}` })
  revenueCents!: number;
}

@ObjectType({ description: `New accounts of one calendar month (${CALENDAR_TIME_ZONE}).` })
export class MonthlyUsers {
  @Field(() => String, { description: 'The month, YYYY-MM.' })
  month!: string;

  @Field(() => Int, { description: 'Accounts created in the month that are not deleted.' })
  newUsers!: number;
}

@ObjectType({ description: 'How many orders have one status.' })
export class OrderStatusCount {
  @Field(() => OrderStatus, { description: 'The status.' })
  status!: OrderStatus;

  @Field(() => Int, { description: 'Orders with this status now, cancelled ones and unpaid ones included.' })
  count!: number;
}

@ObjectType({ description: `The marketplace's headline figures for the admin dashboard, computed in SQL. ${SALE}` })
export class AdminStats {
  @Field(() => Int, { description: 'Accounts that are not deleted, every role.' })
  users!: number;

  @Field(() => Int, { description: 'Shops that are not deleted, verified or pending.' })
  vendors!: number;

  @Field(() => Int, { description: 'Sales, all time.' })
  orders!: number;

  @Field(() => Float, { description: `Revenue of all sales. ${CENTS}` })
  totalRevenueCents!: number;

  @Field(() => Float, { description: 'Revenue divided by sales, rounded half-up to the cent; 0 when there are no sales.' })
  averageOrderValueCents!: number;

  @Field(() => Float, { description: `Revenue this calendar month (${CALENDAR_TIME_ZONE}) so far, from its first day to now, in cents.` })
  revenueThisMonthCents!: number;

  @Field(() => Float, { description: `Revenue of the whole of last calendar month (${CALENDAR_TIME_ZONE}), in cents.` })
  revenueLastMonthCents!: number;

  @Field(() => Float, {
    description:
      `Revenue of last calendar month (${CALENDAR_TIME_ZONE}) from its first day up to the same day of the month and time of day as now ` +
      '(up to its end when it is shorter), in cents: what salesGrowthRate compares this month so far with.',
  })
  revenueLastMonthToDateCents!: number;

  @Field(() => Float, {
    description:
      `Monthly sales growth, month to date: this calendar month so far against the same days of last month (${CALENDAR_TIME_ZONE}), ` +
      'that is (revenueThisMonthCents − revenueLastMonthToDateCents) / revenueLastMonthToDateCents, in percent with 2 decimals; ' +
      '0 when those days of last month had no revenue.',
  })
  salesGrowthRate!: number;

  @Field(() => [MonthlySales], { description: 'Sales Overview: one entry per month of the last `months` months, oldest first, zeros included.' })
  salesData!: MonthlySales[];

  @Field(() => [OrderStatusCount], { description: 'Every order by status (all five statuses, zeros included).' })
  statusBreakdown!: OrderStatusCount[];
}

@ObjectType({ description: `Marketplace analytics over a range of months, computed in SQL. ${SALE}` })
export class Analytics {
  @Field(() => Float, { description: `Revenue of the sales in the range of months. ${CENTS}` })
  totalSalesCents!: number;

  @Field(() => Int, { description: 'Sales in the range of months.' })
  totalOrders!: number;

  @Field(() => Int, { description: `Accounts created this calendar month (${CALENDAR_TIME_ZONE}) that are not deleted.` })
  newUsers!: number;

  @Field(() => Int, { description: 'Shops (not deleted) with at least one sale in the last 30 days.' })
  activeVendors!: number;

  @Field(() => [MonthlySales], { description: 'Sales Over Time: one entry per month of the range, oldest first, zeros included.' })
  salesChart!: MonthlySales[];

  @Field(() => [MonthlyUsers], { description: 'New accounts per month of the range, oldest first, zeros included.' })
  usersChart!: MonthlyUsers[];
}
