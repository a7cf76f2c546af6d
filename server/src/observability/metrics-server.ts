import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { logger } from '../common/logger';
import type { AppMetrics } from './metrics';

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** Compared as hashes: equal lengths for timingSafeEqual, and no early exit on the first differing byte. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics on its own port (METRICS_PORT on METRICS_HOST), apart from the public site, so that a proxy in
 * front of the site never exposes it. With METRICS_TOKEN, only `Authorization: Bearer <token>` gets an answer.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<MetricsServer> {
  const expected = options.token === undefined ? null : digest(`Bearer ${options.token}`);
  const server = http.createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
      return;
    }
    if (expected && !timingSafeEqual(digest(req.headers.authorization ?? ''), expected)) {
      res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorized');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (err: unknown) => {
        logger.error('Metrics: scrape failed', err);
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host === '0.0.0.0' || options.host === '::' ? 'localhost' : options.host;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
