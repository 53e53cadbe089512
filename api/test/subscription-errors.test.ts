// Errors over WebSocket go through the same formatError as over HTTP: an internal failure while
// executing a vendorNotifications event is masked (generic message, INTERNAL_SERVER_ERROR and a
// requestId to find it in the log), and refusals keep their codes.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppPubSub, type PubSubHandle } from '../src/common/pubsub';
import { createCustomers, createShop } from './commerce-fixtures';
import { startTestApp, type TestApp } from './test-app';
import { subscribe } from './ws-client';
import { logger } from '../src/common/logger';

const NOTIFICATIONS = `subscription { vendorNotifications { id message createdAt } }`;
const INTERNAL = 'Something went wrong on our side. Please try again.';

let app: TestApp;
let pubSub: PubSubHandle;

beforeAll(async () => {
  pubSub = createAppPubSub();
  app = await startTestApp({ pubSub });
});

afterAll(async () => {
  await app?.close();
});

async function vendorToken(): Promise<{ vendorId: string; token: string }> {
  const { vendorId } = await createShop(app, []);
  const [{ user_id }] = await app.orm.em.fork().getConnection().execute(`select user_id from vendors where id = ?`, [vendorId]);
  return { vendorId, token: app.tokenFor(user_id) };
}

describe('subscription errors', () => {
  it('masks an internal error in an event like HTTP does', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { vendorId, token } = await vendorToken();
    const sub = subscribe(app.baseUrl, token, NOTIFICATIONS);
    await sub.ready;
    await new Promise((resolve) => setTimeout(resolve, 200)); // the subscribe message has been handled
    // An event that cannot be serialized: its date is invalid.
    pubSub.pubSub.publish('VENDOR_NOTIFICATION', vendorId, { id: 'n-1', vendorId, orderId: null, message: 'New order', createdAt: 'not a date' });
    const [event] = await sub.waitFor(1);
    expect(event.errors).toHaveLength(1);
    const [error] = event.errors;
    expect(error.message).toBe(INTERNAL);
    expect(error.extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR', messageId: 'INTERNAL', requestId: expect.any(String) });
    expect(JSON.stringify(event)).not.toMatch(/DateTime|Invalid|stacktrace/);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ requestId: error.extensions.requestId, err: expect.anything() }), 'internal error');
    await sub.close();
    logged.mockRestore();
  });

  it('keeps the code of a refusal and its message id, nothing more', async () => {
    const [customer] = await createCustomers(app, 1);
    const sub = subscribe(app.baseUrl, customer.token, NOTIFICATIONS);
    const [event] = await sub.waitFor(1);
    expect(event.errors.map((e: { extensions: unknown }) => e.extensions)).toEqual([{ code: 'FORBIDDEN', messageId: 'NO_PERMISSION' }]);
    await sub.close();
  });
});
