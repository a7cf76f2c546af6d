import { type IncomingMessage, type Server, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { createSourceEventStream, execute, GraphQLError, type GraphQLSchema, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { AppError, ErrorCode, Messages } from '../common/errors';
import { withLogContext } from '../common/log-context';
import { logger } from '../common/logger';
import { requestIdOf } from '../http/request-id';
import type { Services } from '../services';
import { formatError } from './format-error';
import { checkOperation } from './operation-guard';
import { socketAccess } from './socket-access';
import { SOCKET_LIMITS } from '../realtime/socket-registry';

/** Same-origin requests, plus PUBLIC_URL and ALLOWED_ORIGINS (e.g. the Vite dev server). */
export function originAllowed(services: Services, request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === request.headers.host) return true;
  const allowed = [new URL(services.config.publicUrl).origin, ...services.config.allowedOrigins];
  return allowed.includes(origin);
}

/** Answers a refused upgrade with a plain HTTP status, before any protocol switch, and drops the connection. */
function refuseUpgrade(socket: Duplex, status: number): void {
  const body = STATUS_CODES[status] ?? 'Refused';
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${body}\r\nConnection: close\r\nContent-Type: text/plain\r\n` + `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/**
 * Maps each event of a subscription's source stream; a null from `map` ends the stream. Unlike an async
 * generator, return() reaches the source at once even while it waits for an event.
 */
function mapEvents<T, R>(source: AsyncIterable<T>, map: (event: T) => Promise<R | null>): AsyncIterableIterator<R> {
  const events = source[Symbol.asyncIterator]();
  const finish = async (): Promise<IteratorResult<R>> => {
    await events.return?.();
    return { done: true, value: undefined };
  };
  return {
    async next() {
      const step = await events.next();
      if (step.done) return { done: true, value: undefined };
      let mapped: R | null;
      try {
        mapped = await map(step.value);
      } catch (err) {
        await events.return?.();
        throw err;
      }
      return mapped === null ? finish() : { done: false, value: mapped };
    },
    return: finish,
    async throw(err: unknown) {
      await events.return?.();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/**
 * GraphQL over websocket on the HTTP server's /graphql path. The upgrade is refused before switching
 * protocols unless it comes from an allowed Origin with a live session whose account may use its portal,
 * within the caps of SOCKET_LIMITS. Every operation, and every subscription event before it is sent,
 * checks the session and account again (socketAccess); operations pass the same validation as HTTP.
 */
export function attachGraphqlWs(server: Server, schema: GraphQLSchema, services: Services) {
  /** Log lines of the upgrade and of each operation on its socket carry the upgrade request's id. */
  const inRequest = <T>(request: IncomingMessage, run: () => T): T => withLogContext({ requestId: requestIdOf(request) }, run);
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  /** Each operation's context, to the socket it runs on: the per-event check needs both. */
  const operationSockets = new WeakMap<object, { socket: WebSocket; request: IncomingMessage }>();

  /** The socket's session and account as they are now; closes the socket when they no longer pass. */
  const recheck = async (socket: WebSocket, request: IncomingMessage) => {
    const access = await socketAccess(services, request);
    if (!access.ok) socket.close(access.closeCode, String(access.error.extensions.code));
    return access;
  };

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (request.url?.split('?')[0] !== '/graphql') return refuseUpgrade(socket, 404);
    if (!originAllowed(services, request)) {
      logger.warn('Refused websocket from disallowed origin', { origin: request.headers.origin });
      return refuseUpgrade(socket, 403);
    }
    const address = services.clientAddress.of(request);
    if (!services.sockets.hasRoom(address)) {
      logger.warn('Refused websocket over the per-address cap', { address });
      return refuseUpgrade(socket, 429);
    }
    let access;
    try {
      access = await socketAccess(services, request);
    } catch (err) {
      logger.error('Could not check a websocket session', err);
      return refuseUpgrade(socket, 503);
    }
    if (!access.ok) return refuseUpgrade(socket, 403);
    const { sessionId, user } = access.context;
    // Checked again after the lookup; nothing awaits between here and add(), so the caps hold exactly.
    if (!services.sockets.hasRoom(address, sessionId)) {
      logger.warn('Refused websocket over the per-session cap', { address, userId: user.id });
      return refuseUpgrade(socket, 429);
    }
    if (socket.destroyed) return;
    wss.handleUpgrade(request, socket, head, (ws) => {
      services.sockets.add(ws, {
        sessionId,
        userId: user.id,
        address,
        recheck: async () => {
          await recheck(ws, request).catch((err) => logger.error('Could not re-check a websocket session', err));
        },
      });
      wss.emit('connection', ws, request);
    });
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node leaves an upgrading socket without an error listener; a reset during the session lookup must not crash.
    socket.on('error', () => socket.destroy());
    void inRequest(request, () => upgrade(request, socket, head));
  };
  server.on('upgrade', onUpgrade);
  services.sockets.listen();

  const disposable = useServer<Record<string, unknown> | undefined>(
    {
      schema,
      // A socket must say connection_init within graphql-ws's recommended 3 s or is closed with 4408: an
      // opened socket holds a slot of the per-address and per-session caps. Heartbeats are sent by the client
      // (keepAlive); a socket that goes silent later is closed by the TCP stack.
      connectionInitWaitTimeout: 3_000,
      onSubscribe: async (ctx, _id, payload) => {
        // ctx.subscriptions already holds this operation.
        if (Object.keys(ctx.subscriptions).length > SOCKET_LIMITS.operationsPerSocket) {
          return [new AppError(Messages.tooManySubscriptions, ErrorCode.RATE_LIMITED)];
        }
        const { socket, request } = ctx.extra;
        const access = await socketAccess(services, request);
        if (!access.ok) {
          // Answer as HTTP would, then close once that answer is written.
          setImmediate(() => socket.close(access.closeCode, String(access.error.extensions.code)));
          return [access.error];
        }
        // The same limits and checks as HTTP, failures tagged with the codes Apollo gives them.
        const checked = checkOperation(schema, payload, services.config, access.context.user);
        if ('errors' in checked) return checked.errors;
        const { document } = checked;
        // The session resolved now, with its own DataLoaders; each subscription event gets a newer one.
        const args: ExecutionArgs = {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue: access.context,
        };
        operationSockets.set(access.context, { socket, request });
        return args;
      },
      execute: (args) => {
        const operation = operationSockets.get(args.contextValue as object);
        return operation ? inRequest(operation.request, () => execute(args)) : execute(args);
      },
      // graphql's subscribe, with the session and account checked again before each event is executed and sent.
      subscribe: async (args) => {
        const { socket, request } = operationSockets.get(args.contextValue as object)!;
        const stream = await inRequest(request, () => createSourceEventStream(args));
        if (!(Symbol.asyncIterator in Object(stream))) return stream as ExecutionResult;
        return mapEvents(stream as AsyncIterable<unknown>, (event) =>
          inRequest(request, async () => {
            const access = await recheck(socket, request);
            return access.ok ? execute({ ...args, rootValue: event, contextValue: access.context }) : null;
          }),
        );
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        if ('errors' in result && result.errors) {
          return {
            ...result,
            errors: result.errors.map((e) => formatError(e.toJSON(), e) as unknown as GraphQLError),
          };
        }
        return result;
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e) as unknown as GraphQLError),
    },
    wss,
  );
  return {
    close: async () => {
      server.off('upgrade', onUpgrade);
      await services.sockets.stopListening();
      // Closes open sockets with 1001 and the websocket server.
      await disposable.dispose();
    },
  };
}
