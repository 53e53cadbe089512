import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { productPageMeta, shopPageMeta, shortDescription } from '../../features/catalog/catalog-page-meta';
import { localizedPath } from '../../lib/i18n/locales';
import { setSiteOrigin } from '../../lib/site-origin';
import { JsonLd, PageMeta, type PageMetaProps } from './PageMeta';
import { setupI18n } from '@lingui/core';

/** English from the messages in the code (their catalog is compiled only for the built app). */
const english = setupI18n({ locale: 'en-CA', messages: { 'en-CA': {} } });

const head = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

const cheddar = {
  id: '0D7C6F1E-4A1B-4C39-9D7E-2F1A3B4C5D6E',
  name: 'Aged Cheddar',
  description: 'Two years in the cave.',
  price: 12.5,
  stock: 4,
  category: 'Dairy',
  images: ['/media/cheddar.webp'],
  image: '/media/cheddar.webp',
  vendor: { id: 'v1', businessName: 'County Cheese Co.' },
};

describe('page titles and link previews', () => {
  afterEach(() => setSiteOrigin(undefined));

  it("puts a product page's title, description, canonical link and Open Graph tags into the head", () => {
    setSiteOrigin('https://shop.example.com');
    const { meta } = productPageMeta(cheddar, english);
    const { unmount } = render(<PageMeta {...meta} />);
    expect(document.title).toBe('Aged Cheddar — County Cheese Co. — Mainstreet');
    expect(head('meta[name="description"]')).toBe('Two years in the cave.');
    const canonical = 'https://shop.example.com/product/0d7c6f1e-4a1b-4c39-9d7e-2f1a3b4c5d6e';
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(head('meta[property="og:type"]')).toBe('product');
    expect(head('meta[property="og:title"]')).toBe('Aged Cheddar — County Cheese Co.');
    expect(head('meta[property="og:url"]')).toBe(canonical);
    expect(head('meta[property="og:image"]')).toBe('https://shop.example.com/media/cheddar.webp');
    expect(head('meta[property="product:price:amount"]')).toBe('12.50');
    expect(head('meta[property="product:price:currency"]')).toBe('CAD');
    // Gone with the page: the next page's tags do not mix with these.
    unmount();
    expect(document.head.querySelector('meta[property^="og:"], link[rel="canonical"]')).toBeNull();
  });

  it('describes a product as a schema.org Product with an offer in CAD, in stock or out of it', () => {
    setSiteOrigin('https://shop.example.com');
    const { structuredData } = productPageMeta(cheddar, english);
    expect(structuredData).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aged Cheddar',
      image: ['https://shop.example.com/media/cheddar.webp'],
      offers: { '@type': 'Offer', price: '12.50', priceCurrency: 'CAD', availability: 'https://schema.org/InStock' },
    });
    expect(productPageMeta({ ...cheddar, stock: 0 }, english).structuredData.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    // No photo: the default image, still an absolute URL.
    expect(productPageMeta({ ...cheddar, images: [], image: null }, english).meta.preview?.image).toBe('/default-product.svg');
  });

  it('gives a page in French its French address: ?lang=fr-CA, as its hreflang alternate', () => {
    setSiteOrigin('https://shop.example.com');
    const french = setupI18n({ locale: 'fr-CA', messages: { 'fr-CA': {} } });
    const { structuredData } = productPageMeta(cheddar, french);
    expect((structuredData.offers as { url: string }).url).toBe(`https://shop.example.com/product/${cheddar.id.toLowerCase()}?lang=fr-CA`);
    expect((productPageMeta(cheddar, english).structuredData.offers as { url: string }).url).toBe(`https://shop.example.com/product/${cheddar.id.toLowerCase()}`);
    expect(localizedPath('/products?q=brie', 'fr-CA')).toBe('/products?q=brie&lang=fr-CA');
  });

  it("names a shop page after the shop, with a Store's address", () => {
    setSiteOrigin('https://shop.example.com');
    const { meta, structuredData } = shopPageMeta({ id: 'v1', businessName: 'Maple Bakery', address: '12 King St', city: 'Toronto', profileImage: null }, english);
    expect(meta.title).toBe('Maple Bakery');
    expect(meta.preview).toEqual({ type: 'website', image: '/default-vendor.svg' });
    expect(structuredData).toMatchObject({
      '@type': 'Store',
      url: 'https://shop.example.com/vendor/v1',
      image: 'https://shop.example.com/default-vendor.svg',
      address: { streetAddress: '12 King St', addressLocality: 'Toronto', addressCountry: 'CA' },
    });
  });

  it('keeps structured data from closing its element, and the server render hoists the head tags first', () => {
    const html = renderToString(
      <main>
        <PageMeta title="About Us" description="About." canonicalPath="/about" />
        <JsonLd data={{ name: '</script><script>alert(1)</script>' }} />
      </main>,
    );
    expect(html).toMatch(/^<title>About Us — Mainstreet<\/title><meta name="description" content="About."\/><link rel="canonical" href="[^"]*\/about"\/><main>/);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1];
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('cuts long descriptions at a word, to one line', () => {
    expect(shortDescription('Short\n\nand sweet.')).toBe('Short and sweet.');
    const long = shortDescription('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
  });

  it('gives every page of the route table a title and a description of its own', async () => {
    const modules = import.meta.glob<{ meta?: PageMetaProps }>('../../features/**/*Page.tsx');
    const titles = new Map<string, string>();
    // Product and shop pages set theirs from their data (above).
    const fromData = ['ProductDetailPage', 'VendorShopPage'];
    for (const [path, load] of Object.entries(modules)) {
      const name = path.split('/').pop()!.replace('.tsx', '');
      const { meta } = await load();
      if (fromData.includes(name)) {
        expect(meta, name).toBeUndefined();
        continue;
      }
      expect(meta?.description, name).toBeTruthy();
      // A translated page's title is a message: its English text.
      const title = (typeof meta?.title === 'object' ? meta.title.message : meta?.title) ?? '(home)';
      expect(titles.get(title), `${name} has the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, name);
    }
    expect(titles.size).toBeGreaterThan(35);
  });
});
