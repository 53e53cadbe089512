import { integer, number, object, RestInputError, text, type JsonSchema, type RestInput, type RestRoute } from './rest-route';
import { cents } from './rest.shapes';

/**
 * Payouts (Stripe Connect, commission, the ledger's balances) under /api, as GraphQL operations of
 * the public schema plus renaming: amounts in dollars, like the other REST paths.
 */

const STRING: JsonSchema = { type: 'string' };
const DOLLARS = (description: string): JsonSchema => ({ type: 'number', description: `${description} In dollars (CAD).` });
const TRANSFER_STATES = ['Waiting', 'Pending', 'Sending', 'Transferred', 'Failed', 'Cancelled', 'Reversing', 'Reversed', 'ReversalFailed'];
const TRANSFER_STATE: JsonSchema = { enum: TRANSFER_STATES, description: "Where the order's transfer to its shop stands (GraphQL TransferState)." };
const ACCOUNT_STATUS: JsonSchema = { enum: ['NotConnected', 'Onboarding', 'Restricted', 'Active'] };
const PAGE_QUERY = [
  { name: 'limit', description: 'Transfers per page, 1 to 100 (default 100).', schema: { type: 'integer', minimum: 1, maximum: 100 } },
  { name: 'after', description: 'The X-Next-Cursor header of the previous page.', schema: STRING },
];
const page = (input: RestInput) => ({ first: integer(input.query.limit, 'limit', false) ?? 100, after: text(input.query.after, 'after', false) });
const nextCursor = (connection: { pageInfo: { hasNextPage: boolean; endCursor: string | null } }): Record<string, string> =>
  connection.pageInfo.hasNextPage && connection.pageInfo.endCursor ? { 'X-Next-Cursor': connection.pageInfo.endCursor } : {};

const TRANSFER_PROPERTIES: Record<string, JsonSchema> = {
  orderId: STRING,
  total: DOLLARS('The order total, tax included.'),
  commission: DOLLARS("The platform's commission."),
  amount: DOLLARS('What the shop receives: total minus commission.'),
  status: TRANSFER_STATE,
};
const transfer = (node: { orderId: string; orderTotalCents: number; commissionCents: number; netCents: number; state: string }) => ({
  orderId: node.orderId,
  total: cents(node.orderTotalCents),
  commission: cents(node.commissionCents),
  amount: cents(node.netCents),
  status: node.state,
});
const TRANSFER_FIELDS = 'orderId orderTotalCents commissionCents netCents state';

