// The storefront's own operations (web/src/features/*/*.operations.ts), as the browser sends them.
// The baseline answers the same operations by name with the same JSON.

const COMMERCE_PRODUCT_FIELDS = `fragment CommerceProductFields on Product { id name price image stock vendor { id businessName } }`;
const CART_FIELDS = `fragment CartFields on Cart { itemCount subtotal tax total totalCents items { quantity lineTotal product { ...CommerceProductFields } } }`;
const VENDOR_ORDER_FIELDS = `fragment VendorOrderFields on Order { id shortNumber createdAt status customerName total items { productId productName quantity unitPrice lineTotal } }`;

export const OPERATIONS = {
  ListProducts: `query ListProducts($first: Int!, $after: String, $q: String, $category: String) {
  products(first: $first, after: $after, q: $q, category: $category) {
    nodes { id name price image stock vendor { id businessName } }
    pageInfo { endCursor hasNextPage }
  }
}`,
  // The products page's query (web/src/features/catalog/catalog.operations.ts ListProducts), named
  // apart so that the baseline knows it wants sort, filters and facets.
  SearchProducts: `query SearchProducts($first: Int!, $after: String, $q: String, $categories: [String!], $minPriceCents: Int, $maxPriceCents: Int, $shopIds: [ID!], $inStock: Boolean, $sort: ProductSort) {
  products(first: $first, after: $after, q: $q, categories: $categories, minPriceCents: $minPriceCents, maxPriceCents: $maxPriceCents, shopIds: $shopIds, inStock: $inStock, sort: $sort) {
    nodes { id name price image stock vendor { id businessName } }
    pageInfo { endCursor hasNextPage }
    facets { categories { value count } shops { id name count } approximate }
    didYouMean
    nearestCategories
  }
}`,
  // The navbar's and the hero's suggestions (web/src/components/catalog/SearchSuggestionsPopup.tsx).
  SearchSuggestions: `query SearchSuggestions($q: String!) {
  searchSuggestions(q: $q, limit: 6) { products { id name } shops { id businessName } }
}`,
  GetProduct: `query GetProduct($id: ID!) {
  product(id: $id) { id name description price stock category images image vendor { id businessName } }
}`,
  AddToCart: `mutation AddToCart($productId: ID!, $quantity: Int! = 1) {
  addToCart(productId: $productId, quantity: $quantity) { ...CartFields }
}
${CART_FIELDS}
${COMMERCE_PRODUCT_FIELDS}`,
  SubmitCheckout: `mutation SubmitCheckout($input: CheckoutInput!) {
  checkout(input: $input) {
    success message paymentId total totalCents
    orders { id shortNumber total vendor { id businessName } }
  }
}`,
  GetCart: `query GetCart { cart { ...CartFields } }
${CART_FIELDS}
${COMMERCE_PRODUCT_FIELDS}`,
  ListVendorOrders: `query ListVendorOrders($first: Int!, $after: String, $status: OrderStatus) {
  vendorOrders(first: $first, after: $after, status: $status) {
    nodes { ...VendorOrderFields }
    pageInfo { endCursor hasNextPage }
  }
}
${VENDOR_ORDER_FIELDS}`,
  UpdateOrderStatus: `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) {
  updateOrderStatus(id: $id, status: $status) { ...VendorOrderFields }
}
${VENDOR_ORDER_FIELDS}`,
  Login: `mutation Login($input: LoginInput!) { login(input: $input) { token role name } }`,
  LedgerIntegrity: `query LedgerIntegrity { ledgerIntegrity { ok journals entries problems { check count description } } }`,
  OnVendorNotification: `subscription OnVendorNotification { vendorNotifications { id message orderId createdAt readAt } }`,
};

export function body(operationName, variables = {}) {
  return JSON.stringify({ operationName, query: OPERATIONS[operationName], variables });
}

/** A GraphQL GET (cacheable by HTTP caches and response caches); the header passes Apollo's CSRF check. */
export function getPath(operationName, variables = {}) {
  const params = new URLSearchParams({ operationName, query: OPERATIONS[operationName], variables: JSON.stringify(variables) });
  return `/graphql?${params}`;
}

export const JSON_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

export async function gql(baseUrl, operationName, variables = {}, token) {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body(operationName, variables),
  });
  const json = await res.json();
  if (json.errors?.length) {
    const error = new Error(`${operationName}: ${json.errors[0].message} (${json.errors[0].extensions?.code})`);
    error.errors = json.errors;
    throw error;
  }
  return json.data;
}
