import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

// HS256 JWTs exactly as the API's TokenService issues them ({ sub, tv, sid } plus iat/exp), so the
// bench can act as thousands of customers without an argon2 sign-in each, and the baseline
// can check a bearer token the way the API does, with node:crypto only.

const b64url = (value) => Buffer.from(value).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export function signToken(secret, userId, tokenVersion = 0, ttlSeconds = 7 * 24 * 3600) {
  const now = Math.floor(Date.now() / 1000);
  // A session id of its own: the API refuses a token without one, and accepts one whose session row
  // does not exist yet (only a revoked row ends a session), as for a token issued just now.
  const payload = b64url(JSON.stringify({ sub: userId, tv: tokenVersion, sid: randomUUID(), iat: now, exp: now + ttlSeconds }));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

/** The claims of a valid, unexpired HS256 token, or null. */
export function verifyToken(secret, token) {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  let claims;
  try {
    if (JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof claims.exp === 'number' && claims.exp <= Date.now() / 1000) return null;
  return claims;
}
