import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GetProductQuery as ProductData } from '../../gql/graphql';
import { mockQuery, mockQueryError, renderPage } from '../../app/render-with-providers.test-util';
import { GetProductQuery } from './catalog.operations';
import ProductDetailPage from './ProductDetailPage';

type Product = NonNullable<ProductData['product']>;

const baseProduct: Product = {
  __typename: 'Product',
  id: 'p7',
  name: 'Wildflower Honey',
  description: 'Raw honey from hives near Lake Simcoe.',
  price: 14,
  stock: 6,
  category: 'Pantry',
  images: ['/media/honey-1', '/media/honey-2'],
  image: '/media/honey-1',
  featured: false,
  vendor: { __typename: 'Vendor', id: 'v3', businessName: 'Simcoe Apiaries', businessNameFr: null },
  nameFr: null,
  descriptionFr: null,
};

function renderProduct(product: Product | null) {
  return renderPage(<ProductDetailPage />, {
    route: '/product/p7',
    path: '/product/:id',
    mocks: [mockQuery(GetProductQuery, { id: 'p7' }, { product })],
  });
}

describe('ProductDetailPage', () => {
  it('shows the product with price, category, stock and a link to its vendor', async () => {
    renderProduct(baseProduct);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wildflower Honey' })).toBeInTheDocument();
    expect(screen.getByText('$14.00')).toBeInTheDocument();
    expect(screen.getByText('Raw honey from hives near Lake Simcoe.')).toBeInTheDocument();
    expect(screen.getByText('Pantry')).toBeInTheDocument();
    expect(screen.getByText('In stock: 6')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Simcoe Apiaries' })).toHaveAttribute('href', '/vendor/v3');
  });

  it('switches the main image from the thumbnails', async () => {
    const user = userEvent.setup();
    renderProduct(baseProduct);
    const main = await screen.findByRole('img', { name: 'Wildflower Honey' });
    expect(main).toHaveAttribute('src', '/media/honey-1');
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByRole('img', { name: 'Wildflower Honey' })).toHaveAttribute('src', '/media/honey-2');
  });

  it('says "No description provided." and "Out of stock" when those are missing', async () => {
    renderProduct({ ...baseProduct, description: null, stock: 0, images: [], image: null });
    expect(await screen.findByText('No description provided.')).toBeInTheDocument();
    // The stock badge, and Add to Cart disabled in its place.
    expect(screen.getAllByText('Out of stock')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wildflower Honey' })).toHaveAttribute('src', '/default-product.svg');
    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument();
  });

  it('says "Product not found" when the product does not exist', async () => {
    renderProduct(null);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
    expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
  });

  it('says "Failed to load product." when the query fails', async () => {
    renderPage(<ProductDetailPage />, {
      route: '/product/p7',
      path: '/product/:id',
      mocks: [mockQueryError(GetProductQuery, { id: 'p7' })],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product.');
  });
});
