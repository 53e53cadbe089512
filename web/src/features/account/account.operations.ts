import { graphql } from '../../gql';

export const GetAccountProfileQuery = graphql(`
  query GetAccountProfile {
    me {
      id
      username
      name
      email
      phone
      province
      shippingAddress {
        ...ShippingAddressFields
      }
      role
      isVerified
      createdAt
      vendor {
        id
        businessName
        address
        city
      }
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      name
      phone
      province
    }
  }
`);

export const SaveShippingAddressMutation = graphql(`
  mutation SaveShippingAddress($input: ShippingAddressInput!) {
    saveShippingAddress(input: $input) {
      id
      province
      shippingAddress {
        ...ShippingAddressFields
      }
    }
  }
`);

export const DeleteShippingAddressMutation = graphql(`
  mutation DeleteShippingAddress {
    deleteShippingAddress {
      id
      shippingAddress {
        fullName
      }
    }
  }
`);
