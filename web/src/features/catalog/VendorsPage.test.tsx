import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { ListVendorsWithProductsQuery } from './catalog.operations';
import VendorsPage from './VendorsPage';

describe('VendorsPage', () => {
  it('lists each vendor with location, description, preview products and a View Shop link', async () => {
    renderPage(<VendorsPage />, {
      route: '/vendors',
      path: '/vendors',
      mocks: [
        mockQuery(
          ListVendorsWithProductsQuery,
          { first: 10 },
          {
            vendors: {
              __typename: 'VendorConnection',
              nodes: [
                {
                  __typename: 'Vendor',
                  id: 'v1',
                  businessName: 'County Cheese Co.',
                  address: '5 Main St',
                  city: 'Picton',
                  description: 'Cheeses from Prince Edward County.',
                  profileImage: '/media/county',
                  previewProducts: [
                    { __typename: 'Product', id: 'p1', name: 'Aged Cheddar', price: 12.5, image: null },
                  ],
                },
                {
                  __typename: 'Vendor',
                  id: 'v2',
                  businessName: 'Harbour Roasters',
                  address: null,
                  city: null,
                  description: null,
                  profileImage: null,
                  previewProducts: [],
                },
              ],
              pageInfo: { __typename: 'PageInfo', endCursor: 'v2', hasNextPage: false },
            },
          },
        ),
      ],
    });

    const cheese = (await screen.findByText('County Cheese Co.')).closest('.chakra-card__root') as HTMLElement;
    expect(within(cheese).getByText('5 Main St, Picton')).toBeInTheDocument();
    expect(within(cheese).getByText('Cheeses from Prince Edward County.')).toBeInTheDocument();
    expect(within(cheese).getByRole('link', { name: 'Aged Cheddar' })).toHaveAttribute('href', '/product/p1');
    expect(within(cheese).getByRole('link', { name: /View Shop/ })).toHaveAttribute('href', '/vendor/v1');

    const roasters = screen.getByText('Harbour Roasters').closest('.chakra-card__root') as HTMLElement;
    expect(within(roasters).getByText('No products listed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "No vendors available." when there are none', async () => {
    renderPage(<VendorsPage />, {
      route: '/vendors',
      path: '/vendors',
      mocks: [
        mockQuery(
          ListVendorsWithProductsQuery,
          { first: 10 },
          {
            vendors: {
              __typename: 'VendorConnection',
              nodes: [],
              pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            },
          },
        ),
      ],
    });
    expect(await screen.findByText('No vendors available.')).toBeInTheDocument();
  });
});
