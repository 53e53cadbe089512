import { graphql } from '../../gql';

export const SubscribeNewsletterMutation = graphql(`
  mutation SubscribeNewsletter($input: NewsletterSignupInput!) {
    subscribeNewsletter(input: $input) {
      message
    }
  }
`);

export const ConfirmNewsletterSubscriptionMutation = graphql(`
  mutation ConfirmNewsletterSubscription($input: NewsletterLinkInput!) {
    confirmNewsletterSubscription(input: $input) {
      message
    }
  }
`);

export const UnsubscribeNewsletterMutation = graphql(`
  mutation UnsubscribeNewsletter($input: NewsletterLinkInput!) {
    unsubscribeNewsletter(input: $input) {
      message
    }
  }
`);
