import { useQuery } from '@apollo/client/react';
import { GetProductQuery, ListCategoriesQuery, ListFeaturedProductsQuery, ListTopVendorsQuery, SearchFeaturedProductsQuery } from './catalog.operations';

// The storefront's single reads (no pagination), apart from catalog.hooks.ts so that the first
// load of the home and product pages stays within its budget.

/** The home page's four featured products; while a search text is typed, the four that match it instead. */
export function useFeaturedProducts(q: string) {
  const featured = useQuery(ListFeaturedProductsQuery, { skip: q !== '' });
  const matching = useQuery(SearchFeaturedProductsQuery, { variables: { q }, skip: q === '' });
  return q === ''
    ? { products: featured.data?.featuredProducts, loading: featured.loading, error: featured.error }
    : { products: matching.data?.products.nodes, loading: matching.loading, error: matching.error };
}

/** The home page's four top vendors (verified shops with the most sales over 30 days). */
export function useTopVendors() {
  const { data, loading, error } = useQuery(ListTopVendorsQuery);
  return { vendors: data?.topVendors, loading, error };
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

