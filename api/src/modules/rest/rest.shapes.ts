/**
 * The REST adapter's data shapes (spec section 3): GraphQL selections as fragments, and the mapping
 * from their results to the documented JSON (`_id` instead of `id`, prices as numbers in dollars).
 * Pure renaming: nothing here decides anything.
 */

/** A GraphQL result, shaped by the fragments below. */
type Gql = any;

export const PRODUCT_FIELDS = /* GraphQL */ `
  fragment RestProduct on Product {
    id
    name
    description
    price
    stock
    category
    images
    image
    createdAt
    vendor { id name businessName }
  }
`;

export const VENDOR_FIELDS = /* GraphQL */ `
  fragment RestVendor on Vendor {
    id
    name
    businessName
    phone
    address
    city
    postalCode
    description
    isVerified
    profileImage
  }
`;

export const ORDER_FIELDS = /* GraphQL */ `
  fragment RestOrder on Order {
    id
    shortNumber
    createdAt
    status
    nextStatuses
    subtotal
    tax
    total
    paymentId
    customerName
    customerInfo { fullName email phone address postalCode province }
    items { productId productName quantity unitPrice lineTotal }
    vendor { id businessName }
    taxes { name rate amount }
  }
`;

export const CART_FIELDS = /* GraphQL */ `
  fragment RestCart on Cart {
    itemCount
    subtotal
    tax
    total
    taxProvince
    taxes { name rate amount }
    items { quantity lineTotal product { ...RestProduct } }
  }
`;

export const WISHLIST_FIELDS = /* GraphQL */ `
  fragment RestWishlistEntry on WishlistEntry {
    addedAt
    product { ...RestProduct }
  }
`;

export const MY_SHOP_FIELDS = /* GraphQL */ `
  fragment RestMyShop on MyShop {
    email
    emailNotifications
    vendor { ...RestVendor }
  }
`;

export const USER_FIELDS = /* GraphQL */ `
  fragment RestUser on User {
    id
    username
    name
    email
    phone
    role
    isVerified
    createdAt
  }
`;

export function product(p: Gql) {
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    stock: p.stock,
    category: p.category,
    images: p.images,
    image: p.image,
    createdAt: p.createdAt,
    vendor: { _id: p.vendor.id, name: p.vendor.name, businessName: p.vendor.businessName },
  };
}

export function vendor(v: Gql) {
  return {
    _id: v.id,
    // The spec's home page keeps only users whose role is Vendor; every shop is one.
    role: 'Vendor',
    name: v.name,
    businessName: v.businessName,
    phone: v.phone,
    address: v.address,
    city: v.city,
    postalCode: v.postalCode,
    description: v.description,
    isVerified: v.isVerified,
    profileImage: v.profileImage,
  };
}

export function order(o: Gql) {
  return {
    _id: o.id,
    shortNumber: o.shortNumber,
    createdAt: o.createdAt,
    status: o.status,
    nextStatuses: o.nextStatuses,
    subtotal: o.subtotal,
    tax: o.tax,
    totalPrice: o.total,
    paymentId: o.paymentId,
    customer: { name: o.customerName },
    customerInfo: o.customerInfo,
    items: o.items.map((line: Gql) => ({
      product: { _id: line.productId, name: line.productName },
      quantity: line.quantity,
      price: line.unitPrice,
      lineTotal: line.lineTotal,
    })),
    vendor: { _id: o.vendor.id, businessName: o.vendor.businessName },
    // Rate as a percentage number, amount in dollars.
    taxes: o.taxes.map(({ name, rate, amount }: Gql) => ({ name, rate, amount })),
  };
}

export function cart(c: Gql) {
  return {
    items: c.items.map((line: Gql) => ({ product: product(line.product), quantity: line.quantity, lineTotal: line.lineTotal })),
    itemCount: c.itemCount,
    subtotal: c.subtotal,
    tax: c.tax,
    total: c.total,
    province: c.taxProvince,
    taxes: c.taxes.map(({ name, rate, amount }: Gql) => ({ name, rate, amount })),
  };
}

export function wishlist(entries: Gql[]) {
  return { items: entries.map((entry) => ({ product: product(entry.product), addedAt: entry.addedAt })) };
}

export function myShop(shop: Gql) {
  return { ...vendor(shop.vendor), email: shop.email, settings: { emailNotifications: shop.emailNotifications } };
}

export function user(u: Gql) {
  return {
    _id: u.id,
    userId: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    phone: u.phone,
    role: u.role,
    isVerified: u.isVerified,
    createdAt: u.createdAt,
  };
}

export const cents = (value: number) => value / 100;

export const ADMIN_VENDOR_FIELDS = /* GraphQL */ `
  fragment RestAdminVendor on AdminVendor {
    id
    ownerId
    name
    email
    phone
    isVerified
    productCount
    createdAt
  }
`;

export function adminVendor(v: Gql) {
  return {
    _id: v.id,
    ownerId: v.ownerId,
    name: v.name,
    email: v.email,
    phone: v.phone,
    isVerified: v.isVerified,
    productCount: v.productCount,
    createdAt: v.createdAt,
  };
}

/** A chart as the spec's screens draw it: one label per month and one dataset of values. */
function chart(months: { month: string }[], label: string, data: number[]) {
  return { labels: months.map((m) => m.month), datasets: [{ label, data }] };
}

const monthlyRevenue = (months: Gql[]) => months.map((m) => cents(m.revenueCents));

export function adminStats(s: Gql) {
  return {
    users: s.users,
    vendors: s.vendors,
    orders: s.orders,
    totalRevenue: cents(s.totalRevenueCents),
    averageOrderValue: cents(s.averageOrderValueCents),
    revenueThisMonth: cents(s.revenueThisMonthCents),
    revenueLastMonth: cents(s.revenueLastMonthCents),
    revenueLastMonthToDate: cents(s.revenueLastMonthToDateCents),
    salesGrowthRate: s.salesGrowthRate,
    salesData: chart(s.salesData, 'Revenue', monthlyRevenue(s.salesData)),
    statusBreakdown: Object.fromEntries(s.statusBreakdown.map((row: Gql) => [row.status, row.count])),
  };
}

export function analytics(a: Gql) {
  return {
    totalSales: cents(a.totalSalesCents),
    totalOrders: a.totalOrders,
    newUsers: a.newUsers,
    activeVendors: a.activeVendors,
    salesChart: chart(a.salesChart, 'Sales', monthlyRevenue(a.salesChart)),
    usersChart: chart(a.usersChart, 'New users', a.usersChart.map((m: Gql) => m.newUsers)),
  };
}
