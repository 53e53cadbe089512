import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING, stockOf } from '../../../test/commerce-fixtures';
import { rest } from '../../../test/rest-client';
import { eventually } from '../../../test/smtp-test-server';
import { startTestApp, type TestApp } from '../../../test/test-app';

const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { itemCount } }`;
const CART = `query GetCart($province: Province) { cart(province: $province) { subtotalCents taxCents totalCents taxProvince taxes { name label jurisdiction rate taxableBaseCents amountCents collectedBy } } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) {
  checkout(input: $input) {
    totalCents paymentId
    orders { vendor { id } subtotalCents taxCents totalCents customerInfo { province postalCode } taxes { name label jurisdiction rate taxableBaseCents amountCents collectedBy } }
  }
}`;

// The instant the server takes as now: tests move it to either side of a rate change.
let now = new Date();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock: () => now, refunds: { pollIntervalMs: 100, backoffMs: () => 50 } });
});
afterAll(() => app.close());

const sql = () => app.orm.em.fork().getConnection();
const count = async (table: string) => Number((await sql().execute(`select count(*) as n from ${table}`))[0].n);

/**
 * The test cart: $10.00 from shop A and $23.33 from shop B, subtotal $33.33. No tax of it divides
 * evenly in the proportion 1000 : 2333, so every split needs a remainder cent, given to the larger
 * remainder.
 */
async function twoShopCart() {
  const a = await createShop(app, [{ name: 'Apple Butter', priceCents: 1000, stock: 50 }]);
  const b = await createShop(app, [{ name: 'Birch Syrup', priceCents: 2333, stock: 50 }]);
  const [customer] = await createCustomers(app, 1);
  for (const productId of [a.productIds[0], b.productIds[0]]) {
    const res = await app.gql(ADD, { productId, quantity: 1 }, customer.token);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
  }
  return { a, b, customer };
}

type Split = [tax: string, rate: number, checkout: number, shopA: number, shopB: number];

// Hand-computed on the $33.33 cart (subtotal × rate, half-up; shares of 1000 : 2333, remainder to the larger fraction):
//   GST 5%      166.65 → 167: A 50.105 → 50,  B 116.895 → 117
//   HST 13%     433.29 → 433: A 129.913 → 130, B 303.087 → 303
//   HST 14%     466.62 → 467: A 140.114 → 140, B 326.886 → 327
//   HST 15%     499.95 → 500: A 150.015 → 150, B 349.985 → 350
//   QST 9.975%  332.467 → 332: A 99.610 → 100, B 232.390 → 232
//   PST/RST 7%  233.31 → 233: A 69.907 → 70,  B 163.093 → 163
//   PST 6%      199.98 → 200: A 60.006 → 60,  B 139.994 → 140
const GST: Split = ['GST', 5, 167, 50, 117];
const CHECKOUTS: { province: string; postalCode: string; taxes: Split[]; total: number }[] = [
  { province: 'AB', postalCode: 'T2P 1J9', taxes: [GST], total: 3500 },
  { province: 'BC', postalCode: 'V6B 1A1', taxes: [GST, ['PST', 7, 233, 70, 163]], total: 3733 },
  { province: 'MB', postalCode: 'R3C 0V8', taxes: [GST, ['RST', 7, 233, 70, 163]], total: 3733 },
  { province: 'NB', postalCode: 'E3B 1B1', taxes: [['HST', 15, 500, 150, 350]], total: 3833 },
  { province: 'NL', postalCode: 'A1C 5M2', taxes: [['HST', 15, 500, 150, 350]], total: 3833 },
  { province: 'NS', postalCode: 'B3H 1A1', taxes: [['HST', 14, 467, 140, 327]], total: 3800 },
  { province: 'NT', postalCode: 'X1A 2L9', taxes: [GST], total: 3500 },
  { province: 'NU', postalCode: 'X0A 0H0', taxes: [GST], total: 3500 },
  { province: 'ON', postalCode: 'M5H 2N2', taxes: [['HST', 13, 433, 130, 303]], total: 3766 },
  { province: 'PE', postalCode: 'C1A 4P3', taxes: [['HST', 15, 500, 150, 350]], total: 3833 },
  { province: 'QC', postalCode: 'H2X 1Y4', taxes: [GST, ['QST', 9.975, 332, 100, 232]], total: 3832 },
  { province: 'SK', postalCode: 'S4P 3Y2', taxes: [GST, ['PST', 6, 200, 60, 140]], total: 3700 },
  { province: 'YT', postalCode: 'Y1A 2C6', taxes: [GST], total: 3500 },
];

async function checkout(token: string, expectedTotalCents: number, shipping: Record<string, unknown>) {
  return app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents, shipping: { ...SHIPPING, ...shipping } } }, token);
}

describe('sales tax by province of supply', () => {
  it.each(CHECKOUTS)('charges $province its own taxes, shared between two shops to the cent', async ({ province, postalCode, taxes, total }) => {
    now = new Date('2026-06-15T16:00:00Z');
    const { a, b, customer } = await twoShopCart();

    const cart = (await app.gql(CART, { province }, customer.token)).data.cart;
    expect(cart).toEqual({
      subtotalCents: 3333,
      taxCents: total - 3333,
      totalCents: total,
      taxProvince: province,
      taxes: taxes.map(([name, rate, amountCents]) => ({
        name,
        label: `${name} ${rate}%`,
        jurisdiction: province,
        rate,
        taxableBaseCents: 3333,
        amountCents,
        collectedBy: null,
      })),
    });

    const res = await checkout(customer.token, total, { province, postalCode });
    expect(res.errors).toBeUndefined();
    const { orders, totalCents } = res.data.checkout;
    expect(totalCents).toBe(total);
    const orderOf = (vendorId: string) => orders.find((order: { vendor: { id: string } }) => order.vendor.id === vendorId);
    for (const [shop, subtotal, column] of [[a, 1000, 3], [b, 2333, 4]] as const) {
      const order = orderOf(shop.vendorId);
      const taxCents = taxes.reduce((sum, split) => sum + split[column], 0);
      expect(order).toMatchObject({ subtotalCents: subtotal, taxCents, totalCents: subtotal + taxCents, customerInfo: { province, postalCode } });
      expect(order.taxes).toEqual(
        taxes.map((split) => ({
          name: split[0],
          label: `${split[0]} ${split[1]}%`,
          jurisdiction: province,
          rate: split[1],
          taxableBaseCents: subtotal,
          amountCents: split[column],
          collectedBy: 'Mainstreet',
        })),
      );
    }
    // The orders add up to the charge.
    expect(orders.reduce((sum: number, order: { totalCents: number }) => sum + order.totalCents, 0)).toBe(total);
    const [payment] = await sql().execute(`select amount_cents from payments where id = ?`, [res.data.checkout.paymentId]);
    expect(payment.amount_cents).toBe(total);
  });

  it('charges Nova Scotia 15% HST on 2025-03-31 and 14% from 2025-04-01 (Toronto calendar days)', async () => {
    const cases = [
      // 22:00 in Toronto on March 31 (02:00 UTC on April 1): still the old rate.
      { at: '2025-04-01T02:00:00Z', hst: 500, a: 150, b: 350 },
      { at: '2025-03-31T16:00:00Z', hst: 500, a: 150, b: 350 },
      { at: '2025-04-01T16:00:00Z', hst: 467, a: 140, b: 327 },
    ];
    for (const { at, hst, a: shareA, b: shareB } of cases) {
      now = new Date(at);
      const { a, customer } = await twoShopCart();
      const cart = (await app.gql(CART, { province: 'NS' }, customer.token)).data.cart;
      expect(cart.taxes.map((tax: { label: string; amountCents: number }) => [tax.label, tax.amountCents])).toEqual([[`HST ${hst === 500 ? 15 : 14}%`, hst]]);
      const res = await checkout(customer.token, 3333 + hst, { province: 'NS', postalCode: 'B3H 1A1' });
      expect(res.errors).toBeUndefined();
      const shares = res.data.checkout.orders.map((order: { vendor: { id: string }; taxes: { amountCents: number }[] }) =>
        order.vendor.id === a.vendorId ? ['A', order.taxes[0].amountCents] : ['B', order.taxes[0].amountCents],
      );
      expect(Object.fromEntries(shares)).toEqual({ A: shareA, B: shareB });
    }
    now = new Date();
  });

  it('refuses a postal code from another province, charging and keeping nothing', async () => {
    now = new Date();
    const { a, customer } = await twoShopCart();
    const before = { payments: await count('payments'), orders: await count('orders'), taxes: await count('order_taxes') };
    const res = await checkout(customer.token, 3832, { province: 'QC', postalCode: 'M5H 2N2' });
    expect(res.errors?.[0]).toMatchObject({
      message: 'The postal code M5H 2N2 is not in Quebec. Please check the province or the postal code.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect({ payments: await count('payments'), orders: await count('orders'), taxes: await count('order_taxes') }).toEqual(before);
    expect(await stockOf(app, a.productIds[0])).toBe(50);
    expect((await app.gql(CART, {}, customer.token)).data.cart.subtotalCents).toBe(3333);
  });

  it('refuses a total computed for another province (stale total), charging nothing', async () => {
    now = new Date();
    const { customer } = await twoShopCart();
    const payments = await count('payments');
    // The Ontario estimate, sent with a Québec address.
    const res = await checkout(customer.token, 3766, { province: 'QC', postalCode: 'H2X 1Y4' });
    expect(res.errors?.[0]).toMatchObject({ message: 'Your cart total is now $38.32. Please review your cart and try again.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await count('payments')).toBe(payments);
  });

  it('takes the province from the postal code when a client sends none', async () => {
    now = new Date();
    const { customer } = await twoShopCart();
    const res = await checkout(customer.token, 3832, { postalCode: 'H2X 1Y4' });
    expect(res.errors).toBeUndefined();
    expect(res.data.checkout.orders[0].customerInfo.province).toBe('QC');
  });

  it('estimates the cart for the profile province, else Ontario', async () => {
    now = new Date();
    const { customer } = await twoShopCart();
    expect((await app.gql(CART, {}, customer.token)).data.cart).toMatchObject({ taxProvince: 'ON', totalCents: 3766 });
    const saved = await app.gql(
      `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { province } }`,
      { input: { name: 'Camille', province: 'QC' } },
      customer.token,
    );
    expect(saved.data.updateProfile.province).toBe('QC');
    const cart = (await app.gql(CART, {}, customer.token)).data.cart;
    expect(cart).toMatchObject({ taxProvince: 'QC', totalCents: 3832 });
    expect(cart.taxes.map((tax: { label: string }) => tax.label)).toEqual(['GST 5%', 'QST 9.975%']);
  });

  it('lets a registered shop collect its own tax while Mainstreet collects for a shop that is not registered', async () => {
    now = new Date();
    const { a, b, customer } = await twoShopCart();
    // Shop A is registered for GST/HST only; shop B for nothing.
    await sql().execute(`update vendors set gst_hst_number = '123456789RT0001' where id = ?`, [a.vendorId]);
    const res = await checkout(customer.token, 3832, { province: 'QC', postalCode: 'H2X 1Y4' });
    expect(res.errors).toBeUndefined();
    const collectors = Object.fromEntries(
      res.data.checkout.orders.map((order: { vendor: { id: string }; taxes: { name: string; collectedBy: string }[] }) => [
        order.vendor.id === a.vendorId ? 'A' : 'B',
        order.taxes.map((tax) => `${tax.name}:${tax.collectedBy}`),
      ]),
    );
    expect(collectors).toEqual({ A: ['GST:Shop', 'QST:Mainstreet'], B: ['GST:Mainstreet', 'QST:Mainstreet'] });

    // The ledger keeps the tax Mainstreet collects apart: the shop's transfer is its total minus
    // commission minus that tax. A: $10.00 + GST $0.50 + QST $1.00, commission 10% = $1.00, QST is
    // Mainstreet's. B: $23.33 + GST $1.17 + QST $2.32, commission $2.33, both taxes Mainstreet's.
    const transfers = await sql().execute(
      `select vendor_id, order_total_cents, commission_cents, platform_tax_cents, amount_cents from transfers where payment_id = ?`,
      [res.data.checkout.paymentId],
    );
    const byShop = Object.fromEntries(transfers.map((t: any) => [t.vendor_id === a.vendorId ? 'A' : 'B', t]));
    expect(byShop.A).toMatchObject({ order_total_cents: 1150, commission_cents: 100, platform_tax_cents: 100, amount_cents: 950 });
    expect(byShop.B).toMatchObject({ order_total_cents: 2682, commission_cents: 233, platform_tax_cents: 349, amount_cents: 2100 });
    const [ledger] = await sql().execute(
      `select coalesce(sum(e.amount_cents) filter (where e.account = 'platform_tax'), 0)::int as platform_tax,
              coalesce(sum(e.amount_cents) filter (where e.account = 'shop_pending' and e.vendor_id = ?), 0)::int as pending_b
         from ledger_entries e join ledger_journals j on j.id = e.journal_id where j.payment_id = ?`,
      [b.vendorId, res.data.checkout.paymentId],
    );
    expect(ledger).toEqual({ platform_tax: 449, pending_b: 2100 });
  });

  it('validates a shop\'s registration numbers by format and keeps them when a client sends none', async () => {
    const shop = await createShop(app, [{ name: 'Tax Tea', priceCents: 500, stock: 5 }]);
    const [{ user_id }] = await sql().execute(`select user_id from vendors where id = ?`, [shop.vendorId]);
    const token = app.tokenFor(user_id);
    const UPDATE = `mutation UpdateMyShop($input: ShopProfileInput!) { updateMyShop(input: $input) { vendor { legalName gstHstNumber qstNumber } } }`;
    const bad = await app.gql(UPDATE, { input: { businessName: 'Tax Tea', gstHstNumber: '12345678RT0001' } }, token);
    expect(bad.errors?.[0]).toMatchObject({ message: 'A GST/HST number is 9 digits, RT and 4 digits, e.g. 123456789RT0001.', extensions: { code: 'BAD_USER_INPUT' } });
    const badQst = await app.gql(UPDATE, { input: { businessName: 'Tax Tea', qstNumber: '1234567890RT0001' } }, token);
    expect(badQst.errors?.[0].message).toBe('A QST number is 10 digits, TQ and 4 digits, e.g. 1234567890TQ0001.');
    const saved = await app.gql(UPDATE, { input: { businessName: 'Tax Tea', legalName: 'Tax Tea Inc.', gstHstNumber: '123456789 rt 0001', qstNumber: '1234567890TQ0001' } }, token);
    expect(saved.data.updateMyShop.vendor).toEqual({ legalName: 'Tax Tea Inc.', gstHstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
    const kept = await app.gql(UPDATE, { input: { businessName: 'Tax Tea' } }, token);
    expect(kept.data.updateMyShop.vendor).toEqual({ legalName: 'Tax Tea Inc.', gstHstNumber: '123456789RT0001', qstNumber: '1234567890TQ0001' });
    const cleared = await app.gql(UPDATE, { input: { businessName: 'Tax Tea', gstHstNumber: '', qstNumber: null } }, token);
    expect(cleared.data.updateMyShop.vendor).toMatchObject({ gstHstNumber: null, qstNumber: null });
  });

  it('reports a shop\'s and the marketplace\'s tax by month and jurisdiction, netting refunds', async () => {
    now = new Date();
    const { a, customer } = await twoShopCart();
    const res = await checkout(customer.token, 3832, { province: 'QC', postalCode: 'H2X 1Y4' });
    expect(res.errors).toBeUndefined();
    const [{ user_id }] = await sql().execute(`select user_id from vendors where id = ?`, [a.vendorId]);
    const vendorToken = app.tokenFor(user_id);
    const REPORT = `query { vendorTaxReport(months: 1) { month jurisdiction orders taxableSalesCents gstCents hstCents qstCents totalTaxCents collectedByShopsCents collectedByMainstreetCents } }`;
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);
    const placed = { month, jurisdiction: 'QC', orders: 1, taxableSalesCents: 1000, gstCents: 50, hstCents: 0, qstCents: 100, totalTaxCents: 150, collectedByShopsCents: 0, collectedByMainstreetCents: 150 };
    expect((await app.gql(REPORT, {}, vendorToken)).data.vendorTaxReport).toEqual([placed]);

    // Cancelled: refunded in full, so the month nets to nothing taxed (the order still counts as placed).
    const orderA = res.data.checkout.orders.find((order: { vendor: { id: string } }) => order.vendor.id === a.vendorId);
    const [{ id: orderId }] = await sql().execute(`select id from orders where payment_id = ? and vendor_id = ?`, [res.data.checkout.paymentId, a.vendorId]);
    expect(orderA).toBeTruthy();
    const cancel = await app.gql(`mutation($id: ID!) { updateOrderStatus(id: $id, status: Cancelled) { id } }`, { id: orderId }, vendorToken);
    expect(cancel.errors).toBeUndefined();
    await eventually(async () => (await sql().execute(`select 1 from refund_outbox where order_id = ? and status = 'succeeded'`, [orderId])).length > 0 || null, 10_000, 'the refund');
    expect((await app.gql(REPORT, {}, vendorToken)).data.vendorTaxReport).toEqual([
      { ...placed, taxableSalesCents: 0, gstCents: 0, qstCents: 0, totalTaxCents: 0, collectedByMainstreetCents: 0 },
    ]);

    const [adminId] = [randomUUID()];
    await sql().execute(`insert into users (id, username, name, email, role, password_hash) values (?, ?, 'Tax Admin', ?, 'Admin', 'x')`, [adminId, `admin-${adminId.slice(0, 8)}`, `admin-${adminId.slice(0, 8)}@example.com`]);
    const admin = await app.gql(`query { adminTaxReport(months: 1) { month jurisdiction orders taxableSalesCents } }`, {}, app.tokenFor(adminId));
    const quebec = admin.data.adminTaxReport.find((row: { jurisdiction: string }) => row.jurisdiction === 'QC');
    expect(quebec.month).toBe(month);
    expect(quebec.orders).toBeGreaterThanOrEqual(2);
    expect(quebec.taxableSalesCents).toBeGreaterThan(0);
  });

  it('lets an admin add a future rate (audited), which applies from its date, and never one in force already', async () => {
    const adminId = randomUUID();
    await sql().execute(`insert into users (id, username, name, email, role, password_hash) values (?, ?, 'Rate Admin', ?, 'Admin', 'x')`, [adminId, `rates-${adminId.slice(0, 8)}`, `rates-${adminId.slice(0, 8)}@example.com`]);
    const token = app.tokenFor(adminId);
    const ADD_RATE = `mutation AddTaxRate($input: TaxRateInput!) { addTaxRate(input: $input) { province tax rate effectiveFrom inForce } }`;
    now = new Date('2030-06-15T16:00:00Z');
    const audits = async () => Number((await sql().execute(`select count(*) as n from audit_log where action = 'tax_rate.add'`))[0].n);

    const past = await app.gql(ADD_RATE, { input: { province: 'NS', tax: 'HST', rate: 13, effectiveFrom: '2030-06-15' } }, token);
    expect(past.errors?.[0]).toMatchObject({ message: 'A new rate must take effect after today: rates already in force are never changed.', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await audits()).toBe(0);

    const added = await app.gql(ADD_RATE, { input: { province: 'NS', tax: 'HST', rate: 13, effectiveFrom: '2030-07-01' } }, token);
    expect(added.data.addTaxRate).toEqual({ province: 'NS', tax: 'HST', rate: 13, effectiveFrom: '2030-07-01', inForce: false });
    expect(await audits()).toBe(1);
    const rates = (await app.gql(`query { taxRates { province tax rate effectiveFrom inForce } }`, {}, token)).data.taxRates.filter((r: { province: string }) => r.province === 'NS');
    expect(rates).toEqual([
      { province: 'NS', tax: 'HST', rate: 13, effectiveFrom: '2030-07-01', inForce: false },
      { province: 'NS', tax: 'HST', rate: 14, effectiveFrom: '2025-04-01', inForce: true },
      { province: 'NS', tax: 'HST', rate: 15, effectiveFrom: '2010-07-01', inForce: false },
    ]);

    const { customer } = await twoShopCart();
    const cart = async () => (await app.gql(CART, { province: 'NS' }, customer.token)).data.cart.taxes.map((tax: { label: string }) => tax.label);
    expect(await cart()).toEqual(['HST 14%']);
    now = new Date('2030-07-01T16:00:00Z');
    expect(await cart()).toEqual(['HST 13%']);
    // History stays: the table refuses any change to a rate.
    await expect(sql().execute(`update tax_rates set rate_ppm = 1 where province = 'NS'`)).rejects.toThrow(/append-only/);
    now = new Date();
  });

  it('answers the estimate for ?province= and takes customerInfo.province over REST, with taxes in dollars and percent', async () => {
    now = new Date();
    const { customer } = await twoShopCart();
    const cart = await rest(app, 'get', '/cart?province=qc', { token: customer.token });
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ subtotal: 33.33, tax: 4.99, total: 38.32, province: 'QC', taxes: [{ name: 'GST', rate: 5, amount: 1.67 }, { name: 'QST', rate: 9.975, amount: 3.32 }] });
    expect((await rest(app, 'get', '/cart', { token: customer.token })).body).toMatchObject({ province: 'ON', total: 37.66 });
    const bad = await rest(app, 'get', '/cart?province=ZZ', { token: customer.token });
    expect(bad).toMatchObject({ status: 400, body: { message: 'province must be a two-letter province or territory code, e.g. QC.' } });

    const info = { name: 'Camille Roy', email: 'camille@example.com', phone: '514-555-0101', address: '200 Rue Sainte-Catherine', postalCode: 'H2X 1Y4' };
    const mismatch = await rest(app, 'post', '/checkout', { token: customer.token, body: { sourceId: 'pm_card_visa', amount: 38.32, customerInfo: { ...info, province: 'ON' } } });
    expect(mismatch).toMatchObject({ status: 400, body: { message: 'The postal code H2X 1Y4 is not in Ontario. Please check the province or the postal code.' } });
    const paid = await rest(app, 'post', '/checkout', { token: customer.token, body: { sourceId: 'pm_card_visa', amount: 38.32, customerInfo: { ...info, province: 'QC' } } });
    expect(paid.status).toBe(200);
    const taxes = paid.body.orders.map((order: { customerInfo: { province: string }; taxes: unknown[] }) => [order.customerInfo.province, order.taxes]);
    expect(taxes).toEqual(
      expect.arrayContaining([
        ['QC', [{ name: 'GST', rate: 5, amount: 0.5 }, { name: 'QST', rate: 9.975, amount: 1 }]],
        ['QC', [{ name: 'GST', rate: 5, amount: 1.17 }, { name: 'QST', rate: 9.975, amount: 2.32 }]],
      ]),
    );
  });
});
