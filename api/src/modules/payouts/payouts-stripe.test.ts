import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCustomers, createShop, registerForGstHst, SHIPPING } from '../../../test/commerce-fixtures';
import { LEDGER_INVARIANT_COLUMNS, LEDGER_INVARIANTS_HOLD } from '../../../test/commerce-invariants';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.server';
import { eventually } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { createStripeClient, StripePaymentProvider } from '../payments/stripe-payment.provider';

const WEBHOOK_SECRET = 'whsec_payouts_test';
/** Connected accounts' events come through Stripe's Connect endpoint, signed with its own secret. */
const CONNECT_WEBHOOK_SECRET = 'whsec_payouts_connect_test';
const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { paymentId orders { id subtotalCents totalCents vendor { id } } } }`;
const STATUS = `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id status } }`;
const ONBOARD = `mutation { startPayoutOnboarding { url testMode } }`;
const REFRESH = `mutation { refreshPayoutAccount { status requirements } }`;
const ACCOUNT = `query { vendorPayouts { account { status testMode chargesEnabled payoutsEnabled detailsSubmitted requirements } balance { pendingCents transferredCents paidOutCents refundedCents } payouts(first: 10) { nodes { amountCents status failureMessage } } } }`;
const RETRY = `mutation RetryTransfer($id: ID!) { retryTransfer(id: $id) { state attempts retryable lastError } }`;
const TRANSFERS = `query AdminTransfers($state: TransferState) { adminTransfers(state: $state, first: 100) { nodes { id orderId state retryable lastError businessName } } }`;

let app: TestApp;
let fake: FakeStripe;
let stripe: Stripe;
let admin: string;

const sql = <T = any>(query: string, params: unknown[] = []) => app.orm.em.fork().getConnection().execute<T[]>(query, params);
const transferOf = async (orderId: string) => (await sql(`select * from transfers where order_id = ?`, [orderId]))[0];
const stateOf = (orderId: string, state: string, timeoutMs = 10_000) =>
  eventually(async () => ((await transferOf(orderId))?.state === state ? transferOf(orderId) : null), timeoutMs, `transfer of ${orderId} ${state}`);
const ledgerInvariants = async () => (await sql(`select ${LEDGER_INVARIANT_COLUMNS}`))[0];
const fakeTransfersOf = (orderId: string) => fake.connect.transfers.filter((transfer) => transfer.metadata.orderId === orderId);

async function webhook(type: string, object: Record<string, unknown>, account?: string, secret = account ? CONNECT_WEBHOOK_SECRET : WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, account, data: { object }, created: Math.floor(Date.now() / 1000) });
  const res = await fetch(`${app.baseUrl}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) },
    body: payload,
  });
  expect(res.status).toBe(secret === CONNECT_WEBHOOK_SECRET || secret === WEBHOOK_SECRET ? 200 : 400);
}

async function shopWithOwner(name: string, priceCents: number) {
  const shop = await createShop(app, [{ name, priceCents, stock: 500 }]);
  // Registered: the shop collects its own tax, so its transfer is the order total minus commission.
  await registerForGstHst(app, shop.vendorId);
  const [{ user_id }] = await sql(`select user_id from vendors where id = ?`, [shop.vendorId]);
  return { ...shop, token: app.tokenFor(user_id) };
}

/** A shop whose vendor went through Stripe's onboarding (the fake's) and came back. */
async function connectedShop(name: string, priceCents: number) {
  const shop = await shopWithOwner(name, priceCents);
  await app.gql(ONBOARD, {}, shop.token);
  const [{ provider_account_id: accountId }] = await sql(`select provider_account_id from connected_accounts where vendor_id = ?`, [shop.vendorId]);
  fake.connect.completeOnboarding(accountId);
  expect((await app.gql(REFRESH, {}, shop.token)).data.refreshPayoutAccount).toEqual({ status: 'Active', requirements: [] });
  return { ...shop, accountId: accountId as string };
}

