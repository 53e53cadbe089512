import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchFeaturedProductsQuery as ProductsData } from '../../gql/graphql';
import { mockQuery, mockQueryError, renderPage } from '../../app/render-with-providers.test-util';
import { ListFeaturedProductsQuery, ListTopVendorsQuery, SearchFeaturedProductsQuery } from './catalog.operations';
import HomePage from './HomePage';

const cheddar = {
  __typename: 'Product' as const,
  id: 'p1',
  name: 'Aged Cheddar Cheese',
  description: 'Two-year cave-aged cheddar from Prince Edward County.',
  price: 12.5,
  image: '/media/cheddar',
};
const sourdough = {
  __typename: 'Product' as const,
  id: 'p2',
  name: 'Country Sourdough Loaf',
  description: null,
  price: 8,
  image: null,
};

type Card = ProductsData['products']['nodes'][number];

function products(nodes: Card[]): ProductsData {
  return { products: { __typename: 'ProductSearchConnection', nodes } };
}
/** The featured products (no search text). */
const featured = (nodes: Card[]) => mockQuery(ListFeaturedProductsQuery, {}, { featuredProducts: nodes });

const vendorsMock = mockQuery(
  ListTopVendorsQuery,
  {},
  { topVendors: [{ __typename: 'Vendor', id: 'v1', businessName: 'County Cheese Co.', profileImage: null }] },
);

describe('HomePage', () => {
  it('shows loading texts, then featured products and vendors', async () => {
    renderPage(<HomePage />, {
      mocks: [featured([cheddar, sourdough]), vendorsMock],
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Discover Local Treasures' })).toBeInTheDocument();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(screen.getByText('Loading vendors...')).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Aged Cheddar Cheese' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    expect(screen.getByText('Two-year cave-aged cheddar from Prince Edward County.')).toBeInTheDocument();
    // A product without an image falls back to the placeholder.
    expect(screen.getByRole('img', { name: 'Country Sourdough Loaf' })).toHaveAttribute('src', '/default-product.svg');

    expect(await screen.findByText('County Cheese Co.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Shop/ })).toHaveAttribute('href', '/vendor/v1');
    expect(screen.getByRole('img', { name: 'County Cheese Co. profile' })).toHaveAttribute('src', '/default-vendor.svg');
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/products');
  });

  it('filters by the search text once typing pauses, and shows the empty text', async () => {
    const user = userEvent.setup();
    // Any search other than the mocked ones (e.g. one per keystroke, "c", "ch"...) lands here.
    const unexpectedSearches: unknown[] = [];
    renderPage(<HomePage />, {
      mocks: [
        featured([cheddar, sourdough]),
        mockQuery(SearchFeaturedProductsQuery, { q: 'cheese' }, products([cheddar])),
        mockQuery(SearchFeaturedProductsQuery, { q: 'caviar' }, products([])),
        {
          request: {
            query: SearchFeaturedProductsQuery,
            variables: (variables) => {
              unexpectedSearches.push(variables.q);
              return true;
            },
          },
          result: { data: products([]) },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        vendorsMock,
      ],
    });
    await screen.findByRole('link', { name: 'Country Sourdough Loaf' });

    const search = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(search, 'cheese');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Country Sourdough Loaf' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Aged Cheddar Cheese' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/products?q=cheese');

    await user.clear(search);
    await user.type(search, 'caviar');
    expect(await screen.findByText('No products available.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Aged Cheddar Cheese' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(unexpectedSearches).toEqual([]);
  });

  it('shows the empty vendors text', async () => {
    renderPage(<HomePage />, {
      mocks: [
        featured([]),
        mockQuery(ListTopVendorsQuery, {}, { topVendors: [] }),
      ],
    });
    expect(await screen.findByText('No vendors available.')).toBeInTheDocument();
    expect(await screen.findByText('No products available.')).toBeInTheDocument();
  });

  it('opens the product image in a dialog that the Close button closes', async () => {
    const user = userEvent.setup();
    renderPage(<HomePage />, {
      mocks: [featured([cheddar]), vendorsMock],
    });

    await user.click(await screen.findByRole('button', { name: 'View larger image of Aged Cheddar Cheese' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Aged Cheddar Cheese' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Aged Cheddar Cheese' })).toHaveAttribute('src', '/media/cheddar');
    expect(within(dialog).getByText('Two-year cave-aged cheddar from Prince Edward County.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the danger banner when loading fails', async () => {
    renderPage(<HomePage />, {
      mocks: [mockQueryError(ListFeaturedProductsQuery, {}), vendorsMock],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data. Please try again later.');
  });
});
