import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ListProductsQuery as ProductsData, ListProductsQueryVariables } from '../../gql/graphql';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { ListProductsQuery } from './catalog.operations';
import ProductsPage from './ProductsPage';

type ProductNode = ProductsData['products']['nodes'][number];

function product(id: string, name: string, stock = 5): ProductNode {
  return {
    __typename: 'Product',
    id,
    name,
    nameFr: null,
    price: 10,
    image: null,
    stock,
    vendor: { __typename: 'Vendor', id: 'v1', businessName: 'County Cheese Co.', businessNameFr: null },
  };
}

const FACETS: ProductsData['products']['facets'] = {
  __typename: 'ProductFacets',
  categories: [
    { __typename: 'CategoryFacet', value: 'Cheese', count: 2 },
    { __typename: 'CategoryFacet', value: 'Bakery', count: 1 },
  ],
  shops: [{ __typename: 'ShopFacet', id: 'v1', name: 'County Cheese Co.', count: 3 }],
  approximate: false,
};

function page(
  nodes: ProductNode[],
  endCursor: string | null,
  hasNextPage: boolean,
  help: { didYouMean?: string; nearestCategories?: string[] } = {},
  facets = FACETS,
): ProductsData {
  return {
    products: {
      __typename: 'ProductSearchConnection',
      nodes,
      pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
      facets,
      didYouMean: help.didYouMean ?? null,
      nearestCategories: help.nearestCategories ?? [],
    },
  };
}

/** The variables the page sends for a URL with only these filters. */
function vars(change: Partial<ListProductsQueryVariables> = {}): ListProductsQueryVariables {
  const q = change.q ?? null;
  return { first: 20, q, sort: q ? 'RELEVANCE' : 'NEWEST', categories: [], shopIds: [], minPriceCents: null, maxPriceCents: null, inStock: false, ...change };
}

describe('ProductsPage', () => {
  it('searches with q from the URL and appends the next page on "Load more"', async () => {
    const user = userEvent.setup();
    // The next page leaves the facets out: they count every page, and the first page's stay.
    const { facets: _counted, ...nextPage } = page([product('p3', 'Fresh Chèvre')], 'c3', false).products;
    renderPage(<ProductsPage />, {
      route: '/products?q=cheese',
      path: '/products',
      mocks: [
        mockQuery(
          ListProductsQuery,
          vars({ q: 'cheese' }),
          page([product('p1', 'Aged Cheddar'), product('p2', 'Smoked Gouda', 0)], 'c2', true),
        ),
        mockQuery(ListProductsQuery, { ...vars({ q: 'cheese' }), after: 'c2', withFacets: false }, { products: nextPage }),
      ],
    });

    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('cheese');
    expect(await screen.findByRole('link', { name: 'Aged Cheddar' })).toHaveAttribute('href', '/product/p1');
    expect(screen.getByText('In stock: 5')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'County Cheese Co.' })[0]).toHaveAttribute('href', '/vendor/v1');
    expect(screen.getAllByText('$10.00')).toHaveLength(2);

    expect(screen.getByRole('checkbox', { name: 'Cheese (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Fresh Chèvre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aged Cheddar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Cheese (2)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'County Cheese Co. (3)' })).toBeInTheDocument();
  });

  it('puts the typed search into ?q= and says "No products found." when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      route: '/products',
      path: '/products',
      mocks: [
        mockQuery(ListProductsQuery, vars(), page([product('p1', 'Aged Cheddar')], null, false)),
        mockQuery(ListProductsQuery, vars({ q: 'caviar' }), page([], null, false, { didYouMean: 'caraway', nearestCategories: ['Pantry'] })),
      ],
    });
    await screen.findByRole('link', { name: 'Aged Cheddar' });

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'caviar');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/products?q=caviar'));
    expect(await screen.findByText('No products found.')).toBeInTheDocument();
    // The help is loaded only when nothing matches.
    expect(await screen.findByRole('link', { name: 'caraway' })).toHaveAttribute('href', '/products?q=caraway');
    expect(screen.getByRole('link', { name: 'Pantry' })).toHaveAttribute('href', '/products?category=Pantry');
  });

  it('marks the counts as lower bounds when the API counted only the first matches', async () => {
    renderPage(<ProductsPage />, {
      route: '/products?q=cheese',
      path: '/products',
      mocks: [mockQuery(ListProductsQuery, vars({ q: 'cheese' }), page([product('p1', 'Aged Cheddar')], null, false, {}, { ...FACETS, approximate: true }))],
    });
    expect(await screen.findByRole('checkbox', { name: 'Cheese (2+)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'County Cheese Co. (3+)' })).toBeInTheDocument();
  });

  it('filters by the facets and sorts through the labelled select, all in the URL', async () => {
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      route: '/products',
      path: '/products',
      mocks: [
        mockQuery(ListProductsQuery, vars(), page([product('p1', 'Aged Cheddar')], null, false)),
        mockQuery(ListProductsQuery, vars({ categories: ['Bakery'] }), page([product('p9', 'Rye Bread')], null, false)),
        mockQuery(ListProductsQuery, vars({ categories: ['Bakery'], sort: 'PRICE_ASC' }), page([product('p8', 'Bagel')], null, false)),
        mockQuery(ListProductsQuery, vars({ categories: ['Bakery'], sort: 'PRICE_ASC', inStock: true }), page([product('p7', 'Bun')], null, false)),
      ],
    });
    await screen.findByRole('link', { name: 'Aged Cheddar' });

    await user.click(screen.getByRole('checkbox', { name: 'Bakery (1)' }));
    expect(await screen.findByRole('link', { name: 'Rye Bread' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products?category=Bakery');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price_asc');
    expect(await screen.findByRole('link', { name: 'Bagel' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products?category=Bakery&sort=price_asc');

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(await screen.findByRole('link', { name: 'Bun' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Bakery (1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'County Cheese Co. (3)' })).not.toBeChecked();
  });

  it('sets a price range in dollars', async () => {
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      route: '/products',
      path: '/products',
      mocks: [
        mockQuery(ListProductsQuery, vars(), page([product('p1', 'Aged Cheddar')], null, false)),
        mockQuery(ListProductsQuery, vars({ minPriceCents: 500, maxPriceCents: 1250 }), page([product('p2', 'Brie')], null, false)),
      ],
    });
    await screen.findByRole('link', { name: 'Aged Cheddar' });
    await user.type(screen.getByRole('spinbutton', { name: 'Min' }), '5');
    await user.type(screen.getByRole('spinbutton', { name: 'Max' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('link', { name: 'Brie' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/products?min=5&max=12.5');
  });
});
