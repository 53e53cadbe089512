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
