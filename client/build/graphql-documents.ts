import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('../src/gql/graphql.ts', import.meta.url));
const CALL = /graphql\(\s*`([\s\S]*?)`\s*\)/g;
const BARREL_IMPORT = /import\s*\{\s*graphql\s*\}\s*from\s*['"][./]*\/?gql['"];?/;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
const PREFIX = 'fc-graphql-document:';

/** The generated export for a document: codegen's names (each `_`-separated part capitalised, then Document or FragmentDoc). */
function exportName(source: string): string {
  const definition = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(source);
  if (!definition) throw new Error(`No named operation or fragment in graphql(\`${source.slice(0, 80)}…\`)`);
  const pascal = definition[2]
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('_');
  return definition[1] === 'fragment' ? `${pascal}FragmentDoc` : `${pascal}Document`;
}

/**
 * Gives each `graphql(`…`)` call its own precompiled document, as a module of its own, so a page's bundle
 * holds only the documents it uses. (The generated `graphql()` looks documents up in one map of every
 * operation of every portal; and the generated `gql/graphql.ts` is one module, which a bundler never splits.)
 * The documents are the ones `npm run generate` wrote into `gql/graphql.ts`; `npm test` fails when it is stale.
 */
export function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  const load = () => (documents ??= new Map([...fs.readFileSync(GENERATED, 'utf8').matchAll(DOCUMENT)].map((m) => [m[1], m[2]])));
  return {
    name: 'fc-graphql-documents',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load: (id) => (id.startsWith(`\0${PREFIX}`) ? `export default ${load().get(id.slice(PREFIX.length + 1))};` : null),
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(`')) return null;
      const names = new Set<string>();
      const replaced = code.replace(CALL, (_call, source: string) => {
        const name = exportName(source);
        if (!load().has(name)) this.error(`${name} is not in src/gql/graphql.ts: run npm run generate`);
        names.add(name);
        // Aliased: the file usually exports a constant of the same name (export const XDocument = graphql(...)).
        return `generated$${name}`;
      });
      const imports = [...names].map((name) => `import generated$${name} from ${JSON.stringify(PREFIX + name)};`).join('\n');
      return { code: replaced.replace(BARREL_IMPORT, imports), map: null };
    },
  };
}