export const PAYOUT_ROUTES: RestRoute[] = [
  {
    method: 'get',
    path: '/vendors/payouts',
    tag: 'Vendor',
    summary: "The caller's payouts: whether its payout account is connected, balances from the ledger, and the transfer of each paid order (newest first).",
    document: `query GetVendorPayouts($first: Int!, $after: String) {
      vendorPayouts {
        account { status testMode }
        balance { pendingCents transferredCents paidOutCents refundedCents }
        transfers(first: $first, after: $after) { nodes { ${TRANSFER_FIELDS} } pageInfo { hasNextPage endCursor } }
      }
    }`,
    variables: page,
    respond: ({ vendorPayouts: p }) => ({
      connected: p.account.status === 'Active',
      accountStatus: p.account.status,
      testMode: p.account.testMode,
      balance: {
        pending: cents(p.balance.pendingCents),
        transferred: cents(p.balance.transferredCents),
        paidOut: cents(p.balance.paidOutCents),
        refunded: cents(p.balance.refundedCents),
      },
      transfers: p.transfers.nodes.map(transfer),
    }),
    responseHeaders: (data) => nextCursor(data.vendorPayouts.transfers),
    query: PAGE_QUERY,
    response: object(
      {
        connected: { type: 'boolean', description: 'The payout account can receive transfers (accountStatus Active).' },
        accountStatus: ACCOUNT_STATUS,
        testMode: { type: 'boolean', description: 'No Stripe keys: Connect is simulated and no money moves.' },
        balance: object(
          {
            pending: DOLLARS('Paid by customers, held by the platform, not transferred yet (net of commission).'),
            transferred: DOLLARS("In the shop's payout account, not paid out yet."),
            paidOut: DOLLARS("Paid out to the shop's bank."),
            refunded: DOLLARS("Refunded to customers for the shop's cancelled orders."),
          },
          ['pending', 'transferred', 'paidOut'],
        ),
        transfers: { type: 'array', items: object(TRANSFER_PROPERTIES, ['orderId', 'amount', 'commission', 'status']) },
      },
      ['connected', 'balance', 'transfers'],
    ),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/vendors/payouts/onboarding',
    tag: 'Vendor',
    summary: "Set up payouts: creates the shop's Stripe Express account if needed and answers the URL of Stripe's hosted onboarding (in Test mode, complete at once).",
    document: `mutation StartPayoutOnboarding { startPayoutOnboarding { url testMode } }`,
    respond: (data) => data.startPayoutOnboarding,
    response: object({ url: { type: 'string', description: 'Open it in the browser.' }, testMode: { type: 'boolean' } }, ['url']),
    errors: [401, 403, 502],
  },
  {
    method: 'get',
    path: '/admin/payouts',
    tag: 'Admin',
    summary: "The marketplace's money: the commission rate, commission earned, shops' balances in total, and transfers newest first (optionally in one status).",
    document: `query GetAdminPayouts($state: TransferState, $first: Int!, $after: String) {
      commissionSettings { ratePercent }
      adminPayouts { commissionEarnedCents commissionThisMonthCents pendingCents transferredCents paidOutCents refundedCents }
      adminTransfers(state: $state, first: $first, after: $after) {
        nodes { id vendorId businessName lastError ${TRANSFER_FIELDS} }
        pageInfo { hasNextPage endCursor }
      }
    }`,
    variables: (input) => {
      const state = text(input.query.status, 'status', false);
      if (state !== undefined && !TRANSFER_STATES.includes(state)) throw new RestInputError(`status must be one of ${TRANSFER_STATES.join(', ')}.`);
      return { ...page(input), state };
    },
    respond: ({ commissionSettings, adminPayouts: o, adminTransfers }) => ({
      commissionRate: commissionSettings.ratePercent,
      commissionEarned: cents(o.commissionEarnedCents),
      commissionThisMonth: cents(o.commissionThisMonthCents),
      pending: cents(o.pendingCents),
      transferred: cents(o.transferredCents),
      paidOut: cents(o.paidOutCents),
      refunded: cents(o.refundedCents),
      transfers: adminTransfers.nodes.map((node: { id: string; vendorId: string; businessName: string; lastError: string | null } & Parameters<typeof transfer>[0]) => ({
        _id: node.id,
        ...transfer(node),
        shopId: node.vendorId,
        shopName: node.businessName,
        lastError: node.lastError,
      })),
    }),
    responseHeaders: (data) => nextCursor(data.adminTransfers),
    query: [{ name: 'status', description: 'Only transfers in this status.', schema: TRANSFER_STATE }, ...PAGE_QUERY],
    response: object(
      {
        commissionRate: { type: 'number', description: "The platform's commission rate, in percent of the order subtotal before tax." },
        commissionEarned: DOLLARS('Commission earned, all time (net of commission given back with refunds).'),
        commissionThisMonth: DOLLARS('Commission earned this calendar month (America/Toronto).'),
        pending: DOLLARS('Held for shops, not transferred yet.'),
        transferred: DOLLARS("In shops' payout accounts."),
        paidOut: DOLLARS("Paid out to shops' banks."),
        refunded: DOLLARS('Refunded to customers.'),
        transfers: {
          type: 'array',
          items: object({ _id: STRING, ...TRANSFER_PROPERTIES, shopId: STRING, shopName: STRING, lastError: { type: ['string', 'null'] } }, ['_id', 'orderId', 'amount', 'status']),
        },
      },
      ['commissionRate', 'commissionEarned', 'transfers'],
    ),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/admin/commission',
    tag: 'Admin',
    summary: "Set the platform's commission rate for orders placed from now on (percent of the order subtotal before tax, rounded half-up to the cent). Audited.",
    document: `mutation SetPlatformCommission($ratePercent: Float!) { setPlatformCommission(ratePercent: $ratePercent) { ratePercent effectiveFrom } }`,
    variables: ({ body }) => ({ ratePercent: number(body.rate, 'rate') }),
    respond: (data) => ({ rate: data.setPlatformCommission.ratePercent, effectiveFrom: data.setPlatformCommission.effectiveFrom }),
    body: object({ rate: { type: 'number', minimum: 0, maximum: 50, description: 'Percent, at most two decimals, e.g. 12.5.' } }, ['rate']),
    response: object({ rate: { type: 'number' }, effectiveFrom: { type: ['string', 'null'], format: 'date-time' } }, ['rate']),
    errors: [400, 401, 403],
  },
];
