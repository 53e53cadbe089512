let origin: string | undefined;

/**
 * The origin of the absolute URLs in a page's head (canonical links, link previews, structured data).
 * The server renders with the API's PUBLIC_URL (setSiteOrigin in entry-server.tsx). The browser keeps
 * the origin of the page the server sent, read from its canonical link, so that hydration finds the
 * same tags (and the same structured data in the body) even where the visitor's address differs
 * (127.0.0.1 for localhost); on a page the browser rendered alone, its own origin.
 */
export function siteOrigin(): string {
  if (origin === undefined) {
    const canonical = typeof document === 'undefined' ? null : document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    origin = canonical ? new URL(canonical.href).origin : typeof location === 'undefined' ? '' : location.origin;
  }
  return origin;
}

export function setSiteOrigin(value: string | undefined): void {
  origin = value;
}

/** A path or an absolute URL as an absolute URL on the site. */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : siteOrigin() + pathOrUrl;
}
