import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-with-providers.test-util';
import { LogoutEverywhereMutation, MySessionsQuery, RevokeSessionMutation } from './account.operations';
import { SessionsCard, deviceName } from './SessionsCard';
import { setupI18n } from '@lingui/core';

const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });

const sessions = [
  { __typename: 'Session' as const, id: 's-1', createdAt: '2026-11-20T15:00:00.000Z', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36', ip: '192.0.2.1', current: true },
  { __typename: 'Session' as const, id: 's-2', createdAt: '2026-11-18T09:30:00.000Z', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile/15E148 Safari/604.1', ip: '198.51.100.7', current: false },
];

describe('SessionsCard', () => {
  it('lists where the account is signed in, marks this device, and signs out another one', async () => {
    const user = userEvent.setup();
    let revoked = false;
    renderPage(<SessionsCard />, {
      mocks: [
        { request: { query: MySessionsQuery }, result: { data: { mySessions: sessions } } },
        { request: { query: RevokeSessionMutation, variables: { id: 's-2' } }, result: () => ((revoked = true), { data: { revokeSession: true } }) },
        { request: { query: MySessionsQuery }, result: { data: { mySessions: [sessions[0]] } } },
        { request: { query: LogoutEverywhereMutation }, result: { data: { logoutEverywhere: true } } },
      ],
    });
    expect(await screen.findByText('Chrome on Linux')).toBeInTheDocument();
    expect(screen.getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('Safari on iOS')).toBeInTheDocument();
    // Only other devices can be signed out one by one; this one signs out through "Sign out everywhere" or the menu.
    const buttons = screen.getAllByRole('button', { name: /^Sign out Safari on iOS/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]);
    await waitFor(() => expect(revoked).toBe(true));
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
  });

  it('names devices from their User-Agent', () => {
    expect(deviceName(en, null)).toBe('Unknown device');
    expect(deviceName(en, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36 Edg/156.0')).toBe('Edge on Windows');
    expect(deviceName(en, 'curl/8.5.0')).toBe('curl/8.5.0');
  });
});
