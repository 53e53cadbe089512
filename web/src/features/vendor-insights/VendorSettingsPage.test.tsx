import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { MySessionsQuery } from '../../components/account/account.operations';

/** The sessions card below the settings asks once where the account is signed in. */
const NO_OTHER_SESSIONS = { ...mockQuery(MySessionsQuery, {}, { mySessions: [] }), maxUsageCount: Number.POSITIVE_INFINITY };
import { ChangePasswordDocument } from '../../gql/graphql';
import { GetMyShopQuery, SetShopEmailNotificationsMutation } from './vendor-insights.operations';
import { myShop } from './vendor-insights.test-data';
import VendorSettingsPage from './VendorSettingsPage';

async function fillPassword(user: UserEvent, current: string, next: string, confirm: string) {
  await user.type(screen.getByLabelText(/Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/Confirm new password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Update password' }));
}

describe('VendorSettingsPage', () => {
  it('shows the email-notification switch as the API has it and turns it off', async () => {
    const user = userEvent.setup();
    const turnedOff = vi.fn(() => ({ data: { setEmailNotifications: myShop({}, false) } }));
    renderPage(<VendorSettingsPage />, {
      mocks: [
        NO_OTHER_SESSIONS,
        mockQuery(GetMyShopQuery, {}, { myShop: myShop({}, true) }),
        { request: { query: SetShopEmailNotificationsMutation, variables: { enabled: false } }, result: turnedOff },
      ],
    });
    const toggle = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(turnedOff).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('New-order emails are off.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  });

  it('starts off when the vendor turned emails off, and rolls back on failure', async () => {
    const user = userEvent.setup();
    renderPage(<VendorSettingsPage />, {
      mocks: [
        NO_OTHER_SESSIONS,
        mockQuery(GetMyShopQuery, {}, { myShop: myShop({}, false) }),
        {
          request: { query: SetShopEmailNotificationsMutation, variables: { enabled: true } },
          result: { errors: [{ message: 'Your shop is not available.', extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
    });
    const toggle = await screen.findByRole('switch', { name: 'Email notifications' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your shop is not available.');
    expect(screen.getByRole('switch', { name: 'Email notifications' })).not.toBeChecked();
  });

  it('says "Passwords do not match." and sends no request when they differ', async () => {
    const user = userEvent.setup();
    const changed = vi.fn(() => ({
      data: { changePassword: { __typename: 'AuthPayload' as const, token: 't2', role: 'Vendor' as const, name: null } },
    }));
    renderPage(<VendorSettingsPage />, {
      mocks: [
        NO_OTHER_SESSIONS,
        mockQuery(GetMyShopQuery, {}, { myShop: myShop() }),
        { request: { query: ChangePasswordDocument, variables: () => true }, result: changed },
      ],
    });
    await screen.findByRole('switch', { name: 'Email notifications' });
    await fillPassword(user, 'Password123!', 'NewPassword1!', 'NewPassword2!');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match.');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(changed).not.toHaveBeenCalled();
  });

  it('changes the password and keeps the session with the new token', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', 'old');
    localStorage.setItem('role', 'Vendor');
    const changed = vi.fn(() => ({
      data: { changePassword: { __typename: 'AuthPayload' as const, token: 'fresh', role: 'Vendor' as const, name: 'Marie' } },
    }));
    renderPage(<VendorSettingsPage />, {
      mocks: [
        NO_OTHER_SESSIONS,
        mockQuery(GetMyShopQuery, {}, { myShop: myShop() }),
        {
          request: {
            query: ChangePasswordDocument,
            variables: { input: { currentPassword: 'Password123!', newPassword: 'NewPassword1!' } },
          },
          result: changed,
        },
      ],
    });
    await fillPassword(user, 'Password123!', 'NewPassword1!', 'NewPassword1!');
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('shows the fallback when the password change fails without a message', async () => {
    const user = userEvent.setup();
    renderPage(<VendorSettingsPage />, {
      mocks: [
        NO_OTHER_SESSIONS,
        mockQuery(GetMyShopQuery, {}, { myShop: myShop() }),
        { request: { query: ChangePasswordDocument, variables: () => true }, error: new Error('Network down') },
      ],
    });
    await fillPassword(user, 'Password123!', 'NewPassword1!', 'NewPassword1!');
    expect(await screen.findByText('Failed to update password.')).toBeInTheDocument();
  });
});
