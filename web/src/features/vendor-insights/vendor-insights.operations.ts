import { graphql } from '../../gql';

export const SalesPointFieldsFragment = graphql(`
  fragment SalesPointFields on SalesPoint {
    period
    orders
    revenueCents
    taxCents
  }
`);

/** Sales page: revenue by day (last `days`) and by month (last `months`), and best sellers. */
export const GetVendorSalesReportQuery = graphql(`
  query GetVendorSalesReport($days: Int!, $months: Int!) {
    vendorSales(days: $days, months: $months) {
      daily {
        ...SalesPointFields
      }
      monthly {
        ...SalesPointFields
      }
      topProducts {
        productId
        name
        units
        revenueCents
      }
    }
  }
`);

/**
 * Earnings page: months only (`days` has a minimum of 1). vendorDashboard has no id, so the
 * cache keeps one copy under the root field: selecting the same fields as the dashboard's
 * query keeps the two pages from overwriting each other's copy with a partial one.
 */
export const GetVendorEarningsQuery = graphql(`
  query GetVendorEarnings($months: Int!) {
    vendorSales(days: 1, months: $months) {
      monthly {
        ...SalesPointFields
      }
    }
    vendorDashboard {
      businessName
      totalProducts
      totalOrders
      totalRevenueCents
      revenueThisMonthCents
      revenueLastMonthCents
      revenueLastMonthToDateCents
      revenueGrowthPercent
    }
    vendorPayouts {
      statement(months: $months) {
        month
        commissionCents
        netCents
      }
    }
  }
`);

export const ListLowStockProductsQuery = graphql(`
  query ListLowStockProducts($threshold: Int!) {
    myLowStockProducts(threshold: $threshold) {
      id
      name
      category
      stock
    }
  }
`);

export const SetInventoryStockMutation = graphql(`
  mutation SetInventoryStock($id: ID!, $stock: Int!) {
    setProductStock(id: $id, stock: $stock) {
      id
      stock
    }
  }
`);

/**
 * MyShop has no id, so Apollo stores it under the root field as a whole: every operation
 * below selects exactly these fields, and the mutations write their result back into
 * GetMyShop (see writeMyShop in vendor-insights.hooks.ts) so profile and settings show the saved values.
 */
export const MyShopFieldsFragment = graphql(`
  fragment MyShopFields on MyShop {
    email
    emailNotifications
    vendor {
      id
      businessName
      phone
      address
      city
      postalCode
      description
      businessNameFr
      descriptionFr
      profileImage
      isVerified
      legalName
      gstHstNumber
      qstNumber
    }
  }
`);

export const GetMyShopQuery = graphql(`
  query GetMyShop {
    myShop {
      ...MyShopFields
    }
  }
`);

export const UpdateShopProfileMutation = graphql(`
  mutation UpdateShopProfile($input: ShopProfileInput!) {
    updateMyShop(input: $input) {
      ...MyShopFields
    }
  }
`);

export const SetShopEmailNotificationsMutation = graphql(`
  mutation SetShopEmailNotifications($enabled: Boolean!) {
    setEmailNotifications(enabled: $enabled) {
      ...MyShopFields
    }
  }
`);
