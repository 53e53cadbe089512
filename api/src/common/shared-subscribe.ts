import { createSourceEventStream, execute, subscribe as graphqlSubscribe, type DocumentNode, type ExecutionArgs, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import { PUSH, type PushableIterator } from './pubsub';
import { logger } from './logger';

/** Writes a graphql-transport-ws `next` message with this payload (JSON text) straight to one subscriber's socket. */
export type DirectSend = (payloadJson: string) => void;

export interface SharedSubscribeOptions {
  /**
   * Who is subscribing, as far as the result can depend on it (the user id); null keeps the
   * subscription out of sharing. See sharedSubscribe for why this is enough.
   */
  callerOf(args: ExecutionArgs): string | null;
  /**
   * The subscriber's socket, to send shared results without going through the WebSocket server's
   * per-message steps. Without one, the operation is plain graphql-js `subscribe`.
   */
  senderOf(args: ExecutionArgs): DirectSend | undefined;
  /** After an event's execution, with the arguments (context) it ran with. */
  afterEvent?(args: ExecutionArgs): void;
  /** What a subscriber receives of an event's result (the server's error masking). */
  formatResult?(result: ExecutionResult): FormattedExecutionResult;
}

/** One event's result for one kind of subscriber, computed once, as the JSON text sent to every socket. */
interface Shared {
  ready: Promise<string>;
  /** Set once `ready` has resolved: later subscribers send it at once. */
  json?: string;
}

const documentIds = new WeakMap<DocumentNode, number>();
let nextDocumentId = 0;
const documentId = (document: DocumentNode): number => {
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
  return id;
};

/**
 * graphql-js's `subscribe`, except that an event's result is computed once for all subscribers
 * that would compute the same thing, instead of once per subscriber: 5,000 vendor dashboards
 * subscribed to one shop cost one execution, one JSON.stringify and 5,000 socket writes when an
 * order arrives.
 *
 * Subscribers share a result when they receive the same event object (pubsub.ts hands one object
 * to every listener of a topic) and run the same document (the WebSocket server caches parsed
 * documents by their text), operation and variables, as the same user (`callerOf`). The result of
 * vendorNotifications depends on nothing else: the event is already the caller's shop's (its topic
 * is chosen from the vendor id checked at subscribe time) and its fields are the event's own data.
 * A subscription field whose answer depended on more of the context (the connection, the time)
 * would have to be kept out of this, by returning null from `callerOf`.
 *
 * Events are taken as they arrive (pubsub.ts's push handler) and the shared JSON is written to
 * each socket directly (`senderOf`), skipping the WebSocket server's own path for `next` messages:
 * a chain of promises, a validation and a serialization per subscriber, which is what made fan-out
 * to thousands slow. The iterator handed to the server yields nothing; it ends when the server
 * calls return() (the client completed or left), which also unsubscribes.
 */
export function sharedSubscribe(options: SharedSubscribeOptions) {
  // Event object -> subscriber key -> its result. Weak: forgotten once every subscriber has the event.
  const results = new WeakMap<object, Map<string, Shared>>();
  const run = (args: ExecutionArgs, event: unknown): Shared => {
    const shared: Shared = {
      // (A promise even if execute throws: one subscriber's failure must not stop the delivery to the others.)
      ready: new Promise<ExecutionResult>((resolve) => resolve(execute({ ...args, rootValue: event }))).then(
        (result) => (shared.json = JSON.stringify(options.formatResult ? options.formatResult(result) : result)),
      ),
    };
    void shared.ready.finally(() => options.afterEvent?.(args)).catch(() => undefined);
    return shared;
  };
  const sharedFor = (args: ExecutionArgs, key: string | null, event: unknown): Shared => {
    if (key === null || typeof event !== 'object' || event === null) return run(args, event);
    let byKey = results.get(event);
    if (!byKey) results.set(event, (byKey = new Map()));
    let shared = byKey.get(key);
    if (!shared) byKey.set(key, (shared = run(args, event)));
    return shared;
  };

  return async function subscribe(args: ExecutionArgs): Promise<ExecutionResult | AsyncGenerator<ExecutionResult, void, void>> {
    const send = options.senderOf(args);
    if (!send) return graphqlSubscribe(args);
    const stream = await createSourceEventStream(args);
    if (!isAsyncIterable(stream)) return stream; // errors from the subscribe resolver (refused, invalid)
    const pushable = stream as PushableIterator<unknown>;
    // Every subscription field streams from the app's pub/sub, whose iterators take a push handler.
    if (typeof pushable[PUSH] !== 'function') throw new Error('A subscription must stream events from the app pub/sub (pubsub.ts).');
    const caller = options.callerOf(args);
    const key = caller === null ? null : `${documentId(args.document)}\u0000${args.operationName ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}\u0000${caller}`;
    return pushToSocket(pushable, send, (event) => sharedFor(args, key, event));
  };
}

/** The direct path: each event's shared JSON written to the socket, in order, as soon as it is known. */
function pushToSocket(stream: PushableIterator<unknown>, send: DirectSend, sharedFor: (event: unknown) => Shared): AsyncGenerator<ExecutionResult, void, void> {
  let closed = false;
  // Events whose result is still being computed; later ones wait behind them (order is kept).
  let tail: Promise<void> | undefined;
  stream[PUSH]!((event) => {
    const shared = sharedFor(event);
    if (!tail && shared.json !== undefined) return send(shared.json);
    const step: Promise<void> = (tail ?? Promise.resolve())
      .then(() => shared.ready)
      .then(
        (json) => void (closed || send(json)),
        (error) => logger.error({ err: error }, 'a subscription event could not be executed'),
      );
    tail = step;
    void step.then(() => {
      if (tail === step) tail = undefined;
    });
  });
  let finish!: (result: IteratorResult<ExecutionResult, void>) => void;
  const ended = new Promise<IteratorResult<ExecutionResult, void>>((resolve) => (finish = resolve));
  const end = async (): Promise<IteratorResult<ExecutionResult, void>> => {
    closed = true;
    await stream.return?.();
    finish({ value: undefined, done: true });
    return { value: undefined, done: true };
  };
  return {
    next: () => ended,
    return: end,
    throw: async (error?: unknown) => {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  } as AsyncGenerator<ExecutionResult, void, void>;
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof (value as AsyncIterable<unknown>)?.[Symbol.asyncIterator] === 'function';
}
