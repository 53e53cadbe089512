import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** The repository root: this file sits at api/src/config.ts (dev, tests) or api/dist/config.js (built). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface AppConfig {
  isProduction: boolean;
  port: number;
  /** Git-ignored folder for the embedded PostgreSQL cluster and the generated development JWT secret. */
  dataDir: string;
  /** When unset, an embedded PostgreSQL is started in dataDir. */
  databaseUrl?: string;
  redisUrl?: string;
  jwtSecret: string;
  /** Lifetime of a bearer token, in seconds. */
  jwtTtlSeconds: number;
  adminEmail?: string;
  adminPassword?: string;
  /** Seed demo accounts and catalogue into an empty database (never in production). */
  seedDemoData: boolean;
  /**
   * The built web app (web/dist); served with SPA fallback when it exists. Its server render bundle
   * is beside it, in dist-server (see modules/storefront).
   */
  webDistDir: string;
  /** Stripe, when both keys are set; otherwise the built-in test payment provider. */
  stripe?: { secretKey: string; publishableKey: string; webhookSecret?: string; connectWebhookSecret?: string };
  mail: MailConfig;
  /** Shape limits checked on every GraphQL operation before any resolver runs. */
  queryLimits: QueryLimits;
  /** Requests per window to /graphql (HTTP and WebSocket operations) and /api. */
  rateLimit: RateLimitConfig;
  /**
   * Express's 'trust proxy': which proxies may name the client in X-Forwarded-For. False (the default):
   * the client is the socket's address, so no client can choose the address its limits count against.
   */
  trustProxy: TrustProxy;
  /** Bearer token that opens GET /metrics to other machines (a Prometheus server); loopback needs none. */
  metricsToken?: string;
}

/** A hop count, or the proxies' addresses and subnets (or Express's names: loopback, linklocal, uniquelocal). */
export type TrustProxy = false | number | string[];

export interface QueryLimits {
  /** Nesting of fields, fragments expanded. */
  maxDepth: number;
  /** Aliased fields in one operation, fragments expanded. */
  maxAliases: number;
  /** Estimated cost: 1 per field, multiplied by the size of every list around it (see query-limits.ts). */
  maxCost: number;
  /** Tokens in a document: bounds the work of parsing and validating before any other limit applies. */
  maxTokens: number;
}

export interface RateLimitConfig {
  windowSeconds: number;
  /** Per signed-in user (the verified token's subject); 0 turns the limit off. */
  perToken: number;
  /** Per client address, for requests without a valid token; 0 turns the limit off. */
  perIp: number;
}

export interface MailConfig {
  /** SMTP server (smtp:// or smtps://, credentials in the URL). Unset: mail is kept in the outbox table only. */
  smtpUrl?: string;
  /** The From header of every message. */
  from: string;
  /** Origin the links in mail point at (no trailing slash), e.g. https://shop.example.com. */
  publicUrl: string;
}

export const DEFAULT_MAIL_FROM = 'Mainstreet <no-reply@mainstreet.local>';

type Env = Record<string, string | undefined>;

/** Every environment variable the API reads, parsed and validated in one place. */
export function loadConfig(env: Env = process.env): AppConfig {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const port = parsePort(env.PORT ?? '4000');
  const jwtSecret = env.JWT_SECRET || (isProduction ? undefined : developmentJwtSecret(dataDir));
  if (!jwtSecret) throw new Error('JWT_SECRET must be set when NODE_ENV=production.');
  if (isProduction && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters.');
  if ((env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) || (!env.ADMIN_EMAIL && env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  return {
    isProduction,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret,
    jwtTtlSeconds: 7 * 24 * 3600,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemoData: !isProduction && env.SEED_DEMO_DATA !== 'false',
    webDistDir: path.join(REPO_ROOT, 'web', 'dist'),
    stripe: stripeConfig(env),
    mail: mailConfig(env, port, isProduction),
    queryLimits: {
      maxDepth: parseCount(env, 'GRAPHQL_MAX_DEPTH', 10, 1),
      maxAliases: parseCount(env, 'GRAPHQL_MAX_ALIASES', 15, 0),
      maxCost: parseCount(env, 'GRAPHQL_MAX_COST', 5000, 1),
      maxTokens: parseCount(env, 'GRAPHQL_MAX_TOKENS', 3000, 1),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    rateLimit: {
      windowSeconds: parseCount(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1),
      perToken: parseCount(env, 'RATE_LIMIT_PER_TOKEN', 300, 0),
      // Higher than per token: guests behind one office or mobile-carrier address share it.
      perIp: parseCount(env, 'RATE_LIMIT_PER_IP', 600, 0),
    },
  };
}

function mailConfig(env: Env, port: number, isProduction: boolean): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  // Mail really sent from production must not link to localhost (verification, reset, orders).
  if (isProduction && smtpUrl && !env.PUBLIC_URL) throw new Error('PUBLIC_URL must be set when NODE_ENV=production and SMTP_URL is set: mail links start with it.');
  if (smtpUrl && !/^smtps?:\/\/[^/]/i.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://.');
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/@/.test(from)) throw new Error(`MAIL_FROM must hold an email address, got "${from}".`);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(publicUrl);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}".`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${publicUrl}".`);
  }
  return { smtpUrl, from, publicUrl };
}

/** A whole number from the environment, at least `min`, or the default when unset. */
function parseCount(env: Env, name: string, fallback: number, min: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}".`);
  return count;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY as Express takes it, checked here so a typo stops the start instead of trusting nobody (or everybody). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const valid =
      PROXY_NAMES.has(entry) ||
      (extra === undefined && net.isIP(address) !== 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(address) ? 32 : 128))));
    if (!valid) {
      throw new Error(
        `TRUST_PROXY must be a number of proxies or a list of their addresses (e.g. "10.89.0.10" or "loopback"), got "${entry}". ` +
          'Trusting every address ("true") would let any client choose its own address.',
      );
    }
  }
  return entries;
}

function metricsToken(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  // A guessable token would publish the shop's figures; 16 characters is the floor of a random one.
  if (token.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32).');
  return token;
}

function stripeConfig(env: Env): AppConfig['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (!secretKey && !publishableKey) return undefined;
  if (!secretKey || !publishableKey) throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together.');
  return {
    secretKey,
    publishableKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET || undefined,
  };
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${value}".`);
  return port;
}

/** A generated secret kept in the data folder, so development sessions survive a restart. */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
