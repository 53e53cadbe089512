import { graphql } from '../../gql';

// Everything the checkout screen shows, in one round trip: the prefill for the shipping form,
// the cart with the server's totals (the amount the Pay button shows and the checkout sends
// back as expectedTotalCents) with the taxes of the shipping province (asked again when it changes),
// and which payment provider collects the card.
export const GetCheckoutQuery = graphql(`
  query GetCheckout($province: Province) {
    me {
      id
      name
      email
      phone
      province
      shippingAddress {
        ...ShippingAddressFields
      }
    }
    cart(province: $province) {
      itemCount
      items {
        quantity
        lineTotal
        lineTotalCents
        product {
          id
          name
          price
          image
          vendor {
            id
            businessName
          }
        }
      }
      subtotal
      tax
      total
      subtotalCents
      taxCents
      totalCents
      taxProvince
      taxes {
        label
        amountCents
      }
    }
    paymentConfig {
      provider
      testMode
      publishableKey
      currency
    }
  }
`);

export const SubmitCheckoutMutation = graphql(`
  mutation SubmitCheckout($input: CheckoutInput!) {
    checkout(input: $input) {
      success
      message
      paymentId
      total
      totalCents
      orders {
        id
        shortNumber
        total
        vendor {
          id
          businessName
        }
      }
    }
  }
`);
