import { graphql } from '../../gql';

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {
    subscribeNewsletter(input: $input) {
      message
    }
  }
`);
