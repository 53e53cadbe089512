import { useQuery } from '@apollo/client/react';
import { useLoadMore } from '../../components/catalog/load-more.hook';
import {
  GetVendorShopQuery,
  ListProductsQuery,
  ListVendorsWithProductsQuery,
} from './catalog.operations';
import type { ProductFilters } from './product-filters.util';

// The storefront's paginated reads: `more` fetches the next page. The single reads are in
// catalog-reads.hooks.ts, apart, so the home and product pages load no pagination code.

const PRODUCTS_PAGE_SIZE = 20;
const VENDORS_PAGE_SIZE = 10;

/** The catalogue searched, filtered and sorted as the URL says (product-filters.util.ts), a page at a time. */
export function useProductSearch({ q, ...filters }: ProductFilters) {
  const { data, previousData, loading, error, fetchMore } = useQuery(ListProductsQuery, {
    variables: { first: PRODUCTS_PAGE_SIZE, q: q || null, ...filters },
  });
  const more = useLoadMore({
    data,
    fetchMore,
    getConnection: (result) => result.products,
    // The facets count every page of the search, and counting them is half of what the database does
    // for a page: the next pages do not ask for them again, and the first page's stay (appendPage).
    nextPageVariables: { withFacets: false },
    setConnection: (result, products) => ({ ...result, products }),
  });
  // The facets stay while the next filters load (the list itself never shows another search's products).
  return { products: data?.products, facets: (data ?? previousData)?.products.facets, loading, error, more };
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
