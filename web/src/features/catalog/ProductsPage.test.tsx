import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListProductsQuery as ProductsData } from '../../gql/graphql';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { ListCategoriesQuery, ListProductsQuery } from './catalog.operations';
import ProductsPage from './ProductsPage';

type ProductNode = ProductsData['products']['nodes'][number];

function product(id: string, name: string, stock = 5): ProductNode {
  return {
    __typename: 'Product',
    id,
    name,
    price: 10,
    image: null,
    stock,
    vendor: { __typename: 'Vendor', id: 'v1', businessName: 'County Cheese Co.' },
  };
}

function page(nodes: ProductNode[], endCursor: string | null, hasNextPage: boolean): ProductsData {
  return {
    products: {
      __typename: 'ProductSearchConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
    },
  };
}

const categoriesMock = mockQuery(ListCategoriesQuery, {}, { categories: ['Cheese', 'Bakery'] });

describe('ProductsPage', () => {
  it('searches with q from the URL and appends the next page on "Load more"', async () => {
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      route: '/products?q=cheese',
      path: '/products',
      mocks: [
        mockQuery(
          ListProductsQuery,
          { first: 20, q: 'cheese', category: null },
          page([product('p1', 'Aged Cheddar'), product('p2', 'Smoked Gouda', 0)], 'c2', true),
        ),
        mockQuery(
          ListProductsQuery,
          { first: 20, after: 'c2', q: 'cheese', category: null },
          page([product('p3', 'Fresh Chèvre')], 'c3', false),
        ),
        categoriesMock,
      ],
    });

    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('cheese');
    expect(await screen.findByRole('link', { name: 'Aged Cheddar' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('In stock: 5')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'County Cheese Co.' })[0]).toHaveAttribute('href', '/vendor/v1');
    expect(screen.getAllByText('$10.00')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Fresh Chèvre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aged Cheddar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('puts the typed search into ?q= and says "No products found." when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      route: '/products',
      path: '/products',
      mocks: [
        mockQuery(ListProductsQuery, { first: 20, q: null, category: null }, page([product('p1', 'Aged Cheddar')], null, false)),
        mockQuery(ListProductsQuery, { first: 20, q: 'caviar', category: null }, page([], null, false)),
        categoriesMock,
      ],
    });
    await screen.findByRole('link', { name: 'Aged Cheddar' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'caviar');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?q=caviar'));
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
  });

  it('filters by category through the labelled select', async () => {
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      route: '/products',
      path: '/products',
      mocks: [
        mockQuery(ListProductsQuery, { first: 20, q: null, category: null }, page([product('p1', 'Aged Cheddar')], null, false)),
        mockQuery(ListProductsQuery, { first: 20, q: null, category: 'Bakery' }, page([product('p9', 'Rye Bread')], null, false)),
        categoriesMock,
      ],
    });
    await screen.findByRole('link', { name: 'Aged Cheddar' });
    await screen.findByRole('option', { name: 'Bakery' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Bakery');
    expect(await screen.findByRole('link', { name: 'Rye Bread' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products?category=Bakery');
  });
});
