import { randomBytes } from 'node:crypto';

type Answer = [number, unknown];

/** Connect's side of the fake Stripe server: accounts, account links, transfers, reversals, payouts. */
export interface FakeConnect {
  /** Accounts by id, as the fake keeps them (charges_enabled, payouts_enabled, requirements ...). */
  accounts: Map<string, Record<string, any>>;
  /** Every transfer the fake made (an idempotent replay makes none), oldest first, with its reversals. */
  transfers: Record<string, any>[];
  /** Payouts made on connected accounts, oldest first. */
  payouts: Record<string, any>[];
  /** As if the vendor finished Stripe's hosted onboarding: the account may take charges and pay out. */
  completeOnboarding(accountId: string): Record<string, any>;
  /**
   * Holds the next request to `path` (e.g. '/v1/transfers') until released: `reached` resolves when it
   * arrives. Tests use it to act while a request is at Stripe.
   */
  hold(path: string): { reached: Promise<void>; release: () => void };
  /** Milliseconds every request to a path takes (e.g. '/v1/transfers'), like a slow network; cleared by reset. */
  latency: Map<string, number>;
  /** Waits for a hold on this path, if any, and its latency (the server calls it before answering). */
  waitIfHeld(path: string): Promise<void>;
  /** Answers a Connect request, or undefined when the path is not Connect's. */
  route(method: string, path: string, body: Record<string, any>, headers: { stripeAccount?: string }): Answer | undefined;
  reset(): void;
}

