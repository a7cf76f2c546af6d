import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { logger } from './common/logger';
import { buildHttpContext, type Context } from './graphql/context';
import { formatError } from './graphql/format-error';
import { contextOrUnavailable, unavailableStatusPlugin } from './graphql/unavailable-status';
import { createAppPubSub } from './realtime/pubsub';
import { createRedisClients } from './realtime/redis-client';
import { buildAppSchema } from './graphql/schema';
import { operationGuardPlugin } from './graphql/operation-guard';
import { parseOptions, queryLimitRules } from './graphql/query-limits';
import { attachGraphqlWs } from './graphql/ws';
import { serveClient } from './http/client-routes';
import { compressResponses, compressWholeResponses } from './http/compression';
import { formPostRouter } from './http/form-posts';
import { createPageRenderer } from './http/server-render';
import { clientSsrEntry } from './paths';
import { finalErrorHandler, graphqlRequestErrors, graphqlUploads, refuseTokenUploads } from './http/request-errors';
import { noStore } from './http/no-store';
import { securityHeaders } from './http/security-headers';
import { accountRouter } from './modules/account/account.routes';
import { savedSearchRouter } from './modules/saved-searches/saved-search.routes';
import { listingReportRouter } from './modules/listing-reports/listing-reports.routes';
import { consentRouter } from './modules/consents/consent.routes';
import { franchisorLeadsRouter } from './modules/franchisor-leads/franchisor-leads.routes';
import { seoRouter } from './http/seo.routes';
import { healthRouter } from './http/health.routes';
import { filesRouter } from './modules/files/files.routes';
import { createStorage } from './modules/files/create-storage';
import { stripeWebhookRouter } from './modules/payments/stripe-webhook.routes';
import { FRANCHISE_FORM_MAX_FILES } from './modules/franchisor-franchises/franchise-form.inputs';
import { accessLog } from './http/access-log';
import { ConnectionDrain } from './http/connection-drain';
import { listen, listenError } from './http/listen';
import { requestId } from './http/request-id';
import { graphqlMetricsPlugin } from './observability/graphql-metrics';
import { AppMetrics } from './observability/metrics';
import { type MetricsServer, startMetricsServer } from './observability/metrics-server';
import { createServices, type Services } from './services';

/** Request-level upload limits; each mutation applies its own tighter per-file rules. The franchise form sends the most files. */
export const UPLOAD_LIMITS = { maxFileSize: 10 * 1024 * 1024, maxFiles: FRANCHISE_FORM_MAX_FILES };
/**
 * Files per form in one request: the franchise form sends up to 22 (main image, brochure, 10 gallery and 10 story
 * images); every other form (banner, blog image, message attachments) one. More is refused before any is read.
 */
export const FORM_FILE_LIMITS = { createMyFranchise: FRANCHISE_FORM_MAX_FILES, updateMyFranchise: FRANCHISE_FORM_MAX_FILES };

export interface RunningApp {
  url: string;
  server: http.Server;
  services: Services;
  /** The metrics server's /metrics URL, when METRICS_PORT is set. */
  metricsUrl: string | undefined;
  close(): Promise<void>;
}

export interface AppOptions {
  /** The built client to serve; client/dist unless given (tests serve a small one of their own). */
  clientDir?: string;
  /** The server-side render bundle; the built one unless given, none (pages render in the browser) when null. */
  ssrEntry?: string | null;
}

