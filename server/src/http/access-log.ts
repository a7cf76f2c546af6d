import type { RequestHandler, Response } from 'express';
import { logger } from '../common/logger';
import type { AppMetrics } from '../observability/metrics';
import { operationLabel } from '../observability/telemetry-labels';
import { requestIdOf } from './request-id';
import { routeLabel } from './route-label';

/** Probes, asked every few seconds: at debug, so they do not drown the requests. */
const HEALTH_ROUTES = new Set(['/healthz', '/readyz']);

/**
 * The GraphQL operation a response answered; set by the metrics plugin once the operation is known. Bounded as
 * in the metrics: a name that is not a GraphQL name of 64 characters at most is logged as OTHER.
 */
export function setGraphqlOperation(res: Response, name: string | null | undefined): void {
  res.locals.graphqlOperation = operationLabel(name);
}

/**
 * One line per request once its response is done (or the client has gone): method, low-cardinality route,
 * status, duration, body bytes sent and the request id; the GraphQL operation's name on /graphql. Never the
 * query string, headers or bodies. The same route and status feed the request duration histogram.
 */
export function accessLog(metrics: AppMetrics, enabled: boolean): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    let bytes = 0;
    // Counted as the body goes out: compression (installed later, wrapping these) sends its compressed chunks here.
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      bytes += byteLength(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== 'function') bytes += byteLength(chunk, rest[0]);
      return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
    } as Response['end'];

    res.once('close', () => {
      const ms = performance.now() - started;
      const route = routeLabel(req);
      metrics.httpRequest(req.method, route, res.statusCode, ms / 1000);
      if (!enabled) return;
      const level = HEALTH_ROUTES.has(route) ? 'debug' : 'info';
      if (!logger.enabled(level)) return;
      const operation: unknown = res.locals.graphqlOperation;
      logger.fields(
        level,
        {
          requestId: requestIdOf(req),
          method: req.method,
          route,
          ...(route === '/graphql' && typeof operation === 'string' ? { operation } : {}),
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
          bytes,
          // The client went away before the whole answer was sent.
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    next();
  };
}

function byteLength(chunk: unknown, encoding: unknown): number {
  if (typeof chunk === 'string') return Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return chunk.byteLength;
  return 0;
}
