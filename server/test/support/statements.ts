import type { DataSource } from 'typeorm';

/** The SQL statements the data source sent while `run` ran (to hold a page to its count of statements). */
export async function statementsDuring(ds: DataSource, run: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const logger = ds.logger;
  const original = logger.logQuery;
  logger.logQuery = (sql: string, ...rest) => {
    statements.push(sql);
    return original.call(logger, sql, ...rest);
  };
  try {
    await run();
  } finally {
    logger.logQuery = original;
  }
  return statements;
}
