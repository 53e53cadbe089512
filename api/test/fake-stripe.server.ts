import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { createFakeConnect, type FakeConnect } from './fake-stripe-connect';

/** What the fake does with a payment method id when a PaymentIntent is confirmed. */
export type FakeOutcome = 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled' | 'card_declined';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, with `a[b]=c` keys nested into objects (all values are strings). */
  body: Record<string, any>;
  idempotencyKey?: string;
  authorization?: string;
}

export interface FakeStripe {
  /** For `new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`. */
  port: number;
  requests: RecordedRequest[];
  /** Every refund the fake made (an idempotent replay makes none), oldest first. */
  refunds: { id: string; payment_intent: string; amount: number; metadata: Record<string, string> }[];
  /** Payment method id -> outcome; pm_card_visa, pm_card_chargeDeclined and pm_card_authenticationRequired are preset. */
  outcomes: Record<string, FakeOutcome>;
  /** Intents by id (amount, amount_refunded, status ...), as the fake keeps them. */
  intents: Map<string, Record<string, any>>;
  /**
   * Answer every request with this status (like an API outage) until cleared. These answers are not
   * stored under the idempotency key, as if the request never reached Stripe's API.
   */
  failWith: number | null;
  /** Connect: accounts, account links, transfers, reversals, payouts (fake-stripe-connect.ts). */
  connect: FakeConnect;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_OUTCOMES: Record<string, FakeOutcome> = {
  pm_card_visa: 'succeeded',
  pm_card_chargeDeclined: 'card_declined',
  pm_card_authenticationRequired: 'requires_action',
};

/** The card behind Stripe's test payment method ids, as `expand: ['payment_method']` shows it. */
const TEST_CARD_DETAILS: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_amex: { brand: 'amex', last4: '8431' },
};

/** The `expand` parameter as the SDK sends it (`expand[0]=...`, parsed into an object or array). */
function expandsOf(body: Record<string, any>): string[] {
  const expand = body.expand;
  return expand && typeof expand === 'object' ? Object.values(expand).map(String) : typeof expand === 'string' ? [expand] : [];
}

/** The intent as answered: its payment method in full when the request expanded it. */
function answerIntent(intent: Record<string, any>, expand: string[], prefix = ''): Record<string, any> {
  if (!expand.includes(`${prefix}payment_method`) || typeof intent.payment_method !== 'string') return intent;
  const card = TEST_CARD_DETAILS[intent.payment_method] ?? { brand: 'visa', last4: '4242' };
  return { ...intent, payment_method: { id: intent.payment_method, object: 'payment_method', type: 'card', card: { ...card, exp_month: 12, exp_year: 2034, funding: 'credit', country: 'CA' } } };
}

