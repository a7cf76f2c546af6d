// Fails when schema.graphql or the generated client types differ from what the code produces.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { bin, root, run } from './lib.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-generated-'));
let failed = false;

build({ only: 'server' });
const schemaTmp = path.join(tmp, 'schema.graphql');
run(process.execPath, ['server/dist/graphql/emit-schema.js', schemaTmp], { stdio: 'ignore' });
if (fs.readFileSync(schemaTmp, 'utf8') !== fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8')) {
  console.error('✖ schema.graphql is out of date with the resolvers. Run `npm run generate` and commit the result.');
  failed = true;
}

// Codegen reads the committed schema; generate into tmp and compare file by file.
const out = path.join(tmp, 'gql') + path.sep;
run(process.execPath, [bin.codegen, '--config', 'codegen.ts', '--silent'], { env: { ...process.env, CODEGEN_OUT: out } });
const committedDir = path.join(root, 'client', 'src', 'gql');
const names = new Set([...fs.readdirSync(out), ...(fs.existsSync(committedDir) ? fs.readdirSync(committedDir) : [])]);
for (const name of names) {
  const a = path.join(out, name);
  const b = path.join(committedDir, name);
  if (!fs.existsSync(a) || !fs.existsSync(b) || fs.readFileSync(a, 'utf8') !== fs.readFileSync(b, 'utf8')) {
    console.error(`✖ client/src/gql/${name} is out of date. Run \`npm run generate\` and commit the result.`);
    failed = true;
  }
}

// Apollo's cache matches fragments on an interface through possibleTypes: they must name what the schema says.
const { buildSchema, isInterfaceType } = await import('graphql');
const schema = buildSchema(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8'));
const expected = Object.fromEntries(
  Object.values(schema.getTypeMap())
    .filter(isInterfaceType)
    .map((i) => [
      i.name,
      schema
        .getPossibleTypes(i)
        .map((t) => t.name)
        .sort(),
    ]),
);
const possibleTypesFile = path.join(root, 'client', 'src', 'app', 'possible-types.json');
if (JSON.stringify(JSON.parse(fs.readFileSync(possibleTypesFile, 'utf8'))) !== JSON.stringify(expected)) {
  console.error(`✖ client/src/app/possible-types.json should be ${JSON.stringify(expected)} (the schema's interfaces and their types).`);
  failed = true;
}

fs.rmSync(tmp, { recursive: true, force: true });
if (failed) process.exit(1);
console.log('✔ schema.graphql and client/src/gql match the code');
