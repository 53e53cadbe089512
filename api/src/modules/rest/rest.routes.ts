import { Role } from '../../common/roles';
import { mediaUrl } from '../media/media.entity';
import {
  arrayOf,
  boolean,
  dollarsToCents,
  integer,
  object,
  ref,
  requiredText,
  RestError,
  RestInputError,
  text,
  type JsonSchema,
  type RestInput,
  type RestRoute,
} from './rest-route';
import * as shape from './rest.shapes';
import { isProvince, PROVINCES } from '../tax/tax-rules';
import { PAYOUT_ROUTES } from './payouts.routes';
import {
  ADMIN_VENDOR_FIELDS,
  CART_FIELDS,
  MY_SHOP_FIELDS,
  ORDER_FIELDS,
  PRODUCT_FIELDS,
  USER_FIELDS,
  VENDOR_FIELDS,
  WISHLIST_FIELDS,
} from './rest.shapes';

/**
 * Every REST call of spec section 7, under /api. Each one is a GraphQL operation of
 * the public schema plus a renaming of its variables and result: authorization, validation and
 * business rules are the schema's, so REST and GraphQL clients cannot see different rules.
 */

const STRING: JsonSchema = { type: 'string' };
const MESSAGE = ref('Message');

// Lists answer a plain array (as the spec's clients expect); the cursor of the next page, when
// there is one, travels in a response header.
const PAGE_QUERY = [
  { name: 'limit', description: 'Page size, 1 to 100 (default 100).', schema: { type: 'integer', minimum: 1, maximum: 100 } },
  { name: 'after', description: 'The X-Next-Cursor header of the previous page.', schema: STRING },
];
const page = (input: RestInput) => ({
  first: integer(input.query.limit, 'limit', false) ?? 100,
  after: text(input.query.after, 'after', false),
});
const nextCursor = (connection: { pageInfo: { hasNextPage: boolean; endCursor: string | null } }): Record<string, string> =>
  connection.pageInfo.hasNextPage && connection.pageInfo.endCursor ? { 'X-Next-Cursor': connection.pageInfo.endCursor } : {};

/** A list sent as one comma-separated value (`?categories=bakery,pantry`); its size is checked by the schema. */
function commaList(value: unknown, field: string): string[] | undefined {
  const given = text(value, field, false);
  return given === undefined ? undefined : given.split(',').map((item) => item.trim()).filter(Boolean);
}

const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'best_selling'];
function productSort(value: unknown): string | undefined {
  const given = text(value, 'sort', false);
  if (given === undefined) return undefined;
  if (!PRODUCT_SORTS.includes(given.toLowerCase())) throw new RestInputError(`sort must be one of ${PRODUCT_SORTS.join(', ')}.`);
  return given.toUpperCase();
}

const ROLES = ['Customer', 'Vendor', 'Admin'];
/** The spec treats roles as case-insensitive strings; the schema's enum is capitalised. */
function role(value: unknown, offered = 'Customer or Vendor'): string {
  const given = requiredText(value, 'role');
  const match = ROLES.find((candidate) => candidate.toLowerCase() === given.toLowerCase());
  if (!match) throw new RestInputError(`role must be ${offered}.`);
  return match;
}