/**
 * A local stand-in for api.stripe.com (there is no stripe-mock here), good enough for the real
 * `stripe` SDK: POST /v1/payment_intents (confirmed on create), GET /v1/payment_intents/:id and
 * /v1/payment_intents/search (by metadata), POST /v1/refunds. Like Stripe, a
 * repeated Idempotency-Key replays the first answer, and reusing it with other parameters is an error.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const refunds: FakeStripe['refunds'] = [];
  const intents = new Map<string, Record<string, any>>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const connect = createFakeConnect(intents);
  const fake: FakeStripe = {
    connect,
    port: 0,
    requests,
    refunds,
    intents,
    outcomes: { ...DEFAULT_OUTCOMES },
    failWith: null,
    reset() {
      requests.length = 0;
      refunds.length = 0;
      fake.outcomes = { ...DEFAULT_OUTCOMES };
      fake.failWith = null;
      connect.reset();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    const idempotencyKey = header(req, 'idempotency-key');
    // GET parameters travel in the query string, the others in the form body.
    const body = req.method === 'GET' ? parseForm(url.search.slice(1)) : parseForm(raw);
    requests.push({ method: req.method ?? '', path, body, idempotencyKey, authorization: header(req, 'authorization') });
    await connect.waitIfHeld(path);

    const send = (status: number, body: unknown, extraHeaders: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${id()}`, ...extraHeaders });
      res.end(JSON.stringify(body));
    };

    if (fake.failWith !== null) {
      return send(fake.failWith, { error: { type: 'api_error', message: 'The fake Stripe API is down.' } });
    }
    const fingerprint = `${req.method} ${path} ${raw}`;
    if (idempotencyKey) {
      const stored = idempotent.get(idempotencyKey);
      if (stored && stored.fingerprint !== fingerprint) {
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      }
      if (stored) return send(stored.status, stored.body, { 'idempotent-replayed': 'true' });
    }

    const [status, answer] = connect.route(req.method ?? '', path, body, { stripeAccount: header(req, 'stripe-account') }) ?? route(req.method ?? '', path, body);
    if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, status, body: answer });
    send(status, answer);
  });

  function route(method: string, path: string, body: Record<string, any>): [number, unknown] {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(body);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(body);
    if (method === 'GET' && path === '/v1/payment_intents/search') return searchIntents(body);
    if (method === 'GET' && path === '/v1/refunds') return listRefunds(body);
    if (method === 'GET' && path.startsWith('/v1/payment_intents/')) return retrieveIntent(path.slice('/v1/payment_intents/'.length), expandsOf(body));
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } }];
  }

  function createIntent(body: Record<string, any>): [number, unknown] {
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      return [400, { error: { type: 'invalid_request_error', code: 'amount_too_small', param: 'amount', message: 'Amount must be at least $0.50 cad' } }];
    }
    const outcome = fake.outcomes[body.payment_method] ?? 'card_declined';
    const declined = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    const intent: Record<string, any> = {
      id: `pi_${id()}`,
      object: 'payment_intent',
      amount,
      amount_received: outcome === 'succeeded' ? amount : 0,
      amount_refunded: 0,
      currency: body.currency,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      client_secret: `pi_secret_${id()}`,
      created: Math.floor(Date.now() / 1000),
      description: body.description ?? null,
      metadata: body.metadata ?? {},
      payment_method: body.payment_method,
      last_payment_error: outcome === 'requires_payment_method' || outcome === 'card_declined' ? declined : null,
      latest_charge: outcome === 'succeeded' || outcome === 'processing' ? `ch_${id()}` : null,
      livemode: false,
      status: outcome === 'card_declined' ? 'requires_payment_method' : outcome,
    };
    intents.set(intent.id, intent);
    if (outcome === 'card_declined') return [402, { error: { ...declined, payment_intent: intent } }];
    return [200, answerIntent(intent, expandsOf(body))];
  }

  function retrieveIntent(intentId: string, expand: string[]): [number, unknown] {
    const intent = intents.get(intentId);
    if (!intent) {
      return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'intent', message: `No such payment_intent: '${intentId}'` } }];
    }
    return [200, answerIntent(intent, expand)];
  }

  /** Stripe's search, for the one query form we send: metadata['key']:'value'. */
  function searchIntents(body: Record<string, any>): [number, unknown] {
    const match = /^metadata\['([^']+)'\]:'([^']*)'$/.exec(String(body.query ?? ''));
    if (!match) return [400, { error: { type: 'invalid_request_error', message: `The fake cannot search for ${body.query}.` } }];
    const data = [...intents.values()]
      .filter((intent) => intent.metadata?.[match[1]] === match[2])
      .slice(0, Number(body.limit ?? 10))
      .map((intent) => answerIntent(intent, expandsOf(body), 'data.'));
    return [200, { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' }];
  }

  function listRefunds(body: Record<string, any>): [number, unknown] {
    const data = refunds.filter((refund) => !body.payment_intent || refund.payment_intent === body.payment_intent).map((refund) => ({ ...refund, object: 'refund', status: 'succeeded' }));
    return [200, { object: 'list', data, has_more: false, url: '/v1/refunds' }];
  }

  function createRefund(body: Record<string, any>): [number, unknown] {
    const intent = intents.get(body.payment_intent);
    if (!intent) {
      return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${body.payment_intent}'` } }];
    }
    const amount = body.amount === undefined ? intent.amount - intent.amount_refunded : Number(body.amount);
    // Like Stripe, the refunds of a charge never add up to more than it: a second refund of money
    // already returned is refused, so a test sees a double refund as an error.
    if (intent.status !== 'succeeded' || intent.amount_refunded >= intent.amount) {
      return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${intent.latest_charge} has already been refunded.` } }];
    }
    if (!Number.isInteger(amount) || amount < 1 || amount > intent.amount - intent.amount_refunded) {
      return [400, { error: { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: 'Refund amount is greater than unrefunded amount on charge.' } }];
    }
    intent.amount_refunded += amount;
    const refund = { id: `re_${id()}`, payment_intent: intent.id, amount, metadata: body.metadata ?? {} };
    refunds.push(refund);
    return [200, { ...refund, object: 'refund', currency: intent.currency, charge: intent.latest_charge, status: 'succeeded', created: Math.floor(Date.now() / 1000) }];
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  fake.port = (server.address() as { port: number }).port;
  return fake;
}

function id(): string {
  return randomBytes(12).toString('hex');
}

function header(req: http.IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** `metadata[orderId]=42&items[0][qty]=1` -> { metadata: { orderId: '42' }, items: { 0: { qty: '1' } } }. */
export function parseForm(raw: string): Record<string, any> {
  const result: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.replace(/\]/g, '').split('[');
    let target = result;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) target[part] = value;
      else target = target[part] ??= {};
    });
  }
  return result;
}