async function checkout(productIds: string[]) {
  const [customer] = await createCustomers(app, 1);
  let totalCents = 0;
  for (const productId of productIds) totalCents = (await app.gql(ADD, { productId, quantity: 1 }, customer.token)).data.addToCart.totalCents;
  const res = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } }, customer.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.checkout as { paymentId: string; orders: { id: string; subtotalCents: number; totalCents: number; vendor: { id: string } }[] };
}

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = createStripeClient('sk_test_payouts', { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  app = await startTestApp({
    seed: true,
    paymentProvider: new StripePaymentProvider(stripe, 'pk_test_payouts'),
    env: { STRIPE_SECRET_KEY: 'sk_test_payouts', STRIPE_PUBLISHABLE_KEY: 'pk_test_payouts', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET, PUBLIC_URL: 'https://shop.example' },
    refunds: { pollIntervalMs: 100, backoffMs: () => 50 },
    payouts: { pollIntervalMs: 100, backoffMs: () => 20, maxAttempts: 3 },
  });
  const [{ id }] = await sql(`select id from users where email = 'admin@mainstreet.test'`);
  admin = app.tokenFor(id);
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});
beforeEach(() => fake.reset());

describe('payouts with Stripe Connect (real SDK, local fake Stripe API)', () => {
  it('creates an Express account in Canada, sends the vendor to hosted onboarding, and records account.updated', async () => {
    const shop = await shopWithOwner('Connect Croissants', 1500);
    const res = await app.gql(ONBOARD, {}, shop.token);
    expect(res.data.startPayoutOnboarding).toEqual({ url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\//), testMode: false });
    const created = fake.requests.filter((r) => r.path === '/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0].body).toMatchObject({ type: 'express', country: 'CA', metadata: { vendorId: shop.vendorId } });
    expect(created[0].idempotencyKey).toBe(`connect-account-stripe-${shop.vendorId}`);
    const [link] = fake.requests.filter((r) => r.path === '/v1/account_links');
    expect(link.body).toMatchObject({ type: 'account_onboarding', return_url: 'https://shop.example/vendor/payouts?onboarding=return', refresh_url: 'https://shop.example/vendor/payouts?onboarding=refresh' });
    expect((await app.gql(ACCOUNT, {}, shop.token)).data.vendorPayouts.account).toMatchObject({ status: 'Onboarding', testMode: false, payoutsEnabled: false, requirements: expect.arrayContaining(['external_account']) });

    // An order while onboarding is unfinished waits for the account.
    const paid = await checkout([shop.productIds[0]]);
    expect((await transferOf(paid.orders[0].id)).state).toBe('waiting');

    // Clicking again does not make a second account.
    await app.gql(ONBOARD, {}, shop.token);
    expect(fake.requests.filter((r) => r.path === '/v1/accounts')).toHaveLength(1);

    // Stripe says onboarding is done: the waiting transfer goes out, from the checkout's charge.
    const accountId = link.body.account;
    // Signed with neither endpoint's secret: refused, and nothing recorded.
    await webhook('account.updated', fake.connect.completeOnboarding(accountId), accountId, 'whsec_someone_else');
    await webhook('account.updated', fake.connect.completeOnboarding(accountId), accountId);
    expect((await app.gql(ACCOUNT, {}, shop.token)).data.vendorPayouts.account).toMatchObject({ status: 'Active', chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirements: [] });
    const transfer = await stateOf(paid.orders[0].id, 'succeeded');
    const [sent] = fakeTransfersOf(paid.orders[0].id);
    const [intent] = await sql(`select provider_reference from payments where id = ?`, [paid.paymentId]);
    expect(sent).toMatchObject({
      id: transfer.provider_transfer_id,
      amount: paid.orders[0].totalCents - 150,
      currency: 'cad',
      destination: accountId,
      transfer_group: paid.paymentId,
      source_transaction: fake.intents.get(intent.provider_reference)!.latest_charge,
    });
    expect(fake.requests.find((r) => r.path === '/v1/transfers')!.idempotencyKey).toBe(`transfer-${paid.orders[0].id}`);
  });

  it('reverses the transfer of an order cancelled after it, refunds it, and gives the balances back', async () => {
    const a = await connectedShop('Reverse Ryes', 2400);
    const b = await connectedShop('Reverse Rolls', 1100);
    const paid = await checkout([a.productIds[0], b.productIds[0]]);
    const orderA = paid.orders.find((order) => order.vendor.id === a.vendorId)!;
    for (const order of paid.orders) await stateOf(order.id, 'succeeded');
    expect(fake.connect.transfers.filter((t) => t.transfer_group === paid.paymentId)).toHaveLength(2);

    expect((await app.gql(STATUS, { id: orderA.id, status: 'Cancelled' }, a.token)).data.updateOrderStatus.status).toBe('Cancelled');
    const reversed = await stateOf(orderA.id, 'reversed');
    const [sent] = fakeTransfersOf(orderA.id);
    expect(sent).toMatchObject({ amount_reversed: sent.amount, reversed: true });
    expect(sent.reversals.data).toEqual([expect.objectContaining({ id: reversed.provider_reversal_id, amount: sent.amount })]);
    const reversalRequests = fake.requests.filter((r) => r.path === `/v1/transfers/${sent.id}/reversals`);
    expect(reversalRequests.map((r) => r.idempotencyKey)).toEqual([`reversal-${orderA.id}`]);
    await eventually(async () => (await sql(`select status from refund_outbox where order_id = ?`, [orderA.id]))[0]?.status === 'succeeded', 10_000, 'refund');
    expect(fake.refunds.filter((r) => r.metadata.orderId === orderA.id)).toHaveLength(1);
    await eventually(async () => (await app.gql(ACCOUNT, {}, a.token)).data.vendorPayouts.balance.refundedCents === orderA.totalCents, 10_000, 'refund booked');
    expect((await app.gql(ACCOUNT, {}, a.token)).data.vendorPayouts.balance).toEqual({ pendingCents: 0, transferredCents: 0, paidOutCents: 0, refundedCents: orderA.totalCents });

    // Stripe tells us of the reversal too: already recorded, nothing changes.
    await webhook('transfer.reversed', { ...sent, object: 'transfer' });
    expect(await sql(`select count(*)::int as n from ledger_journals where key = ?`, [`reversal:${orderA.id}`])).toEqual([{ n: 1 }]);
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
  });

  it('records payouts Stripe reports, and a payout that failed goes back to the payout balance', async () => {
    const shop = await connectedShop('Payout Pies', 5000);
    const paid = await checkout([shop.productIds[0]]);
    const { amount_cents: net } = await stateOf(paid.orders[0].id, 'succeeded');
    const payout = (await stripe.payouts.create({ amount: net, currency: 'cad' }, { stripeAccount: shop.accountId })) as unknown as Record<string, unknown>;
    await webhook('payout.paid', payout, shop.accountId);
    await webhook('payout.paid', payout, shop.accountId); // a redelivery under another event id
    let view = (await app.gql(ACCOUNT, {}, shop.token)).data.vendorPayouts;
    expect(view.payouts.nodes).toEqual([{ amountCents: net, status: 'paid', failureMessage: null }]);
    expect(view.balance).toMatchObject({ transferredCents: 0, paidOutCents: net });

    await webhook('payout.failed', { ...payout, status: 'failed', failure_code: 'account_closed', failure_message: 'The bank account has been closed.' }, shop.accountId);
    view = (await app.gql(ACCOUNT, {}, shop.token)).data.vendorPayouts;
    expect(view.payouts.nodes).toEqual([{ amountCents: net, status: 'failed', failureMessage: 'The bank account has been closed.' }]);
    expect(view.balance).toMatchObject({ transferredCents: net, paidOutCents: 0 });
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
  });

  it('retries a transfer while Stripe is down, gives up after its attempts, and an admin retry sends it once', async () => {
    const shop = await connectedShop('Retry Rusks', 1300);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let paid: Awaited<ReturnType<typeof checkout>>;
    try {
      // Down once the charge went through: every transfer attempt gets a 500.
      const hold = fake.connect.hold('/v1/transfers');
      paid = await checkout([shop.productIds[0]]);
      await hold.reached;
      fake.failWith = 500;
      hold.release();
      const failed = await stateOf(paid.orders[0].id, 'failed');
      expect(failed).toMatchObject({ attempts: 3, last_error: expect.stringContaining('down') });
    } finally {
      fake.failWith = null;
      warn.mockRestore();
      error.mockRestore();
    }
    const listed = (await app.gql(TRANSFERS, { state: 'Failed' }, admin)).data.adminTransfers.nodes;
    const row = listed.find((node: { orderId: string }) => node.orderId === paid!.orders[0].id);
    expect(row).toMatchObject({ state: 'Failed', retryable: true, lastError: expect.stringContaining('down') });

    // Answered after commit: the dispatcher (woken by the commit) may already be at it.
    expect((await app.gql(RETRY, { id: row.id }, admin)).data.retryTransfer).toMatchObject({ state: expect.stringMatching(/^(Pending|Sending|Transferred)$/), retryable: false });
    await stateOf(paid!.orders[0].id, 'succeeded');
    expect(fakeTransfersOf(paid!.orders[0].id)).toHaveLength(1);
    // Only a failed one can be retried; the retry is audited.
    expect((await app.gql(RETRY, { id: row.id }, admin)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await sql(`select count(*)::int as n from audit_log where action = 'transfer.retry' and target_id = ?`, [row.id])).toEqual([{ n: 1 }]);
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
  });

  it('cancelling while the transfer is at Stripe ends in one consistent state: transferred then reversed, never left with the shop', async () => {
    const shop = await connectedShop('Race Rugelach', 1800);
    // Held at Stripe: the dispatcher has claimed the transfer and is waiting for Stripe's answer.
    const hold = fake.connect.hold('/v1/transfers');
    const order = (await checkout([shop.productIds[0]])).orders[0];
    await hold.reached;
    expect((await transferOf(order.id)).status).toBe('sending');
    expect((await app.gql(STATUS, { id: order.id, status: 'Cancelled' }, shop.token)).data.updateOrderStatus.status).toBe('Cancelled');
    expect(await transferOf(order.id)).toMatchObject({ status: 'sending', reversal_status: 'pending' });
    hold.release();
    // Which reaches Stripe first decides the end: the transfer (then it is reversed), or the customer's
    // refund (then Stripe refuses a transfer from the refunded charge, and it ends never transferred).
    const ended = await eventually(async () => {
      const state = (await transferOf(order.id))?.state;
      return state === 'reversed' || state === 'cancelled' ? state : null;
    }, 10_000, `transfer of ${order.id} reversed or cancelled`);
    if (ended === 'reversed') expect(fakeTransfersOf(order.id)).toEqual([expect.objectContaining({ reversed: true })]);
    else expect(fakeTransfersOf(order.id)).toEqual([]);

    // Many cancels at moments around the transfers, which Stripe answers slowly (the dispatcher sends
    // them one after another, so later ones are still queued): each ends never transferred, or reversed.
    fake.connect.latency.set('/v1/transfers', 40);
    const outcomes = { cancelled: 0, reversed: 0 };
    const orders: string[] = [];
    await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const placed = (await checkout([shop.productIds[0]])).orders[0];
        orders.push(placed.id);
        await new Promise((resolve) => setTimeout(resolve, (index * 7) % 40));
        const res = await app.gql(STATUS, { id: placed.id, status: 'Cancelled' }, shop.token);
        expect(res.data?.updateOrderStatus.status, JSON.stringify(res.errors)).toBe('Cancelled');
      }),
    );
    for (const id of orders) {
      const final = await eventually(async () => {
        const row = await transferOf(id);
        return ['cancelled', 'reversed'].includes(row.state) ? row : null;
      }, 15_000, `transfer of ${id} settled`);
      outcomes[final.state as 'cancelled' | 'reversed'] += 1;
      const atStripe = fakeTransfersOf(id);
      if (final.state === 'cancelled') expect(atStripe).toEqual([]);
      else expect(atStripe).toEqual([expect.objectContaining({ reversed: true })]);
    }
    console.log(`cancel racing transfer: ${JSON.stringify(outcomes)} of ${orders.length}`);
    expect(outcomes.cancelled + outcomes.reversed).toBe(orders.length);
    // Both endings happened, so both sides of the race were run.
    expect(outcomes.cancelled).toBeGreaterThan(0);
    expect(outcomes.reversed).toBeGreaterThan(0);
    await eventually(async () => (await sql(`select count(*)::int as n from refund_outbox where order_id in (?) and status = 'succeeded'`, [orders]))[0].n === orders.length, 15_000, 'refunds');
    await eventually(async () => (await app.gql(ACCOUNT, {}, shop.token)).data.vendorPayouts.balance.pendingCents === 0, 10_000, 'balances settled');
    expect(await ledgerInvariants()).toEqual(LEDGER_INVARIANTS_HOLD);
    expect((await app.gql(`query { ledgerIntegrity { ok problems { check count } } }`, {}, admin)).data.ledgerIntegrity).toEqual({ ok: true, problems: [] });
  });
});
