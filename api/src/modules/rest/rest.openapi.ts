import type { Access } from '../../common/access';
import { arrayOf, object, ref, type JsonSchema, type RestRoute } from './rest-route';

const STRING: JsonSchema = { type: 'string' };
const NULLABLE_STRING: JsonSchema = { type: ['string', 'null'] };
const NUMBER: JsonSchema = { type: 'number' };
const INTEGER: JsonSchema = { type: 'integer' };
const BOOLEAN: JsonSchema = { type: 'boolean' };
const DATE_TIME: JsonSchema = { type: 'string', format: 'date-time' };

/** The month figures behind the dashboards' growth: calendar months in Toronto, in dollars before tax. */
const MONTH_FIGURES: Record<string, JsonSchema> = {
  revenueThisMonth: { type: 'number', description: 'This calendar month (America/Toronto) so far, from its first day to now.' },
  revenueLastMonth: { type: 'number', description: 'The whole of last calendar month (America/Toronto).' },
  revenueLastMonthToDate: {
    type: 'number',
    description: 'Last calendar month (America/Toronto) from its first day up to the same day of the month and time of day as now (up to its end when it is shorter).',
  },
};

const VENDOR_PROPERTIES: Record<string, JsonSchema> = {
  _id: STRING,
  role: { const: 'Vendor' },
  name: { type: 'string', description: "The owner's display name." },
  businessName: STRING,
  phone: NULLABLE_STRING,
  address: NULLABLE_STRING,
  city: NULLABLE_STRING,
  postalCode: NULLABLE_STRING,
  description: NULLABLE_STRING,
  isVerified: BOOLEAN,
  profileImage: NULLABLE_STRING,
};

const USER_PROPERTIES: Record<string, JsonSchema> = {
  _id: STRING,
  userId: STRING,
  username: STRING,
  name: STRING,
  email: STRING,
  phone: NULLABLE_STRING,
  role: { enum: ['Customer', 'Vendor', 'Admin'] },
  isVerified: BOOLEAN,
  createdAt: DATE_TIME,
};

