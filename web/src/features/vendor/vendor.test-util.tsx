import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { getMainDefinition } from '@apollo/client/utilities';
import { createTestClient, type MockResponder, type RecordedOperation } from '../../app/testing.utils';
import type { NotificationFieldsFragment, OrderStatus, VendorOrderFieldsFragment, VendorProductFieldsFragment } from '../../gql/graphql';

/**
 * The app's test client (every query and mutation recorded and answered by `respond`) with
 * subscriptions routed to a MockSubscriptionLink, so a test can push events.
 */
export function createVendorTestClient(respond: MockResponder) {
  const { client: base, operations } = createTestClient(respond);
  const subscriptions = new MockSubscriptionLink();
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    subscriptions,
    base.link,
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return { client, operations, subscriptions };
}

export const sent = (operations: RecordedOperation[], name: string) =>
  operations.filter((operation) => operation.operationName === name);

export function testNotification(overrides: Partial<NotificationFieldsFragment> & { id: string }): NotificationFieldsFragment {
  return {
    __typename: 'Notification',
    message: 'New order #ABC123: 1 item, $10.00',
    orderId: 'o1',
    // Raised before notifications kept their figures: shown as the API wrote them.
    itemCount: null,
    totalCents: null,
    createdAt: '2025-03-04T15:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

export function testVendorProduct(overrides: Partial<VendorProductFieldsFragment> & { id: string; name: string }): VendorProductFieldsFragment {
  const priceCents = overrides.priceCents ?? 1250;
  return {
    __typename: 'Product',
    category: 'Bakery',
    description: null,
    nameFr: null,
    descriptionFr: null,
    price: priceCents / 100,
    priceCents,
    stock: 10,
    image: null,
    images: [],
    ...overrides,
  };
}

/** What the API answers for `Order.nextStatuses` in each status (test data: the page itself keeps no such table). */
const API_NEXT_STATUSES: Record<OrderStatus, OrderStatus[]> = {
  // A checkout's reservation: never shown to a shop, and nobody's to move.
  AwaitingPayment: [],
  PaymentFailed: [],
  Pending: ['Processing', 'Shipped', 'Cancelled'],
  Processing: ['Shipped', 'Cancelled'],
  Shipped: ['Delivered', 'Cancelled'],
  Delivered: [],
  Cancelled: [],
};

/** An order as the API sends it; its nextStatuses follow its status unless given. */
export function testVendorOrder(overrides: Partial<VendorOrderFieldsFragment> & { id: string }): VendorOrderFieldsFragment {
  const status = overrides.status ?? 'Pending';
  return {
    __typename: 'Order',
    shortNumber: overrides.id.slice(-6),
    createdAt: '2025-03-04T15:00:00.000Z',
    status,
    refundStatus: null,
    nextStatuses: API_NEXT_STATUSES[status],
    customerName: 'Alice Martin',
    total: 28.25,
    customerInfo: {
      __typename: 'CustomerInfo',
      fullName: 'Alice Martin',
      address: '27 Elm Grove Ave, Toronto, ON',
      postalCode: 'M6K 2H9',
      phone: '416-555-0123',
      email: 'alice@mainstreet.test',
    },
    items: [
      {
        __typename: 'OrderLine',
        productId: 'p1',
        productName: 'Country Sourdough Loaf',
        quantity: 2,
        unitPrice: 12.5,
        lineTotal: 25,
      },
    ],
    ...overrides,
  };
}

export function graphQLError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}
