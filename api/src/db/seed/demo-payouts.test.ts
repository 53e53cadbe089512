import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_INVARIANT_COLUMNS, LEDGER_INVARIANTS_HOLD } from '../../../test/commerce-invariants';
import { login, startTestApp, type TestApp } from '../../../test/test-app';

let app: TestApp;
const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);

beforeAll(async () => {
  // The daily Test-mode payout would sweep the seeded balances at start: not what this looks at.
  app = await startTestApp({ seed: true, payouts: { payoutCheckIntervalMs: 3_600_000, payoutDelayMs: 365 * 86_400_000 } });
});
afterAll(() => app?.close());

describe('demo payouts', () => {
  it('gives the verified demo shops a connected Test-mode account, a booked and transferred history, and past payouts; the newest waits', async () => {
    const shops = await sql(`select v.id, v.business_name, a.payouts_enabled, (select count(*)::int from payouts p where p.vendor_id = v.id) as payouts
                               from vendors v left join connected_accounts a on a.vendor_id = v.id where v.is_verified order by v.created_at`);
    expect(shops.length).toBeGreaterThan(5);
    const newest = shops.pop();
    for (const shop of shops) expect(shop).toMatchObject({ payouts_enabled: true, payouts: expect.any(Number) });
    expect(shops.filter((shop) => shop.payouts > 0).length).toBeGreaterThan(5);
    // The newest shop has not set up payouts: its orders are booked, their transfers wait.
    expect(newest).toMatchObject({ business_name: 'Bloom & Bramble Flowers', payouts_enabled: null, payouts: 0 });
    const waiting = await sql(`select state, count(*)::int as n from transfers where vendor_id = ? group by state`, [newest.id]);
    expect(waiting).toEqual([{ state: 'waiting', n: expect.any(Number) }]);
    expect(waiting[0].n).toBeGreaterThan(0);
    // The shop pending verification has not set up payouts.
    expect(await sql(`select count(*)::int as n from vendors v join connected_accounts a on a.vendor_id = v.id where not v.is_verified`)).toEqual([{ n: 0 }]);
    // Every delivered order is booked with its transfer; open ones (never charged, cancellable) are not.
    expect(await sql(`select count(*)::int as n from orders o where o.status = 'Delivered' and not exists (select 1 from transfers t where t.order_id = o.id)`)).toEqual([{ n: 0 }]);
    expect(await sql(`select count(*)::int as n from transfers t join orders o on o.id = t.order_id where o.status <> 'Delivered'`)).toEqual([{ n: 0 }]);
    expect((await sql(`select ${LEDGER_INVARIANT_COLUMNS}`))[0]).toEqual(LEDGER_INVARIANTS_HOLD);

    const token = await login(app, 'admin@mainstreet.test');
    expect((await app.gql(`query { ledgerIntegrity { ok problems { check count } } }`, {}, token)).data.ledgerIntegrity).toEqual({ ok: true, problems: [] });
    const overview = (await app.gql(`query { adminPayouts { commissionEarnedCents paidOutCents transferredCents pendingCents } }`, {}, token)).data.adminPayouts;
    expect(overview.commissionEarnedCents).toBeGreaterThan(0);
    expect(overview.paidOutCents).toBeGreaterThan(overview.transferredCents);
    // Held for the shop that has not set up payouts, and only for it.
    const [{ pending }] = await sql(`select coalesce(sum(amount_cents), 0)::int as pending from transfers where state = 'waiting'`);
    expect(overview.pendingCents).toBe(pending);
    expect(pending).toBeGreaterThan(0);
  });

  it("shows a demo vendor months of statements whose net is gross minus 10% of the subtotals", async () => {
    const [{ email }] = await sql(`select u.email from users u join vendors v on v.user_id = u.id where v.is_verified order by v.created_at limit 1`);
    const token = await login(app, email);
    const { vendorPayouts } = (await app.gql(`query { vendorPayouts { account { status testMode } statement(months: 6) { month grossCents commissionCents netCents paidOutCents } } }`, {}, token)).data;
    expect(vendorPayouts.account).toEqual({ status: 'Active', testMode: true });
    const active = vendorPayouts.statement.filter((month: { grossCents: number }) => month.grossCents > 0);
    expect(active.length).toBeGreaterThanOrEqual(4);
    for (const month of active) {
      expect(month.netCents).toBe(month.grossCents - month.commissionCents);
      expect(month.commissionCents / month.grossCents).toBeGreaterThan(0.08);
      expect(month.commissionCents / month.grossCents).toBeLessThan(0.1);
    }
    expect(vendorPayouts.statement.some((month: { paidOutCents: number }) => month.paidOutCents > 0)).toBe(true);
  });
});
