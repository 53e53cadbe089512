/**
 * The one calendar of every day and month shown to people (admin and vendor charts, month-to-date
 * growth, "this month"): Toronto's, where the marketplace trades, whatever the server's or the
 * database session's time zone. Stored instants stay timestamptz; only bucketing follows this.
 */
export const CALENDAR_TIME_ZONE = 'America/Toronto';

/**
 * `instant` (timestamptz SQL) as Toronto wall-clock time (timestamp without time zone). Work out
 * days and months on this: adding a month to a timestamptz follows the session's time zone.
 */
export const wallClock = (instant: string) => `(${instant}) at time zone '${CALENDAR_TIME_ZONE}'`;
/** A Toronto wall-clock timestamp (SQL) back to the instant it names. */
export const instantOf = (wallClockTime: string) => `(${wallClockTime}) at time zone '${CALENDAR_TIME_ZONE}'`;

/**
 * A `month_to_date` common table expression for one instant, given as SQL (`?::timestamptz` binds
 * it as a parameter). Its one row holds the bounds of three half-open spans of `timestamptz`:
 *
 *   this month so far          [this_month_start, now)
 *   the same days last month   [last_month_start, last_month_same_point)
 *   the whole of last month    [last_month_start, this_month_start)
 *
 * `last_month_same_point` is last month's start plus the time on the wall clock since this month's
 * start, clamped to the end of last month: at 12:00 on November 24 it is 12:00 on October 24; on
 * March 29 to 31 it is the end of February (of February 28, or 29 in a leap year). Wall-clock time
 * in Toronto, so a daylight-saving change between the two months moves neither span.
 */
export function monthToDateSql(instant: string): string {
  const zone = `'${CALENDAR_TIME_ZONE}'`;
  return `month_to_date as (
  select l.this_month at time zone ${zone} as this_month_start,
         (l.this_month - interval '1 month') at time zone ${zone} as last_month_start,
         least(l.this_month - interval '1 month' + (l.wall_clock - l.this_month), l.this_month) at time zone ${zone} as last_month_same_point,
         l.instant as now
    from (select i.instant, i.instant at time zone ${zone} as wall_clock, date_trunc('month', i.instant at time zone ${zone}) as this_month
            from (select ${instant} as instant) i) l
)`;
}
