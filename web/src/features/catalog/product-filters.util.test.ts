import { describe, expect, it } from 'vitest';
import { filtersFromUrl, toggleValue, withValue } from './product-filters.util';

const SHOP = '2777602e-4756-429f-b0be-1da2f3d6d8c0';

describe('filtersFromUrl', () => {
  it('reads every filter of the URL', () => {
    expect(filtersFromUrl(new URLSearchParams(`q=%20cheese%20&sort=price_desc&category=Bakery&category=Pantry&min=5&max=12.5&shop=${SHOP}&inStock=1`))).toEqual({
      q: 'cheese',
      sort: 'PRICE_DESC',
      categories: ['Bakery', 'Pantry'],
      shopIds: [SHOP],
      minPriceCents: 500,
      maxPriceCents: 1250,
      inStock: true,
    });
  });

  it('defaults to relevance with a query and newest without', () => {
    expect(filtersFromUrl(new URLSearchParams('q=bread')).sort).toBe('RELEVANCE');
    expect(filtersFromUrl(new URLSearchParams('')).sort).toBe('NEWEST');
    expect(filtersFromUrl(new URLSearchParams('sort=cheapest')).sort).toBe('NEWEST');
  });

  it('leaves out what the API would refuse', () => {
    const many = Array.from({ length: 25 }, (_, i) => `category=c${i}`).join('&');
    const filters = filtersFromUrl(new URLSearchParams(`${many}&shop=not-an-id&min=-3&max=abc&inStock=yes`));
    expect(filters.categories).toHaveLength(20);
    expect(filters).toMatchObject({ shopIds: [], minPriceCents: null, maxPriceCents: null, inStock: false });
    expect(filtersFromUrl(new URLSearchParams('min=20&max=10'))).toMatchObject({ minPriceCents: 1000, maxPriceCents: 2000 });
  });
});

describe('URL updates', () => {
  it('toggles one value of a repeated name and keeps the others', () => {
    const params = new URLSearchParams('q=jam&category=Bakery');
    expect(toggleValue(params, 'category', 'Pantry').toString()).toBe('q=jam&category=Bakery&category=Pantry');
    expect(toggleValue(params, 'category', 'Bakery').toString()).toBe('q=jam');
    expect(withValue(params, 'sort', 'newest').toString()).toBe('q=jam&category=Bakery&sort=newest');
    expect(withValue(params, 'q', '').toString()).toBe('category=Bakery');
  });
});
