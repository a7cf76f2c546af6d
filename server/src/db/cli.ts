/** `node dist/db/cli.js migrate|seed` against DATABASE_URL (or the embedded database when unset). */
import 'reflect-metadata';
import { loadConfig } from '../config';
import { logger } from '../common/logger';
import { openDatabase } from './database';

async function main() {
  const command = process.argv[2];
  if (command !== 'migrate' && command !== 'seed') {
    console.error('Usage: cli.js migrate|seed');
    process.exit(2);
  }
  // Always migrates (whatever MIGRATE_ON_START says for the server), under the same lock as a starting server.
  const config = { ...loadConfig(), migrateOnStart: true, seedDemo: command === 'seed' ? ('always' as const) : ('never' as const) };
  const db = await openDatabase(config);
  logger.info(command === 'seed' ? 'Migrations up to date; demo data present.' : 'Migrations up to date.');
  await db.close();
}

main().catch((err) => {
  logger.error('Database command failed', err);
  process.exit(1);
});
