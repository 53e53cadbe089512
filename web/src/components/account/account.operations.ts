import { graphql } from '../../gql';

// The account cards every role's settings page shows.

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
