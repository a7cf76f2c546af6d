/**
 * Writes a migration holding the SQL that brings a database migrated to the latest migration in line
 * with the entities. Usage: npm run migration:generate -w server -- <PascalCaseName>
 * Uses a scratch database on MIGRATION_DATABASE_URL (default: the local PostgreSQL).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../data-source';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error('Give a PascalCase migration name');
  const adminUrl = process.env.MIGRATION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = `fc_migration_gen_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  const url = new URL(adminUrl);
  url.pathname = `/${scratch}`;
  const ds = createDataSource(url.toString());
  try {
    await ds.initialize();
    await ds.runMigrations();
    const { upQueries, downQueries } = await ds.driver.createSchemaBuilder().log();
    if (upQueries.length === 0) {
      console.log('Entities and migrations agree; nothing to generate.');
      return;
    }
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const q = (s: string) => '`' + s.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
    // TypeORM logs a shared enum type once per table that uses it; create and drop each once.
    const once = <T extends { query: string }>(list: T[]) =>
      list.filter((x, i) => !/^(CREATE|DROP) TYPE/.test(x.query) || list.findIndex((y) => y.query === x.query) === i);
    const up = once(upQueries)
      .map((x) => `    await queryRunner.query(${q(x.query)});`)
      .join('\n');
    const down = once(downQueries.reverse())
      .map((x) => `    await queryRunner.query(${q(x.query)});`)
      .join('\n');
    const file = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${down}
  }
}
`;
    const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
    const dir = path.resolve(__dirname, '..', '..', '..', 'src', 'db', 'migrations');
    const fileName = `${timestamp}-${kebab}.ts`;
    fs.writeFileSync(path.join(dir, fileName), file);
    const indexPath = path.join(dir, 'index.ts');
    let index = fs.readFileSync(indexPath, 'utf8');
    index = `import { ${className} } from './${fileName.replace(/\.ts$/, '')}';\n` + index;
    index = index.replace(/export const migrations: Function\[\] = \[([\s\S]*?)\];/, (_m, body: string) => {
      const items = body.trim() ? `${body.trimEnd()}\n  ${className},\n` : `\n  ${className},\n`;
      return `export const migrations: Function[] = [${items}];`;
    });
    fs.writeFileSync(indexPath, index);
    console.log(`Wrote src/db/migrations/${fileName} (${upQueries.length} statements). Review it before committing.`);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
