import { setupI18n as setupLingui } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as english } from '../../locales/en-CA.po';
import { messages as french } from '../../locales/fr-CA.po';
import { setupI18n as setupSlim } from './slim-core';

/** Values for every placeholder a message may have, and counts that pick each plural form. */
const valueSets = [0, 1, 2, 1234].map((count) => ({
  0: count,
  1: 'Cheddar',
  2: 'Maple Bakery',
  count,
  label: 'Cart',
  displayName: 'Daniel Nguyen',
  q: 'bread',
  itemsLabel: 'products',
  cartLabel: 'Add to Cart',
  MIN_PASSWORD_LENGTH: 8,
}));

describe("the browser build's slim Lingui core", () => {
  it.each([
    ['en-CA', english],
    ['fr-CA', french],
  ] as const)('writes every message of the %s catalog as @lingui/core does', (locale, messages) => {
    const lingui = setupLingui({ locale, messages: { [locale]: messages } });
    const slim = setupSlim({ locale, messages: { [locale]: messages } });
    for (const id of Object.keys(messages)) {
      for (const values of valueSets) expect(slim._(id, values), id).toBe(lingui._(id, values));
    }
  });

  it('switches language and tells its listeners', () => {
    const slim = setupSlim({ locale: 'en-CA', messages: { 'en-CA': english } });
    let changes = 0;
    slim.on('change', () => changes++);
    slim.loadAndActivate({ locale: 'fr-CA', messages: french });
    expect(slim.locale).toBe('fr-CA');
    expect(changes).toBe(1);
    expect(slim._({ id: 'missing-id', message: 'Plain text' })).toBe('Plain text');
  });
});
