import type { CartFieldsFragment } from '../../gql/graphql';

export type TestCartLine = CartFieldsFragment['items'][number];
export type TestCartProduct = TestCartLine['product'];

export function testProduct(overrides: Partial<TestCartProduct> & { id: string; name: string }): TestCartProduct {
  return {
    __typename: 'Product',
    price: 10,
    image: null,
    stock: 10,
    vendor: { __typename: 'Vendor', id: 'v1', businessName: 'County Cheese Co.' },
    ...overrides,
  };
}

/**
 * A cart as the API would return it. Totals and line limits are computed here only to make
 * consistent test data; the page shows whatever the API sends.
 */
export function testCart(
  lines: Array<{ product: TestCartProduct; quantity: number; maxQuantity?: number }>,
): CartFieldsFragment {
  const subtotalCents = lines.reduce((sum, line) => sum + Math.round(line.product.price * 100) * line.quantity, 0);
  const taxCents = Math.round(subtotalCents * 0.13);
  return {
    __typename: 'Cart',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotalCents / 100,
    tax: taxCents / 100,
    total: (subtotalCents + taxCents) / 100,
    totalCents: subtotalCents + taxCents,
    taxProvince: 'ON',
    taxes: [{ __typename: 'TaxLine', label: 'HST 13%', amount: taxCents / 100 }],
    items: lines.map((line) => ({
      __typename: 'CartLine',
      quantity: line.quantity,
      // The API's limit for a line: its stock, at most 99 (CartLine.maxQuantity).
      maxQuantity: line.maxQuantity ?? Math.max(0, Math.min(line.product.stock, 99)),
      lineTotal: (Math.round(line.product.price * 100) * line.quantity) / 100,
      product: line.product,
    })),
  };
}

/** A GraphQL error answer with the API's error code. */
export function graphQLError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}
