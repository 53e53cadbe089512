import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StorefrontPages, type ExecuteOperation } from '../src/modules/storefront/storefront-pages';
import { logger } from '../src/common/logger';

// The real server bundle is built with the web app (end-to-end tests cover it); here a stand-in with
// the same interface renders from the result of one query, and counts its renders.
const FAKE_ENTRY = `
export async function renderPage(url, execute, options) {
  globalThis.storefrontRenders = (globalThis.storefrontRenders ?? 0) + 1;
  if (url === '/broken') throw new Error('render failed');
  if (url === '/about') {
    return {
      html: '<title>About Us — Mainstreet</title><meta name="description" content="About the shops."/><link rel="canonical" href="' + options.origin + '/about"/><main>About</main>',
      styles: '',
      state: {},
    };
  }
  const result = await execute({ query: '{ products { name } }', variables: {} });
  const name = result.data.products[0].name;
  return {
    html: '<link rel="preload" as="image" href="/media/1"/><main>' + name + ' at ' + url + (options.locale === 'fr-CA' ? ' en français' : '') + '</main>',
    styles: '<style data-server-emotion="a b">.ms-a{color:red}</style>',
    state: { ROOT_QUERY: { name } },
  };
}
`;
const TEMPLATE = `<!doctype html><html lang="en-CA"><head><meta name="description" content="The default description." /><title>Mainstreet</title><script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>`;

let dir: string;
let generation: number | undefined;
let productName: string;
/** While set, every query waits for it: renders stay under way. */
let gate: Promise<void> | undefined;
const execute = vi.fn<ExecuteOperation>(async () => {
  await gate;
  return { data: { products: [{ name: productName }] } };
});
const renders = () => (globalThis as { storefrontRenders?: number }).storefrontRenders ?? 0;

