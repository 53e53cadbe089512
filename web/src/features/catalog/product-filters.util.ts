import type { ProductSort } from '../../gql/graphql';

/** The URL's names for the sorts (`/products?sort=price_asc`), and the API's. */
export const SORTS: Record<string, ProductSort> = {
  relevance: 'RELEVANCE',
  newest: 'NEWEST',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  best_selling: 'BEST_SELLING',
};

/** The API's limits (at most 20 of each): more in a hand-edited URL are left out, not an error page. */
const MAX_VALUES = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Dollars from the URL as cents; anything else (empty, negative, text) as no limit. */
function cents(value: string | null): number | null {
  if (!value?.trim()) return null;
  const dollars = Number(value);
  return Number.isFinite(dollars) && dollars >= 0 && dollars <= 1_000_000 ? Math.round(dollars * 100) : null;
}

/**
 * The state of the products page, read from its URL:
 * `/products?q=&sort=&category=&category=&min=&max=&shop=&inStock=1` (min and max in dollars).
 */
export function filtersFromUrl(params: URLSearchParams) {
  const q = params.get('q')?.trim() ?? '';
  const sort = SORTS[params.get('sort') ?? ''] ?? (q ? 'RELEVANCE' : 'NEWEST');
  let minPriceCents = cents(params.get('min'));
  let maxPriceCents = cents(params.get('max'));
  if (minPriceCents != null && maxPriceCents != null && minPriceCents > maxPriceCents) [minPriceCents, maxPriceCents] = [maxPriceCents, minPriceCents];
  return {
    q,
    sort,
    categories: [...new Set(params.getAll('category').filter(Boolean))].slice(0, MAX_VALUES),
    shopIds: [...new Set(params.getAll('shop').filter((id) => UUID.test(id)))].slice(0, MAX_VALUES),
    minPriceCents,
    maxPriceCents,
    inStock: params.get('inStock') === '1',
  };
}

export type ProductFilters = ReturnType<typeof filtersFromUrl>;

/** Adds `value` to the URL's `name` values, or takes it out when it is there. */
export function toggleValue(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const values = params.getAll(name);
  const next = new URLSearchParams(params);
  next.delete(name);
  for (const kept of values.includes(value) ? values.filter((v) => v !== value) : [...values, value]) next.append(name, kept);
  return next;
}

/** Sets (or, when empty, removes) one URL value. */
export function withValue(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
