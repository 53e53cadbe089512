import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import { requestLocale } from '../modules/storefront/locale';
import { StorefrontPages, withLocale } from '../modules/storefront/storefront-pages';

/** The built web app's hashed bundles: cached for a year, and a missing one is a 404, never index.html. */
export function hashedAssets(distDir: string): express.RequestHandler {
  return express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false });
}

/** The built web app's other files (the default images, playground.html); index.html only through webAppPages. */
export function webAppFiles(distDir: string): express.RequestHandler {
  return express.static(distDir, { index: false });
}

/**
 * Every other GET is a client-side route: index.html, with the page already rendered for a guest's
 * storefront page.
 */
export function webAppPages(distDir: string, storefront: StorefrontPages): express.RequestHandler {
  const index = path.join(distDir, 'index.html');
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!fs.existsSync(index)) {
      return void res.status(404).type('text/plain').send('The web app is not built yet: run `pnpm build` (or `pnpm start`).');
    }
    res.set('Cache-Control', 'no-cache');
    // The page's language depends on the cookie and Accept-Language: caches must keep one per value.
    res.vary('Cookie').vary('Accept-Language');
    const locale = requestLocale(req);
    const page = req.method === 'GET' && StorefrontPages.handles(req.path) ? await storefront.render(req.originalUrl, locale) : undefined;
    if (page) return void res.type('html').send(page);
    // Every other page in the visitor's language too: the app reads <html lang> to pick its catalog.
    res.type('html').send(withLocale(await fs.promises.readFile(index, 'utf8'), locale));
  };
}
