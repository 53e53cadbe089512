import { graphql } from '../../gql';

// The account cards every role's settings page shows.

/** A saved shipping address, as the profile, its card and the checkout's prefill read it. */
export const ShippingAddressFieldsFragment = graphql(`
  fragment ShippingAddressFields on SavedShippingAddress {
    fullName
    phone
    address
    province
    postalCode
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      role
      name
    }
  }
`);

export const MySessionsQuery = graphql(`
  query MySessions {
    mySessions {
      id
      createdAt
      userAgent
      ip
      current
    }
  }
`);

export const RevokeSessionMutation = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`);

export const LogoutEverywhereMutation = graphql(`
  mutation LogoutEverywhere {
    logoutEverywhere
  }
`);