function pages(serverEntry = path.join(dir, 'entry-server.mjs')) {
  return new StorefrontPages({ indexHtml: path.join(dir, 'index.html'), serverEntry, execute, catalogGeneration: () => generation, origin: 'https://shop.example.com' });
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-pages-'));
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dir, 'entry-server.mjs'), FAKE_ENTRY);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('storefront pages rendered on the server', () => {
  it('renders only the public storefront', () => {
    const id = '0d7c6f1e-4a1b-4c39-9d7e-2f1a3b4c5d6e';
    for (const page of ['/', '/products', '/vendors', '/about', `/product/${id}`, `/vendor/${id}`, '/products/']) {
      expect(StorefrontPages.handles(page), page).toBe(true);
    }
    for (const page of ['/login', '/checkout', '/customer/cart', '/vendor/dashboard', '/vendor/products', '/admin', '/product/not-an-id']) {
      expect(StorefrontPages.handles(page), page).toBe(false);
    }
  });

  it('fills the built index.html: image preloads before the scripts, the CSS in the head, the data beside the markup', async () => {
    generation = 1;
    productName = 'Cheddar </script><script>alert(1)</script>';
    const html = (await pages().render('/products?q=cheddar'))!;

    expect(html.indexOf('<link rel="preload" as="image" href="/media/1"/>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toContain('<style data-server-emotion="a b">.ms-a{color:red}</style></head>');
    expect(html).toMatch(/<div id="root"><main>Cheddar .* at \/products\?q=cheddar<\/main><\/div><script type="application\/json" id="apollo-state">/);
    // The data block cannot be closed by the text it carries.
    const state = /<script type="application\/json" id="apollo-state">(.*?)<\/script>/.exec(html)![1];
    expect(state).not.toContain('<');
    expect(JSON.parse(state)).toEqual({ ROOT_QUERY: { name: productName } });
  });

  it('renders and keeps a page per language, with <html lang> and hreflang alternates', async () => {
    generation = 7;
    productName = 'Cheddar';
    const storefront = pages();
    const french = (await storefront.render('/products?q=cheddar', 'fr-CA'))!;
    expect(french).toContain('<html lang="fr-CA">');
    expect(french).toContain('Cheddar at /products?q=cheddar en français');
    expect(french).toContain('<link rel="alternate" hreflang="fr-CA" href="https://shop.example.com/products?q=cheddar&amp;lang=fr-CA"/>');
    expect(french).toContain('<link rel="alternate" hreflang="en-CA" href="https://shop.example.com/products?q=cheddar"/>');
    expect(french).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example.com/products?q=cheddar"/>');
    const english = (await storefront.render('/products?q=cheddar', 'en-CA'))!;
    expect(english).toContain('<html lang="en-CA">');
    expect(english).not.toContain('en français');
    expect(await storefront.render('/products?q=cheddar', 'fr-CA')).toBe(french);
  });

  it("puts the page's title, description and canonical link in the head in place of index.html's", async () => {
    generation = 1;
    const html = (await pages().render('/about'))!;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>About Us — Mainstreet</title>');
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="About the shops."/>');
    expect(head.indexOf('<link rel="canonical" href="https://shop.example.com/about"/>')).toBeLessThan(head.indexOf('<script type="module"'));
    expect(html).toContain('<div id="root"><main>About</main></div>');
    // A page without a title of its own keeps index.html's.
    expect(await pages().render('/products')).toContain('<title>Mainstreet</title>');
  });

  it('keeps a page until the catalogue changes, and keeps nothing while changes could be missed', async () => {
    const storefront = pages();
    generation = 5;
    productName = 'Gouda';
    const before = renders();
    expect(await storefront.render('/')).toContain('Gouda at /');
    productName = 'Brie';
    expect(await storefront.render('/')).toContain('Gouda at /');
    expect(renders()).toBe(before + 1);

    generation = 6;
    expect(await storefront.render('/')).toContain('Brie at /');
    expect(renders()).toBe(before + 2);

    generation = undefined;
    await storefront.render('/');
    await storefront.render('/');
    expect(renders()).toBe(before + 4);
  });

  it('renders at most 4 pages at once, and sends the rest to the browser to render', async () => {
    generation = undefined;
    productName = 'Stilton';
    let release!: () => void;
    gate = new Promise<void>((resolve) => (release = resolve));
    const callsBefore = execute.mock.calls.length;
    const storefront = pages();
    const slow = [0, 1, 2, 3].map((index) => storefront.render(`/slow/${index}`));
    await vi.waitFor(() => expect(execute).toHaveBeenCalledTimes(callsBefore + 4));
    expect(await storefront.render('/one-too-many')).toBeUndefined();
    gate = undefined;
    release();
    for (const page of await Promise.all(slow)) expect(page).toContain('Stilton');
    expect(await storefront.render('/after')).toContain('Stilton');
  });

  it('answers undefined (the browser renders the page) when the render fails or the bundle is missing', async () => {
    generation = 1;
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    expect(await pages().render('/broken')).toBeUndefined();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
    expect(await pages(path.join(dir, 'missing.mjs')).render('/')).toBeUndefined();
  });

  it('starts without a bundle (not built), and refuses to start with one that does not load, saying why', async () => {
    await expect(pages(path.join(dir, 'missing.mjs')).start()).resolves.toBeUndefined();
    await expect(pages().start()).resolves.toBeUndefined();
    // What a development build of the bundle did: React's production runtime has no jsxDEV.
    const broken = path.join(dir, 'entry-server-dev.mjs');
    fs.writeFileSync(broken, `const jsxDEV = undefined; jsxDEV('main', {}); export async function renderPage() {}`);
    await expect(pages(broken).start()).rejects.toThrow(/entry-server-dev\.mjs failed to load \(jsxDEV is not a function\)\. Rebuild the web app/);
    const empty = path.join(dir, 'entry-server-empty.mjs');
    fs.writeFileSync(empty, `export const nothing = 1;`);
    await expect(pages(empty).start()).rejects.toThrow(/no renderPage export/);
  });
});
