import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, loadConfig } from './config';

describe('loadConfig', () => {
  it('refuses to start in production without JWT_SECRET, and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set when NODE_ENV=production.');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/at least 32/);
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO_DATA: 'true' });
    expect(config.seedDemoData).toBe(false);
  });

  it('generates a development secret once and keeps it in the data folder across restarts', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mainstreet-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    fs.rmSync(dataDir, { recursive: true });
  });

  it('reads PORT and refuses nonsense', () => {
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32), PORT: '5123' }).port).toBe(5123);
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(32), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 's'.repeat(32), ADMIN_EMAIL: 'a@b.c' })).toThrow(/together/);
  });

  it('reads the mail settings: SMTP optional, links on PUBLIC_URL (default http://localhost:PORT)', () => {
    const base = { JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig({ ...base, PORT: '5123' }).mail).toEqual({ smtpUrl: undefined, from: DEFAULT_MAIL_FROM, publicUrl: 'http://localhost:5123' });
    expect(
      loadConfig({ ...base, SMTP_URL: 'smtps://user:pw@mail.example.com:465', MAIL_FROM: 'Shop <shop@example.com>', PUBLIC_URL: 'https://shop.example.com/' }).mail,
    ).toEqual({ smtpUrl: 'smtps://user:pw@mail.example.com:465', from: 'Shop <shop@example.com>', publicUrl: 'https://shop.example.com' });
    expect(() => loadConfig({ ...base, SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'shop.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, PUBLIC_URL: 'ftp://shop.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...base, MAIL_FROM: 'Mainstreet' })).toThrow(/MAIL_FROM/);
    // Production mail that would link to localhost is refused at start.
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' };
    expect(() => loadConfig(production)).toThrow('PUBLIC_URL must be set when NODE_ENV=production and SMTP_URL is set: mail links start with it.');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://shop.example.com' }).mail.publicUrl).toBe('https://shop.example.com');
  });

  it('trusts no proxy unless TRUST_PROXY names one: a hop count or addresses, never "everybody"', () => {
    const base = { JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.89.0.10, loopback, fd00::/8' }).trustProxy).toEqual(['10.89.0.10', 'loopback', 'fd00::/8']);
    for (const value of ['true', '10.89.0', 'proxy.example.com', '10.0.0.0/33']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});
