import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockQuery, mockQueryError, renderPage } from '../../app/render-with-providers.test-util';
import { GetMyShopQuery, UpdateShopProfileMutation } from './vendor-insights.operations';
import { myShop } from './vendor-insights.test-data';
import VendorProfilePage from './VendorProfilePage';

/** The value shown for a label in the shop details (a dt/dd pair). */
function detail(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling!;
}

describe('VendorProfilePage', () => {
  it('shows the shop with "Not provided" for an empty address and a View Store link', async () => {
    renderPage(<VendorProfilePage />, { mocks: [mockQuery(GetMyShopQuery, {}, { myShop: myShop({ address: null }) })] });
    expect(await screen.findByRole('heading', { name: 'Maple Bakery' })).toBeInTheDocument();
    expect(detail('Address')).toHaveTextContent('Not provided');
    expect(detail('Email')).toHaveTextContent('vendor1@mainstreet.test');
    expect(detail('Phone')).toHaveTextContent('416-555-0101');
    expect(screen.getByRole('img', { name: 'Maple Bakery profile image' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/vendor/v1');
  });

  it('says "Error fetching vendor data" when the shop cannot be read', async () => {
    renderPage(<VendorProfilePage />, { mocks: [mockQueryError(GetMyShopQuery, {})] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching vendor data');
  });

  it('edits the profile in a dialog, uploading the new photo first', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => ({ id: '0b9a7c8e-2f55-4c11-9d7e-3c2f5b7a1e10', imageUrl: '/media/0b9a' }));
    const updated = vi.fn(() => ({
      data: { updateMyShop: myShop({ address: '12 King St', profileImage: '/media/0b9a' }) },
    }));
    renderPage(<VendorProfilePage upload={upload} />, {
      mocks: [
        mockQuery(GetMyShopQuery, {}, { myShop: myShop({ address: null }) }),
        {
          request: {
            query: UpdateShopProfileMutation,
            variables: {
              input: {
                businessName: 'Maple Bakery',
                phone: '416-555-0101',
                address: '12 King St',
                city: 'Toronto',
                postalCode: 'M5V 2T6',
                description: null,
                legalName: null,
                gstHstNumber: null,
                qstNumber: null,
                businessNameFr: null,
                descriptionFr: null,
                profileImageId: '0b9a7c8e-2f55-4c11-9d7e-3c2f5b7a1e10',
              },
            },
          },
          result: updated,
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    expect(within(dialog).getByLabelText('Email')).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Address'), '12 King St');
    const photo = new File(['png'], 'shop.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Profile image'), photo);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been updated.')).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(photo, { failedMessage: 'Failed to upload the photo.', tooLargeMessage: 'Images must be 5 MB or smaller.' });
    expect(updated).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(detail('Address')).toHaveTextContent('12 King St');
  });

  it('keeps the dialog open with "Failed to update profile." when saving fails', async () => {
    const user = userEvent.setup();
    renderPage(<VendorProfilePage />, {
      mocks: [
        mockQuery(GetMyShopQuery, {}, { myShop: myShop() }),
        { request: { query: UpdateShopProfileMutation, variables: () => true }, error: new Error('Network down') },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update profile.');
  });

  it('shows an upload refusal from the API and does not save', async () => {
    const user = userEvent.setup();
    const upload = vi.fn(async () => {
      throw new Error('Only JPEG, PNG or WebP images are accepted.');
    });
    const updated = vi.fn(() => ({ data: { updateMyShop: myShop() } }));
    renderPage(<VendorProfilePage upload={upload} />, {
      mocks: [
        mockQuery(GetMyShopQuery, {}, { myShop: myShop() }),
        { request: { query: UpdateShopProfileMutation, variables: () => true }, result: updated },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' });
    await user.upload(within(dialog).getByLabelText('Profile image'), new File(['x'], 'notes.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP images are accepted.');
    expect(updated).not.toHaveBeenCalled();
  });
});
