import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from './roles';
import type { Loaders } from './loaders';
import type { AppPubSub } from './pubsub';
import type { CatalogCacheTicket } from './catalog-response-cache';
import type { RequestInfo } from './request-info';
import type { Locale } from './locale';

/** Who is calling, as established from a valid bearer token. */
export interface Caller {
  id: string;
  role: Role;
  name: string;
  /** The session the token names (sign-out revokes it). */
  sessionId?: string;
  /** When the token expires, in ms since the epoch. */
  expiresAt?: number;
}

/**
 * What every resolver gets. Modules add the services they bring (the token service, the payment
 * provider, the mail and refund nudges) by declaration merging next to those services
 * (`declare module '../../common/context'`), so shared code imports no module.
 */
export interface AppContext {
  /** A unit of work forked for this request or subscription operation. */
  em: EntityManager;
  /** Null for a guest. */
  user: Caller | null;
  /** Set when a token was sent but is invalid or expired: guarded operations then answer UNAUTHENTICATED. */
  tokenError: string | null;
  /** The client's address, for rate limits. */
  ip: string;
  /** The client's User-Agent header, kept with a new session so the account page can name it. */
  userAgent?: string;
  loaders: Loaders;
  /** Publishes after commit; subscriptions listen here. */
  pubSub: AppPubSub;
  /** The current instant, for figures that depend on the date (this month so far); tests pin it. */
  clock: () => Date;
  /** The HTTP request's id and log fields (absent over WebSocket and in the storefront's own renders). */
  request?: RequestInfo;
  /**
   * The language of the HTTP request (the `locale` cookie, else Accept-Language): what outlives the
   * request is written in it (a checkout's order mail, a new account's verification mail). Absent
   * over WebSocket and in the storefront's own renders: English.
   */
  locale?: Locale;
  /** Set on a guest's HTTP read whose answer may be stored by the catalogue response cache. */
  catalogCache?: CatalogCacheTicket;
}