/** The data shapes of spec section 3 as the adapter answers them (rest.shapes.ts). */
const SCHEMAS: Record<string, JsonSchema> = {
  Message: object({ message: STRING }, ['message']),
  Error: object({ message: { type: 'string', description: 'For people.' }, requestId: { type: 'string', description: 'Only on 500: quote it to support.' } }, ['message']),
  Session: object({ token: STRING, role: { enum: ['Customer', 'Vendor', 'Admin'] }, name: NULLABLE_STRING }, ['token', 'role']),
  OrderStatus: { enum: ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] },
  Product: object(
    {
      _id: STRING,
      name: STRING,
      description: NULLABLE_STRING,
      price: { type: 'number', description: 'Dollars (CAD).' },
      stock: INTEGER,
      category: STRING,
      images: { type: 'array', items: STRING, description: 'Image URLs (/media/...); the first is the card image.' },
      image: NULLABLE_STRING,
      createdAt: DATE_TIME,
      vendor: object({ _id: STRING, name: STRING, businessName: STRING }),
    },
    ['_id', 'name', 'price', 'stock', 'category', 'images', 'vendor'],
  ),
  Vendor: object(VENDOR_PROPERTIES, ['_id', 'businessName', 'isVerified']),
  VendorWithProducts: object({ ...VENDOR_PROPERTIES, products: arrayOf('Product') }, ['_id', 'businessName', 'products']),
  VendorProfile: object(
    { ...VENDOR_PROPERTIES, email: STRING, settings: ref('Settings'), products: { ...arrayOf('Product'), description: 'Only on GET.' } },
    ['_id', 'businessName', 'email', 'settings'],
  ),
  Settings: object({ emailNotifications: BOOLEAN }, ['emailNotifications']),
  Sales: object(
    {
      totalRevenue: { type: 'number', description: 'Dollars, before tax, of sales (orders not cancelled whose payment is not pending or failed).' },
      totalOrders: INTEGER,
      totalProducts: INTEGER,
      ...MONTH_FIGURES,
      revenueGrowthPercent: {
        type: ['number', 'null'],
        description: 'Month to date: revenueThisMonth against revenueLastMonthToDate, in percent with 1 decimal; null when those days of last month had no revenue.',
      },
    },
    ['totalRevenue', 'totalOrders'],
  ),
  Order: object(
    {
      _id: STRING,
      shortNumber: STRING,
      createdAt: DATE_TIME,
      status: ref('OrderStatus'),
      nextStatuses: { type: 'array', items: ref('OrderStatus'), description: 'The statuses the order may move to next; empty once Delivered or Cancelled.' },
      subtotal: NUMBER,
      tax: NUMBER,
      totalPrice: { type: 'number', description: 'Dollars, taxes included.' },
      paymentId: NULLABLE_STRING,
      customer: object({ name: NULLABLE_STRING }),
      customerInfo: object({
        fullName: STRING,
        email: STRING,
        phone: STRING,
        address: STRING,
        postalCode: STRING,
        province: { type: ['string', 'null'], description: 'Province or territory shipped to (place of supply); null on orders placed before it was asked.' },
      }),
      taxes: {
        type: 'array',
        description: "The order's taxes, each computed on the whole checkout and shared between its orders to the cent.",
        items: object(
          {
            name: { type: 'string', description: 'GST, HST, QST, PST or RST.' },
            rate: { type: 'number', description: 'Rate as a percentage number, e.g. 9.975.' },
            amount: { type: 'number', description: 'Dollars.' },
          },
          ['name', 'rate', 'amount'],
        ),
      },
      items: {
        type: 'array',
        items: object({ product: object({ _id: NULLABLE_STRING, name: STRING }), quantity: INTEGER, price: NUMBER, lineTotal: NUMBER }),
      },
      vendor: object({ _id: STRING, businessName: STRING }),
    },
    ['_id', 'createdAt', 'status', 'totalPrice', 'customerInfo', 'items'],
  ),
  Cart: object(
    {
      items: { type: 'array', items: object({ product: ref('Product'), quantity: INTEGER, lineTotal: NUMBER }) },
      itemCount: INTEGER,
      subtotal: NUMBER,
      tax: { type: 'number', description: 'Every tax of the province, in dollars.' },
      total: NUMBER,
      province: { type: 'string', description: "The province the taxes are for (?province=, else the profile's, else ON)." },
      taxes: {
        type: 'array',
        items: object({ name: STRING, rate: { type: 'number', description: 'Percent.' }, amount: { type: 'number', description: 'Dollars.' } }, ['name', 'rate', 'amount']),
      },
    },
    ['items', 'total'],
  ),
  Wishlist: object({ items: { type: 'array', items: object({ product: ref('Product'), addedAt: DATE_TIME }) } }, ['items']),
  User: object(USER_PROPERTIES, ['_id', 'name', 'email', 'role']),
  CustomerProfile: object({ ...USER_PROPERTIES, profileImage: { type: 'null' }, orders: arrayOf('Order') }, ['_id', 'name', 'email', 'orders']),
  AdminVendor: object(
    {
      _id: STRING,
      ownerId: { type: 'string', description: 'The owning account (a User _id).' },
      name: { type: 'string', description: "The shop's business name." },
      email: { type: 'string', description: "The owner's sign-in email." },
      phone: NULLABLE_STRING,
      isVerified: BOOLEAN,
      productCount: INTEGER,
      createdAt: DATE_TIME,
    },
    ['_id', 'name', 'email', 'isVerified'],
  ),
  Chart: object(
    {
      labels: { type: 'array', items: STRING, description: 'One month each (YYYY-MM, America/Toronto), oldest first.' },
      datasets: { type: 'array', items: object({ label: STRING, data: { type: 'array', items: NUMBER } }, ['label', 'data']) },
    },
    ['labels', 'datasets'],
  ),
  AdminStats: object(
    {
      users: INTEGER,
      vendors: INTEGER,
      orders: { type: 'integer', description: 'Sales: orders not cancelled whose payment is not pending or failed.' },
      totalRevenue: { type: 'number', description: 'Dollars, before tax.' },
      averageOrderValue: NUMBER,
      ...MONTH_FIGURES,
      salesGrowthRate: {
        type: 'number',
        description: 'Month to date: revenueThisMonth against revenueLastMonthToDate, in percent with 2 decimals; 0 when those days of last month had no revenue.',
      },
      salesData: { ...ref('Chart'), description: 'Sales Overview: revenue in dollars per month, the last 12 months.' },
      statusBreakdown: { type: 'object', additionalProperties: INTEGER, description: 'Orders by status, every status present.' },
    },
    ['users', 'vendors', 'orders', 'totalRevenue', 'salesGrowthRate', 'salesData', 'statusBreakdown'],
  ),
  Analytics: object(
    {
      totalSales: { type: 'number', description: 'Dollars, before tax, over the months asked for.' },
      totalOrders: INTEGER,
      newUsers: { type: 'integer', description: 'Accounts created this calendar month (America/Toronto).' },
      activeVendors: { type: 'integer', description: 'Shops with a sale in the last 30 days.' },
      salesChart: { ...ref('Chart'), description: 'Revenue in dollars per month.' },
      usersChart: { ...ref('Chart'), description: 'New accounts per month.' },
    },
    ['totalSales', 'newUsers', 'activeVendors', 'salesChart', 'usersChart'],
  ),
  CheckoutResult: object(
    { success: BOOLEAN, message: STRING, paymentId: STRING, total: { type: 'number', description: 'Charged, in dollars.' }, orders: arrayOf('Order') },
    ['success', 'message'],
  ),
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input',
  401: 'Missing, invalid or expired token',
  402: 'Payment declined',
  403: 'Wrong role, or another account’s data',
  404: 'Not found',
  409: 'Out of stock, or another checkout of the cart is still being paid',
  413: 'Photo larger than 5 MB',
  429: 'Too many requests (see Retry-After)',
  500: 'Internal error',
  502: 'The payment provider did not answer (the payment is settled within minutes, either way)',
};

