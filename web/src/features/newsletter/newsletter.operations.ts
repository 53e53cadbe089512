import { graphql } from '../../gql';

// The newsletter links' pages. The footer's sign-up is components/layout/newsletter-signup.*.

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
