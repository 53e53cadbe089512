import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomers, createShop, SHIPPING } from './commerce-fixtures';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from './test-app';
import { subscribe } from './ws-client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}


/** A real API process (the same entry point as `pnpm start`, run from source). */
function startApiProcess(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const apiRoot = path.resolve(__dirname, '..');
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL, PORT: '0', JWT_SECRET: TEST_JWT_SECRET, SEED_DEMO_DATA: 'false', NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API process did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, baseUrl: match[1] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}:\n${output}`)));
  });
}

describe('notifications across API processes (Redis pub/sub)', () => {
  let app: TestApp;
  let hasRedis = false;
  const processes: ChildProcess[] = [];
  beforeAll(async () => {
    // Redis is optional on a user's machine; CI machines run it, so there a missing Redis fails.
    hasRedis = await redisAvailable();
    if (!hasRedis && process.env.CI) throw new Error(`Redis is required in CI for the fan-out test (${REDIS_URL}).`);
    app = await startTestApp();
  });
  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await app.close();
  });

  it('delivers an order placed through process A to the vendor subscribed on process B', async (context) => {
    if (!hasRedis) {
      console.warn(`Skipping the two-process fan-out test: no Redis at ${REDIS_URL}.`);
      return context.skip();
    }
    const [a, b] = await Promise.all([startApiProcess(app.databaseUrl), startApiProcess(app.databaseUrl)]);
    processes.push(a.child, b.child);
    const shop = await createShop(app, [{ name: 'Fan-out Fudge', priceCents: 800, stock: 10 }]);
    const [{ user_id }] = await app.orm.em.fork().execute(`select user_id from vendors where id = ?`, [shop.vendorId]);
    const sub = subscribe(b.baseUrl, app.tokenFor(user_id), `subscription { vendorNotifications { message orderId } }`);
    await sub.ready;
    await new Promise((resolve) => setTimeout(resolve, 300)); // the Redis subscription is set up asynchronously

    const [customer] = await createCustomers(app, 1);
    const post = (query: string, variables: object) =>
      fetch(`${a.baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` },
        body: JSON.stringify({ query, variables }),
      }).then((res) => res.json() as Promise<any>);
    const added = await post(`mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { totalCents } }`, { p: shop.productIds[0] });
    const paid = await post(`mutation($i: CheckoutInput!) { checkout(input: $i) { orders { id } } }`, {
      i: { idempotencyKey: randomUUID(), paymentMethodId: 'pm_card_visa', expectedTotalCents: added.data.addToCart.totalCents, shipping: SHIPPING },
    });
    const [event] = await sub.waitFor(1, 10_000);
    expect(event.data.vendorNotifications.orderId).toBe(paid.data.checkout.orders[0].id);
    await sub.close();
  }, 120_000);
});
