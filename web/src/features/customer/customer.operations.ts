import { graphql } from '../../gql';

export const GetCustomerDashboardQuery = graphql(`
  query GetCustomerDashboard {
    me {
      id
      name
      isVerified
      activeOrderCount
    }
    trendingProducts(limit: 8) {
      id
      name
      price
      image
      stock
    }
    vendors(first: 4) {
      nodes {
        id
        businessName
        profileImage
      }
    }
  }
`);

export const ResendVerificationEmailMutation = graphql(`
  mutation ResendVerificationEmail {
    resendVerificationEmail {
      message
    }
  }
`);
