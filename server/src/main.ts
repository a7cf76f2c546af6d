import 'reflect-metadata';
import { startApp } from './app';
import { ConfigError, loadConfig } from './config';
import { logger, setLogLevel } from './common/logger';
import { openDatabase } from './db/database';
import { DEMO_ACCOUNTS } from './db/seed/demo-accounts';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  setLogLevel(config.logLevel);
  const db = await openDatabase(config);
  const app = await startApp(config, db.dataSource);

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
  console.log(lines.join('\n') + '\n');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(`Configuration error: ${err.message}`);
  } else {
    logger.error('Failed to start', err);
  }
  process.exit(1);
});
