import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { logger } from './common/logger';
import { buildHttpContext, type Context } from './graphql/context';
import { formatError } from './graphql/format-error';
import { createAppPubSub } from './graphql/pubsub';
import { buildAppSchema } from './graphql/schema';
import { extraValidationRules } from './graphql/validation-rules';
import { attachGraphqlWs } from './graphql/ws';
import { serveClient } from './http/client-routes';
import { securityHeaders } from './http/security-headers';
import { accountRouter } from './modules/account/account.routes';
import { seoRouter } from './http/seo.routes';
import { filesRouter } from './modules/files/files.routes';
import { LocalDiskStorage } from './modules/files/storage';
import { createServices, type Services } from './services';

/** Request-level upload limits; each mutation applies its own tighter per-file rules. */
export const UPLOAD_LIMITS = { maxFileSize: 10 * 1024 * 1024, maxFiles: 10 };

export interface RunningApp {
  url: string;
  server: http.Server;
  services: Services;
  close(): Promise<void>;
}

/** Builds and starts the one HTTP server: GraphQL (HTTP and websocket), files, webhooks and the client. */
export async function startApp(config: Config, ds: DataSource): Promise<RunningApp> {
  const storage = new LocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const pubSub = createAppPubSub(config.redisUrl);
  const services = createServices({ config, ds, pubSub, storage, redis });
  const schema = await buildAppSchema(services);

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(filesRouter(services));
  app.use(accountRouter(services));
  app.use(seoRouter(ds, config.publicUrl));

  const server = http.createServer(app);
  const ws = attachGraphqlWs(server, schema, services);
  const apollo = new ApolloServer<Context>({
    schema,
    formatError,
    validationRules: extraValidationRules,
    csrfPrevention: true,
    introspection: !config.isProduction,
    includeStacktraceInErrorResponses: false,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      ApolloServerPluginLandingPageDisabled(),
      { serverWillStart: async () => ({ drainServer: ws.close }) },
    ],
  });
  await apollo.start();
  app.use(
    '/graphql',
    graphqlUploadExpress(UPLOAD_LIMITS),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, { context: ({ req, res }) => buildHttpContext(services, req, res) }),
  );

  serveClient(app);
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    logger.error('Unhandled request error', err);
    if (!res.headersSent) res.status(500).type('text/plain').send('Something went wrong.');
  };
  app.use(onError);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = config.port === port ? config.publicUrl : `http://localhost:${port}`;

  return {
    url,
    server,
    services,
    close: async () => {
      await apollo.stop();
      await services.mailer.close();
      await pubSub.close();
      redis?.disconnect();
    },
  };
}
