import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';
import { guardedPg } from './pg-driver';

export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    driver: guardedPg,
    url,
    entities,
    migrations,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    // gen_random_uuid() is built in since PostgreSQL 13; extensions are created by migrations.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    migrationsRun: false,
    migrationsTransactionMode: 'each',
    // connectionTimeoutMillis bounds both a new connection (an address that never answers, a server restarting)
    // and the wait for a free one from the pool: a request then fails with an error in 10 s rather than hanging.
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 10_000, keepAlive: true },
    logging: ['error'],
  });
}
