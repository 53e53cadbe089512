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

// Everything a printable receipt shows: the seller (legal name, address, registration numbers),
// the buyer, the items, and each tax with who collects it.
export const GetOrderReceiptQuery = graphql(`
  query GetOrderReceipt($id: ID!) {
    order(id: $id) {
      id
      shortNumber
      createdAt
      status
      subtotal
      total
      paymentId
      customerInfo {
        fullName
        email
        phone
        address
        postalCode
        province
      }
      items {
        productName
        quantity
        unitPrice
        lineTotal
      }
      taxes {
        label
        amount
        collectedBy
      }
      vendor {
        id
        businessName
        legalName
        address
        city
        postalCode
        gstHstNumber
        qstNumber
      }
    }
  }
`);
