import { vi } from 'vitest';
import type { RecordedOperation } from '../../app/testing.utils';
import type {
  AdminUserFieldsFragment,
  AdminVendorFieldsFragment,
  GetAdminAnalyticsQuery,
  GetAdminStatsQuery,
  ListAuditEntriesQuery,
} from '../../gql/graphql';

export const sent = (operations: RecordedOperation[], name: string) =>
  operations.filter((operation) => operation.operationName === name);

export function graphQLError(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}

export function connection<T>(typename: string, nodes: T[], hasNextPage = false, endCursor: string | null = null) {
  return { __typename: typename, nodes, pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage } };
}

/** `count` consecutive months ending 2025-03 (as the API returns them, oldest first). */
export function monthKeys(count: number): string[] {
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(2025, 2 - (count - 1 - i), 1)).toISOString().slice(0, 7));
}

type Stats = GetAdminStatsQuery['adminStats'];
type Analytics = GetAdminAnalyticsQuery['adminAnalytics'];

export function testStats(overrides: Partial<Stats> = {}, revenueByMonth: Record<string, [number, number]> = {}): Stats {
  return {
    __typename: 'AdminStats',
    users: 1234,
    vendors: 11,
    orders: 5,
    totalRevenueCents: 19_734,
    averageOrderValueCents: 3_947,
    revenueThisMonthCents: 12_234,
    revenueLastMonthCents: 8_000,
    revenueLastMonthToDateCents: 5_000,
    salesGrowthRate: 144.68,
    salesData: monthKeys(12).map((month) => {
      const [orders, revenueCents] = revenueByMonth[month] ?? [0, 0];
      return { __typename: 'MonthlySales', month, orders, revenueCents };
    }),
    statusBreakdown: (['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const).map((status, index) => ({
      __typename: 'OrderStatusCount',
      status,
      count: index + 1,
    })),
    ...overrides,
  };
}

export function testAnalytics(months: number, sales: Record<string, [number, number]> = {}, users: Record<string, number> = {}, overrides: Partial<Analytics> = {}): Analytics {
  const keys = monthKeys(months);
  const salesChart = keys.map((month) => {
    const [orders, revenueCents] = sales[month] ?? [0, 0];
    return { __typename: 'MonthlySales' as const, month, orders, revenueCents };
  });
  return {
    __typename: 'Analytics',
    totalSalesCents: salesChart.reduce((sum, m) => sum + m.revenueCents, 0),
    totalOrders: salesChart.reduce((sum, m) => sum + m.orders, 0),
    newUsers: 2,
    activeVendors: 7,
    salesChart,
    usersChart: keys.map((month) => ({ __typename: 'MonthlyUsers' as const, month, newUsers: users[month] ?? 0 })),
    ...overrides,
  };
}

export function testUser(overrides: Partial<AdminUserFieldsFragment> & { id: string; username: string }): AdminUserFieldsFragment {
  return { __typename: 'User', email: `${overrides.username}@example.com`, role: 'Customer', ...overrides };
}

export function testVendor(overrides: Partial<AdminVendorFieldsFragment> & { id: string; name: string }): AdminVendorFieldsFragment {
  return { __typename: 'AdminVendor', email: `${overrides.id}@example.com`, phone: null, isVerified: true, productCount: 3, ...overrides };
}

type AuditEntry = ListAuditEntriesQuery['auditLog']['nodes'][number];

export function testAuditEntry(overrides: Partial<AuditEntry> & { id: string }): AuditEntry {
  return {
    __typename: 'AuditEntry',
    createdAt: '2025-03-04T15:00:00.000Z',
    actorEmail: 'admin@mainstreet.test',
    actorRole: 'Admin',
    action: 'UserRoleChange',
    targetType: 'User',
    targetId: 'u9',
    summary: 'Changed role of bob (bob@example.com) from Customer to Vendor',
    summaryMessage: {
      __typename: 'AuditMessage',
      id: 'user.role_change',
      params: [
        { __typename: 'AuditMessageParam', name: 'username', value: 'bob' },
        { __typename: 'AuditMessageParam', name: 'email', value: 'bob@example.com' },
        { __typename: 'AuditMessageParam', name: 'before', value: 'Customer' },
        { __typename: 'AuditMessageParam', name: 'after', value: 'Vendor' },
      ],
    },
    changes: [{ __typename: 'AuditChange', field: 'role', before: 'Customer', after: 'Vendor' }],
    ...overrides,
  };
}

/** jsdom lays nothing out; nivo's responsive wrapper draws only once its parent has a size. */
export function giveElementsASize() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 320, width: 640, height: 320, toJSON: () => ({}),
  } as DOMRect);
}
