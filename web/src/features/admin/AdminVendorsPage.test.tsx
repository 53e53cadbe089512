import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import type { AdminVendorFieldsFragment } from '../../gql/graphql';
import AdminVendorsPage from './AdminVendorsPage';
import { connection, graphQLError, sent, testVendor } from './admin.test-util';

const crust = testVendor({ id: 'v1', name: 'Crust & Crumb Bakery', email: 'vendor1@mainstreet.test', phone: '416-555-0111', productCount: 8 });
const trillium = testVendor({ id: 'v2', name: 'Trillium Tea House', email: 'vendor11@mainstreet.test', isVerified: false });

function setup(vendors: AdminVendorFieldsFragment[] | ((q: unknown) => AdminVendorFieldsFragment[]) | null, mutations: MockResponder = () => ({ data: null })) {
  setSession({ token: 't', role: 'Admin', name: 'Morgan' });
  const { client, operations } = createTestClient((operation) => {
    if (operation.operationName === 'ListAdminVendors') {
      if (vendors === null) return graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR');
      return { data: { adminVendors: connection('AdminVendorConnection', typeof vendors === 'function' ? vendors(operation.variables.q) : vendors) } };
    }
    return mutations(operation);
  });
  renderAt(<AdminVendorsPage />, { client, path: '/admin/vendors' });
  return { user: userEvent.setup(), operations };
}

describe('AdminVendorsPage', () => {
  it('lists vendors with name, email, phone (N/A when missing) and a Verified or Pending badge', async () => {
    setup([crust, trillium]);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'NameEmailPhoneStatusProductsActions',
      'Crust & Crumb Bakeryvendor1@mainstreet.test416-555-0111Verified8EditDelete',
      'Trillium Tea Housevendor11@mainstreet.testN/APending3EditDelete',
    ]);
  });

  it('searches by name and says "No vendors found"', async () => {
    const { user, operations } = setup((q) => (q === 'zzz' ? [] : [crust]));
    await screen.findByRole('table', { name: 'Vendors' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz');
    expect(await screen.findByText('No vendors found')).toBeInTheDocument();
    expect(sent(operations, 'ListAdminVendors').map((operation) => operation.variables.q)).toEqual([null, 'zzz']);
  });

  it('says "Failed to fetch vendors." when the list cannot be loaded', async () => {
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch vendors.');
  });

  it('requires a name and an email, and sends nothing without them', async () => {
    const { user, operations } = setup([crust]);
    await user.click(await screen.findByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vendor' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Harbour Honey');
    await user.click(within(dialog).getByRole('button', { name: 'Save Vendor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name and email are required.');
    expect(sent(operations, 'CreateVendor')).toHaveLength(0);
  });

  it('adds a vendor with phone and verification', async () => {
    const { user, operations } = setup([crust], (operation) =>
      operation.operationName === 'CreateVendor'
        ? { data: { createVendor: testVendor({ id: 'v9', name: 'Harbour Honey', email: 'honey@example.com', phone: '905-555-0150', productCount: 0 }) } }
        : { data: null },
    );
    await user.click(await screen.findByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vendor' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Harbour Honey');
    await user.type(within(dialog).getByLabelText(/^Email/), 'honey@example.com');
    await user.type(within(dialog).getByLabelText(/^Phone/), '905-555-0150');
    await user.click(within(dialog).getByRole('switch', { name: 'Verified' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Vendor' })).not.toBeInTheDocument());
    expect(sent(operations, 'CreateVendor')[0].variables).toEqual({
      input: { name: 'Harbour Honey', email: 'honey@example.com', phone: '905-555-0150', isVerified: true },
    });
  });

  it('verifies a pending vendor from the edit dialog; a failure says "Failed to save vendor. Try again."', async () => {
    let broken = true;
    const { user, operations } = setup([crust, trillium], (operation) => {
      if (operation.operationName !== 'UpdateVendor') return { data: null };
      return broken ? graphQLError('boom', 'INTERNAL_SERVER_ERROR') : { data: { updateVendor: { ...trillium, isVerified: true } } };
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Trillium Tea House' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Vendor' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Trillium Tea House');
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('vendor11@mainstreet.test');
    const verified = within(dialog).getByRole('switch', { name: 'Verified' });
    expect(verified).not.toBeChecked();
    await user.click(verified);
    await user.click(within(dialog).getByRole('button', { name: 'Save Vendor' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save vendor. Try again.');
    broken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save Vendor' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Vendor' })).not.toBeInTheDocument());
    expect(sent(operations, 'UpdateVendor').at(-1)?.variables).toEqual({
      id: 'v2',
      input: { name: 'Trillium Tea House', email: 'vendor11@mainstreet.test', phone: null, isVerified: true },
    });
    expect(within(screen.getByRole('row', { name: /Trillium/ })).getByText('Verified')).toBeInTheDocument();
  });

  it('deletes a vendor after confirmation, and says "Failed to delete vendor." when deleting fails', async () => {
    let broken = false;
    const { user, operations } = setup([crust, trillium], (operation) => {
      if (operation.operationName === 'GetVendorDeletionImpact') {
        return { data: { adminVendorDeletionImpact: { __typename: 'VendorDeletionImpact', openOrderCount: 0, refundTotalCents: 0 } } };
      }
      if (operation.operationName !== 'DeleteVendor') return { data: null };
      return broken ? graphQLError('boom', 'INTERNAL_SERVER_ERROR') : { data: { deleteVendor: true } };
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Trillium Tea House' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete vendor' });
    expect(confirm).toHaveTextContent('past orders stay readable');
    expect(await within(confirm).findByText('It has no open orders.')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Trillium Tea House' })).not.toBeInTheDocument());
    expect(sent(operations, 'DeleteVendor')).toEqual([{ operationName: 'DeleteVendor', variables: { id: 'v2' } }]);

    broken = true;
    await user.click(screen.getByRole('button', { name: 'Delete Crust & Crumb Bakery' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete vendor' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete vendor.')).toBeInTheDocument();
  });

  it("says how many open orders the delete cancels and what it refunds, and works from the keyboard", async () => {
    const impacts: Record<string, { openOrderCount: number; refundTotalCents: number }> = {
      v1: { openOrderCount: 3, refundTotalCents: 12_345 },
      v2: { openOrderCount: 1, refundTotalCents: 1_130 },
    };
    const { user, operations } = setup([crust, trillium], (operation) =>
      operation.operationName === 'GetVendorDeletionImpact'
        ? { data: { adminVendorDeletionImpact: { __typename: 'VendorDeletionImpact', ...impacts[operation.variables.id as string] } } }
        : { data: null },
    );
    const remove = await screen.findByRole('button', { name: 'Delete Crust & Crumb Bakery' });
    remove.focus();
    await user.keyboard('{Enter}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete vendor' });
    expect(confirm).toHaveTextContent('past orders stay readable');
    expect(await within(confirm).findByText('This cancels 3 open orders and refunds $123.45 to their customers.')).toBeInTheDocument();
    expect(sent(operations, 'GetVendorDeletionImpact').map((operation) => operation.variables)).toEqual([{ id: 'v1' }]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Delete vendor' })).not.toBeInTheDocument());
    expect(sent(operations, 'DeleteVendor')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Trillium Tea House' }));
    const second = await screen.findByRole('alertdialog', { name: 'Delete vendor' });
    expect(await within(second).findByText('This cancels 1 open order and refunds $11.30 to its customer.')).toBeInTheDocument();
  });
});
