import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface SocketOptions {
  cookie?: string | null;
  origin?: string | null;
}

/** A graphql-ws client that connects like a browser would: with the session cookie and an Origin. */
export function socketClient(baseUrl: string, options: SocketOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  if (origin) headers.origin = origin;
  const closes: { code: number; reason: string }[] = [];
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers });
    }
  }
  const client: Client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: true,
    on: { closed: (event) => closes.push(event as { code: number; reason: string }) },
  });
  return { client, closes };
}

/** Collects the values of one subscription; `next(n)` waits until n values have arrived. */
export function collect<T>(client: Client, query: string) {
  const values: T[] = [];
  const errors: unknown[] = [];
  let completed = false;
  let wake: (() => void) | null = null;
  const dispose = client.subscribe<T>(
    { query },
    {
      next: (v) => {
        values.push(v.data as T);
        wake?.();
      },
      error: (e) => {
        errors.push(e);
        wake?.();
      },
      complete: () => {
        completed = true;
        wake?.();
      },
    },
  );
  const until = async (check: () => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`Timed out; values ${JSON.stringify(values)} errors ${String(errors)}`);
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    values,
    errors,
    get completed() {
      return completed;
    },
    next: (n: number) => until(() => values.length >= n),
    settled: () => until(() => errors.length > 0 || completed),
    dispose,
  };
}
