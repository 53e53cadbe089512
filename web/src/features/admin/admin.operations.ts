import { graphql } from '../../gql';

export const GetAdminAnalyticsQuery = graphql(`
  query GetAdminAnalytics($months: Int!) {
    adminAnalytics(months: $months) {
      totalSalesCents
      totalOrders
      newUsers
      activeVendors
      salesChart {
        month
        orders
        revenueCents
      }
      usersChart {
        month
        newUsers
      }
    }
  }
`);

export const AdminUserFieldsFragment = graphql(`
  fragment AdminUserFields on User {
    id
    username
    email
    role
  }
`);

export const ListAdminUsersQuery = graphql(`
  query ListAdminUsers($q: String, $first: Int!, $after: String) {
    adminUsers(q: $q, first: $first, after: $after) {
      nodes {
        ...AdminUserFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateUserMutation = graphql(`
  mutation CreateUser($input: AdminUserInput!) {
    createUser(input: $input) {
      ...AdminUserFields
    }
  }
`);

export const UpdateUserMutation = graphql(`
  mutation UpdateUser($id: ID!, $input: AdminUserInput!) {
    updateUser(id: $id, input: $input) {
      ...AdminUserFields
    }
  }
`);

export const DeleteUserMutation = graphql(`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

export const AdminVendorFieldsFragment = graphql(`
  fragment AdminVendorFields on AdminVendor {
    id
    name
    email
    phone
    isVerified
    productCount
  }
`);

export const ListAdminVendorsQuery = graphql(`
  query ListAdminVendors($q: String, $first: Int!, $after: String) {
    adminVendors(q: $q, first: $first, after: $after) {
      nodes {
        ...AdminVendorFields
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const CreateVendorMutation = graphql(`
  mutation CreateVendor($input: AdminVendorInput!) {
    createVendor(input: $input) {
      ...AdminVendorFields
    }
  }
`);

export const UpdateVendorMutation = graphql(`
  mutation UpdateVendor($id: ID!, $input: AdminVendorInput!) {
    updateVendor(id: $id, input: $input) {
      ...AdminVendorFields
    }
  }
`);

export const DeleteVendorMutation = graphql(`
  mutation DeleteVendor($id: ID!) {
    deleteVendor(id: $id)
  }
`);

export const GetVendorDeletionImpactQuery = graphql(`
  query GetVendorDeletionImpact($id: ID!) {
    adminVendorDeletionImpact(id: $id) {
      openOrderCount
      refundTotalCents
    }
  }
`);

export const ListAuditEntriesQuery = graphql(`
  query ListAuditEntries(
    $actor: String
    $action: AuditAction
    $from: DateTimeISO
    $to: DateTimeISO
    $first: Int!
    $after: String
  ) {
    auditLog(actor: $actor, action: $action, from: $from, to: $to, first: $first, after: $after) {
      nodes {
        id
        createdAt
        actorEmail
        actorRole
        action
        targetType
        targetId
        summary
        summaryMessage {
          id
          params {
            name
            value
          }
        }
        changes {
          field
          before
          after
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const GetAdminProfileQuery = graphql(`
  query GetAdminProfile {
    me {
      id
      username
      email
      phone
    }
  }
`);

export const UpdateAdminProfileMutation = graphql(`
  mutation UpdateAdminProfile($input: AdminProfileInput!) {
    updateAdminProfile(input: $input) {
      id
      username
      email
      phone
    }
  }
`);
