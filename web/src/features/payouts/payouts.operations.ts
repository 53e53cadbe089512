import { graphql } from '../../gql';

export const ShopTransferFieldsFragment = graphql(`
  fragment ShopTransferFields on ShopTransfer {
    id
    orderId
    orderShortNumber
    orderPlacedAt
    orderTotalCents
    commissionRatePercent
    commissionCents
    netCents
    state
    transferredAt
    reversedAt
  }
`);

export const PayoutAccountFieldsFragment = graphql(`
  fragment PayoutAccountFields on PayoutAccount {
    status
    testMode
    chargesEnabled
    payoutsEnabled
    detailsSubmitted
    requirements
  }
`);

/** /vendor/payouts: account, balances, the newest transfers, payouts and the monthly statement. */
export const GetVendorPayoutsQuery = graphql(`
  query GetVendorPayouts($first: Int!, $after: String, $months: Int!) {
    vendorPayouts {
      account {
        ...PayoutAccountFields
      }
      balance {
        pendingCents
        transferredCents
        paidOutCents
        refundedCents
        commissionCents
      }
      transfers(first: $first, after: $after) {
        nodes {
          ...ShopTransferFields
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
      payouts(first: 10) {
        nodes {
          id
          amountCents
          status
          paidAt
          failureMessage
          createdAt
        }
      }
      statement(months: $months) {
        month
        grossCents
        commissionCents
        refundedCents
        netCents
        transferredCents
        paidOutCents
      }
    }
  }
`);

/** Pages of transfers for the CSV export (every paid order, not only those shown). */
export const ListVendorTransfersQuery = graphql(`
  query ListVendorTransfers($first: Int!, $after: String) {
    vendorPayouts {
      transfers(first: $first, after: $after) {
        nodes {
          ...ShopTransferFields
        }
        pageInfo {
          endCursor
          hasNextPage
        }
      }
    }
  }
`);

export const StartPayoutOnboardingMutation = graphql(`
  mutation StartPayoutOnboarding {
    startPayoutOnboarding {
      url
      testMode
    }
  }
`);

export const RefreshPayoutAccountMutation = graphql(`
  mutation RefreshPayoutAccount {
    refreshPayoutAccount {
      ...PayoutAccountFields
    }
  }
`);
