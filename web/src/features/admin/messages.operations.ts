import { graphql } from '../../gql';

export const ListContactMessagesQuery = graphql(`
  query ListContactMessages($first: Int!, $after: String, $unreadOnly: Boolean!) {
    contactMessages(first: $first, after: $after, unreadOnly: $unreadOnly) {
      nodes {
        id
        name
        senderEmail
        message
        createdAt
        read
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
    unreadContactMessageCount
  }
`);

export const SetContactMessageReadMutation = graphql(`
  mutation SetContactMessageRead($id: ID!, $read: Boolean!) {
    setContactMessageRead(id: $id, read: $read) {
      id
      read
    }
  }
`);
