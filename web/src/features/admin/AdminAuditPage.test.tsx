import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import AdminAuditPage from './AdminAuditPage';
import { connection, graphQLError, sent, testAuditEntry } from './admin.test-util';

const roleChange = testAuditEntry({ id: 'a1' });
const systemCancel = testAuditEntry({
  id: 'a2',
  createdAt: '2025-03-03T10:00:00.000Z',
  actorEmail: null,
  actorRole: null,
  action: 'OrderStatusChange',
  targetType: 'Order',
  summary: 'Order #ABC123 cancelled: the payment failed',
  summaryMessage: { __typename: 'AuditMessage', id: 'order.cancelled_payment_failed', params: [{ __typename: 'AuditMessageParam', name: 'order', value: 'ABC123' }] },
  changes: [{ __typename: 'AuditChange', field: 'status', before: 'Pending', after: 'Cancelled' }],
});
const password = testAuditEntry({
  id: 'a3',
  createdAt: '2025-03-02T10:00:00.000Z',
  actorEmail: 'alice@mainstreet.test',
  actorRole: 'Customer',
  action: 'PasswordChange',
  summary: 'alice changed their password',
  // Written before the API kept messages: its English summary shows.
  summaryMessage: null,
  changes: [],
});

function setup(respond: MockResponder) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient(respond);
  renderAt(<AdminAuditPage />, { client, path: '/admin/audit' });
  return { user: userEvent.setup(), operations };
}

describe('AdminAuditPage', () => {
  it('lists who changed what and when, with the values before and after', async () => {
    setup(() => ({ data: { auditLog: connection('AuditEntryConnection', [roleChange, systemCancel, password]) } }));
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('admin@mainstreet.test');
    expect(rows[0]).toHaveTextContent('Role changed');
    expect(rows[0]).toHaveTextContent('Changed role of bob (bob@example.com) from Customer to Vendor');
    expect(rows[0]).toHaveTextContent('role: Customer → Vendor');
    expect(within(rows[0]).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute('dateTime', '2025-03-04T15:00:00.000Z');
    expect(rows[1]).toHaveTextContent('System');
    expect(rows[1]).toHaveTextContent('status: Pending → Cancelled');
    expect(rows[2]).toHaveTextContent('Password changed');
    expect(rows[2]).toHaveTextContent('—');
  });

  it('filters by actor, action and date, sending the whole chosen days', async () => {
    const { user, operations } = setup(() => ({ data: { auditLog: connection('AuditEntryConnection', [roleChange]) } }));
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    await user.type(screen.getByRole('searchbox', { name: 'Actor email' }), 'admin@');
    await user.selectOptions(screen.getByLabelText('Action'), 'Role changed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-04' } });
    await waitFor(() =>
      expect(sent(operations, 'ListAuditEntries').at(-1)?.variables).toEqual({
        actor: 'admin@',
        action: 'UserRoleChange',
        from: new Date('2025-03-01T00:00:00').toISOString(),
        to: new Date('2025-03-04T23:59:59.999').toISOString(),
        first: 25,
      }),
    );
    // Debounced: the actor text went out once, finished.
    expect(sent(operations, 'ListAuditEntries').map((o) => o.variables.actor)).not.toContain('adm');
  });

  it('loads the next page with the cursor', async () => {
    const { user, operations } = setup(({ variables }) => ({
      data: {
        auditLog: variables.after
          ? connection('AuditEntryConnection', [password])
          : connection('AuditEntryConnection', [roleChange, systemCancel], true, 'cursor-2'),
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('alice changed their password')).toBeInTheDocument();
    expect(sent(operations, 'ListAuditEntries').at(-1)?.variables.after).toBe('cursor-2');
    expect(screen.getByText('Changed role of bob (bob@example.com) from Customer to Vendor')).toBeInTheDocument();
  });

  it('says "No audit entries found" when nothing matches', async () => {
    setup(() => ({ data: { auditLog: connection('AuditEntryConnection', []) } }));
    expect(await screen.findByText('No audit entries found')).toBeInTheDocument();
  });

  it("shows the server's message when the log cannot be loaded", async () => {
    setup(() => graphQLError('The start date must not be after the end date.', 'BAD_USER_INPUT'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must not be after the end date.');
  });
});
