import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, type GraphQLSchema, parse, specifiedRules, validate, type ExecutionArgs } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { logger } from '../common/logger';
import type { Services } from '../services';
import { buildSocketContext, type Context } from './context';
import { createLoaders } from './loaders';
import { formatError } from './format-error';
import { extraValidationRules } from './validation-rules';

/** What onConnect keeps on the connection for its operations. */
type SocketExtra = { context: Context };

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

/**
 * GraphQL over websocket on the HTTP server's /graphql path. A connection must come from an allowed
 * Origin and carry a live session cookie; operations pass the same validation rules as HTTP.
 */
export function attachGraphqlWs(server: Server, schema: GraphQLSchema, services: Services) {
  const wss = new WebSocketServer({ server, path: '/graphql', maxPayload: 64 * 1024 });
  const disposable = useServer<Record<string, unknown> | undefined, SocketExtra>(
    {
      schema,
      // Heartbeats are sent by the client (keepAlive); a silent socket is closed by the TCP stack.
      connectionInitWaitTimeout: 10_000,
      onConnect: async (ctx) => {
        if (!originAllowed(services, ctx.extra.request)) {
          logger.warn('Refused websocket from disallowed origin', { origin: ctx.extra.request.headers.origin });
          return false;
        }
        const context = await buildSocketContext(services, ctx.extra.request);
        if (!context.user || !context.sessionId) return false;
        ctx.extra.context = context;
        const sessionId = context.sessionId;
        services.sockets.add(sessionId, ctx.extra.socket);
        ctx.extra.socket.once('close', () => services.sockets.remove(sessionId, ctx.extra.socket));
        return true;
      },
      context: (ctx) => ctx.extra.context!,
      onSubscribe: (ctx, _id, payload) => {
        // Tagged with the codes Apollo gives the same failures over HTTP.
        const tagged = (e: GraphQLError, code: string) =>
          new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, extensions: { code } });
        let document;
        try {
          document = parse(payload.query);
        } catch (err) {
          return [tagged(err as GraphQLError, 'GRAPHQL_PARSE_FAILED')];
        }
        const errors = validate(schema, document, [...specifiedRules, ...extraValidationRules]);
        if (errors.length > 0) return errors.map((e) => tagged(e, 'GRAPHQL_VALIDATION_FAILED'));
        // A fresh context per operation, so DataLoader caches do not outlive the subscription.
        const base = ctx.extra.context!;
        const args: ExecutionArgs = {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue: { ...base, loaders: createLoaders(services.ds) },
        };
        return args;
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
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

