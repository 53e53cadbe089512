import { fireEvent, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-with-providers.test-util';
import NewsletterLinkPage from './NewsletterLinkPage';
import { ConfirmNewsletterSubscriptionMutation, UnsubscribeNewsletterMutation } from './newsletter.operations';

const TOKEN = 'A'.repeat(43);

describe('NewsletterLinkPage', () => {
  it('confirms a sign-up only when the button is pressed, then says so', async () => {
    const mocks = [
      {
        request: { query: ConfirmNewsletterSubscriptionMutation, variables: { input: { token: TOKEN } } },
        result: { data: { confirmNewsletterSubscription: { __typename: 'FormAcknowledgement', message: 'Your subscription is confirmed. Thank you!' } } },
      },
    ];
    renderPage(<NewsletterLinkPage action="confirm" />, { route: `/newsletter/confirm/${TOKEN}`, path: '/newsletter/confirm/:token', mocks });
    expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed. Thank you!');
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).not.toBeInTheDocument();
  });

  it("shows the API's reason for a bad unsubscribe link and lets the visitor try again", async () => {
    const mocks = [
      {
        request: { query: UnsubscribeNewsletterMutation, variables: { input: { token: 'nope' } } },
        result: { errors: [new GraphQLError('This link is invalid or has expired.', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ];
    renderPage(<NewsletterLinkPage action="unsubscribe" />, { route: '/newsletter/unsubscribe/nope', path: '/newsletter/unsubscribe/:token', mocks });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });
});
