import { graphql } from '../../gql';

export const ListFailedRefundsQuery = graphql(`
  query ListFailedRefunds($first: Int!, $after: String) {
    failedRefunds(first: $first, after: $after) {
      nodes {
        id
        orderId
        orderNumber
        shopName
        amountCents
        attempts
        lastError
        updatedAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const RetryRefundMutation = graphql(`
  mutation RetryRefund($orderId: ID!) {
    retryRefund(orderId: $orderId) {
      id
      orderId
      attempts
    }
  }
`);
