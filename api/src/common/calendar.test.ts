import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import '../../test/global-setup'; // declares the provided postgresUrl
import { monthToDateSql } from './calendar';

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  // Neither UTC nor Toronto: the spans must not depend on the session's time zone.
  await client.query(`set time zone 'Asia/Tokyo'`);
});
afterAll(() => client.end());

async function spans(instant: string) {
  const { rows } = await client.query(`with ${monthToDateSql('$1::timestamptz')} select * from month_to_date`, [instant]);
  const iso = (value: Date) => value.toISOString().replace('.000', '');
  const row = rows[0];
  return {
    thisMonthStart: iso(row.this_month_start),
    lastMonthStart: iso(row.last_month_start),
    lastMonthSamePoint: iso(row.last_month_same_point),
    now: iso(row.now),
  };
}

describe('month-to-date spans (America/Toronto)', () => {
  it('on the 24th at noon: November so far against October 1 to October 24 at noon, across the change to standard time', async () => {
    // 17:00 UTC is noon EST; October 24 at noon is EDT, 16:00 UTC.
    expect(await spans('2026-11-24T17:00:00Z')).toEqual({
      thisMonthStart: '2026-11-01T04:00:00Z',
      lastMonthStart: '2026-10-01T04:00:00Z',
      lastMonthSamePoint: '2026-10-24T16:00:00Z',
      now: '2026-11-24T17:00:00Z',
    });
  });

  it('follows the Toronto month, not the UTC one: on November 30 at 22:00 (December in UTC) it is still November', async () => {
    expect(await spans('2026-12-01T03:00:00Z')).toMatchObject({
      thisMonthStart: '2026-11-01T04:00:00Z',
      lastMonthStart: '2026-10-01T04:00:00Z',
      lastMonthSamePoint: '2026-10-31T02:00:00Z', // October 30 at 22:00 EDT: October 31 is not one of "the same days"
    });
  });

  it('clamps to the end of a shorter previous month: on March 31 (and March 30) it compares with the whole of February', async () => {
    for (const instant of ['2027-03-31T15:00:00Z', '2027-03-30T15:00:00Z', '2027-03-29T15:00:00Z']) {
      expect(await spans(instant), instant).toMatchObject({
        thisMonthStart: '2027-03-01T05:00:00Z',
        lastMonthStart: '2027-02-01T05:00:00Z',
        lastMonthSamePoint: '2027-03-01T05:00:00Z', // February 28, 2027 at its end
      });
    }
  });

  it('reaches February 29 in a leap year, and clamps after it', async () => {
    // March 29, 2028 at noon EDT → February 29 at noon EST.
    expect((await spans('2028-03-29T16:00:00Z')).lastMonthSamePoint).toBe('2028-02-29T17:00:00Z');
    expect((await spans('2028-03-30T16:00:00Z')).lastMonthSamePoint).toBe('2028-03-01T05:00:00Z');
  });

  it('crosses the year: January 15 against December 1 to 15', async () => {
    expect(await spans('2027-01-15T12:00:00Z')).toMatchObject({
      thisMonthStart: '2027-01-01T05:00:00Z',
      lastMonthStart: '2026-12-01T05:00:00Z',
      lastMonthSamePoint: '2026-12-15T12:00:00Z',
    });
  });

  it('at the first instant of a month, compares an empty span with an empty span', async () => {
    expect(await spans('2026-12-01T05:00:00Z')).toEqual({
      thisMonthStart: '2026-12-01T05:00:00Z',
      lastMonthStart: '2026-11-01T04:00:00Z',
      lastMonthSamePoint: '2026-11-01T04:00:00Z',
      now: '2026-12-01T05:00:00Z',
    });
  });
});
