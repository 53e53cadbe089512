import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING } from '../../../test/commerce-fixtures';
import { createAppPubSub } from '../../common/pubsub';
import { login, startTestApp, type TestApp } from '../../../test/test-app';
import { subscribe } from '../../../test/ws-client';

const SUBSCRIPTION = `subscription OnVendorNotification { vendorNotifications { id message orderId itemCount totalCents createdAt } }`;
const ADD = `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { totalCents } }`;
const CHECKOUT = `mutation Checkout($input: CheckoutInput!) { checkout(input: $input) { orders { id vendor { id } } } }`;
const NOTIFICATIONS = `query ListNotifications { myNotifications(first: 50) { id message readAt orderId itemCount totalCents } unreadNotificationCount }`;
const MARK_READ = `mutation MarkNotificationsRead($ids: [ID!]) { markNotificationsRead(ids: $ids) }`;

let app: TestApp;
// The app's own in-process pub/sub, handed in so a test can raise events directly.
const pubSubHandle = createAppPubSub();
beforeAll(async () => {
  app = await startTestApp({ seed: true, pubSub: pubSubHandle });
});
afterAll(() => app.close());

/** A shop whose owner can sign in with a token, and a product in it. */
async function shopWithOwner(name: string) {
  const shop = await createShop(app, [{ name, priceCents: 1000, stock: 50 }]);
  const [{ user_id }] = await app.orm.em.fork().execute(`select user_id from vendors where id = ?`, [shop.vendorId]);
  return { ...shop, token: app.tokenFor(user_id) };
}

async function buy(productIds: string[]) {
  const [customer] = await createCustomers(app, 1);
  let totalCents = 0;
  for (const productId of productIds) totalCents = (await app.gql(ADD, { productId, quantity: 1 }, customer.token)).data.addToCart.totalCents;
  const res = await app.gql(CHECKOUT, { input: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: totalCents, shipping: SHIPPING } }, customer.token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.checkout.orders as { id: string; vendor: { id: string } }[];
}