const id = () => randomBytes(12).toString('hex');
const now = () => Math.floor(Date.now() / 1000);
const invalid = (message: string, extra: Record<string, unknown> = {}): Answer => [400, { error: { type: 'invalid_request_error', message, ...extra } }];
const missing = (kind: string, value: string): Answer => [
  404,
  { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${value}'` } },
];

/** `intents` is the fake's PaymentIntents, for source_transaction (a charge of one of them). */
export function createFakeConnect(intents: Map<string, Record<string, any>>): FakeConnect {
  const accounts = new Map<string, Record<string, any>>();
  const transfers: Record<string, any>[] = [];
  const payouts: Record<string, any>[] = [];
  const holds = new Map<string, { reached: () => void; released: Promise<void> }>();
  const latency = new Map<string, number>();

  const transferOf = (transferId: string) => transfers.find((transfer) => transfer.id === transferId);
  const chargeOf = (chargeId: string) => [...intents.values()].find((intent) => intent.latest_charge === chargeId);

  const connect: FakeConnect = {
    accounts,
    transfers,
    payouts,
    latency,
    completeOnboarding(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`no fake account ${accountId}`);
      Object.assign(account, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
        capabilities: { card_payments: 'active', transfers: 'active' },
      });
      return account;
    },
    hold(path) {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(path, { reached, released });
      return { reached: reachedPromise, release };
    },
    async waitIfHeld(path) {
      const delay = latency.get(path);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const hold = holds.get(path);
      if (!hold) return;
      holds.delete(path);
      hold.reached();
      await hold.released;
    },
    reset() {
      holds.clear();
      latency.clear();
    },
    route(method, path, body, headers) {
      if (method === 'POST' && path === '/v1/accounts') return createAccount(body);
      let match = /^\/v1\/accounts\/([^/]+)$/.exec(path);
      if (method === 'GET' && match) return accounts.has(match[1]) ? [200, accounts.get(match[1])] : missing('account', match[1]);
      if (method === 'POST' && path === '/v1/account_links') return createAccountLink(body);
      if (method === 'POST' && path === '/v1/transfers') return createTransfer(body);
      match = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
      if (method === 'POST' && match) return createReversal(match[1], body);
      match = /^\/v1\/transfers\/([^/]+)$/.exec(path);
      if (method === 'GET' && match) return transferOf(match[1]) ? [200, transferOf(match[1])] : missing('transfer', match[1]);
      if (method === 'POST' && path === '/v1/payouts') return createPayout(body, headers.stripeAccount);
      return undefined;
    },
  };

  function createAccount(body: Record<string, any>): Answer {
    if (body.type !== 'express') return invalid('This fake makes Express accounts only.');
    const account = {
      id: `acct_${id()}`,
      object: 'account',
      type: 'express',
      country: body.country,
      email: body.email ?? null,
      business_profile: body.business_profile ?? {},
      metadata: body.metadata ?? {},
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: { currently_due: ['business_type', 'external_account', 'tos_acceptance.date'], eventually_due: [], past_due: [], disabled_reason: 'requirements.past_due' },
      capabilities: { card_payments: 'inactive', transfers: 'inactive' },
      created: now(),
    };
    accounts.set(account.id, account);
    return [200, account];
  }

  function createAccountLink(body: Record<string, any>): Answer {
    if (!accounts.has(body.account)) return missing('account', body.account);
    if (body.type !== 'account_onboarding' || !body.return_url || !body.refresh_url) return invalid('type, return_url and refresh_url are required.');
    return [200, { object: 'account_link', created: now(), expires_at: now() + 300, url: `https://connect.stripe.test/setup/e/${body.account}/${id()}` }];
  }

  function createTransfer(body: Record<string, any>): Answer {
    const amount = Number(body.amount);
    const destination = accounts.get(body.destination);
    if (!destination) return missing('destination', body.destination);
    if (!destination.payouts_enabled) {
      return invalid("Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments", { code: 'insufficient_capabilities_for_transfer' });
    }
    if (!Number.isInteger(amount) || amount < 1) return invalid('Invalid positive integer', { param: 'amount' });
    if (body.source_transaction) {
      const intent = chargeOf(body.source_transaction);
      if (!intent) return missing('charge', body.source_transaction);
      // Like Stripe, the transfers from one charge never add up to more than it.
      const transferred = transfers.filter((t) => t.source_transaction === body.source_transaction).reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
      if (intent.status !== 'succeeded' || transferred + amount > intent.amount - intent.amount_refunded) {
        return invalid('Insufficient funds in the source transaction for this transfer.', { code: 'balance_insufficient' });
      }
    }
    const transfer = {
      id: `tr_${id()}`,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      currency: body.currency,
      destination: body.destination,
      transfer_group: body.transfer_group ?? null,
      source_transaction: body.source_transaction ?? null,
      metadata: body.metadata ?? {},
      reversed: false,
      reversals: { object: 'list', data: [] as Record<string, any>[], has_more: false, url: '' },
      created: now(),
    };
    transfers.push(transfer);
    return [200, transfer];
  }

  function createReversal(transferId: string, body: Record<string, any>): Answer {
    const transfer = transferOf(transferId);
    if (!transfer) return missing('transfer', transferId);
    const amount = body.amount === undefined ? transfer.amount - transfer.amount_reversed : Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > transfer.amount - transfer.amount_reversed) {
      return invalid('Transfer reversal amount is greater than the amount that can be reversed.', { code: 'amount_too_large' });
    }
    const reversal = { id: `trr_${id()}`, object: 'transfer_reversal', amount, currency: transfer.currency, transfer: transfer.id, metadata: body.metadata ?? {}, created: now() };
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed === transfer.amount;
    transfer.reversals.data.unshift(reversal);
    return [200, reversal];
  }

  function createPayout(body: Record<string, any>, stripeAccount?: string): Answer {
    if (!stripeAccount || !accounts.has(stripeAccount)) return invalid('Payouts are made on a connected account (Stripe-Account header).');
    const payout = {
      id: `po_${id()}`,
      object: 'payout',
      amount: Number(body.amount),
      currency: body.currency ?? 'cad',
      status: 'paid',
      arrival_date: now(),
      failure_code: null,
      failure_message: null,
      destination: `ba_${id()}`,
      created: now(),
      account: stripeAccount,
    };
    payouts.push(payout);
    return [200, payout];
  }

  return connect;
}