/** Builds and starts the one HTTP server: GraphQL (HTTP and websocket), files, webhooks and the client. */
export async function startApp(config: Config, ds: DataSource, options: AppOptions = {}): Promise<RunningApp> {
  const storage = createStorage(config);
  // Redis unreachable (at start or later) is an outage to run through, not a reason to stop: see redis-client.ts.
  const redisClients = config.redisUrl ? createRedisClients(config.redisUrl) : undefined;
  const redis = redisClients?.commands;
  const pubSub = createAppPubSub(redisClients);
  const metrics = new AppMetrics();
  const services = createServices({ config, ds, pubSub, storage, redis, metrics });
  if (config.metricsPort !== undefined) {
    watch(metrics, ds, services);
    metrics.collectProcessMetrics();
  }
  const schema = await buildAppSchema(services);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', services.clientAddress.trust);
  const server = http.createServer(app);
  const drain = new ConnectionDrain(server, { graceMs: 10_000, idleMs: 1_000 });
  // The port is taken before anything runs in the background (below); until the routes are in place, 503.
  let ready = false;
  app.use((_req, res, next) => {
    if (ready) return next();
    res.status(503).set({ 'Retry-After': '1', 'Cache-Control': 'no-store' }).type('text/plain').send('Starting, please try again in a moment.');
  });
  const ws = attachGraphqlWs(server, schema, services);
  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    parseOptions,
    validationRules: queryLimitRules,
    csrfPrevention: true,
    introspection: true, // per caller: operationGuardPlugin refuses it in production to all but admins
    includeStacktraceInErrorResponses: false,
    plugins: [
      // On stop: refuse new connections, let requests in flight finish, close kept-alive connections after their
      // answer or once idle, cut what is left after 10 s (http/connection-drain.ts).
      { serverWillStart: () => Promise.resolve({ drainServer: () => drain.stop() }) },
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints are used; Apollo's default cache-control plugin would still wrap every field's resolution.
      ApolloServerPluginCacheControlDisabled(),
      operationGuardPlugin(config),
      graphqlMetricsPlugin(metrics),
      unavailableStatusPlugin(), // 503 and Retry-After on an answer that only says the database is unavailable
      { serverWillStart: () => Promise.resolve({ drainServer: ws.close }) },
    ],
  });
  // Listen first, so that a taken PORT or METRICS_PORT stops the start, with the variable named, before the job
  // workers (or anything else in the background) have started.
  await listen(server, config.port, config.host, 'PORT');
  // Later errors of the listening socket (a failed accept when out of file descriptors) are logged, not thrown.
  server.on('error', (err) => logger.error('HTTP server error', err));
  let metricsServer: MetricsServer | undefined;
  try {
    if (config.metricsPort !== undefined) {
      const { metricsPort: port, metricsHost: host, metricsToken: token } = config;
      metricsServer = await startMetricsServer(metrics, { port, host, token }).catch((err: unknown) => {
        throw listenError(err, 'METRICS_PORT', port, host);
      });
    }
    await apollo.start();
    await services.jobs.start();
    await services.webhookJobs.start();
  } catch (err) {
    server.close();
    server.closeAllConnections();
    await metricsServer?.close();
    await pubSub.close();
    redis?.disconnect();
    throw err;
  }

  // First: every line logged for the request, and its access line, carry its id.
  app.use(requestId, accessLog(metrics, config.accessLog));
  app.use(securityHeaders(config));
  // GraphQL first, compressed on its own: the busiest path passes through no other router.
  app.use(
    '/graphql',
    noStore,
    compressResponses(),
    compressWholeResponses(),
    refuseTokenUploads,
    graphqlUploads(UPLOAD_LIMITS, FORM_FILE_LIMITS),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: ({ req, res }) => contextOrUnavailable(() => buildHttpContext(services, req, res)) }),
    graphqlRequestErrors,
  );
  app.use(healthRouter({ ds, redis }));
  // Raw body for the signature check: before any JSON parser.
  app.use(stripeWebhookRouter(services));
  app.use(filesRouter(services));
  // Everything below is compressed on the fly when worth it; the routes above send their bytes as they are
  // (the webhook's answer, file downloads with their exact Content-Length).
  app.use(compressResponses());
  app.use(accountRouter(services));
  app.use(savedSearchRouter(services));
  app.use(franchisorLeadsRouter(services));
  app.use(seoRouter(services.sitemap, config.publicUrl));
  app.use(listingReportRouter());
  app.use(consentRouter(services));

  // A test's own client has no server render of its own unless it names one.
  const ssrEntry = options.ssrEntry !== undefined ? options.ssrEntry : options.clientDir ? null : clientSsrEntry;
  const renderPage = ssrEntry ? createPageRenderer(ssrEntry, apollo, services) : null;
  // The lead and contact forms posted as plain HTML (without JavaScript, or before the page's scripts started).
  app.use(formPostRouter(apollo, services, renderPage, options.clientDir));
  serveClient(app, options.clientDir, renderPage, {
    maxAgeSeconds: config.cdnMaxAgeSeconds,
    staleSeconds: config.cdnStaleSeconds,
  });
  app.use(finalErrorHandler);
  ready = true;

  const { port } = server.address() as AddressInfo;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  return {
    url,
    server,
    services,
    metricsUrl: metricsServer?.url,
    close: () =>
      (closing ??= (async () => {
        // Websockets get 1001 (going away) and reconnect elsewhere; HTTP drains as described above.
        await apollo.stop();
        // Sign-in links asked for before the requests ended still go out.
        await services.magicLinks.idle();
        // After the requests, which may still store jobs: running jobs finish, the rest wait in the database.
        await services.jobs.stop();
        await services.webhookJobs.stop();
        services.webhookDeliveries.sender.close();
        services.mailer.close();
        await pubSub.close();
        redis?.disconnect();
        // Last: scraped until the end.
        await metricsServer?.close();
      })()),
  };
}

/** Gauges read on each scrape: the database pool, the job queues' depth and the open websockets. */
function watch(metrics: AppMetrics, ds: DataSource, services: Services): void {
  // TypeORM's PostgreSQL driver keeps its pg Pool as `master`.
  const pool = (ds.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }).master;
  metrics.gauge('db_pool_connections', 'Database pool connections by state (total, idle; waiting: queries waiting for one)', ['state'], () =>
    pool
      ? [
          { labels: { state: 'total' }, value: pool.totalCount },
          { labels: { state: 'idle' }, value: pool.idleCount },
          { labels: { state: 'waiting' }, value: pool.waitingCount },
        ]
      : [],
  );
  metrics.gauge('jobs_queue_depth', 'Jobs waiting (created, retry) or running (active), by queue', ['queue', 'state'], async () =>
    [...(await services.jobs.depth()), ...(await services.webhookJobs.depth())].map(({ queue, state, count }) => ({
      labels: { queue, state },
      value: count,
    })),
  );
  metrics.gauge('websockets_open', 'Open GraphQL websockets on this instance', [], () => [{ labels: {}, value: services.sockets.size }]);
}
