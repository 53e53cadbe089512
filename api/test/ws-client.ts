import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A real graphql-ws client against a test server, collecting what a subscription delivers. */
export function subscribe(baseUrl: string, token: string | null, query: string) {
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
  });
  const events: any[] = [];
  const errors: any[] = [];
  let acknowledged!: () => void;
  const ready = new Promise<void>((resolve) => (acknowledged = resolve));
  client.on('connected', () => acknowledged());
  const dispose = client.subscribe(
    { query },
    { next: (value) => events.push(value), error: (error) => errors.push(error), complete: () => {} },
  );
  return {
    events,
    errors,
    ready,
    /** Resolves when `count` events arrived (or rejects after `ms`). */
    async waitFor(count: number, ms = 5000) {
      const start = Date.now();
      while (events.length < count) {
        if (errors.length) throw new Error(JSON.stringify(errors));
        if (Date.now() - start > ms) throw new Error(`timed out waiting for ${count} events, got ${events.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return events;
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}
