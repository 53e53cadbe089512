import { graphql } from '../../gql';

export const ListMyOrdersQuery = graphql(`
  query ListMyOrders($first: Int!, $after: String) {
    myOrders(first: $first, after: $after) {
      nodes {
        id
        shortNumber
        createdAt
        status
        refundStatus
        subtotal
        tax
        total
        totalCents
        paymentId
        taxes {
          label
          amount
        }
        customerInfo {
          fullName
          email
          phone
          address
          postalCode
        }
        items {
          productId
          productName
          quantity
          unitPrice
          lineTotal
        }
        vendor {
          id
          businessName
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);
