import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetVendorShopQuery as ShopData } from '../../gql/graphql';
import { mockQuery, renderPage } from '../../app/render-with-providers.test-util';
import { GetVendorShopQuery } from './catalog.operations';
import VendorShopPage from './VendorShopPage';

type ShopProduct = NonNullable<ShopData['vendor']>['products']['nodes'][number];

function shopProduct(id: string, name: string): ShopProduct {
  return { __typename: 'Product', id, name, nameFr: null, price: 6.25, image: null, stock: 3 };
}

function shop(nodes: ShopProduct[], endCursor: string | null, hasNextPage: boolean): ShopData {
  return {
    vendor: {
      __typename: 'Vendor',
      id: 'v2',
      businessName: 'Kensington Bakehouse',
      businessNameFr: null,
      descriptionFr: null,
      address: '12 Baldwin St',
      city: 'Toronto',
      phone: '416-555-0142',
      description: 'Naturally leavened bread, baked daily.',
      profileImage: null,
      products: {
        __typename: 'ProductConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage },
      },
    },
  };
}

describe('VendorShopPage', () => {
  it("shows the vendor's profile and products, and loads more products", async () => {
    const user = userEvent.setup();
    renderPage(<VendorShopPage />, {
      route: '/vendor/v2',
      path: '/vendor/:id',
      mocks: [
        mockQuery(GetVendorShopQuery, { id: 'v2', first: 20 }, shop([shopProduct('p1', 'Rye Loaf')], 'c1', true)),
        mockQuery(
          GetVendorShopQuery,
          { id: 'v2', first: 20, after: 'c1' },
          shop([shopProduct('p2', 'Cinnamon Buns')], null, false),
        ),
      ],
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Kensington Bakehouse' })).toBeInTheDocument();
    expect(screen.getByText('12 Baldwin St, Toronto')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '416-555-0142' })).toHaveAttribute('href', 'tel:4165550142');
    expect(screen.getByText('Naturally leavened bread, baked daily.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kensington Bakehouse profile' })).toHaveAttribute('src', '/default-vendor.svg');
    expect(screen.getByRole('link', { name: 'Rye Loaf' })).toHaveAttribute('href', '/product/p1');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Cinnamon Buns' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rye Loaf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "Vendor not found." when the vendor does not exist', async () => {
    renderPage(<VendorShopPage />, {
      route: '/vendor/nope',
      path: '/vendor/:id',
      mocks: [mockQuery(GetVendorShopQuery, { id: 'nope', first: 20 }, { vendor: null })],
    });
    expect(await screen.findByRole('heading', { name: 'Vendor not found.' })).toBeInTheDocument();
  });
});
