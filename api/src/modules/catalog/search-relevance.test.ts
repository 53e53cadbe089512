import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

// What a newcomer types into the search box first, over the demo catalogue.
const SEARCH = `query Search($q: String, $category: String) { products(first: 20, q: $q, category: $category) { nodes { name category } } }`;

/**
 * The relevance set: what shoppers type and the products that must come first. `first` is the top
 * result; `top` are results that must all be among the first `top.length` (any order). Ties inside a
 * `top` group are left to the ranking; what matters is that nothing else gets ahead of them. `leading`:
 * the first n names all match the pattern.
 */
const RELEVANCE_SET: { q: string; why: string; first?: string; top?: string[]; leading?: [number, RegExp] }[] = [
  { q: 'Country Sourdough Loaf', why: 'exact name', first: 'Country Sourdough Loaf' },
  { q: 'Smoked Gouda Cheese', why: 'exact name', first: 'Smoked Gouda Cheese' },
  { q: 'peony bunch', why: 'exact name, lower case', first: 'Peony Bunch' },
  { q: 'Chocolate Babka', why: 'exact name', first: 'Chocolate Babka' },
  { q: 'chese', why: 'typo', leading: [4, /cheese/i] },
  { q: 'cofee', why: 'typo', first: 'Harbour Blend Whole Bean Coffee (340 g)' },
  { q: 'focacia', why: 'typo', first: 'Rosemary & Sea Salt Focaccia' },
  { q: 'chedar', why: 'typo', top: ['Aged Cheddar Cheese (2 Year)', 'Five-Year Extra Old Cheddar'] },
  { q: 'chees', why: 'prefix', leading: [4, /cheese/i] },
  { q: 'sourdo', why: 'prefix', top: ['Country Sourdough Loaf', 'Seeded Rye Sourdough'] },
  { q: 'croissant', why: 'singular of a plural name', first: 'Butter Croissants (4-Pack)' },
  { q: 'apple', why: 'singular of a plural name', first: 'Honeycrisp Apples (3 lb Bag)' },
  { q: 'sausage', why: 'singular of a plural name', first: 'Maple Breakfast Sausages (6)' },
  { q: 'carrots', why: 'plural of a singular name', first: 'Rainbow Carrot Bunch' },
  { q: 'tomatoes', why: 'plural of a singular name', first: 'Heirloom Tomato Basket' },
  { q: 'candles', why: 'plural of a singular name', first: 'Balsam Fir Soy Candle' },
  { q: 'maple syrup', why: 'two words', top: ['Amber Rich Maple Syrup (500 mL)', 'Dark Robust Maple Syrup (1 L)', 'Bourbon Barrel Aged Maple Syrup'] },
  { q: 'goat cheese', why: 'two words', first: 'Creamy Goat Cheese Log' },
  { q: 'lip balm', why: 'two words', first: 'Beeswax Lip Balm Trio' },
  { q: 'pork chops', why: 'two words', first: 'Heritage Pork Chops (2)' },
  { q: 'bird guide', why: 'two words, neither exact', first: 'Field Guide to Ontario Birds' },
  { q: 'chèvre', why: 'accented word of a description', first: 'Creamy Goat Cheese Log' },
  { q: 'Limestone', why: "a shop's name that its products carry", first: 'Limestone Blue Cheese' },
  { q: 'espresso', why: 'one word of a name', first: 'Dark Horse Espresso Roast' },
  { q: 'cheddar', why: 'one word of two names', top: ['Aged Cheddar Cheese (2 Year)', 'Five-Year Extra Old Cheddar'] },
  { q: 'brisket', why: 'one word of a name', first: 'Smoked Beef Brisket (1 lb)' },
  { q: 'sunflower', why: 'one word of a name', first: 'Sunflower Armful' },
  { q: 'brie', why: 'a short name word', first: 'Wildflower Brie' },
  { q: 'eggs', why: 'one word of a name', first: 'Free-Range Eggs (Dozen)' },
  { q: 'mug', why: 'a short name word', first: 'Speckled Stoneware Mug' },
  { q: 'bacon', why: 'one word of a name', first: 'Peameal Bacon Roast (1 kg)' },
  { q: 'lavender', why: 'a word of several names', top: ['Lavender Oatmeal Soap Bar', 'Dried Lavender Bundle'] },
  // Accents and the French texts shops add (FRENCH below): either spelling finds the other.
  { q: 'chevre', why: 'accented word of a description, typed without its accent', first: 'Creamy Goat Cheese Log' },
  { q: 'cafe', why: 'French name, typed without its accent', first: 'Harbour Blend Whole Bean Coffee (340 g)' },
  { q: 'café', why: 'French name, with its accent', first: 'Harbour Blend Whole Bean Coffee (340 g)' },
  { q: 'creme', why: 'French name, typed without its accent', top: ['Maple Butter Spread', 'Earl Grey Cream Loose Leaf Tea'] },
  { q: 'crème', why: 'French name, with its accent', top: ['Maple Butter Spread', 'Earl Grey Cream Loose Leaf Tea'] },
  { q: "sirop d'erable", why: 'French words, no accent', top: ['Amber Rich Maple Syrup (500 mL)', 'Dark Robust Maple Syrup (1 L)', 'Bourbon Barrel Aged Maple Syrup'] },
  { q: 'fromages', why: 'French plural of a French name (French stemming)', first: 'Aged Cheddar Cheese (2 Year)' },
  { q: 'fumé', why: 'French description only (French stemming: fumée)', first: 'Smoked Beef Brisket (1 lb)' },
];

