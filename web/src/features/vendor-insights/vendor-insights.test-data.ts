import type { GetVendorSalesReportQuery, MyShopFieldsFragment } from '../../gql/graphql';

type SalesPoint = GetVendorSalesReportQuery['vendorSales']['daily'][number];

function point(period: string, orders = 0, revenueCents = 0): SalesPoint {
  return { __typename: 'SalesPoint', period, orders, revenueCents, taxCents: Math.round(revenueCents * 0.13) };
}

/** `count` consecutive UTC days ending 2025-03-30, oldest first, as the API returns them. */
export function days(count: number, values: Record<string, [number, number]> = {}): SalesPoint[] {
  const end = Date.UTC(2025, 2, 30);
  return Array.from({ length: count }, (_, i) => {
    const period = new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10);
    const [orders, cents] = values[period] ?? [0, 0];
    return point(period, orders, cents);
  });
}

/** `count` consecutive months ending 2025-03, oldest first. */
export function months(count: number, values: Record<string, [number, number]> = {}): SalesPoint[] {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2025, 2 - (count - 1 - i), 1));
    const period = date.toISOString().slice(0, 7);
    const [orders, cents] = values[period] ?? [0, 0];
    return point(period, orders, cents);
  });
}

export function myShop(vendor: Partial<MyShopFieldsFragment['vendor']> = {}, emailNotifications = true): MyShopFieldsFragment {
  return {
    __typename: 'MyShop',
    email: 'vendor1@mainstreet.test',
    emailNotifications,
    vendor: {
      __typename: 'Vendor',
      id: 'v1',
      businessName: 'Maple Bakery',
      legalName: null,
      gstHstNumber: null,
      qstNumber: null,
      phone: '416-555-0101',
      address: null,
      city: 'Toronto',
      postalCode: 'M5V 2T6',
      description: null,
      businessNameFr: null,
      descriptionFr: null,
      profileImage: null,
      isVerified: true,
      ...vendor,
    },
  };
}
