import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormattedExecutionResult } from 'graphql';
import { logger } from '../../common/logger';
import { DEFAULT_LOCALE, LOCALE_PARAM, LOCALES, type Locale } from './locale';

/**
 * The bundle is an ES module and the API CommonJS, so it needs Node's own dynamic import. Written
 * through Function so that no compiler turns it into require(): @swc-node/register (`pnpm dev`, the
 * benchmarks) does, and require() cannot load a file URL. Inside a vm context (vitest) that form has
 * no loader, and the ordinary import() is the one that works.
 */
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;
async function importEsm(specifier: string): Promise<unknown> {
  try {
    return await nativeImport(specifier);
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING') return import(specifier);
    throw error;
  }
}

/** What the web app's server entry (web/src/startup/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage(
    url: string,
    execute: ExecuteOperation,
    options: { origin: string; locale: Locale },
  ): Promise<{ html: string; styles: string; state: Record<string, unknown> }>;
}

export type ExecuteOperation = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}) => Promise<FormattedExecutionResult>;

const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** The public storefront: the same for every visitor, worth showing before any JavaScript has run. */
const STOREFRONT_PATH = new RegExp(`^/(?:products|vendors|about|services|blog|contact|product/${ID}|vendor/${ID})?/?$`, 'i');

/** A safety net: pages are dropped as soon as the catalogue changes (see catalogGeneration). */
const TTL_MS = 10_000;
const MAX_PAGES = 500;
/**
 * Renders at once, per process. A render costs tens of milliseconds of CPU; beyond this many (a burst
 * of distinct product pages, say) the plain index.html goes out and the browser renders the page.
 */
const MAX_CONCURRENT_RENDERS = 4;

interface CachedPage {
  html: string;
  generation: number;
  expiresAt: number;
}

/**
 * Storefront pages rendered on the server, one render for every visitor: the built index.html with the
 * page's markup in #root and its query results (a guest's) in #apollo-state, which the browser hydrates
 * (web/src/startup/main.ts). The navbar in it is neutral; the browser, which knows the session, fills
 * it in (web/src/components/layout/Navbar.tsx). The first paint, the product images and the largest
 * paint no longer wait for the JavaScript, the route chunk and the queries in turn.
 *
 * Pages are kept briefly per URL. `catalogGeneration` is the catalogue cache's: it changes on every
 * catalogue write, and is undefined while changes could be missed, so nothing is kept then.
 * Without the server bundle (a development build), on any render error, or with too many renders
 * under way, the caller sends the plain index.html and the browser renders the page itself.
 */
export class StorefrontPages {
  private entry?: Promise<ServerEntry | undefined>;
  private readonly pages = new Map<string, CachedPage>();
  private rendering = 0;

  constructor(
    private readonly options: {
      indexHtml: string;
      serverEntry: string;
      execute: ExecuteOperation;
      catalogGeneration: () => number | undefined;
      /** The public origin (PUBLIC_URL) of the absolute URLs in a page's head: canonical links, link previews. */
      origin: string;
    },
  ) {}

  static handles(pathname: string): boolean {
    return STOREFRONT_PATH.test(pathname);
  }

  /** The page's full HTML in `locale`, or undefined when it cannot be rendered here. */
  async render(url: string, locale: Locale = DEFAULT_LOCALE): Promise<string | undefined> {
    const generation = this.options.catalogGeneration();
    // One page per URL and language.
    const key = `${locale} ${url}`;
    const cached = this.pages.get(key);
    if (cached && cached.generation === generation && cached.expiresAt > Date.now()) return cached.html;
    this.pages.delete(key);

    const entry = await this.loadEntry();
    if (!entry || this.rendering >= MAX_CONCURRENT_RENDERS) return undefined;
    this.rendering++;
    try {
      const rendered = await entry.renderPage(url, this.options.execute, { origin: this.options.origin, locale });
      const page = this.fill(rendered, url, locale);
      // Rendered while the catalogue changed: correct for this visitor, possibly stale for the next.
      if (generation !== undefined && generation === this.options.catalogGeneration()) {
        if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
        this.pages.set(key, { html: page, generation, expiresAt: Date.now() + TTL_MS });
      }
      return page;
    } catch (error) {
      logger.error({ path: url.split('?', 1)[0], err: error }, 'server rendering failed; the browser renders the page instead');
      return undefined;
    } finally {
      this.rendering--;
    }
  }

