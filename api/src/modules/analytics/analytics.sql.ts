import { instantOf, monthToDateSql, wallClock } from '../../common/calendar';
import { isPlacedOrder, isSale } from '../orders/order.sql';
import { PLACED_ORDER_STATUSES } from '../orders/order-process';

/**
 * The marketplace figures in SQL, with `o` as orders: sales as orders/order.sql.ts defines them,
 * revenue as the sum of sales' subtotals in cents, before tax (tax is collected for the government;
 * the vendor dashboards add up the same figure), months on Toronto's calendar (common/calendar.ts).
 *
 * Each statement's first parameter is the instant its figures are computed for (timestamptz): the
 * caller's clock, so that every figure of one answer reads the same "now", and tests can pin it.
 */
const IS_SALE = isSale('o');

const THIS_MONTH = `date_trunc('month', ${wallClock('c.now')})`;
const monthOf = (column: string) => `date_trunc('month', ${wallClock(column)})`;
/** The instant (first parameter), then the range of months (second parameter). */
const BOUNDS = `clock as (select ?::timestamptz as now),
bounds as (
  select ${THIS_MONTH} as this_month, ${THIS_MONTH} - (?::int - 1) * interval '1 month' as first_month from clock c
)`;
/** The months of the range as JSON, oldest first, with `joined` (keyed by month) left-joined as `s`. */
const monthSeries = (fields: string, joins: string) => `(
  select json_agg(json_build_object('month', to_char(m.month, 'YYYY-MM'), ${fields}) order by m.month)
    from bounds b
   cross join generate_series(b.first_month, b.this_month, interval '1 month') as m(month)
   ${joins})`;

/**
 * Now and months (1..36) → one row: account and shop counts, sales totals, by status, by month, and
 * this month so far against the same days of last month. One pass over the orders: grouped by
 * status, sale or not, and month, which leaves a few hundred groups for everything else to add up;
 * the month-to-date sums read only the last two months' orders (orders_created_idx).
 */
export const ADMIN_STATS_SQL = `
with ${BOUNDS},
${monthToDateSql('(select now from clock)')},
month_to_date_sales as (
  select coalesce(sum(o.subtotal_cents) filter (where o.created_at >= m.this_month_start), 0) as this_month,
         coalesce(sum(o.subtotal_cents) filter (where o.created_at < m.this_month_start), 0) as last_month,
         coalesce(sum(o.subtotal_cents) filter (where o.created_at < m.last_month_same_point), 0) as last_month_to_date
    from month_to_date m
    join orders o on o.created_at >= m.last_month_start and o.created_at < m.now
   where ${IS_SALE}
),
groups as materialized (
  select o.status, (${IS_SALE}) as sale, ${monthOf('o.created_at')} as month, count(*) as orders, sum(o.subtotal_cents) as revenue
    from orders o
   where ${isPlacedOrder('o')}
   group by 1, 2, 3
),
sales as (
  select month, sum(orders) as orders, sum(revenue) as revenue from groups where sale group by month
)
select (select count(*) from users where deleted_at is null) as users,
       (select count(*) from vendors where deleted_at is null) as vendors,
       (select coalesce(sum(orders), 0) from sales) as orders,
       (select coalesce(sum(revenue), 0) from sales) as revenue,
       mtd.this_month, mtd.last_month, mtd.last_month_to_date,
       ${PLACED_ORDER_STATUSES
         .map((status) => `(select coalesce(sum(orders), 0) from groups where status = '${status}') as "status_${status}"`)
         .join(',\n       ')},
       ${monthSeries(`'orders', coalesce(s.orders, 0), 'revenueCents', coalesce(s.revenue, 0)`, 'left join sales s on s.month = m.month')} as sales_data
  from month_to_date_sales mtd`;

/**
 * Now and months (1..36) → one row: sales and new accounts by month over the range (read from the
 * created_at indexes), new accounts this month, shops with a sale in the last 30 days.
 */
export const ADMIN_ANALYTICS_SQL = `
with ${BOUNDS},
sales as (
  select ${monthOf('o.created_at')} as month, count(*) as orders, sum(o.subtotal_cents) as revenue
    from orders o
   where o.created_at >= (select ${instantOf('first_month')} from bounds) and ${IS_SALE}
   group by 1
),
signups as (
  select ${monthOf('u.created_at')} as month, count(*) as users
    from users u
   where u.deleted_at is null and u.created_at >= (select ${instantOf('first_month')} from bounds)
   group by 1
)
select ${monthSeries(
  `'orders', coalesce(s.orders, 0), 'revenueCents', coalesce(s.revenue, 0), 'newUsers', coalesce(g.users, 0)`,
  'left join sales s on s.month = m.month left join signups g on g.month = m.month',
)} as months,
       (select count(*) from users u
         where u.deleted_at is null and u.created_at >= (select ${instantOf('this_month')} from bounds)) as new_users,
       (select count(distinct o.vendor_id)
          from orders o join vendors v on v.id = o.vendor_id and v.deleted_at is null
         where o.created_at >= (select now from clock) - 30 * interval '24 hours' and ${IS_SALE}) as active_vendors`;
