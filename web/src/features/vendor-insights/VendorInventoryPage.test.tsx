import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { ListLowStockProductsQuery, SetInventoryStockMutation } from './vendor-insights.operations';
import VendorInventoryPage from './VendorInventoryPage';

const cheddar = { __typename: 'Product' as const, id: 'p1', name: 'Aged Cheddar', category: 'Cheese', stock: 0 };
const rye = { __typename: 'Product' as const, id: 'p2', name: 'Rye Loaf', category: 'Bakery', stock: 3 };

function list(threshold: number, products: Array<typeof cheddar>) {
  return mockQuery(ListLowStockProductsQuery, { threshold }, { myLowStockProducts: products });
}

describe('VendorInventoryPage', () => {
  it('saves a new stock with setProductStock; the row leaves the list once above the threshold', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({
      data: { setProductStock: { __typename: 'Product' as const, id: 'p1', stock: 12 } },
    }));
    renderPage(<VendorInventoryPage />, {
      mocks: [
        list(5, [cheddar, rye]),
        // Only these exact variables match: any other id or stock gets no answer.
        { request: { query: SetInventoryStockMutation, variables: { id: 'p1', stock: 12 } }, result: saved },
        // The refetch after saving: Cheddar is now above 5.
        list(5, [rye]),
      ],
    });

    const input = await screen.findByLabelText('New stock for Aged Cheddar');
    expect(input).toHaveValue(0);
    await user.clear(input);
    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Save stock for Aged Cheddar' }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/Stock for Aged Cheddar set to 12/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Aged Cheddar' })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: 'Rye Loaf' })).toBeInTheDocument();
  });

  it("shows the server's error in the row and keeps the product listed", async () => {
    const user = userEvent.setup();
    renderPage(<VendorInventoryPage />, {
      mocks: [
        list(5, [cheddar]),
        {
          request: { query: SetInventoryStockMutation, variables: { id: 'p1', stock: 4 } },
          result: { errors: [{ message: 'You can only change your own products.', extensions: { code: 'FORBIDDEN' } }] },
        },
      ],
    });
    const input = await screen.findByLabelText('New stock for Aged Cheddar');
    await user.clear(input);
    await user.type(input, '4');
    await user.click(screen.getByRole('button', { name: 'Save stock for Aged Cheddar' }));

    const row = screen.getByRole('rowheader', { name: 'Aged Cheddar' }).closest('tr')!;
    expect(await within(row).findByRole('alert')).toHaveTextContent('You can only change your own products.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a value that is not a whole number without sending anything', async () => {
    const user = userEvent.setup();
    const saved = vi.fn(() => ({ data: { setProductStock: { __typename: 'Product' as const, id: 'p1', stock: 0 } } }));
    renderPage(<VendorInventoryPage />, {
      mocks: [list(5, [cheddar]), { request: { query: SetInventoryStockMutation, variables: () => true }, result: saved }],
    });
    const input = await screen.findByLabelText('New stock for Aged Cheddar');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Save stock for Aged Cheddar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a whole number of units from 0 to 1,000,000.');
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(saved).not.toHaveBeenCalled();
  });

  it('changes the threshold and says when nothing is low', async () => {
    const user = userEvent.setup();
    renderPage(<VendorInventoryPage />, { mocks: [list(5, [rye]), list(0, [])] });
    expect(await screen.findByRole('rowheader', { name: 'Rye Loaf' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show products with stock at or under'), '0');
    expect(await screen.findByText('All products are well stocked.')).toBeInTheDocument();
  });
});
