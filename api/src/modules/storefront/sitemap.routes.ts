import express from 'express';
import { robotsTxt, type SitemapKind, type SitemapService } from './sitemap.service';

const LIST_FILE = /^\/sitemap-(products|shops)-(\d{1,6})\.xml$/;

/**
 * GET /robots.txt, /sitemap.xml (an index), /sitemap-pages.xml and /sitemap-<products|shops>-<n>.xml.
 * Public, like the storefront's pages; `rateLimit` counts them as the REST adapter's requests are
 * counted, since a list file can hold 50,000 URLs.
 */
export function sitemapRouter(sitemap: SitemapService, options: { publicUrl: string; rateLimit: express.RequestHandler }): express.Router {
  const router = express.Router();
  const robots = robotsTxt(options.publicUrl);
  const xml = (res: express.Response, body: string) =>
    // Read by crawlers now and then: always from the catalogue as it is (see SitemapService).
    void res.type('application/xml').set('Cache-Control', 'no-cache').send(body);

  router.get('/robots.txt', (_req, res) => void res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots));
  router.get('/sitemap.xml', options.rateLimit, async (_req, res) => xml(res, await sitemap.index()));
  router.get('/sitemap-pages.xml', options.rateLimit, (_req, res) => xml(res, sitemap.staticPages()));
  router.get(LIST_FILE, options.rateLimit, async (req, res) => {
    const [, kind, page] = LIST_FILE.exec(req.path)!;
    const body = await sitemap.listPage(kind as SitemapKind, Number(page));
    if (body === undefined) return void res.status(404).type('text/plain').send('No such sitemap page.');
    xml(res, body);
  });
  return router;
}
