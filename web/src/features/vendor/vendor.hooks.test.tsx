import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestClient, setSession, type MockResponder } from '../../app/testing.utils';
import type { OrderStatus } from '../../gql/graphql';
import { useMyProducts, useVendorDashboard, useVendorOrders } from './vendor.hooks';
import { ListMyProductsQuery } from './vendor.operations';
import { sent, testVendorOrder, testVendorProduct } from './vendor.test-util';

const rye = testVendorProduct({ id: 'p1', name: 'Rye Loaf' });
const bagel = testVendorProduct({ id: 'p2', name: 'Sesame Bagel' });
const connection = <T,>(typename: string, nodes: T[]) => ({
  __typename: typename,
  nodes,
  pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
});
const dashboard = {
  __typename: 'VendorDashboard',
  businessName: 'Crust & Crumb Bakery',
  totalProducts: 2,
  totalOrders: 0,
  totalRevenueCents: 0,
  revenueThisMonthCents: 0,
  revenueLastMonthCents: 0,
  revenueLastMonthToDateCents: 0,
  revenueGrowthPercent: null,
};

function setup(respond: MockResponder) {
  setSession({ token: 't', role: 'Vendor' });
  const { client, operations } = createTestClient((operation) => {
    if (operation.operationName === 'GetMyVendorId') {
      return { data: { me: { __typename: 'User', id: 'u1', vendor: { __typename: 'Vendor', id: 'v1' } } } };
    }
    if (operation.operationName === 'GetVendorDashboard') return { data: { vendorDashboard: dashboard } };
    return respond(operation);
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  return { client, operations, wrapper };
}

describe('useMyProducts', () => {
  it('takes a deleted product out of every cached list and reads the dashboard again', async () => {
    const { client, operations, wrapper } = setup((operation) =>
      operation.operationName === 'DeleteProduct'
        ? { data: { deleteProduct: true } }
        : { data: { myProducts: connection('ProductConnection', operation.variables.q ? [rye] : [rye, bagel]) } },
    );
    const { result } = renderHook(() => ({ all: useMyProducts(''), search: useMyProducts('rye'), dashboard: useVendorDashboard() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.search.products).toHaveLength(1));
    await waitFor(() => expect(result.current.dashboard.dashboard).toBeDefined());
    expect(result.current.all.vendorId).toBe('v1');

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.all.deleteProduct(rye);
    });

    expect(outcome).toEqual({ ok: true, value: undefined });
    const cachedNames = (q: string | null) =>
      client.readQuery({ query: ListMyProductsQuery, variables: { q, first: 20 } })?.myProducts.nodes.map((product) => product.name);
    expect(cachedNames(null)).toEqual(['Sesame Bagel']);
    expect(cachedNames('rye')).toEqual([]);
    expect(sent(operations, 'GetVendorDashboard')).toHaveLength(2);
  });

  it("resolves to the server's message or the spec's text when deleting fails, and keeps the product", async () => {
    let refusal: ReturnType<MockResponder> = { errors: [{ message: 'Product not found', extensions: { code: 'NOT_FOUND' } }] };
    const { client, wrapper } = setup((operation) =>
      operation.operationName === 'DeleteProduct' ? refusal : { data: { myProducts: connection('ProductConnection', [rye]) } },
    );
    const { result } = renderHook(() => useMyProducts(''), { wrapper });
    await waitFor(() => expect(result.current.products).toHaveLength(1));

    await act(async () => expect(await result.current.deleteProduct(rye)).toEqual({ ok: false, message: 'Product not found' }));
    refusal = { errors: [{ message: 'Connection terminated', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] };
    await act(async () => expect(await result.current.deleteProduct(rye)).toEqual({ ok: false, message: 'Failed to delete product.' }));
    expect(client.cache.extract()).toHaveProperty('Product:p1');
  });
});

describe('useVendorOrders', () => {
  /** The server's orders: o1 moves to whatever status the mutation asks. */
  function ordersServer() {
    let status: OrderStatus = 'Pending';
    return ((operation) => {
      if (operation.operationName === 'UpdateOrderStatus') {
        status = operation.variables.status as OrderStatus;
        return { data: { updateOrderStatus: testVendorOrder({ id: 'o1', status }) } };
      }
      const wanted = operation.variables.status;
      const orders = !wanted || wanted === status ? [testVendorOrder({ id: 'o1', status })] : [];
      return { data: { vendorOrders: connection('OrderConnection', orders) } };
    }) satisfies MockResponder;
  }

  it('reads a filtered list again after a move, so an order that left the status leaves the list', async () => {
    const { operations, wrapper } = setup(ordersServer());
    const { result } = renderHook(() => useVendorOrders('Pending'), { wrapper });
    await waitFor(() => expect(result.current.orders).toHaveLength(1));

    await act(() => result.current.move(result.current.orders![0], 'ship'));

    expect(result.current.orders).toEqual([]);
    expect(sent(operations, 'ListVendorOrders')).toHaveLength(2);
    expect(result.current.busyId).toBeNull();
  });

  it('updates the unfiltered list through the returned order, without reading it again', async () => {
    const { operations, wrapper } = setup(ordersServer());
    const { result } = renderHook(() => useVendorOrders(''), { wrapper });
    await waitFor(() => expect(result.current.orders).toHaveLength(1));

    await act(() => result.current.move(result.current.orders![0], 'cancel'));

    expect(result.current.orders?.map((order) => order.status)).toEqual(['Cancelled']);
    expect(sent(operations, 'ListVendorOrders')).toHaveLength(1);
    expect(sent(operations, 'UpdateOrderStatus')).toEqual([
      { operationName: 'UpdateOrderStatus', variables: { id: 'o1', status: 'Cancelled' } },
    ]);
  });

  it("puts the server's reason after the spec's text on the order that failed", async () => {
    const { wrapper } = setup((operation) =>
      operation.operationName === 'UpdateOrderStatus'
        ? { errors: [{ message: 'This order is already Cancelled.', extensions: { code: 'BAD_USER_INPUT' } }] }
        : { data: { vendorOrders: connection('OrderConnection', [testVendorOrder({ id: 'o1' }), testVendorOrder({ id: 'o2' })]) } },
    );
    const { result } = renderHook(() => useVendorOrders(''), { wrapper });
    await waitFor(() => expect(result.current.orders).toHaveLength(2));

    await act(() => result.current.move(result.current.orders![0], 'ship'));

    expect(result.current.errorOf('o1')).toBe('Failed to update order status. This order is already Cancelled.');
    expect(result.current.errorOf('o2')).toBeNull();
  });
});
