import type { EntityManager } from '@mikro-orm/postgresql';
import { GraphQLError, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import WebSocket from 'ws';
import type { AppContext } from './context';
import type { Loaders } from './loaders';
import type { DirectSend } from './shared-subscribe';

export type ParsedDocument = { document: DocumentNode; errors?: undefined } | { document?: undefined; errors: readonly GraphQLError[] };

/**
 * Parsed and validated documents by query text, for the WebSocket server. Every open dashboard
 * subscribes with the same text: one parse and one validation for all of them, and one document in
 * memory instead of one per subscription (which also lets sharedSubscribe recognise identical
 * subscribers by document identity). Least recently used texts are forgotten past `size`. `rules`
 * are validated beside graphql-js's own (the query shape limits).
 */
export function documentCache(schema: GraphQLSchema, maxTokens: number, rules: readonly ValidationRule[] = [], size = 200) {
  const allRules = [...specifiedRules, ...rules];
  const cache = new Map<string, ParsedDocument>();
  return (query: string): ParsedDocument => {
    let entry = cache.get(query);
    if (entry) {
      cache.delete(query); // move to the most recently used end
    } else {
      try {
        const document = parse(query, { maxTokens });
        const errors = validate(schema, document, allRules);
        entry = errors.length > 0 ? { errors } : { document };
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        entry = { errors: [error] };
      }
      if (cache.size >= size) cache.delete(cache.keys().next().value!);
    }
    cache.set(query, entry);
    return entry;
  };
}

const release = Symbol('release');
const sender = Symbol('sender');

/** Past this many bytes waiting in a socket's buffer, its client is not reading: it misses live pushes (they stay listed). */
const MAX_BUFFERED_BYTES = 1 << 20;

/**
 * Sends `next` messages of one subscription (graphql-transport-ws: `{"id","type":"next","payload"}`)
 * straight to its socket, for sharedSubscribe's direct path.
 */
export function directSender(socket: WebSocket, id: string): DirectSend {
  const prefix = `{"id":${JSON.stringify(id)},"type":"next","payload":`;
  return (payloadJson) => {
    if (socket.readyState === WebSocket.OPEN && socket.bufferedAmount < MAX_BUFFERED_BYTES) socket.send(`${prefix}${payloadJson}}`);
  };
}

/** The direct sender of a context made by contextOnDemand, if it was given one. */
export function senderOf(context: unknown): DirectSend | undefined {
  return (context as { [sender]?: DirectSend } | undefined)?.[sender];
}

/**
 * A WebSocket operation's context whose unit of work (EntityManager fork and DataLoaders) is made
 * on first use, and dropped by releaseUnitOfWork. A subscription's context lives as long as the
 * subscription, possibly for hours: it should not keep an identity map and loader caches alive
 * (thousands of idle dashboards would hold thousands of them, and they would only grow with each
 * event). After a release, the next use gets a fresh fork.
 */
export function contextOnDemand(
  fields: Omit<AppContext, 'em' | 'loaders'>,
  unitOfWork: { fork: () => EntityManager; createLoaders: (em: EntityManager) => Loaders },
  send?: DirectSend,
): AppContext {
  let em: EntityManager | undefined;
  let loaders: Loaders | undefined;
  const context = {
    ...fields,
    get em(): EntityManager {
      return (em ??= unitOfWork.fork());
    },
    get loaders(): Loaders {
      return (loaders ??= unitOfWork.createLoaders(context.em));
    },
    [release]() {
      em = undefined;
      loaders = undefined;
    },
    [sender]: send,
  };
  return context;
}

/** Lets go of the unit of work of a context made by contextOnDemand (anything else is left alone). */
export function releaseUnitOfWork(context: unknown): void {
  (context as { [release]?: () => void } | undefined)?.[release]?.();
}
