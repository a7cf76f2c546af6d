import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

export interface SocketOptions {
  cookie?: string | null;
  origin?: string | null;
  /** Local address to connect from, e.g. 127.0.0.5, to be seen as another client address. */
  localAddress?: string;
  /** Extra headers of the upgrade request, e.g. X-Forwarded-For as a proxy in front would send it. */
  headers?: Record<string, string>;
}

function browserHeaders(baseUrl: string, options: SocketOptions): Record<string, string> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  const origin = options.origin === undefined ? new URL(baseUrl).origin : options.origin;
  if (origin) headers.origin = origin;
  return headers;
}

/**
 * Asks for a websocket upgrade and reports the HTTP status: 101 when the protocol was switched (the
 * socket is returned open; close it), otherwise the status of the refusal (0 if the connection dropped).
 * An open socket says connection_init at once, as a graphql-ws client does (the server closes a socket that
 * stays silent for 3 s); with `silent`, it says nothing.
 */
export function tryUpgrade(
  baseUrl: string,
  options: SocketOptions & { path?: string; silent?: boolean } = {},
): Promise<{ status: number; socket?: WebSocket }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${options.path ?? '/graphql'}`;
  const socket = new WebSocket(url, 'graphql-transport-ws', {
    headers: browserHeaders(baseUrl, options),
    localAddress: options.localAddress,
  });
  return new Promise((resolve) => {
    socket.once('open', () => {
      if (!options.silent) socket.send(JSON.stringify({ type: 'connection_init' }));
      resolve({ status: 101, socket });
    });
    socket.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
      socket.terminate();
    });
    socket.once('error', () => resolve({ status: 0 }));
  });
}

/** A graphql-ws client that connects like a browser would: with the session cookie and an Origin. */
export function socketClient(baseUrl: string, options: SocketOptions = {}) {
  const headers = browserHeaders(baseUrl, options);
  const closes: { code: number; reason: string }[] = [];
  class BrowserLikeSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers, localAddress: options.localAddress });
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
export function collect<T>(client: Client, query: string, variables?: Record<string, unknown>) {
  const values: T[] = [];
  const errors: unknown[] = [];
  let completed = false;
  let wake: (() => void) | null = null;
  const dispose = client.subscribe<T>(
    { query, variables },
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

/**
 * Waits until `n` subscriptions on the server listen to `topic` for `id` (a user's id, or 'admins'): the
 * subscriptions are in place, so what the test does next reaches them. In place of a fixed sleep.
 */
export async function listening(
  server: { services: { pubSub: { listening(topic: string, id: string): number } } },
  topic: string,
  id: string,
  n = 1,
  ms = 5000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (server.services.pubSub.listening(topic, id) < n) {
    if (Date.now() > deadline) throw new Error(`No ${n} subscription(s) to ${topic} for ${id} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Everything one subscription answers until it ends (an error or completion), over a socket that connects like a
 * browser with `cookie`: for a refusal, whose error is its whole answer. The socket is closed after.
 */
export async function subscriptionAnswers(baseUrl: string, cookie: string | null, query: string): Promise<unknown[]> {
  const { client } = socketClient(baseUrl, { cookie });
  try {
    const answers: unknown[] = [];
    await new Promise<void>((resolve) => {
      client.subscribe({ query }, { next: (v) => void answers.push(v), error: (e) => (answers.push(e), resolve()), complete: resolve });
    });
    return answers;
  } finally {
    await client.dispose();
  }
}
