import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import {
  GetProductQuery,
  GetVendorShopQuery,
  ListCategoriesQuery,
  ListFeaturedProductsQuery,
  ListProductsQuery,
  ListTopVendorsQuery,
  ListVendorsWithProductsQuery,
} from './catalog.operations';

// The storefront's reads. Every list of a page is keyset-paginated: `more` fetches the next page.

const PRODUCTS_PAGE_SIZE = 20;
const VENDORS_PAGE_SIZE = 10;

/** The home page's four featured products, narrowed by a search text (empty: no filter). */
export function useFeaturedProducts(q: string) {
  const { data, loading, error } = useQuery(ListFeaturedProductsQuery, { variables: { q: q || null } });
  return { products: data?.products.nodes, loading, error };
}

/** The home page's four top vendors. */
export function useTopVendors() {
  const { data, loading, error } = useQuery(ListTopVendorsQuery);
  return { vendors: data?.vendors.nodes, loading, error };
}

/** The catalogue filtered by search text and category (empty: no filter), a page at a time. */
export function useProductSearch({ q, category }: { q: string; category: string }) {
  const { data, loading, error, fetchMore } = useQuery(ListProductsQuery, {
    variables: { first: PRODUCTS_PAGE_SIZE, q: q || null, category: category || null },
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.products,
    setConnection: (result, products) => ({ ...result, products }),
  });
  return { products: data?.products, loading, error, more };
}

/** The catalogue's categories (empty until loaded, or if they cannot be). */
export function useCategories(): string[] {
  const { data } = useQuery(ListCategoriesQuery);
  return data?.categories ?? [];
}

/** One product: undefined while loading, null when there is no such (public) product. */
export function useProduct(id: string) {
  const { data, loading, error } = useQuery(GetProductQuery, { variables: { id } });
  return { product: data?.product, loading, error };
}

/** The vendors, each with a few of its products, a page at a time. */
export function useVendorsWithProducts() {
  const { data, loading, error, fetchMore } = useQuery(ListVendorsWithProductsQuery, {
    variables: { first: VENDORS_PAGE_SIZE },
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.vendors,
    setConnection: (result, vendors) => ({ ...result, vendors }),
  });
  return { vendors: data?.vendors, loading, error, more };
}

/**
 * A vendor's shop with its products a page at a time: undefined while loading, null when there is
 * no such (verified) vendor.
 */
export function useVendorShop(id: string) {
  const { data, loading, error, fetchMore } = useQuery(GetVendorShopQuery, {
    variables: { id, first: PRODUCTS_PAGE_SIZE },
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.vendor?.products,
    setConnection: (result, products) => ({ ...result, vendor: result.vendor && { ...result.vendor, products } }),
  });
  return { vendor: data?.vendor, loading, error, more };
}
