/**
 * Paths whose last segment is a secret: the links in verification, password-reset and newsletter
 * mail (pages and REST).
 */
const TOKEN_SEGMENT = '(verify-email|reset-password|newsletter/confirm|newsletter/unsubscribe)';
const TOKEN_IN_PATH = new RegExp(`/${TOKEN_SEGMENT}/[^/?#]+`, 'g');

/** A request's path as it may be logged or traced: no query string, and no token from a mailed link. */
export function loggablePath(url: string): string {
  return url.split('?', 1)[0].replace(TOKEN_IN_PATH, '/$1/[redacted]');
}

export function hasTokenInPath(url: string): boolean {
  return new RegExp(`/${TOKEN_SEGMENT}/[^/?#]+`).test(url);
}
