import { graphql } from '../../gql';

// The dashboard's own operations, apart from the rest of the admin area's (admin.operations.ts), so
// the dashboard's first load carries only these.

/** Dashboard: every figure is computed by the API in SQL; the page only formats them. */
export const GetAdminStatsQuery = graphql(`
  query GetAdminStats($months: Int!) {
    adminStats(months: $months) {
      users
      vendors
      orders
      totalRevenueCents
      averageOrderValueCents
      revenueThisMonthCents
      revenueLastMonthCents
      revenueLastMonthToDateCents
      salesGrowthRate
      salesData {
        month
        orders
        revenueCents
      }
      statusBreakdown {
        status
        count
      }
    }
  }
`);

/** The dashboard's commission card: what the platform earned, from the ledger. */
export const GetCommissionEarnedQuery = graphql(`
  query GetCommissionEarned {
    adminPayouts {
      commissionEarnedCents
      commissionThisMonthCents
    }
  }
`);