  private fill({ html, styles, state }: { html: string; styles: string; state: Record<string, unknown> }, url: string, locale: Locale): string {
    // Read on each render (not kept): a rebuilt web app's new file names take effect at once.
    let template = withLocale(fs.readFileSync(this.options.indexHtml, 'utf8'), locale);
    // React puts what it hoists first: its image preloads (the first product photos) and the page's
    // <title>, meta tags and canonical link. In the head, before the scripts, the browser requests the
    // photos before the JavaScript that competes for the connections, and crawlers and link previews
    // (which run no JavaScript) find the page's title, description and Open Graph tags.
    const [, head, markup] = /^((?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*)([\s\S]*)$/.exec(html)!;
    // The page's own title and description replace index.html's, which are for pages rendered in the browser.
    if (head.includes('<title>')) template = template.replace(/<title>[^<]*<\/title>\s*/, '');
    if (head.includes('<meta name="description"')) template = template.replace(/<meta name="description"[^>]*>\s*/, '');
    // JSON in a data block: "<" escaped so no text can close the script element.
    const json = JSON.stringify(state).replace(/</g, '\\u003c');
    return template
      .replace('<script', () => `${head}${alternates(this.options.origin, url)}<script`)
      .replace('</head>', () => `${styles}</head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div><script type="application/json" id="apollo-state">${json}</script>`);
  }

  /**
   * Loads the server bundle when the web app was built with one, and fails with the reason when it
   * does not load: a built app that silently fell back to rendering in the browser would ship every
   * guest a slower page and nobody would notice. The server calls it before it listens.
   */
  async start(): Promise<void> {
    this.entry ??= this.importEntry();
    await this.entry;
  }

  private async importEntry(): Promise<ServerEntry | undefined> {
    if (!fs.existsSync(this.options.serverEntry)) return undefined; // not built (e.g. `pnpm dev`): the browser renders
    try {
      const entry = (await importEsm(pathToFileURL(this.options.serverEntry).href)) as ServerEntry;
      if (typeof entry.renderPage !== 'function') throw new Error('it has no renderPage export');
      return entry;
    } catch (error) {
      throw new Error(
        `The server render bundle ${this.options.serverEntry} failed to load (${(error as Error).message}). Rebuild the web app with \`pnpm build\`.`,
        { cause: error },
      );
    }
  }

  private loadEntry(): Promise<ServerEntry | undefined> {
    this.entry ??= this.importEntry();
    return this.entry.catch((error: unknown) => {
      logger.error({ err: error }, 'the storefront server bundle could not be loaded; pages are rendered in the browser');
      return undefined;
    });
  }
}

/** index.html in `locale`: the web app reads <html lang> to load that language's catalog (web/src/startup/main.ts). */
export function withLocale(indexHtml: string, locale: Locale): string {
  return indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/**
 * The page in each language for search engines: English at the address without `?lang=` (what a
 * crawler, which sends no cookie and no Accept-Language, is served), French with `?lang=fr-CA` (which
 * the API renders in French, see locale.ts), and the plain address as x-default. They are the pages'
 * canonical links too (web/src/lib/i18n/locales.ts, localizedPath).
 */
function alternates(origin: string, url: string): string {
  const address = new URL(url, origin);
  address.searchParams.delete(LOCALE_PARAM);
  const link = (hreflang: string, href: string) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}"/>`;
  const links = LOCALES.map((locale) => {
    const localized = new URL(address);
    if (locale !== DEFAULT_LOCALE) localized.searchParams.set(LOCALE_PARAM, locale);
    return link(locale, localized.href);
  });
  return links.join('') + link('x-default', address.href);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
