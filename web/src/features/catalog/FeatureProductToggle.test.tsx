import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderAt } from '../../app/testing.utils';
import FeatureProductToggle from './FeatureProductToggle';

describe('FeatureProductToggle', () => {
  it('features the product', async () => {
    const { client, operations } = createTestClient(() => ({ data: { setProductFeatured: { __typename: 'Product', id: 'p7', featured: true } } }));
    renderAt(<FeatureProductToggle product={{ id: 'p7', featured: false }} />, { client });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Feature on the home page' }));
    await waitFor(() => expect(operations).toEqual([{ operationName: 'SetProductFeatured', variables: { productId: 'p7', featured: true } }]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops featuring it, and says why when the API refuses', async () => {
    const { client, operations } = createTestClient(() => ({ errors: [{ message: 'Product not found.', extensions: { code: 'NOT_FOUND' } }] }));
    renderAt(<FeatureProductToggle product={{ id: 'p7', featured: true }} />, { client });
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Feature on the home page' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found.');
    expect(operations[0].variables).toEqual({ productId: 'p7', featured: false });
  });
});