/** French names and descriptions, as shops would add them to demo products (vendor form, issue 20). */
const FRENCH: [name: string, nameFr: string, descriptionFr: string | null][] = [
  ['Harbour Blend Whole Bean Coffee (340 g)', 'Café en grains mélange Harbour (340 g)', null],
  ['Maple Butter Spread', "Crème d'érable à tartiner", "Du pur sirop d'érable fouetté, sans rien d'autre."],
  ['Earl Grey Cream Loose Leaf Tea', 'Thé Earl Grey crème en vrac', null],
  ['Amber Rich Maple Syrup (500 mL)', "Sirop d'érable ambré riche (500 mL)", null],
  ['Dark Robust Maple Syrup (1 L)', "Sirop d'érable foncé robuste (1 L)", null],
  ['Bourbon Barrel Aged Maple Syrup', "Sirop d'érable vieilli en fût de bourbon", null],
  ['Aged Cheddar Cheese (2 Year)', 'Fromage cheddar vieilli (2 ans)', null],
  ['Smoked Beef Brisket (1 lb)', 'Poitrine de bœuf (1 lb)', 'Poitrine de bœuf fumée lentement au bois de pommier.'],
];

let app: TestApp;
const names = async (variables: Record<string, unknown>): Promise<string[]> => {
  const res = await app.gql(SEARCH, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.products.nodes.map((node: { name: string }) => node.name);
};

beforeAll(async () => {
  app = await startTestApp({ seed: true });
  for (const [name, nameFr, descriptionFr] of FRENCH) {
    const [{ count }] = await app.orm.em.getConnection().execute(
      `with changed as (update products set name_fr = ?, description_fr = ? where name = ? returning 1) select count(*)::int as count from changed`,
      [nameFr, descriptionFr, name],
    );
    expect(count, name).toBe(1);
  }
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

  it.each(RELEVANCE_SET)('$q: $why', async ({ q, first, top, leading }) => {
    const found = await names({ q });
    if (leading) expect(found.slice(0, leading[0]).filter((name) => leading[1].test(name))).toHaveLength(leading[0]);
    if (first) expect(found[0]).toBe(first);
    if (top) expect(found.slice(0, top.length).sort()).toEqual([...top].sort());
  });
});
