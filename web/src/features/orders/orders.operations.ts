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

// What one checkout placed, for the page the customer lands on after paying (and returns to from the
// orders list or the confirmation email).
export const GetCheckoutConfirmationQuery = graphql(`
  query GetCheckoutConfirmation($paymentId: ID!) {
    checkoutConfirmation(paymentId: $paymentId) {
      paymentId
      placedAt
      paymentPending
      cardBrand
      cardLast4
      subtotalCents
      taxCents
      totalCents
      shipTo {
        fullName
        email
        phone
        address
        postalCode
        province
      }
      orders {
        id
        shortNumber
        subtotalCents
        totalCents
        vendor {
          id
          businessName
        }
        items {
          productId
          productName
          quantity
          lineTotal
        }
        taxes {
          label
          amount
        }
      }
    }
  }
`);