/** Express /products/:id -> OpenAPI /products/{id}. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

function accessDescription(access: Access): string {
  if (access === 'public') return 'Open to everyone.';
  if (access === 'signed-in') return 'Any signed-in account.';
  return `${access.join(' or ')} accounts only.`;
}

function operation(route: RestRoute, access: Access): Record<string, unknown> {
  const pathParams = [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: STRING }));
  const parameters = [
    ...pathParams,
    ...(route.query ?? []).map((q) => ({ name: q.name, in: 'query', required: false, description: q.description, schema: q.schema })),
    ...(route.headers ?? []).map((h) => ({ name: h.name, in: 'header', required: false, description: h.description, schema: h.schema })),
  ];
  const content: Record<string, unknown> = {};
  if (route.body) content['application/json'] = { schema: route.body };
  if (route.image) {
    const fields = (route.body?.properties ?? {}) as Record<string, JsonSchema>;
    content['multipart/form-data'] = {
      schema: object(
        { ...Object.fromEntries(Object.keys(fields).map((name) => [name, STRING])), image: { type: 'string', contentMediaType: 'image/*', description: 'JPEG, PNG or WebP, at most 5 MB.' } },
        route.image === 'required' ? ['image'] : ((route.body?.required as string[] | undefined) ?? []),
      ),
    };
  }
  const responses: Record<string, unknown> = {
    [String(route.status ?? 200)]: { description: 'Success', content: { 'application/json': { schema: route.response } } },
  };
  for (const status of [...route.errors, 429, 500]) {
    responses[String(status)] = { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: ref('Error') } } };
  }
  return {
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(\w)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    tags: [route.tag],
    summary: route.summary,
    description: accessDescription(access),
    ...(access === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(Object.keys(content).length ? { requestBody: { required: true, content } } : {}),
    responses,
  };
}

/** OpenAPI 3.1 description of the adapter, generated from the same route table the router mounts. */
export function openApiDocument(routes: RestRoute[], accessOf: (route: RestRoute) => Access): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {
    '/openapi.json': {
      get: {
        operationId: 'getOpenApiJson',
        tags: ['Meta'],
        summary: 'This description.',
        security: [],
        responses: { '200': { description: 'OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
  };
  for (const route of routes) {
    (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route, accessOf(route));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mainstreet REST API',
      version: '1.0.0',
      description:
        'The documented /api calls, each executed as a GraphQL operation of /graphql in the same process. ' +
        'Prices are numbers in dollars (CAD); entities carry _id. Errors answer { message }.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearerAuth: [] }],
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: SCHEMAS,
    },
  };
}
