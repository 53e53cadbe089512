import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
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
  /** The built web app (web/dist); served with SPA fallback when it exists. */
  webDistDir: string;
  /** Stripe, when both keys are set; otherwise the built-in test payment provider. */
  stripe?: { secretKey: string; publishableKey: string; webhookSecret?: string };
  mail: MailConfig;
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
    mail: mailConfig(env, port),
  };
}

function mailConfig(env: Env, port: number): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
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

function stripeConfig(env: Env): AppConfig['stripe'] {
  const secretKey = env.STRIPE_SECRET_KEY;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY;
  if (!secretKey && !publishableKey) return undefined;
  if (!secretKey || !publishableKey) throw new Error('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together.');
  return { secretKey, publishableKey, webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined };
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
