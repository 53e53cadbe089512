import { useQuery } from '@apollo/client/react';
import { GetProductQuery, ListCategoriesQuery, ListFeaturedProductsQuery, ListTopVendorsQuery } from './catalog.operations';

// The storefront's single reads (no pagination), apart from catalog.hooks.ts so that the first
// load of the home and product pages stays within its budget.

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