describe('vendor notifications', () => {
  it("pushes a new order to that shop's subscribers only, after the order is committed", async () => {
    const a = await shopWithOwner('Notified Nougat');
    const b = await shopWithOwner('Quiet Quiche');
    const subA = subscribe(app.baseUrl, a.token, SUBSCRIPTION);
    const subB = subscribe(app.baseUrl, b.token, SUBSCRIPTION);
    await Promise.all([subA.ready, subB.ready]);
    await new Promise((resolve) => setTimeout(resolve, 100)); // let both subscriptions register

    const orders = await buy([a.productIds[0]]);
    const [event] = await subA.waitFor(1);
    // The units and the total beside the English message: a client words it in its own language.
    expect(event.data.vendorNotifications).toMatchObject({ orderId: orders[0].id, itemCount: 1, totalCents: 1130, message: expect.stringMatching(/^New order #[0-9A-F]{6}: 1 item, \$11\.30$/) });
    // The pushed order is already readable: published after commit.
    const [{ n }] = await app.orm.em.fork().execute(`select count(*) as n from orders where id = ?`, [orders[0].id]);
    expect(Number(n)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(subB.events).toEqual([]);
    await Promise.all([subA.close(), subB.close()]);
  });

  it('gives each subscription of a shop the fields it asked for', async () => {
    // One execution is shared by identical subscriptions of a user (shared-subscribe.ts); different
    // documents must not share it.
    const shop = await shopWithOwner('Shared Shortbread');
    const ids = subscribe(app.baseUrl, shop.token, `subscription { vendorNotifications { id } }`);
    const messages = subscribe(app.baseUrl, shop.token, `subscription { vendorNotifications { message orderId } }`);
    const again = subscribe(app.baseUrl, shop.token, `subscription { vendorNotifications { message orderId } }`);
    await Promise.all([ids.ready, messages.ready, again.ready]);
    await new Promise((resolve) => setTimeout(resolve, 100)); // let the subscriptions register

    const [order] = await buy([shop.productIds[0]]);
    const [idEvent] = await ids.waitFor(1);
    const [messageEvent] = await messages.waitFor(1);
    const [againEvent] = await again.waitFor(1);
    expect(Object.keys(idEvent.data.vendorNotifications)).toEqual(['id']);
    expect(messageEvent.data.vendorNotifications).toEqual({ message: expect.stringMatching(/^New order #/), orderId: order.id });
    expect(againEvent).toEqual(messageEvent);
    await Promise.all([ids.close(), messages.close(), again.close()]);
  });

  it('delivers events raised together to every subscriber once, in order', async () => {
    // The first event is pushed while its shared result is still being computed; the next ones queue behind it.
    const shop = await shopWithOwner('Ordered Oatcakes');
    const query = `subscription { vendorNotifications { message } }`;
    const subs = [subscribe(app.baseUrl, shop.token, query), subscribe(app.baseUrl, shop.token, query)];
    await Promise.all(subs.map((sub) => sub.ready));
    await new Promise((resolve) => setTimeout(resolve, 100)); // let the subscriptions register

    const messages = ['First', 'Second', 'Third'];
    for (const message of messages) {
      pubSubHandle.pubSub.publish('VENDOR_NOTIFICATION', shop.vendorId, { id: randomUUID(), vendorId: shop.vendorId, orderId: null, message, createdAt: new Date().toISOString() });
    }
    for (const sub of subs) expect((await sub.waitFor(3)).map((event) => event.data.vendorNotifications.message)).toEqual(messages);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(subs.map((sub) => sub.events.length)).toEqual([3, 3]);
    await Promise.all(subs.map((sub) => sub.close()));
  });

  it('refuses guests and customers', async () => {
    const guest = subscribe(app.baseUrl, null, SUBSCRIPTION);
    const customer = subscribe(app.baseUrl, await login(app, 'alice@mainstreet.test'), SUBSCRIPTION);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(guest.events[0]?.errors?.[0]?.extensions?.code ?? guest.errors[0]?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(customer.events[0]?.errors?.[0]?.extensions?.code ?? customer.errors[0]?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await Promise.all([guest.close(), customer.close()]);
  });

  it('stores notifications, counts unread ones, and marks only the caller\'s own read', async () => {
    const a = await shopWithOwner('Stored Strudel');
    const b = await shopWithOwner('Other Oatcakes');
    await buy([a.productIds[0], b.productIds[0]]);
    await buy([a.productIds[0]]);
    const listA = (await app.gql(NOTIFICATIONS, {}, a.token)).data;
    expect(listA.myNotifications).toHaveLength(2);
    for (const stored of listA.myNotifications) expect(stored).toMatchObject({ itemCount: 1, totalCents: expect.any(Number) });
    expect(listA.unreadNotificationCount).toBe(2);
    const idOfB = (await app.gql(NOTIFICATIONS, {}, b.token)).data.myNotifications[0].id;

    // Another shop's id changes nothing.
    expect((await app.gql(MARK_READ, { ids: [idOfB] }, a.token)).data.markNotificationsRead).toBe(0);
    expect((await app.gql(NOTIFICATIONS, {}, b.token)).data.unreadNotificationCount).toBe(1);
    expect((await app.gql(MARK_READ, { ids: [listA.myNotifications[0].id] }, a.token)).data.markNotificationsRead).toBe(1);
    expect((await app.gql(NOTIFICATIONS, {}, a.token)).data.unreadNotificationCount).toBe(1);
    expect((await app.gql(MARK_READ, {}, a.token)).data.markNotificationsRead).toBe(1);
    expect((await app.gql(NOTIFICATIONS, {}, a.token)).data.unreadNotificationCount).toBe(0);
    expect((await app.gql(NOTIFICATIONS, {}, await login(app, 'alice@mainstreet.test'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
