/** Writes schema.graphql (committed; CI fails when it drifts from the resolvers). */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildAppSchema } from './schema';

async function main() {
  const target = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..', '..', 'schema.graphql'));
  const schema = await buildAppSchema();
  const header = '# Generated from the server resolvers by `npm run schema`. Do not edit.\n\n';
  fs.writeFileSync(target, header + printSchema(lexicographicSortSchema(schema)) + '\n');
  console.log(`Wrote ${path.relative(process.cwd(), target) || target}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
