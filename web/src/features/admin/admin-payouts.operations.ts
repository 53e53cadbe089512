import { graphql } from '../../gql';

export const PayoutsOverviewFieldsFragment = graphql(`
  fragment PayoutsOverviewFields on PayoutsOverview {
    commissionEarnedCents
    commissionThisMonthCents
    pendingCents
    transferredCents
    paidOutCents
    refundedCents
    transfers {
      state
      count
    }
  }
`);

export const CommissionSettingsFieldsFragment = graphql(`
  fragment CommissionSettingsFields on CommissionSettings {
    ratePercent
    effectiveFrom
    overrides {
      vendorId
      businessName
      ratePercent
      effectiveFrom
    }
  }
`);

/** /admin/payouts: the marketplace's money and the commission rates. */
export const GetAdminPayoutsQuery = graphql(`
  query GetAdminPayouts {
    adminPayouts {
      ...PayoutsOverviewFields
    }
    commissionSettings {
      ...CommissionSettingsFields
    }
  }
`);

export const ListShopBalancesQuery = graphql(`
  query ListShopBalances($first: Int!, $after: String) {
    adminShopBalances(first: $first, after: $after) {
      nodes {
        id
        vendorId
        businessName
        accountStatus
        balance {
          pendingCents
          transferredCents
          paidOutCents
          refundedCents
          commissionCents
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CheckLedgerIntegrityQuery = graphql(`
  query CheckLedgerIntegrity {
    ledgerIntegrity {
      ok
      checkedAt
      journals
      entries
      problems {
        check
        description
        count
      }
    }
  }
`);

export const SetPlatformCommissionMutation = graphql(`
  mutation SetPlatformCommission($ratePercent: Float!) {
    setPlatformCommission(ratePercent: $ratePercent) {
      ...CommissionSettingsFields
    }
  }
`);

export const SetShopCommissionMutation = graphql(`
  mutation SetShopCommission($vendorId: ID!, $ratePercent: Float) {
    setShopCommission(vendorId: $vendorId, ratePercent: $ratePercent) {
      ...CommissionSettingsFields
    }
  }
`);

export const AdminTransferFieldsFragment = graphql(`
  fragment AdminTransferFields on AdminTransfer {
    id
    orderId
    orderShortNumber
    orderPlacedAt
    orderTotalCents
    commissionCents
    netCents
    state
    vendorId
    businessName
    attempts
    lastError
    retryable
  }
`);

export const ListAdminTransfersQuery = graphql(`
  query ListAdminTransfers($state: TransferState, $first: Int!, $after: String) {
    adminTransfers(state: $state, first: $first, after: $after) {
      nodes {
        ...AdminTransferFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const RetryTransferMutation = graphql(`
  mutation RetryTransfer($id: ID!) {
    retryTransfer(id: $id) {
      ...AdminTransferFields
    }
  }
`);
