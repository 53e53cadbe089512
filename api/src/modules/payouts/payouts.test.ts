import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, registerForGstHst, SHIPPING } from '../../../test/commerce-fixtures';
import { LEDGER_INVARIANT_COLUMNS, LEDGER_INVARIANTS_HOLD } from '../../../test/commerce-invariants';
import { rest } from '../../../test/rest-client';
import { eventually } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { commissionCents, percentToBps } from './commission';
import { TestPayoutProvider } from './test-payout.provider';
import { TransferDispatcher } from './transfer-dispatcher';

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { paymentId orders { id subtotalCents totalCents vendor { id } } } }`;
const STATUS = `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`;
const ONBOARD = `mutation { startPayoutOnboarding { url testMode } }`;
const PAYOUTS = `query VendorPayouts {
  vendorPayouts {
    account { status testMode payoutsEnabled requirements }
    balance { pendingCents transferredCents paidOutCents refundedCents commissionCents }
    transfers(first: 50) { nodes { orderId orderTotalCents commissionRatePercent commissionCents netCents state } pageInfo { hasNextPage } }
    payouts(first: 10) { nodes { amountCents status } }
    statement(months: 2) { month grossCents commissionCents refundedCents netCents transferredCents paidOutCents }
  }
}`;
const SET_PLATFORM = `mutation SetPlatformCommission($rate: Float!) { setPlatformCommission(ratePercent: $rate) { ratePercent overrides { vendorId ratePercent } } }`;
const SET_SHOP = `mutation SetShopCommission($vendorId: ID!, $rate: Float) { setShopCommission(vendorId: $vendorId, ratePercent: $rate) { ratePercent overrides { vendorId ratePercent } } }`;
const INTEGRITY = `query { ledgerIntegrity { ok journals entries problems { check count } } }`;

let app: TestApp;
let admin: string;

const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);

async function shopWithOwner(name: string, priceCents: number) {
  const shop = await createShop(app, [{ name, priceCents, stock: 100 }]);
  // Registered: the shop collects its own tax, so its transfer is the order total minus commission.
  await registerForGstHst(app, shop.vendorId);
  const [{ user_id }] = await sql(`select user_id from vendors where id = ?`, [shop.vendorId]);
  return { ...shop, token: app.tokenFor(user_id) };
}

async function checkout(productIds: string[]) {
  const [customer] = await createCustomers(app, 1);
  let totalCents = 0;
  for (const productId of productIds) totalCents = (await app.gql(ADD, { productId, quantity: 1 }, customer.token)).data.addToCart.totalCents;
  const res = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } }, customer.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.checkout as { paymentId: string; orders: { id: string; subtotalCents: number; totalCents: number; vendor: { id: string } }[] };
}

const transferOf = async (orderId: string) => (await sql(`select * from transfers where order_id = ?`, [orderId]))[0];
const stateOf = (orderId: string, state: string) =>
  eventually(async () => ((await transferOf(orderId))?.state === state ? transferOf(orderId) : null), 10_000, `transfer of ${orderId} ${state}`);
const payoutsOf = async (token: string) => {
  const res = await app.gql(PAYOUTS, {}, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.vendorPayouts;
};
const ledgerInvariants = async () => (await sql(`select ${LEDGER_INVARIANT_COLUMNS}`))[0];

beforeAll(async () => {
  app = await startTestApp({ seed: true, refunds: { pollIntervalMs: 100, backoffMs: () => 50 }, payouts: { pollIntervalMs: 100, backoffMs: () => 50 } });
  const [{ id }] = await sql(`select id from users where email = 'admin@mainstreet.test'`);
  admin = app.tokenFor(id);
});
afterAll(() => app?.close());

describe('commission arithmetic', () => {
  it('is the rate times the subtotal before tax, rounded half-up to the cent', () => {
    expect(commissionCents(1000, 1000)).toBe(100);
    expect(commissionCents(1005, 1000)).toBe(101); // 100.5 rounds up
    expect(commissionCents(1004, 1000)).toBe(100); // 100.4 rounds down
    expect(commissionCents(333, 1250)).toBe(42); // 41.625
    expect(commissionCents(0, 1000)).toBe(0);
    expect(percentToBps(12.5)).toBe(1250);
    expect(percentToBps(0.07)).toBe(7);
    expect(() => percentToBps(12.345)).toThrow('at most two decimals');
    expect(() => percentToBps(51)).toThrow('between 0 and 50%');
    expect(() => percentToBps(-1)).toThrow('between 0 and 50%');
  });
});

describe('payouts in Test mode', () => {
  it('sends one transfer per order of a two-shop checkout, the total minus commission, and keeps the ledger balanced', async () => {
    const a = await shopWithOwner('Ledger Loaves', 1005);
    const b = await shopWithOwner('Ledger Lattes', 450);
    for (const shop of [a, b]) {
      const onboarding = await app.gql(ONBOARD, {}, shop.token);
      expect(onboarding.data.startPayoutOnboarding).toEqual({ url: expect.stringMatching(/\/vendor\/payouts\?onboarding=complete$/), testMode: true });
    }
    expect((await payoutsOf(a.token)).account).toEqual({ status: 'Active', testMode: true, payoutsEnabled: true, requirements: [] });

    const paid = await checkout([a.productIds[0], b.productIds[0]]);
    expect(paid.orders).toHaveLength(2);
    for (const order of paid.orders) {
      const transfer = await stateOf(order.id, 'succeeded');
      const commission = commissionCents(order.subtotalCents, 1000);
      expect(transfer).toMatchObject({ payment_id: paid.paymentId, commission_rate_bps: 1000, commission_cents: commission, amount_cents: order.totalCents - commission });
      expect(transfer.provider_transfer_id).toMatch(/^test_tr_/);
    }
    const orderA = paid.orders.find((order) => order.vendor.id === a.vendorId)!;
    // 10% of $10.05 is $1.005: $1.01 after rounding half-up.
    expect((await transferOf(orderA.id)).commission_cents).toBe(101);

    const viewA = await payoutsOf(a.token);
    expect(viewA.balance).toEqual({ pendingCents: 0, transferredCents: orderA.totalCents - 101, paidOutCents: 0, refundedCents: 0, commissionCents: 101 });
    expect(viewA.transfers.nodes).toEqual([
      { orderId: orderA.id, orderTotalCents: orderA.totalCents, commissionRatePercent: 10, commissionCents: 101, netCents: orderA.totalCents - 101, state: 'Transferred' },
    ]);
    expect(viewA.statement[0]).toMatchObject({ grossCents: orderA.totalCents, commissionCents: 101, refundedCents: 0, netCents: orderA.totalCents - 101, transferredCents: orderA.totalCents - 101 });
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
    expect((await app.gql(INTEGRITY, {}, admin)).data.ledgerIntegrity).toMatchObject({ ok: true, problems: [] });

    // Shop A cancels: one refund, one reversal, and A's balances are back to nothing but the refund.
    expect((await app.gql(STATUS, { id: orderA.id, status: 'Cancelled' }, a.token)).data.updateOrderStatus.status).toBe('Cancelled');
    const reversed = await stateOf(orderA.id, 'reversed');
    expect(reversed.provider_reversal_id).toMatch(/^test_trr_/);
    await eventually(async () => (await sql(`select 1 from ledger_journals where key = ?`, [`refund:${orderA.id}`])).length, 10_000, 'refund booked');
    expect((await payoutsOf(a.token)).balance).toEqual({ pendingCents: 0, transferredCents: 0, paidOutCents: 0, refundedCents: orderA.totalCents, commissionCents: 0 });
    // Shop B is untouched.
    const orderB = paid.orders.find((order) => order.vendor.id === b.vendorId)!;
    expect((await payoutsOf(b.token)).balance.transferredCents).toBe(orderB.totalCents - commissionCents(orderB.subtotalCents, 1000));
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
    expect((await app.gql(INTEGRITY, {}, admin)).data.ledgerIntegrity).toMatchObject({ ok: true, problems: [] });
  });

  it('keeps the transfers of a shop without payouts waiting, sends them when it connects, and never sends one cancelled meanwhile', async () => {
    const shop = await shopWithOwner('Waiting Waffles', 2000);
    const first = await checkout([shop.productIds[0]]);
    const second = await checkout([shop.productIds[0]]);
    expect((await transferOf(first.orders[0].id)).state).toBe('waiting');
    const view = await payoutsOf(shop.token);
    expect(view.account.status).toBe('NotConnected');
    // Held for the shop: the totals minus commission.
    expect(view.balance.pendingCents).toBe(2 * (first.orders[0].totalCents - 200));

    expect((await app.gql(STATUS, { id: second.orders[0].id, status: 'Cancelled' }, shop.token)).data.updateOrderStatus.status).toBe('Cancelled');
    expect((await transferOf(second.orders[0].id)).state).toBe('cancelled');

    await app.gql(ONBOARD, {}, shop.token);
    await stateOf(first.orders[0].id, 'succeeded');
    await eventually(async () => (await sql(`select 1 from ledger_journals where key = ?`, [`refund:${second.orders[0].id}`])).length, 10_000, 'refund booked');
    expect((await transferOf(second.orders[0].id)).state).toBe('cancelled');
    expect((await payoutsOf(shop.token)).balance).toMatchObject({ pendingCents: 0, transferredCents: first.orders[0].totalCents - 200, refundedCents: second.orders[0].totalCents });
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
  });

  it('sends a transfer left waiting although its shop can receive it (queued as the account changed)', async () => {
    const shop = await shopWithOwner('Late Lemon Loaves', 1200);
    const paid = await checkout([shop.productIds[0]]);
    expect((await transferOf(paid.orders[0].id)).state).toBe('waiting');
    // The account became ready in a transaction that did not see this transfer yet (it released none).
    await sql(
      `insert into connected_accounts (vendor_id, provider, provider_account_id, charges_enabled, payouts_enabled, details_submitted)
       values (?, 'test', ?, true, true, true)`,
      [shop.vendorId, `acct_test_late_${shop.vendorId.slice(0, 8)}`],
    );
    const sweeper = new TransferDispatcher(app.orm, new TestPayoutProvider(), { payoutCheckIntervalMs: 0, pollIntervalMs: 60_000, payoutDelayMs: 365 * 86_400_000 });
    sweeper.start();
    try {
      expect((await stateOf(paid.orders[0].id, 'succeeded')).provider_transfer_id).toMatch(/^test_tr_/);
    } finally {
      await sweeper.stop();
    }
  });

  it('charges the rate in force when the order was placed: admin changes and shop overrides apply to later orders only, audited', async () => {
    const shop = await shopWithOwner('Rate Rolls', 1000);
    const other = await shopWithOwner('Rate Rusks', 1000);
    await app.gql(ONBOARD, {}, shop.token);
    const before = await checkout([shop.productIds[0]]);

    expect((await app.gql(SET_PLATFORM, { rate: 12.5 }, admin)).data.setPlatformCommission.ratePercent).toBe(12.5);
    expect((await app.gql(SET_SHOP, { vendorId: shop.vendorId, rate: 5 }, admin)).data.setShopCommission.overrides).toContainEqual({ vendorId: shop.vendorId, ratePercent: 5 });
    const after = await checkout([shop.productIds[0], other.productIds[0]]);
    expect((await transferOf(before.orders[0].id)).commission_cents).toBe(100);
    const mine = after.orders.find((order) => order.vendor.id === shop.vendorId)!;
    const theirs = after.orders.find((order) => order.vendor.id === other.vendorId)!;
    expect(await transferOf(mine.id)).toMatchObject({ commission_rate_bps: 500, commission_cents: 50 });
    expect(await transferOf(theirs.id)).toMatchObject({ commission_rate_bps: 1250, commission_cents: 125 });

    // Ending the override puts the shop back on the platform's rate.
    expect((await app.gql(SET_SHOP, { vendorId: shop.vendorId, rate: null }, admin)).data.setShopCommission.overrides).not.toContainEqual(expect.objectContaining({ vendorId: shop.vendorId }));
    const last = await checkout([shop.productIds[0]]);
    expect((await transferOf(last.orders[0].id)).commission_rate_bps).toBe(1250);

    const audit = await sql(`select action, target_type, summary from audit_log where action = 'commission.change' order by created_at`);
    expect(audit.map((row) => row.summary)).toEqual([
      'Set the platform commission to 12.5% (was 10%) for orders placed from now on',
      `Set the commission of shop ${(await sql(`select business_name from vendors where id = ?`, [shop.vendorId]))[0].business_name} to 5% (was the platform rate) for orders placed from now on`,
      expect.stringMatching(/to the platform rate \(was 5%\)/),
    ]);
    // Out of range, and a shop that does not exist: refused, nothing written.
    expect((await app.gql(SET_PLATFORM, { rate: 75 }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await app.gql(SET_SHOP, { vendorId: randomUUID(), rate: 3 }, admin)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await sql(`select count(*)::int as n from commission_rates`)).toEqual([{ n: 4 }]);
    await app.gql(SET_PLATFORM, { rate: 10 }, admin);
  });

  it('pays a shop out once a day in Test mode: what was transferred long enough ago moves to paid out', async () => {
    const shop = await shopWithOwner('Payout Pretzels', 3000);
    await app.gql(ONBOARD, {}, shop.token);
    const paid = await checkout([shop.productIds[0]]);
    const { amount_cents: net } = await stateOf(paid.orders[0].id, 'succeeded');
    // A second dispatcher that counts money transferred up to now as available.
    const daily = new TransferDispatcher(app.orm, new TestPayoutProvider(), { payoutDelayMs: 0, payoutCheckIntervalMs: 0, pollIntervalMs: 60_000 });
    daily.start();
    try {
      await eventually(async () => (await payoutsOf(shop.token)).payouts.nodes.length, 10_000, 'a payout');
      const view = await payoutsOf(shop.token);
      expect(view.payouts.nodes).toEqual([{ amountCents: net, status: 'paid' }]);
      expect(view.balance).toMatchObject({ transferredCents: 0, paidOutCents: net });
      expect(view.statement[0]).toMatchObject({ paidOutCents: net });
      // Once a day: another round today pays nothing more.
      daily.nudge();
      await daily.idle();
      expect((await payoutsOf(shop.token)).payouts.nodes).toHaveLength(1);
    } finally {
      await daily.stop();
    }
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
  });
});

describe('payouts over REST', () => {
  it('answers the documented shapes in dollars', async () => {
    const shop = await shopWithOwner('Rest Rye', 2000);
    expect(await rest(app, 'get', '/vendors/payouts', { token: shop.token })).toMatchObject({
      status: 200,
      body: { connected: false, accountStatus: 'NotConnected', testMode: true, balance: { pending: 0, transferred: 0, paidOut: 0, refunded: 0 }, transfers: [] },
    });
    expect(await rest(app, 'post', '/vendors/payouts/onboarding', { token: shop.token })).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/\/vendor\/payouts\?onboarding=complete$/), testMode: true },
    });
    const paid = await checkout([shop.productIds[0]]);
    const order = paid.orders[0];
    await stateOf(order.id, 'succeeded');
    const net = (order.totalCents - 200) / 100;
    expect((await rest(app, 'get', '/vendors/payouts', { token: shop.token })).body).toEqual({
      connected: true,
      accountStatus: 'Active',
      testMode: true,
      balance: { pending: 0, transferred: net, paidOut: 0, refunded: 0 },
      transfers: [{ orderId: order.id, total: order.totalCents / 100, commission: 2, amount: net, status: 'Transferred' }],
    });

    expect(await rest(app, 'put', '/admin/commission', { token: shop.token, body: { rate: 5 } })).toMatchObject({ status: 403 });
    expect(await rest(app, 'put', '/admin/commission', { token: admin, body: { rate: 'lots' } })).toMatchObject({ status: 400, body: { message: 'rate must be a number.' } });
    expect(await rest(app, 'put', '/admin/commission', { token: admin, body: { rate: 60 } })).toMatchObject({ status: 400, body: { message: 'The commission rate must be between 0 and 50%.' } });
    expect(await rest(app, 'put', '/admin/commission', { token: admin, body: { rate: 9.75 } })).toMatchObject({ status: 200, body: { rate: 9.75, effectiveFrom: expect.any(String) } });
    const overview = await rest(app, 'get', '/admin/payouts?status=Transferred&limit=1', { token: admin });
    expect(overview).toMatchObject({ status: 200, body: { commissionRate: 9.75, commissionEarned: expect.any(Number), transfers: [expect.objectContaining({ status: 'Transferred' })] } });
    expect(overview.headers.get('x-next-cursor')).toEqual(expect.any(String));
    expect(await rest(app, 'get', '/admin/payouts?status=Lost', { token: admin })).toMatchObject({ status: 400 });
    await rest(app, 'put', '/admin/commission', { token: admin, body: { rate: 10 } });
  });
});

describe('the ledger in the database', () => {
  it('refuses to change or remove entries and journals, and refuses a journal that does not balance', async () => {
    const [journal] = await sql(`select id from ledger_journals limit 1`);
    expect(journal).toBeDefined();
    for (const statement of [
      `update ledger_entries set amount_cents = amount_cents + 1 where journal_id = '${journal.id}'`,
      `delete from ledger_entries where journal_id = '${journal.id}'`,
      `update ledger_journals set description = 'edited' where id = '${journal.id}'`,
      `delete from ledger_journals where id = '${journal.id}'`,
      `truncate ledger_entries`,
    ]) {
      await expect(sql(statement), statement).rejects.toThrow(/append-only/);
    }
    const vendor = randomUUID();
    // One side only: refused at commit, and nothing of it stays.
    await expect(
      sql(`with j as (insert into ledger_journals (key, kind, vendor_id, description) values ('test:unbalanced', 'charge', ?, 'x') returning id)
           insert into ledger_entries (journal_id, account, vendor_id, amount_cents) select id, 'customers', ?, -500 from j`, [vendor, vendor]),
    ).rejects.toThrow(/does not balance/);
    // Two sides that do not add up, then a journal with no entries at all.
    await expect(
      sql(`with j as (insert into ledger_journals (key, kind, vendor_id, description) values ('test:unbalanced', 'charge', ?, 'x') returning id)
           insert into ledger_entries (journal_id, account, vendor_id, amount_cents)
           select id, 'customers', ?::uuid, -500 from j union all select id, 'shop_pending', ?::uuid, 499 from j`, [vendor, vendor, vendor]),
    ).rejects.toThrow(/does not balance/);
    await expect(sql(`insert into ledger_journals (key, kind, vendor_id, description) values ('test:empty', 'charge', ?, 'x')`, [vendor])).rejects.toThrow(/does not balance/);
    // A journal written later cannot tip an old one either.
    await expect(sql(`insert into ledger_entries (journal_id, account, vendor_id, amount_cents) values (?, 'commission', ?, 1)`, [journal.id, vendor])).rejects.toThrow(/does not balance/);
    expect(await sql(`select count(*)::int as n from ledger_journals where key like 'test:%'`)).toEqual([{ n: 0 }]);
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
  });

  it('reports a transfer the ledger does not record in its integrity check', async () => {
    const shop = await shopWithOwner('Unbooked Buns', 900);
    const paid = await checkout([shop.productIds[0]]);
    const order = paid.orders[0];
    // As if a transfer had been recorded without its journal (a bug the check is there to catch).
    await sql(`update transfers set status = 'succeeded', provider_transfer_id = 'tr_unbooked' where order_id = ?`, [order.id]);
    const report = (await app.gql(INTEGRITY, {}, admin)).data.ledgerIntegrity;
    expect(report).toMatchObject({ ok: false, problems: [{ check: 'transfers_not_booked', count: 1 }] });
    await sql(`update transfers set status = 'cancelled', provider_transfer_id = null where order_id = ?`, [order.id]);
    expect((await app.gql(INTEGRITY, {}, admin)).data.ledgerIntegrity.ok).toBe(true);
  });
});
