import { describe, expect, it } from 'vitest';
import { negotiateLocale, requestLocale } from './locale';

describe("the visitor's language", () => {
  it("follows Accept-Language's weights, and English when it names neither language", () => {
    expect(negotiateLocale('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(negotiateLocale('en-US,en;q=0.9,fr;q=0.8')).toBe('en-CA');
    expect(negotiateLocale('de-DE, fr;q=0.5, en;q=0.4')).toBe('fr-CA');
    expect(negotiateLocale('en;q=0.2, fr-FR;q=0.7')).toBe('fr-CA');
    expect(negotiateLocale('de, es')).toBeUndefined();
    expect(negotiateLocale(undefined)).toBeUndefined();
  });

  it('prefers the ?lang= of an alternate, then the cookie, then Accept-Language', () => {
    const french = { 'accept-language': 'fr-CA' };
    expect(requestLocale({ query: {}, headers: french })).toBe('fr-CA');
    expect(requestLocale({ query: {}, headers: { ...french, cookie: 'a=1; locale=en-CA' } })).toBe('en-CA');
    expect(requestLocale({ query: { lang: 'fr-CA' }, headers: { cookie: 'locale=en-CA' } })).toBe('fr-CA');
    expect(requestLocale({ query: { lang: 'xx' }, headers: { cookie: 'locale=nonsense' } })).toBe('en-CA');
  });
});
