import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, setSession, type MockResponder } from '../../app/testing.utils';
import type { VendorProductFieldsFragment } from '../../gql/graphql';
import VendorProductsPage from './VendorProductsPage';
import { createVendorTestClient, graphQLError, sent, testVendorProduct } from './vendor.test-util';

const rye = testVendorProduct({ id: 'p1', name: 'Rye Loaf', category: 'Bakery', priceCents: 650, stock: 4, description: 'Dark.' });
const latte = testVendorProduct({ id: 'p2', name: 'Latte Beans', category: 'Coffee & Tea', priceCents: 1899, stock: 0 });

function page(nodes: VendorProductFieldsFragment[]) {
  return { data: { myProducts: { __typename: 'ProductConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } };
}

function setup(
  products: VendorProductFieldsFragment[] | ((q: unknown) => VendorProductFieldsFragment[]) | null,
  mutations: MockResponder = () => ({ data: null }),
) {
  setSession({ token: 't', role: 'Vendor', name: 'Maria' });
  const { client, operations } = createVendorTestClient((operation) => {
    switch (operation.operationName) {
      case 'ListMyProducts':
        if (products === null) return graphQLError('Database unavailable', 'INTERNAL_SERVER_ERROR');
        return page(typeof products === 'function' ? products(operation.variables.q) : products);
      case 'GetMyVendorId':
        return { data: { me: { __typename: 'User', id: 'u1', vendor: { __typename: 'Vendor', id: 'v42' } } } };
      case 'GetVendorDashboard':
        return { data: null };
      default:
        return mutations(operation);
    }
  });
  renderAt(<VendorProductsPage />, { client, path: '/vendor/products' });
  return { user: userEvent.setup(), operations };
}

describe('VendorProductsPage', () => {
  it('lists the products with category, price and stock, and links to the public shop', async () => {
    setup([rye, latte]);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Rye Loaf');
    expect(rows[1]).toHaveTextContent('Bakery');
    expect(rows[1]).toHaveTextContent('$6.50');
    expect(rows[2]).toHaveTextContent('Coffee & Tea');
    expect(rows[2]).toHaveTextContent('0 (out of stock)');
    expect(await screen.findByRole('link', { name: 'View Store' })).toHaveAttribute('href', '/vendor/v42');
  });

  it('searches by name or category through myProducts(q), once typing stops', async () => {
    const { user, operations } = setup((q) => (q === 'coffee' ? [latte] : [rye, latte]));
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or category' }), 'coffee');
    await waitFor(() => expect(screen.queryByText('Rye Loaf')).not.toBeInTheDocument());
    expect(screen.getByText('Latte Beans')).toBeInTheDocument();
    // Debounced: one request for the finished word, not one per key.
    expect(sent(operations, 'ListMyProducts').map((operation) => operation.variables.q)).toEqual([null, 'coffee']);
  });

  it('says "No products found" and "Failed to fetch products."', async () => {
    setup([]);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('says "Failed to fetch products." when the list cannot be loaded', async () => {
    setup(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products.');
  });

  it('refuses to save a product without its required fields, and sends nothing', async () => {
    const { user, operations } = setup([rye]);
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Product' });
    await user.type(within(dialog).getByLabelText(/^Product Name/), 'Seeded Loaf');
    await user.type(within(dialog).getByLabelText(/^Price/), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill out all required fields.');
    expect(sent(operations, 'CreateProduct')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
  });

  it('edits a product from its row: the dialog is filled in and the change is sent in cents', async () => {
    // The server's list follows the update (the page reads it again after saving).
    let current = rye;
    const { user, operations } = setup(
      () => [current],
      (operation) => {
        if (operation.operationName !== 'UpdateProduct') return { data: null };
        current = { ...rye, priceCents: 725, price: 7.25 };
        return { data: { updateProduct: current } };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Rye Loaf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect(within(dialog).getByLabelText(/^Product Name/)).toHaveValue('Rye Loaf');
    expect(within(dialog).getByLabelText(/^Category/)).toHaveValue('Bakery');
    expect(within(dialog).getByLabelText(/^Price/)).toHaveValue(6.5);
    expect(within(dialog).getByLabelText(/^Stock/)).toHaveValue(4);
    expect(within(dialog).getByLabelText(/^Description/)).toHaveValue('Dark.');

    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '7.25');
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Product' })).not.toBeInTheDocument());
    expect(sent(operations, 'UpdateProduct')).toEqual([
      {
        operationName: 'UpdateProduct',
        // No photo picked: imageIds is left out, so the current photos stay.
        variables: { id: 'p1', input: { name: 'Rye Loaf', category: 'Bakery', priceCents: 725, stock: 4, description: 'Dark.', nameFr: null, descriptionFr: null } },
      },
    ]);
    expect(await screen.findByText('$7.25')).toBeInTheDocument();
  });

  it('says "Failed to save product." when the API fails, and keeps the dialog open', async () => {
    const { user } = setup([rye], () => ({ errors: [{ message: 'boom' }] }));
    await user.click(await screen.findByRole('button', { name: 'Edit Rye Loaf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Product' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save product.');
  });

  it('deletes a product after confirmation', async () => {
    const { user, operations } = setup([rye, latte], () => ({ data: { deleteProduct: true } }));
    await user.click(await screen.findByRole('button', { name: 'Delete Rye Loaf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete product' });
    expect(confirm).toHaveTextContent('Delete "Rye Loaf"?');
    expect(sent(operations, 'DeleteProduct')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Rye Loaf' })).not.toBeInTheDocument());
    expect(sent(operations, 'DeleteProduct')).toEqual([{ operationName: 'DeleteProduct', variables: { id: 'p1' } }]);
    expect(screen.getByText('Latte Beans')).toBeInTheDocument();
  });

  it('says "Failed to delete product." when deleting fails', async () => {
    const { user } = setup([rye], () => ({ errors: [{ message: 'boom' }] }));
    await user.click(await screen.findByRole('button', { name: 'Delete Rye Loaf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete product' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete product.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Rye Loaf' })).toBeInTheDocument();
  });
});