/** `images` of a JSON product body: photo ids or their /media/<id> URLs (as the API hands them out). */
function imageIds(input: RestInput): string[] | undefined {
  if (input.imageId) return [input.imageId];
  const images = input.body.images;
  if (images === undefined || images === null) return undefined;
  if (!Array.isArray(images) || images.some((image) => typeof image !== 'string')) {
    throw new RestInputError('images must be a list of photo URLs from POST /api/upload/product.');
  }
  return images.map((image: string) => image.replace(/^\/media\//, ''));
}

function productInput(input: RestInput) {
  const { body } = input;
  return {
    name: requiredText(body.name, 'name'),
    category: requiredText(body.category, 'category'),
    priceCents: dollarsToCents(body.price, 'price'),
    stock: integer(body.stock, 'stock'),
    description: text(body.description, 'description', false),
    imageIds: imageIds(input),
  };
}

function passwordChange(input: RestInput) {
  return {
    input: {
      currentPassword: requiredText(input.body.currentPassword, 'currentPassword'),
      newPassword: requiredText(input.body.newPassword, 'newPassword'),
      confirmPassword: text(input.body.confirmPassword, 'confirmPassword', false),
    },
  };
}

const PRODUCT_BODY = object(
  {
    name: STRING,
    description: STRING,
    price: { type: 'number', description: 'Dollars (CAD).' },
    stock: { type: 'integer' },
    category: STRING,
    images: { type: 'array', items: STRING, description: 'Photo URLs from POST /api/upload/product (multipart: send field image instead).' },
  },
  ['name', 'price', 'stock', 'category'],
);
const PASSWORD_BODY = object({ currentPassword: STRING, newPassword: STRING, confirmPassword: STRING }, ['currentPassword', 'newPassword']);
const PASSWORD_CHANGED = object({ message: STRING, token: { type: 'string', description: 'Tokens issued before stop working: store this one.' } });
const CHANGE_PASSWORD = `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`;
const PASSWORD_UPDATED = (data: { changePassword: { token: string } }) => ({ message: 'Password updated.', token: data.changePassword.token });

function adminUserInput({ body }: RestInput) {
  return {
    input: {
      username: requiredText(body.username, 'username'),
      email: requiredText(body.email, 'email'),
      role: role(body.role, 'Customer, Vendor or Admin'),
    },
  };
}

function adminVendorInput({ body }: RestInput) {
  return {
    name: requiredText(body.name, 'name'),
    email: requiredText(body.email, 'email'),
    phone: text(body.phone, 'phone', false) ?? null,
    ...(body.isVerified === undefined || body.isVerified === null ? {} : { isVerified: boolean(body.isVerified, 'isVerified') }),
  };
}

const MONTHS_QUERY = {
  name: 'months',
  description: 'Months in the charts, 1 to 36 (default 12; the screens offer 3, 6 and 12).',
  schema: { type: 'integer', minimum: 1, maximum: 36 },
};
const months = (input: RestInput) => {
  const value = integer(input.query.months, 'months', false);
  return value === undefined ? {} : { months: value };
};
const ADMIN_USER_BODY = object({ username: STRING, email: STRING, role: { enum: ['Customer', 'Vendor', 'Admin'] } }, ['username', 'email', 'role']);
const NULLABLE: JsonSchema = { type: ['string', 'null'] };
const ADMIN_VENDOR_BODY = object(
  {
    name: { type: 'string', description: "The shop's business name." },
    email: { type: 'string', description: "The owner's sign-in email." },
    phone: NULLABLE,
    isVerified: { type: 'boolean', description: 'Verified shops and their products are public. Omitted: a new shop is pending, an edited one keeps its state.' },
  },
  ['name', 'email'],
);

const CART_PRODUCT = `${CART_FIELDS}${PRODUCT_FIELDS}`;

/** A two-letter province code (any case), or null when absent; anything else is a 400. */
function provinceParam(value: unknown, field = 'province'): string | null {
  if (value === undefined || value === null || value === '') return null;
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  if (!isProvince(code)) throw new RestInputError(`${field} must be a two-letter province or territory code, e.g. QC.`);
  return code;
}
const WISHLIST_PRODUCT = `${WISHLIST_FIELDS}${PRODUCT_FIELDS}`;

export const REST_ROUTES: RestRoute[] = [
  // ---- Auth
  {
    method: 'post',
    path: '/auth/signup',
    tag: 'Auth',
    summary: 'Create a Customer or Vendor account (Admin is refused).',
    document: `mutation Signup($input: SignupInput!) { signup(input: $input) { message } }`,
    variables: ({ body }) => ({
      input: {
        name: requiredText(body.name, 'name'),
        username: requiredText(body.username, 'username'),
        email: requiredText(body.email, 'email'),
        password: requiredText(body.password, 'password'),
        confirmPassword: requiredText(body.confirmPassword, 'confirmPassword'),
        phone: requiredText(body.phone, 'phone'),
        role: role(body.role),
      },
    }),
    respond: (data) => ({ message: data.signup.message }),
    status: 201,
    body: object(
      { name: STRING, username: STRING, email: STRING, password: STRING, confirmPassword: STRING, phone: STRING, role: { enum: ['Customer', 'Vendor'] } },
      ['name', 'username', 'email', 'password', 'confirmPassword', 'phone', 'role'],
    ),
    response: MESSAGE,
    errors: [400, 403],
  },
  {
    method: 'post',
    path: '/auth/login',
    tag: 'Auth',
    summary: 'Sign in; send the token as Authorization: Bearer <token>.',
    document: `mutation Login($input: LoginInput!) { login(input: $input) { token role name } }`,
    variables: ({ body }) => ({ input: { email: requiredText(body.email, 'email'), password: requiredText(body.password, 'password') } }),
    respond: (data) => data.login,
    body: object({ email: STRING, password: STRING }, ['email', 'password']),
    response: ref('Session'),
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/auth/logout',
    tag: 'Auth',
    summary: "Sign out: the token sent with this request stops working at once, and its live subscriptions end.",
    document: `mutation Logout { logout }`,
    variables: () => ({}),
    respond: () => ({ message: 'Signed out.' }),
    response: MESSAGE,
    errors: [401],
  },
  {
    method: 'get',
    path: '/auth/verify-email/:token',
    tag: 'Auth',
    summary: 'Verify the email address from the link of the verification mail.',
    document: `mutation VerifyEmail($token: String!) { verifyEmail(token: $token) { message } }`,
    variables: ({ params }) => ({ token: params.token }),
    respond: (data) => data.verifyEmail,
    response: MESSAGE,
    errors: [400],
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    tag: 'Auth',
    summary: 'Mail a password-reset link; the answer is the same whether the address has an account or not.',
    document: `mutation RequestPasswordReset($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }`,
    variables: ({ body }) => ({ input: { email: requiredText(body.email, 'email') } }),
    respond: (data) => data.requestPasswordReset,
    body: object({ email: STRING }, ['email']),
    response: MESSAGE,
    errors: [400],
  },
  {
    method: 'post',
    path: '/contact',
    tag: 'Contact',
    summary: 'Send a message with the contact form: stored for the admins and mailed to them.',
    document: `mutation SendContactMessage($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`,
    variables: ({ body }) => ({
      input: { name: requiredText(body.name, 'name'), email: requiredText(body.email, 'email'), message: requiredText(body.message, 'message') },
    }),
    respond: (data) => data.sendContactMessage,
    body: object({ name: STRING, email: STRING, message: STRING }, ['name', 'email', 'message']),
    response: MESSAGE,
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/newsletter',
    tag: 'Contact',
    summary: 'Sign an address up for the newsletter: a mail with a confirmation link is sent to it (double opt-in).',
    document: `mutation SubscribeNewsletter($input: NewsletterSignupInput!) { subscribeNewsletter(input: $input) { message } }`,
    variables: ({ body }) => ({ input: { email: requiredText(body.email, 'email') } }),
    respond: (data) => data.subscribeNewsletter,
    body: object({ email: STRING }, ['email']),
    response: MESSAGE,
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/newsletter/confirm/:token',
    tag: 'Contact',
    summary: 'Confirm a newsletter sign-up with the token of the mailed link.',
    document: `mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) { confirmNewsletterSubscription(input: $input) { message } }`,
    variables: ({ params }) => ({ input: { token: params.token } }),
    respond: (data) => data.confirmNewsletterSubscription,
    response: MESSAGE,
    errors: [400],
  },
  {
    method: 'post',
    path: '/newsletter/unsubscribe/:token',
    tag: 'Contact',
    summary: "Unsubscribe the address of a newsletter mail's link, without signing in (also usable as a one-click List-Unsubscribe-Post target).",
    document: `mutation UnsubscribeNewsletter($input: NewsletterLinkInput!) { unsubscribeNewsletter(input: $input) { message } }`,
    variables: ({ params }) => ({ input: { token: params.token } }),
    respond: (data) => data.unsubscribeNewsletter,
    response: MESSAGE,
    errors: [400],
  },
  {
    method: 'post',
    path: '/auth/reset-password/:token',
    tag: 'Auth',
    summary: 'Set a new password from the link of the reset mail; signs out every session.',
    document: `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }`,
    variables: ({ params, body }) => ({ input: { token: params.token, password: requiredText(body.password, 'password') } }),
    respond: (data) => data.resetPassword,
    body: object({ password: STRING }, ['password']),
    response: MESSAGE,
    errors: [400],
  },

  // ---- Public catalogue
  {
    method: 'get',
    path: '/products',
    tag: 'Catalogue',
    summary: 'Products of verified shops, newest first (by relevance with q), with the filters of the storefront.',
    document: `query ListProducts($first: Int!, $after: String, $q: String, $category: String, $categories: [String!], $minPriceCents: Int,
        $maxPriceCents: Int, $shopIds: [ID!], $inStock: Boolean, $sort: ProductSort) {
      products(first: $first, after: $after, q: $q, category: $category, categories: $categories, minPriceCents: $minPriceCents,
          maxPriceCents: $maxPriceCents, shopIds: $shopIds, inStock: $inStock, sort: $sort) { nodes { ...RestProduct } pageInfo { hasNextPage endCursor } }
    }${PRODUCT_FIELDS}`,
    variables: (input) => ({
      ...page(input),
      q: text(input.query.q, 'q', false),
      category: text(input.query.category, 'category', false),
      categories: commaList(input.query.categories, 'categories'),
      minPriceCents: input.query.min === undefined ? undefined : dollarsToCents(input.query.min, 'min'),
      maxPriceCents: input.query.max === undefined ? undefined : dollarsToCents(input.query.max, 'max'),
      shopIds: commaList(input.query.shop, 'shop'),
      inStock: input.query.inStock === undefined ? undefined : boolean(input.query.inStock, 'inStock'),
      sort: productSort(input.query.sort),
    }),
    respond: (data) => data.products.nodes.map(shape.product),
    responseHeaders: (data) => nextCursor(data.products),
    query: [
      { name: 'q', description: 'Search text (typo-tolerant).', schema: STRING },
      { name: 'category', description: 'Only this category.', schema: STRING },
      { name: 'categories', description: 'Only these categories, comma-separated (at most 20).', schema: STRING },
      { name: 'min', description: 'Lowest price in dollars.', schema: { type: 'number', minimum: 0 } },
      { name: 'max', description: 'Highest price in dollars.', schema: { type: 'number', minimum: 0 } },
      { name: 'shop', description: 'Only these shops: ids, comma-separated (at most 20).', schema: STRING },
      { name: 'inStock', description: 'Only products in stock.', schema: { type: 'boolean' } },
      { name: 'sort', description: 'relevance (default with q), newest (default without), price_asc, price_desc or best_selling.', schema: { type: 'string', enum: PRODUCT_SORTS } },
      ...PAGE_QUERY,
    ],
    response: arrayOf('Product'),
    errors: [400],
  },
  {
    method: 'get',
    path: '/products/:id',
    tag: 'Catalogue',
    summary: 'One product of a verified shop.',
    document: `query GetProduct($id: ID!) { product(id: $id) { ...RestProduct } }${PRODUCT_FIELDS}`,
    variables: ({ params }) => ({ id: params.id }),
    respond: (data) => {
      if (!data.product) throw new RestError(404, 'Product not found');
      return shape.product(data.product);
    },
    response: ref('Product'),
    errors: [400, 404],
  },
  {
    method: 'get',
    path: '/vendors',
    tag: 'Catalogue',
    summary: 'Verified shops, by business name.',
    document: `query ListVendors($first: Int!, $after: String) {
      vendors(first: $first, after: $after) { nodes { ...RestVendor } pageInfo { hasNextPage endCursor } }
    }${VENDOR_FIELDS}`,
    variables: page,
    respond: (data) => data.vendors.nodes.map(shape.vendor),
    responseHeaders: (data) => nextCursor(data.vendors),
    query: PAGE_QUERY,
    response: arrayOf('Vendor'),
    errors: [400],
  },
  {
    method: 'get',
    path: '/vendors/with-products',
    tag: 'Catalogue',
    summary: "Verified shops, by business name, each with its newest products.",
    document: `query ListVendorsWithProducts($first: Int!, $after: String, $products: Int!) {
      vendors(first: $first, after: $after) {
        nodes { ...RestVendor previewProducts(limit: $products) { ...RestProduct } }
        pageInfo { hasNextPage endCursor }
      }
    }${VENDOR_FIELDS}${PRODUCT_FIELDS}`,
    variables: (input) => ({ ...page(input), products: integer(input.query.products, 'products', false) ?? 20 }),
    respond: (data) =>
      data.vendors.nodes.map((node: { previewProducts: unknown[] }) => ({ ...shape.vendor(node), products: node.previewProducts.map(shape.product) })),
    responseHeaders: (data) => nextCursor(data.vendors),
    query: [...PAGE_QUERY, { name: 'products', description: 'Products per shop, newest first, 1 to 20 (default 20).', schema: { type: 'integer', minimum: 1, maximum: 20 } }],
    response: arrayOf('VendorWithProducts'),
    errors: [400],
  },

  // ---- Vendor
  {
    method: 'get',
    path: '/vendors/profile',
    tag: 'Vendor',
    summary: "The caller's shop, settings and products (the newest 100).",
    document: `query GetMyShopWithProducts {
      myShop { ...RestMyShop }
      myProducts(first: 100) { nodes { ...RestProduct } }
    }${MY_SHOP_FIELDS}${VENDOR_FIELDS}${PRODUCT_FIELDS}`,
    respond: (data) => ({ ...shape.myShop(data.myShop), products: data.myProducts.nodes.map(shape.product) }),
    response: ref('VendorProfile'),
    errors: [401, 403],
  },
  {
    method: 'put',
    path: '/vendors/profile',
    tag: 'Vendor',
    summary: "Replace the caller's shop profile (fields left out are cleared; the sign-in email is not editable here and is ignored).",
    document: `mutation UpdateMyShop($input: ShopProfileInput!) { updateMyShop(input: $input) { ...RestMyShop } }${MY_SHOP_FIELDS}${VENDOR_FIELDS}`,
    variables: ({ body }) => ({
      input: {
        businessName: requiredText(body.businessName, 'businessName'),
        phone: text(body.phone, 'phone', false),
        address: text(body.address, 'address', false),
        city: text(body.city, 'city', false),
        postalCode: text(body.postalCode, 'postalCode', false),
        description: text(body.description, 'description', false),
      },
    }),
    respond: (data) => shape.myShop(data.updateMyShop),
    body: object(
      { businessName: STRING, email: { type: 'string', description: 'Ignored: the sign-in email is not editable here.' }, phone: STRING, address: STRING, city: STRING, postalCode: STRING, description: STRING },
      ['businessName'],
    ),
    response: ref('VendorProfile'),
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/vendors/sales',
    tag: 'Vendor',
    summary: "The caller's shop's headline figures (revenue before tax, in dollars).",
    document: `query GetVendorDashboard {
      vendorDashboard { totalRevenueCents totalOrders totalProducts revenueThisMonthCents revenueLastMonthCents revenueLastMonthToDateCents revenueGrowthPercent }
    }`,
    respond: ({ vendorDashboard: d }) => ({
      totalRevenue: shape.cents(d.totalRevenueCents),
      totalOrders: d.totalOrders,
      totalProducts: d.totalProducts,
      revenueThisMonth: shape.cents(d.revenueThisMonthCents),
      revenueLastMonth: shape.cents(d.revenueLastMonthCents),
      revenueLastMonthToDate: shape.cents(d.revenueLastMonthToDateCents),
      revenueGrowthPercent: d.revenueGrowthPercent,
    }),
    response: ref('Sales'),
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/vendors/products',
    tag: 'Vendor',
    summary: "The caller's products, newest first; q matches name or category.",
    document: `query ListMyProducts($first: Int!, $after: String, $q: String) {
      myProducts(first: $first, after: $after, q: $q) { nodes { ...RestProduct } pageInfo { hasNextPage endCursor } }
    }${PRODUCT_FIELDS}`,
    variables: (input) => ({ ...page(input), q: text(input.query.q, 'q', false) }),
    respond: (data) => data.myProducts.nodes.map(shape.product),
    responseHeaders: (data) => nextCursor(data.myProducts),
    query: [{ name: 'q', description: 'Text in the name or category.', schema: STRING }, ...PAGE_QUERY],
    response: arrayOf('Product'),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/vendors/products',
    tag: 'Vendor',
    summary: 'Add a product: JSON, or multipart with the same fields and an optional photo in field image.',
    image: 'optional',
    document: `mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { ...RestProduct } }${PRODUCT_FIELDS}`,
    variables: (input) => ({ input: productInput(input) }),
    respond: (data) => shape.product(data.createProduct),
    status: 201,
    body: PRODUCT_BODY,
    response: ref('Product'),
    errors: [400, 401, 403, 413],
  },
  {
    method: 'put',
    path: '/vendors/products/:id',
    tag: 'Vendor',
    summary: "Replace one of the caller's products: JSON or multipart; a photo in field image replaces its photos, no photo keeps them.",
    image: 'optional',
    document: `mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ...RestProduct } }${PRODUCT_FIELDS}`,
    variables: (input) => ({ id: input.params.id, input: productInput(input) }),
    respond: (data) => shape.product(data.updateProduct),
    body: PRODUCT_BODY,
    response: ref('Product'),
    errors: [400, 401, 403, 404, 413],
  },
  {
    method: 'delete',
    path: '/vendors/products/:id',
    tag: 'Vendor',
    summary: "Delete one of the caller's products; past orders keep their lines.",
    document: `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ message: 'Product deleted.' }),
    response: MESSAGE,
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/vendors/orders',
    tag: 'Vendor',
    summary: "The caller's shop's orders, newest first.",
    document: `query ListVendorOrders($first: Int!, $after: String, $status: OrderStatus) {
      vendorOrders(first: $first, after: $after, status: $status) { nodes { ...RestOrder } pageInfo { hasNextPage endCursor } }
    }${ORDER_FIELDS}`,
    variables: (input) => ({ ...page(input), status: text(input.query.status, 'status', false) }),
    respond: (data) => data.vendorOrders.nodes.map(shape.order),
    responseHeaders: (data) => nextCursor(data.vendorOrders),
    query: [{ name: 'status', description: 'Only orders with this status.', schema: ref('OrderStatus') }, ...PAGE_QUERY],
    response: arrayOf('Order'),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/vendors/orders/:id',
    tag: 'Vendor',
    summary: "Move one of the caller's orders to a new status; cancelling restocks and refunds it.",
    document: `mutation UpdateOrderStatus($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { ...RestOrder } }${ORDER_FIELDS}`,
    variables: ({ params, body }) => ({ id: params.id, status: requiredText(body.status, 'status') }),
    respond: (data) => shape.order(data.updateOrderStatus),
    body: object({ status: ref('OrderStatus') }, ['status']),
    response: ref('Order'),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: '/vendors/settings',
    tag: 'Vendor',
    summary: "The caller's shop settings.",
    document: `query GetMyShopSettings { myShop { emailNotifications } }`,
    respond: (data) => ({ emailNotifications: data.myShop.emailNotifications }),
    response: ref('Settings'),
    errors: [401, 403],
  },
  {
    method: 'put',
    path: '/vendors/settings',
    tag: 'Vendor',
    summary: 'Turn the new-order emails on or off.',
    document: `mutation SetEmailNotifications($enabled: Boolean!) { setEmailNotifications(enabled: $enabled) { emailNotifications } }`,
    variables: ({ body }) => ({ enabled: boolean(body.emailNotifications, 'emailNotifications') }),
    respond: (data) => ({ emailNotifications: data.setEmailNotifications.emailNotifications }),
    body: ref('Settings'),
    response: ref('Settings'),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/vendors/change-password',
    tag: 'Vendor',
    summary: "Change the caller's password; earlier tokens stop working and a fresh one is returned.",
    document: CHANGE_PASSWORD,
    variables: passwordChange,
    respond: PASSWORD_UPDATED,
    body: PASSWORD_BODY,
    response: PASSWORD_CHANGED,
    errors: [400, 401],
  },
  {
    method: 'post',
    path: '/upload/product',
    tag: 'Vendor',
    summary: 'Store a product photo (multipart field image; JPEG, PNG or WebP up to 5 MB); use imageUrl in a product\'s images.',
    access: [Role.Vendor],
    image: 'required',
    respond: (_data, input) => ({ id: input.imageId, imageUrl: mediaUrl(input.imageId!) }),
    status: 201,
    response: object({ id: STRING, imageUrl: STRING }, ['id', 'imageUrl']),
    errors: [400, 401, 403, 413],
  },

  // ---- Customer
  {
    method: 'get',
    path: '/customers/profile',
    tag: 'Customer',
    summary: "The caller's account and orders (the newest 100).",
    document: `query GetCustomerProfile {
      me { ...RestUser }
      myOrders(first: 100) { nodes { ...RestOrder } }
    }${USER_FIELDS}${ORDER_FIELDS}`,
    respond: (data) => ({ ...shape.user(data.me), profileImage: null, orders: data.myOrders.nodes.map(shape.order) }),
    response: ref('CustomerProfile'),
    errors: [401, 403],
  },
  {
    method: 'put',
    path: '/customers/profile/update',
    tag: 'Customer',
    summary: "Update the caller's name and phone (the email is not editable).",
    document: `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { ...RestUser } }${USER_FIELDS}`,
    variables: ({ body }) => ({ input: { name: requiredText(body.name, 'name'), phone: text(body.phone, 'phone', false) } }),
    respond: (data) => shape.user(data.updateProfile),
    body: object({ name: STRING, phone: { type: ['string', 'null'] } }, ['name']),
    response: ref('User'),
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/customers/orders',
    tag: 'Customer',
    summary: "The caller's orders, newest first.",
    document: `query ListMyOrders($first: Int!, $after: String) {
      myOrders(first: $first, after: $after) { nodes { ...RestOrder } pageInfo { hasNextPage endCursor } }
    }${ORDER_FIELDS}`,
    variables: page,
    respond: (data) => data.myOrders.nodes.map(shape.order),
    responseHeaders: (data) => nextCursor(data.myOrders),
    query: PAGE_QUERY,
    response: arrayOf('Order'),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/customers/change-password',
    tag: 'Customer',
    summary: "Change the caller's password; earlier tokens stop working and a fresh one is returned.",
    document: CHANGE_PASSWORD,
    variables: passwordChange,
    respond: PASSWORD_UPDATED,
    body: PASSWORD_BODY,
    response: PASSWORD_CHANGED,
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/cart',
    tag: 'Cart',
    summary:
      "The caller's cart with server-computed totals and the taxes of a province: ?province=QC for that province (the checkout's shipping province), else the profile's province, else Ontario (an estimate).",
    document: `query GetCart($province: Province) { cart(province: $province) { ...RestCart } }${CART_PRODUCT}`,
    variables: ({ query }) => ({ province: provinceParam(query.province) }),
    query: [
      {
        name: 'province',
        description: 'Two-letter province or territory code (AB, BC, MB, NB, NL, NS, NT, NU, ON, PE, QC, SK, YT) whose taxes apply.',
        schema: { type: 'string', enum: [...PROVINCES] },
      },
    ],
    respond: (data) => shape.cart(data.cart),
    response: ref('Cart'),
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/cart/add',
    tag: 'Cart',
    summary: 'Add units of a product (the line never exceeds the stock).',
    document: `mutation AddToCart($productId: ID!, $quantity: Int!) { addToCart(productId: $productId, quantity: $quantity) { ...RestCart } }${CART_PRODUCT}`,
    variables: ({ body }) => ({ productId: requiredText(body.productId, 'productId'), quantity: integer(body.quantity, 'quantity', false) ?? 1 }),
    respond: (data) => shape.cart(data.addToCart),
    body: object({ productId: STRING, quantity: { type: 'integer', minimum: 1, maximum: 99, default: 1 } }, ['productId']),
    response: ref('Cart'),
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'put',
    path: '/cart/update/:productId',
    tag: 'Cart',
    summary: 'Set the quantity of a cart line (1 up to the stock).',
    document: `mutation UpdateCartItem($productId: ID!, $quantity: Int!) { updateCartItem(productId: $productId, quantity: $quantity) { ...RestCart } }${CART_PRODUCT}`,
    variables: ({ params, body }) => ({ productId: params.productId, quantity: integer(body.quantity, 'quantity') }),
    respond: (data) => shape.cart(data.updateCartItem),
    body: object({ quantity: { type: 'integer', minimum: 1, maximum: 99 } }, ['quantity']),
    response: ref('Cart'),
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/cart/remove/:productId',
    tag: 'Cart',
    summary: 'Remove a line from the cart.',
    document: `mutation RemoveFromCart($productId: ID!) { removeFromCart(productId: $productId) { ...RestCart } }${CART_PRODUCT}`,
    variables: ({ params }) => ({ productId: params.productId }),
    respond: (data) => shape.cart(data.removeFromCart),
    response: ref('Cart'),
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/wishlist',
    tag: 'Wishlist',
    summary: "The caller's wishlist, newest first.",
    document: `query GetWishlist { wishlist { ...RestWishlistEntry } }${WISHLIST_PRODUCT}`,
    respond: (data) => shape.wishlist(data.wishlist),
    response: ref('Wishlist'),
    errors: [401, 403],
  },
  {
    method: 'post',
    path: '/wishlist/add',
    tag: 'Wishlist',
    summary: 'Add a product to the wishlist (again is a no-op).',
    document: `mutation AddToWishlist($productId: ID!) { addToWishlist(productId: $productId) { ...RestWishlistEntry } }${WISHLIST_PRODUCT}`,
    variables: ({ body }) => ({ productId: requiredText(body.productId, 'productId') }),
    respond: (data) => shape.wishlist(data.addToWishlist),
    body: object({ productId: STRING }, ['productId']),
    response: ref('Wishlist'),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/wishlist/remove/:productId',
    tag: 'Wishlist',
    summary: 'Remove a product from the wishlist.',
    document: `mutation RemoveFromWishlist($productId: ID!) { removeFromWishlist(productId: $productId) { ...RestWishlistEntry } }${WISHLIST_PRODUCT}`,
    variables: ({ params }) => ({ productId: params.productId }),
    respond: (data) => shape.wishlist(data.removeFromWishlist),
    response: ref('Wishlist'),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/checkout',
    tag: 'Checkout',
    summary:
      "Pay for the caller's whole cart (the shipping province's taxes included): one payment, one order per shop. amount must equal the cart total the customer saw for customerInfo.province (GET /api/cart?province=..). " +
      'A retry with the same Idempotency-Key answers the first outcome and creates nothing new; without the header, the same cart, card and amount count as the same attempt. ' +
      'A 502 means the provider did not answer: the payment is settled within minutes (orders placed, or nothing taken), and a retry with the same key answers that outcome.',
    document: `mutation Checkout($input: CheckoutInput!) {
      checkout(input: $input) { success message paymentId total orders { ...RestOrder } }
    }${ORDER_FIELDS}`,
    variables: ({ body, headers }) => {
      const info = (body.customerInfo ?? {}) as Record<string, unknown>;
      if (typeof info !== 'object' || Array.isArray(info)) throw new RestInputError('customerInfo must be an object.');
      const key = headers['idempotency-key'];
      return {
        input: {
          paymentMethodId: requiredText(body.sourceId, 'sourceId'),
          expectedTotalCents: dollarsToCents(body.amount, 'amount'),
          // Without a key the service derives one from the cart, so a doubled request charges once.
          idempotencyKey: typeof key === 'string' && key ? key : null,
          shipping: {
            fullName: requiredText(info.name ?? info.fullName, 'customerInfo.name'),
            email: requiredText(info.email, 'customerInfo.email'),
            phone: requiredText(info.phone, 'customerInfo.phone'),
            address: requiredText(info.address, 'customerInfo.address'),
            postalCode: requiredText(info.postalCode, 'customerInfo.postalCode'),
            // The place of supply; without it, the postal code's province.
            province: provinceParam(info.province, 'customerInfo.province'),
          },
        },
      };
    },
    respond: ({ checkout }) => ({
      success: checkout.success,
      message: checkout.message,
      paymentId: checkout.paymentId,
      total: checkout.total,
      orders: checkout.orders.map(shape.order),
    }),
    headers: [
      {
        name: 'Idempotency-Key',
        description: 'Chosen by the client once per checkout attempt (8 to 100 letters, digits, dashes or underscores, e.g. a UUID).',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
      },
    ],
    body: object(
      {
        sourceId: { type: 'string', description: 'Payment method id (pm_...); in test mode pm_card_visa or pm_card_chargeDeclined.' },
        amount: { type: 'number', description: "The cart total the customer saw, in dollars (subtotal plus the shipping province's taxes)." },
        customerInfo: object(
          {
            name: STRING,
            email: STRING,
            phone: STRING,
            address: STRING,
            postalCode: { type: 'string', description: "Canadian postal code; its first letter must belong to province." },
            province: {
              type: 'string',
              enum: [...PROVINCES],
              description: "Province or territory shipped to (the place of supply, whose taxes apply); the postal code's province when omitted.",
            },
          },
          ['name', 'email', 'phone', 'address', 'postalCode'],
        ),
      },
      ['sourceId', 'amount', 'customerInfo'],
    ),
    response: ref('CheckoutResult'),
    errors: [400, 401, 402, 403, 409, 502],
  },

  // ---- Admin
  {
    method: 'get',
    path: '/admin/stats',
    tag: 'Admin',
    summary:
      'Dashboard figures: accounts, shops, sales, revenue in dollars, monthly growth (month to date against the same days of last month), the Sales Overview chart (last 12 months) and orders by status.',
    document: `query GetAdminStats {
      adminStats {
        users vendors orders totalRevenueCents averageOrderValueCents revenueThisMonthCents revenueLastMonthCents revenueLastMonthToDateCents salesGrowthRate
        salesData { month orders revenueCents }
        statusBreakdown { status count }
      }
    }`,
    respond: (data) => shape.adminStats(data.adminStats),
    response: ref('AdminStats'),
    errors: [401, 403],
  },
  {
    method: 'get',
    path: '/admin/analytics',
    tag: 'Admin',
    summary: 'Sales and new accounts by month over the last months (charts), new accounts this month, shops with a sale in the last 30 days.',
    document: `query GetAdminAnalytics($months: Int) {
      adminAnalytics(months: $months) {
        totalSalesCents totalOrders newUsers activeVendors
        salesChart { month orders revenueCents }
        usersChart { month newUsers }
      }
    }`,
    variables: months,
    respond: (data) => shape.analytics(data.adminAnalytics),
    query: [MONTHS_QUERY],
    response: ref('Analytics'),
    errors: [400, 401, 403],
  },
  {
    method: 'get',
    path: '/admin/users',
    tag: 'Admin',
    summary: 'Live accounts by username; q matches part of the username or email.',
    document: `query ListAdminUsers($q: String, $first: Int!, $after: String) {
      adminUsers(q: $q, first: $first, after: $after) { nodes { ...RestUser } pageInfo { hasNextPage endCursor } }
    }${USER_FIELDS}`,
    variables: (input) => ({ ...page(input), q: text(input.query.q, 'q', false) }),
    respond: (data) => data.adminUsers.nodes.map(shape.user),
    responseHeaders: (data) => nextCursor(data.adminUsers),
    query: [{ name: 'q', description: 'Text in the username or email.', schema: STRING }, ...PAGE_QUERY],
    response: arrayOf('User'),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/admin/users',
    tag: 'Admin',
    summary: 'Create an account of any role; its owner is emailed a link to set a password.',
    document: `mutation CreateUser($input: AdminUserInput!) { createUser(input: $input) { ...RestUser } }${USER_FIELDS}`,
    variables: adminUserInput,
    respond: (data) => shape.user(data.createUser),
    status: 201,
    body: ADMIN_USER_BODY,
    response: ref('User'),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/admin/users/:id',
    tag: 'Admin',
    summary: "Change an account's username, email and role (not the caller's own role, nor the last admin's); a role change signs it out.",
    document: `mutation UpdateUser($id: ID!, $input: AdminUserInput!) { updateUser(id: $id, input: $input) { ...RestUser } }${USER_FIELDS}`,
    variables: (input) => ({ id: input.params.id, ...adminUserInput(input) }),
    respond: (data) => shape.user(data.updateUser),
    body: ADMIN_USER_BODY,
    response: ref('User'),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/admin/users/:id',
    tag: 'Admin',
    summary: 'Delete an account (not the caller, nor the last admin): it can no longer sign in, its shop closes, its orders stay readable.',
    document: `mutation DeleteUser($id: ID!) { deleteUser(id: $id) }`,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ message: 'User deleted.' }),
    response: MESSAGE,
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/vendors',
    tag: 'Admin',
    summary: 'Live shops, verified or pending, by name; q matches part of the name.',
    document: `query ListAdminVendors($q: String, $first: Int!, $after: String) {
      adminVendors(q: $q, first: $first, after: $after) { nodes { ...RestAdminVendor } pageInfo { hasNextPage endCursor } }
    }${ADMIN_VENDOR_FIELDS}`,
    variables: (input) => ({ ...page(input), q: text(input.query.q, 'q', false) }),
    respond: (data) => data.adminVendors.nodes.map(shape.adminVendor),
    responseHeaders: (data) => nextCursor(data.adminVendors),
    query: [{ name: 'q', description: 'Text in the name.', schema: STRING }, ...PAGE_QUERY],
    response: arrayOf('AdminVendor'),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: '/admin/vendors',
    tag: 'Admin',
    summary: 'Create a shop and its owner account (role Vendor); the owner is emailed a link to set a password.',
    document: `mutation CreateVendor($input: AdminVendorInput!) { createVendor(input: $input) { ...RestAdminVendor } }${ADMIN_VENDOR_FIELDS}`,
    variables: (input) => ({ input: adminVendorInput(input) }),
    respond: (data) => shape.adminVendor(data.createVendor),
    status: 201,
    body: ADMIN_VENDOR_BODY,
    response: ref('AdminVendor'),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/admin/vendors/:id',
    tag: 'Admin',
    summary: "Replace a shop's name, owner email and phone, and its verification when given; only verified shops and their products are public.",
    document: `mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) { updateVendor(id: $id, input: $input) { ...RestAdminVendor } }${ADMIN_VENDOR_FIELDS}`,
    variables: (input) => ({ id: input.params.id, input: adminVendorInput(input) }),
    respond: (data) => shape.adminVendor(data.updateVendor),
    body: ADMIN_VENDOR_BODY,
    response: ref('AdminVendor'),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'delete',
    path: '/admin/vendors/:id',
    tag: 'Admin',
    summary: 'Delete a shop and its owner account: the shop and its products leave the catalogue; past orders stay readable.',
    document: `mutation DeleteVendor($id: ID!) { deleteVendor(id: $id) }`,
    variables: ({ params }) => ({ id: params.id }),
    respond: () => ({ message: 'Vendor deleted.' }),
    response: MESSAGE,
    errors: [401, 403, 404],
  },
  {
    method: 'get',
    path: '/admin/profile',
    tag: 'Admin',
    summary: "The caller's own account.",
    // `me` answers anyone; this path is the admin's own profile.
    access: [Role.Admin],
    document: `query GetAdminProfile { me { ...RestUser } }${USER_FIELDS}`,
    respond: (data) => shape.user(data.me),
    response: ref('User'),
    errors: [401, 403],
  },
  {
    method: 'put',
    path: '/admin/profile',
    tag: 'Admin',
    summary: "Change the caller's own username, email (required) and phone.",
    document: `mutation UpdateAdminProfile($input: AdminProfileInput!) { updateAdminProfile(input: $input) { ...RestUser } }${USER_FIELDS}`,
    variables: ({ body }) => ({
      input: {
        username: requiredText(body.username, 'username'),
        email: requiredText(body.email, 'email'),
        phone: text(body.phone, 'phone', false) ?? null,
      },
    }),
    respond: (data) => shape.user(data.updateAdminProfile),
    body: object({ username: STRING, email: STRING, phone: NULLABLE }, ['username', 'email']),
    response: ref('User'),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/admin/change-password',
    tag: 'Admin',
    summary: "Change the caller's password; earlier tokens stop working and a fresh one is returned.",
    document: CHANGE_PASSWORD,
    variables: passwordChange,
    respond: PASSWORD_UPDATED,
    body: PASSWORD_BODY,
    response: PASSWORD_CHANGED,
    errors: [400, 401],
  },

  // ---- Payouts (payouts.routes.ts)
  ...PAYOUT_ROUTES,
];
