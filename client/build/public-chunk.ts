import { fileURLToPath } from 'node:url';
import pages from './public-pages.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
const MAIN = `${root}src/main.tsx`;
const PAGES = pages.map((page) => root + page);

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Code that this many public pages share goes with the entry's: nearly every page needs it anyway. */
const SHARED_BY_MOST = 6;

const inPackage = (id: string) => id.includes('/node_modules/');
const isBarrel = (id: string) => /\/index\.m?js$/.test(id);

/**
 * The modules reachable from `start` through static imports, except through a library's barrel reached from
 * inside the library: MUI's components import each other's class names through their index files, and
 * following those would claim for the first load whole components nobody renders there (InputBase through
 * the theme's filled-input classes). What such an edge really needs stays with the bundler's own placement.
 */
function staticallyReachable(start: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!(inPackage(id) && inPackage(next) && isBarrel(next))) stack.push(next);
    }
  }
  return seen;
}

/**
 * Chunk groups for the public pages' first load. Left to itself the bundler cuts the shared code into some
 * eighty small chunks, each its own request on a phone. Instead: 'public' holds what the entry loads on every
 * page (React, the router, Apollo, MUI's core, header and footer); 'public-shared' holds what two or more public
 * pages share, split by which pages use it (entriesAware), so a page loads only its part. Each page keeps its
 * own chunk; the portals keep the default splitting.
 */
export function publicChunks() {
  let core: Set<string> | undefined;
  let shared: Map<string, string> | undefined;
  const classify = (ctx: ModuleGraph) => {
    if (core && shared) return { core, shared };
    core = staticallyReachable(MAIN, ctx);
    const usedBy = new Map<string, number[]>();
    PAGES.forEach((page, i) => {
      for (const module of staticallyReachable(page, ctx)) usedBy.set(module, [...(usedBy.get(module) ?? []), i]);
    });
    shared = new Map();
    for (const [module, users] of usedBy) {
      // A page stays its own chunk (loaded by its route), whatever imports from it.
      if (users.length < 2 || core.has(module) || PAGES.includes(module)) continue;
      shared.set(module, users.length >= SHARED_BY_MOST ? 'public' : `public-${users.join('-')}`);
    }
    return { core, shared };
  };
  // graphql's index re-exports the whole library (validation, schema building) for the GraphQL playground; the
  // public pages use only its printer and visitor. Left out, the bundler places each part with what uses it.
  const outside = (id: string) => id.includes('/node_modules/graphql/');
  return [
    { name: (id: string, ctx: ModuleGraph) => (!outside(id) && classify(ctx).core.has(id) ? 'public' : null) },
    { name: (id: string, ctx: ModuleGraph) => (!outside(id) ? (classify(ctx).shared.get(id) ?? null) : null) },
  ];
}
