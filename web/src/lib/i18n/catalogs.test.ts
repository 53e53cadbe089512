import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en-CA.po';
import { messages as french } from '../../locales/fr-CA.po';

const LOCALES_DIR = join(__dirname, '..', '..', 'locales');

/** Every catalog (lingui.config.ts): the storefront's and the areas'. */
const CATALOGS = ['', 'account/', 'home/', 'products/', 'product/', 'shops/', 'checkout/', 'orders/', 'customer/', 'recovery/', 'info/', 'notices/', 'shared/', 'vendor/', 'admin/', 'admin-dashboard/', 'errors/'];

/** msgid → msgstr of a .po catalog. */
function readPo(catalog: string, locale: string): Map<string, string> {
  const text = readFileSync(join(LOCALES_DIR, `${catalog}${locale}.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const [, id, translation] of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) if (id) entries.set(id, translation);
  return entries;
}

describe('the message catalogs', () => {
  it.each(CATALOGS)('give every message of the English catalog %s its French translation', (catalog) => {
    const source = readPo(catalog, 'en-CA');
    const translated = readPo(catalog, 'fr-CA');
    expect(source.size).toBeGreaterThan(5);
    const missing = [...source.keys()].filter((id) => !translated.get(id));
    expect(missing, 'run `pnpm --filter @mainstreet/web i18n:extract`, then translate these in src/locales/fr-CA.po').toEqual([]);
    expect([...translated.keys()].filter((id) => !source.has(id))).toEqual([]);
  });

  it('compile to the same messages in both languages', () => {
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
  });

  it('write the plural forms of 0, 1 and 2 items in both languages', () => {
    // The cart link's accessible name (components/layout/NavLinks.tsx).
    const message = (count: number, label = 'Cart') => msg`${label}, ${plural(count, { one: '# item', other: '# items' })}`;
    const en = setupI18n({ locale: 'en-CA', messages: { 'en-CA': english } });
    const fr = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': french } });
    expect([0, 1, 2].map((n) => en._(message(n)))).toEqual(['Cart, 0 items', 'Cart, 1 item', 'Cart, 2 items']);
    // French counts 0 as singular.
    expect([0, 1, 2].map((n) => fr._(message(n)))).toEqual(['Cart, 0 article', 'Cart, 1 article', 'Cart, 2 articles']);
  });
});
