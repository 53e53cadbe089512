import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

// What a newcomer types into the search box first, over the demo catalogue.
const SEARCH = `query Search($q: String, $category: String) { products(first: 20, q: $q, category: $category) { nodes { name category } } }`;

let app: TestApp;
const names = async (variables: Record<string, unknown>): Promise<string[]> => {
  const res = await app.gql(SEARCH, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.products.nodes.map((node: { name: string }) => node.name);
};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
});

afterAll(async () => {
  await app?.close();
});

describe('search relevance', () => {
  it('finds the coffee products for "cofee", the one named coffee first', async () => {
    const found = await names({ q: 'cofee' });
    expect(found[0]).toBe('Harbour Blend Whole Bean Coffee (340 g)');
    expect(found).toEqual(expect.arrayContaining(['Dark Horse Espresso Roast', 'Ethiopia Yirgacheffe Light Roast', 'Swiss Water Decaf', 'Cold Brew Coarse Grind']));
  });

  it('shows bread before sausages for "bread"', async () => {
    const found = await names({ q: 'bread' });
    const firstSausage = found.findIndex((name) => /sausage/i.test(name));
    const lastBread = Math.max(...found.map((name, index) => (/bread|loaf|sourdough|baguette/i.test(name) ? index : -1)));
    expect(lastBread).toBeGreaterThanOrEqual(0);
    if (firstSausage >= 0) expect(lastBread).toBeLessThan(firstSausage);
  });

  it('filters by category whatever its case', async () => {
    const exact = await names({ category: 'Pantry' });
    expect(exact.length).toBeGreaterThan(0);
    expect(await names({ category: 'pantry' })).toEqual(exact);
    expect(await names({ category: 'PANTRY', q: 'honey' })).toEqual(await names({ category: 'Pantry', q: 'honey' }));
  });
});
