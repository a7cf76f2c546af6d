import fs from 'node:fs';
import path from 'node:path';
import { type DefinitionNode, type DocumentNode, Kind, type SelectionSetNode, parse, print, visit } from 'graphql';
import { repoRoot } from '../../src/paths';

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'node_modules' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

// Apollo Client asks for __typename in every selection set but the operation's own.
function withTypename(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...node, selections: [...node.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

/**
 * Every operation the browser sends, as it sends it: the client's graphql(`...`) documents, each
 * with the fragments it spreads and Apollo Client's __typename, and the e2e helpers' raw queries.
 */
export function clientOperations(): { name: string; source: string }[] {
  const definitions: DefinitionNode[] = [];
  for (const file of sources(path.join(repoRoot, 'client', 'src'))) {
    for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)) {
      definitions.push(...parse(text).definitions);
    }
  }
  const fragments = new Map(definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const operations = definitions.flatMap((operation) => {
    if (operation.kind !== Kind.OPERATION_DEFINITION) return [];
    const used = new Set<string>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          collect(fragments.get(spread.name.value)!);
        },
      });
    collect(operation);
    const document: DocumentNode = {
      kind: Kind.DOCUMENT,
      definitions: [operation, ...[...used].map((n) => fragments.get(n)!)],
    };
    return [{ name: operation.name?.value ?? '(anonymous)', source: print(withTypename(document)) }];
  });
  const e2e = [path.join(repoRoot, 'e2e', 'support'), path.join(repoRoot, 'e2e', 'tests')].flatMap(sources);
  for (const file of e2e) {
    for (const [, , text] of fs.readFileSync(file, 'utf8').matchAll(/query:\s*(['`])([\s\S]*?)\1/g)) {
      operations.push({ name: `${path.basename(file)}: ${text.slice(0, 40)}`, source: text });
    }
  }
  return operations;
}
