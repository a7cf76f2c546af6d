import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { entities } from './entities';
import { migrations } from './migrations';
import { SnakeNamingStrategy } from './naming-strategy';

export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
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
    extra: { max: options.poolSize ?? 10 },
    logging: ['error'],
  });
}
