import path from 'node:path';

/**
 * Which of a library barrel's re-exports a module really takes (build/public-chunk.ts).
 *
 * A barrel (`@apollo/client/react/index.js`) re-exports every hook of its package; a walk of the import graph that
 * follows all of them claims for the first load whatever any portal imports through the same barrel (Apollo's
 * useSubscription, the class names of MUI's Autocomplete), although no public page uses it. Reading the import
 * and export statements (`import { useQuery } from '@apollo/client/react'`, `export { useQuery } from
 * './hooks/useQuery.js'`), the walk follows only the re-exports named. Whatever it cannot read (a namespace import,
 * `export *` for a name it cannot place, a specifier it cannot match to a module) it follows whole, as before: the
 * cost of a miss is a module placed by the bundler instead of in a first-load chunk, never a broken build.
 */

/** Names taken from a module, or all of them. */
export type Names = Set<string> | 'all';

interface Statement {
  kind: 'import' | 'reexport' | 'star';
  specifier: string;
  /** For a re-export: exported name -> the name it has in the source module. For an import: the names taken. */
  names: Map<string, string>;
  all: boolean;
}

export interface ModuleCode {
  code?: string | null;
  importedIds: readonly string[];
}

const STATEMENT = /(?:^|[;\n}])\s*(import|export)\s*(type\s+)?([\w$\s{},*]*?)\s*from\s*["']([^"'\n]+)["']/g;
const SIDE_EFFECT_IMPORT = /(?:^|[;\n}])\s*import\s*["']([^"'\n]+)["']/g;

function parseClause(keyword: string, clause: string): Omit<Statement, 'specifier'> {
  const names = new Map<string, string>();
  const text = clause.trim();
  if (keyword === 'export') {
    if (text === '*') return { kind: 'star', names, all: false };
    if (text.startsWith('*')) return { kind: 'reexport', names, all: true }; // export * as ns from
    for (const part of text.replace(/^\{|\}$/g, '').split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      if (local) names.set(exported.trim(), local.trim());
    }
    return { kind: 'reexport', names, all: false };
  }
  let all = false;
  const braces = /\{([^}]*)\}/.exec(text);
  for (const part of braces?.[1].split(',') ?? []) {
    const [imported] = part.trim().split(/\s+as\s+/);
    if (imported && !imported.startsWith('type ')) names.set(imported.trim(), imported.trim());
  }
  const outside = text
    .replace(/\{[^}]*\}/, '')
    .replace(/,/g, ' ')
    .trim();
  if (outside.startsWith('*')) all = true;
  else if (outside) names.set('default', 'default');
  return { kind: 'import', names, all };
}

const cache = new Map<string, { code: string; statements: Statement[] }>();

function statements(id: string, info: ModuleCode): Statement[] | undefined {
  if (!info.code) return undefined;
  const known = cache.get(id);
  if (known?.code === info.code) return known.statements;
  const found: Statement[] = [];
  for (const m of info.code.matchAll(STATEMENT)) {
    if (m[2]) continue; // type-only
    found.push({ ...parseClause(m[1], m[3]), specifier: m[4] });
  }
  for (const m of info.code.matchAll(SIDE_EFFECT_IMPORT)) found.push({ kind: 'import', specifier: m[1], names: new Map(), all: false });
  cache.set(id, { code: info.code, statements: found });
  return found;
}

/** The imported module a specifier names, when it can be told. */
function matchSpecifier(importer: string, specifier: string, importedIds: readonly string[]): string | undefined {
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(importer), specifier);
    return importedIds.find((id) => id === base || (id.startsWith(base) && /^(\.[cm]?[jt]sx?|\/index\.[cm]?[jt]sx?)$/.test(id.slice(base.length))));
  }
  const marker = `/node_modules/${specifier}/`;
  const candidates = importedIds
    .filter((id) => id.includes(marker))
    .map((id) => ({ id, rest: id.slice(id.lastIndexOf(marker) + marker.length) }))
    .sort((a, b) => a.rest.split('/').length - b.rest.split('/').length);
  return candidates[0]?.id;
}

/**
 * The names `importer` takes from `target`: from its import statements, or, when `importer` is itself a barrel
 * passing `target`'s exports on, from what is asked of it (`asked`). 'all' when it cannot be told.
 */
export function namesTaken(importer: string, info: ModuleCode, target: string, asked: Names): Names {
  const list = statements(importer, info);
  if (!list) return 'all';
  const taken = new Set<string>();
  let matched = false;
  for (const s of list) {
    if (matchSpecifier(importer, s.specifier, info.importedIds) !== target) continue;
    matched = true;
    if (s.all) return 'all';
    if (s.kind === 'star') {
      if (asked === 'all') return 'all';
      for (const name of asked) taken.add(name);
    } else if (s.kind === 'reexport') {
      for (const [exported, local] of s.names) if (asked === 'all' || asked.has(exported)) taken.add(local);
    } else for (const name of s.names.keys()) taken.add(name);
  }
  return matched ? taken : 'all';
}

/**
 * The modules a barrel's walk must go on to when `asked` names are taken from it: those it re-exports them from,
 * and every module it imports for itself or that no statement could be matched to.
 */
export function barrelTargets(barrel: string, info: ModuleCode, asked: Names): readonly string[] {
  const list = statements(barrel, info);
  if (asked === 'all' || !list) return info.importedIds;
  const reexportOnly = new Map<string, Statement[]>();
  const always = new Set<string>();
  for (const s of list) {
    const id = matchSpecifier(barrel, s.specifier, info.importedIds);
    if (!id) continue;
    if (s.kind === 'import') always.add(id);
    else reexportOnly.set(id, [...(reexportOnly.get(id) ?? []), s]);
  }
  const named = new Set<string>();
  for (const group of reexportOnly.values()) for (const s of group) for (const exported of s.names.keys()) named.add(exported);
  // A name no named re-export gives may come through any `export *`.
  const throughStars = [...asked].some((name) => !named.has(name));
  return info.importedIds.filter((id) => {
    const group = reexportOnly.get(id);
    if (!group || always.has(id)) return true;
    return group.some((s) => s.all || (s.kind === 'star' ? throughStars : [...s.names.keys()].some((name) => asked.has(name))));
  });
}
