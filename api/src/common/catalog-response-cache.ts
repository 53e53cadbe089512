import type { ApolloServerPlugin } from '@apollo/server';
import type express from 'express';
import pg from 'pg';
import { isCatalogField } from './access';
import type { AppContext } from './context';
import { workerLog } from './logger';

const log = workerLog('catalogue-cache');

/** The channel the catalogue triggers notify (migration 20261123000000). */
const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/** A safety net only: entries are cleared as soon as PostgreSQL reports a catalogue change. */
const TTL_MS = 10_000;
const MAX_ENTRIES = 1000;
/** What a browser or CDN may keep a cacheable GET: short, since stock changes with every sale. */
const HTTP_MAX_AGE_SECONDS = 5;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

/** Set on a request that may be stored: its key and the cache generation it started in. */
export interface CatalogCacheTicket {
  key: string;
  generation: number;
}

interface Entry {
  body: string;
  expiresAt: number;
}

/**
 * Guests' catalogue reads sent as GET (the cacheable form of a GraphQL query) answered from memory,
 * without running GraphQL or SQL. Only anonymous queries whose every root field is declared
 * `@Public({ catalog: true })` (the same for every guest until the catalogue changes) are stored,
 * and only error-free answers.
 *
 * Invalidation: every write to products, images or shops fires a NOTIFY (a trigger, so raw SQL,
 * checkouts and other API replicas are covered), which clears the whole cache in every process. While
 * the LISTEN connection is down the cache is bypassed, since changes could be missed. A request that
 * started before a change is not stored (its generation is stale).
 */
export class CatalogResponseCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private client?: pg.Client;
  private listening = false;
  private stopped = false;
  private reconnectDelay = RECONNECT_MIN_MS;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(private readonly databaseUrl: string) {}

  /** Connects the LISTEN connection; resolves once listening or after the first failure (it keeps retrying). */
  async start(): Promise<void> {
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.invalidate();
    this.listening = false;
    await this.client?.end().catch(() => {});
  }

  /**
   * Changes with every catalogue write; undefined while the LISTEN connection is down and changes
   * could be missed. Other caches of catalogue-derived answers (storefront pages) key on it.
   */
  currentGeneration(): number | undefined {
    return this.listening ? this.generation : undefined;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Express: answers a stored request, or marks a candidate so the plugin stores its answer. */
  middleware(): express.RequestHandler {
    return (req, res, next) => {
      const key = this.listening ? requestKey(req) : undefined;
      if (!key) return next();
      const entry = this.entries.get(key);
      if (entry && entry.expiresAt > Date.now()) {
        for (const [name, value] of cacheHeaders('HIT')) res.set(name, value);
        return void res.type('application/json; charset=utf-8').send(entry.body);
      }
      if (entry) this.entries.delete(key);
      const ticket: CatalogCacheTicket = { key, generation: this.generation };
      res.locals.catalogCache = ticket;
      next();
    };
  }

  /** Apollo: stores a candidate's answer when it is a public, error-free query. */
  plugin(): ApolloServerPlugin<AppContext> {
    return {
      requestDidStart: async ({ contextValue, schema }) => {
        const ticket = contextValue.catalogCache;
        if (!ticket) return;
        const queryFields = schema.getQueryType()!.getFields();
        return {
          willSendResponse: async ({ operation, response }) => {
            if (operation?.operation !== 'query' || response.body.kind !== 'single' || response.body.singleResult.errors) return;
            const publicOnly = operation.selectionSet.selections.every(
              (selection) =>
                selection.kind === 'Field' &&
                (selection.name.value === '__typename' || (queryFields[selection.name.value] && isCatalogField(queryFields[selection.name.value]))),
            );
            if (!publicOnly) return;
            for (const [name, value] of cacheHeaders('MISS')) response.http.headers.set(name, value);
            // The catalogue changed while this ran: its answer may predate the change.
            if (ticket.generation !== this.generation || !this.listening) return;
            if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
            // Apollo's own serialisation (prettyJSONStringify), so a hit is byte-identical to the miss.
            const body = `${JSON.stringify(response.body.singleResult)}\n`;
            this.entries.set(ticket.key, { body, expiresAt: Date.now() + TTL_MS });
          },
        };
      },
    };
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    this.client = client;
    const lost = (error?: unknown) => {
      if (this.client !== client) return;
      // Only the first failure of a run of retries is worth a line; the reconnect says when it is over.
      if (!this.stopped && (this.listening || this.reconnectDelay === RECONNECT_MIN_MS)) {
        log.warn({ err: error, retryInMs: this.reconnectDelay }, 'lost its LISTEN connection: nothing is cached until it reconnects');
      }
      this.listening = false;
      this.invalidate();
      client.removeAllListeners();
      client.on('error', () => {});
      void client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.invalidate());
    try {
      await client.connect();
      await client.query(`listen ${CATALOG_CHANGED_CHANNEL}`);
      // Anything cached before (or while down) may be stale.
      this.invalidate();
      this.listening = true;
      if (this.reconnectDelay !== RECONNECT_MIN_MS) log.info({}, 'reconnected: caching again');
      this.reconnectDelay = RECONNECT_MIN_MS;
    } catch (error) {
      lost(error);
    }
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => void this.connect(), this.reconnectDelay);
    this.reconnectTimer.unref();
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
  }
}

/**
 * A guest's GraphQL GET as a cache key (its URL). POSTs are not cached: GET is the cacheable form, the
 * one HTTP caches understand too. Requests with a token, and GETs that Apollo's CSRF prevention would
 * refuse, are never looked up.
 */
function requestKey(req: express.Request): string | undefined {
  if (req.method !== 'GET' || req.headers.authorization !== undefined) return undefined;
  if (req.query.query === undefined && req.query.extensions === undefined) return undefined;
  const contentType = req.headers['content-type'];
  const preflighted =
    req.headers['apollo-require-preflight'] !== undefined ||
    req.headers['x-apollo-operation-name'] !== undefined ||
    (contentType !== undefined && !/^(text\/plain|application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType));
  return preflighted ? req.originalUrl : undefined;
}

/** Browsers and CDNs may keep the answer briefly too; X-Cache says whether this process answered from memory. */
function cacheHeaders(state: 'HIT' | 'MISS'): [string, string][] {
  return [
    ['x-cache', state],
    ['cache-control', `public, max-age=${HTTP_MAX_AGE_SECONDS}`],
  ];
}
