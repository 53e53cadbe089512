import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-with-providers.test-util';
import AdminMessagesPage from './AdminMessagesPage';
import { ListContactMessagesQuery, SetContactMessageReadMutation } from './messages.operations';

const message = (read: boolean) => ({
  __typename: 'ContactMessage' as const,
  id: 'm1',
  name: 'Priya Shah',
  senderEmail: 'priya@example.com',
  message: 'Do you ship to Gatineau?\nThanks!',
  createdAt: '2026-11-27T15:00:00.000Z',
  read,
});
const page = (read: boolean) => ({
  data: {
    contactMessages: { __typename: 'ContactMessageConnection', nodes: [message(read)], pageInfo: { __typename: 'PageInfo', endCursor: 'c', hasNextPage: false } },
    unreadContactMessageCount: read ? 0 : 1,
  },
});
const LIST = { query: ListContactMessagesQuery, variables: { first: 25, unreadOnly: false } };

describe('AdminMessagesPage', () => {
  it('lists messages with their sender, marks one read, and shows the new state', async () => {
    const mocks = [
      { request: LIST, result: page(false) },
      { request: { query: SetContactMessageReadMutation, variables: { id: 'm1', read: true } }, result: { data: { setContactMessageRead: { __typename: 'ContactMessage', id: 'm1', read: true } } } },
      { request: LIST, result: page(true) },
    ];
    renderPage(<AdminMessagesPage />, { route: '/admin/messages', path: '/admin/messages', mocks });
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'priya@example.com' })).toHaveAttribute('href', 'mailto:priya@example.com');
    expect(screen.getByText(/1 unread\./)).toBeInTheDocument();
    fireEvent.click(within(item).getByRole('button', { name: 'Mark as read: message from Priya Shah' }));
    expect(await screen.findByRole('button', { name: 'Mark as unread: message from Priya Shah' })).toBeInTheDocument();
    expect(screen.queryByText('Unread')).not.toBeInTheDocument();
  });
});
