import { fileURLToPath } from 'node:url';
import { barrelTargets, type ModuleCode, type Names, namesTaken } from './barrel-imports';
import pages from './public-pages.json' with { type: 'json' };

const root = fileURLToPath(new URL('..', import.meta.url));
const MAIN = `${root}src/boot.tsx`;
/** The theme: evaluated with the libraries (src/main.tsx imports it as their stage). */
const THEME = `${root}src/app/theme.ts`;
/** React and React DOM: the first of the entry's stages (src/main.tsx imports them through REACT_STAGE). */
const REACT_STAGE = `${root}src/react-stage.ts`;
const isReact = (id: string) => /\/node_modules\/(react|react-dom|scheduler)\//.test(id);
/** Apollo and the router: the second stage (src/main.tsx imports them through DATA_STAGE). */
const DATA_STAGE = `${root}src/data-stage.ts`;
const isData = (id: string) =>
  /\/node_modules\/(@apollo|rxjs|optimism|@wry|tslib|react-router|react-router-dom|apollo-upload-client|extract-files|is-plain-obj)\//.test(id);
/** The public pages' modules, as absolute paths (the bundler's module ids). */
export const PAGES = pages.map((page) => root + page);

interface ModuleGraph {
  getModuleInfo(id: string): (ModuleCode & { importers: readonly string[] }) | null;
}

/** Code that this many public pages share goes with the entry's: nearly every page needs it anyway. */
const SHARED_BY_MOST = 4;

const inPackage = (id: string) => id.includes('/node_modules/');
const isBarrel = (id: string) => /\/index\.m?js$/.test(id);

/**
 * The modules reachable from `start` through static imports. Through a library's barrel, only to the modules that
 * re-export what is imported from it (build/barrel-imports.ts). For the entry (no `stop`), not through a library's
 * barrel reached from inside the library: MUI's components import each other's class names through their index
 * files, and following those would claim for every first load whole components nobody renders there (InputBase
 * through the theme's filled-input classes). A page's walk follows barrels (Accordion needs Collapse through its
 * index) but stops at the entry's modules, whose own needs are settled by then.
 */
function staticallyReachable(start: string, graph: ModuleGraph, stop?: Set<string>): Set<string> {
  const seen = new Set<string>();
  // What is taken from each barrel so far, and what it had been when its re-exports were last followed.
  const asked = new Map<string, Names>();
  const followed = new Map<string, string>();
  const ask = (barrel: string, names: Names) => {
    const had = asked.get(barrel);
    if (had === 'all') return;
    asked.set(barrel, names === 'all' ? 'all' : new Set([...(had ?? []), ...names]));
  };
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (stop?.has(id)) continue;
    const info = graph.getModuleInfo(id);
    const barrel = inPackage(id) && isBarrel(id);
    const names: Names = barrel ? (asked.get(id) ?? new Set()) : 'all';
    if (barrel) {
      const key = names === 'all' ? '*' : [...names].sort().join(',');
      if (followed.get(id) === key) continue;
      followed.set(id, key);
    } else if (seen.has(id)) continue;
    seen.add(id);
    if (!info) continue;
    for (const next of barrel ? barrelTargets(id, info, names) : info.importedIds) {
      if (!stop && inPackage(id) && inPackage(next) && isBarrel(next)) continue;
      if (inPackage(next) && isBarrel(next)) ask(next, namesTaken(id, info, next, names));
      stack.push(next);
    }
  }
  return seen;
}

/**
 * Chunk groups for the public pages' first load. Left to itself the bundler cuts the shared code into some
 * eighty small chunks, each its own request on a phone. Instead: what the entry loads on every page goes in four
 * chunks the entry evaluates one task after another (src/main.tsx): 'public-react' (React and React DOM),
 * 'public-data' (Apollo and the router), 'public-libraries' (MUI's core and Emotion, with the theme) and 'public'
 * (the app's own: header, footer, routes), which also holds what four or more public pages share;
 * 'public-<pages>' holds what a set of two or three public pages shares (named by the pages' indexes), so a page
 * loads only its part. Each page keeps its own chunk; the portals keep the default splitting.
 */
export function publicChunks() {
  let core: Set<string> | undefined;
  let app: Set<string> | undefined;
  let shared: Map<string, { name: string; users: number }> | undefined;
  let libraries: Set<string> | undefined;
  const classify = (ctx: ModuleGraph) => {
    if (core && app && shared && libraries) return { core, app, shared, libraries };
    core = staticallyReachable(MAIN, ctx);
    app = new Set(core);
    // The packages' modules the entry's chunk would take along (through barrels too: what it does not use is
    // shaken out either way), React's apart.
    libraries = new Set([...staticallyReachable(MAIN, ctx, new Set())].filter((id) => inPackage(id) && !isReact(id)));
    const usedBy = new Map<string, number[]>();
    PAGES.forEach((page, i) => {
      for (const module of staticallyReachable(page, ctx, core)) usedBy.set(module, [...(usedBy.get(module) ?? []), i]);
    });
    shared = new Map();
    // Modules of one public page that a portal's code imports too (directly or through one of them): left alone,
    // the bundler gives each (an icon, a class-name list) its own tiny chunk, a request each; one chunk per page instead.
    const alsoElsewhere = new Set<string>();
    const onePage = [...usedBy].filter(([module, users]) => users.length === 1 && !PAGES.includes(module)).map(([module]) => module);
    for (let grew = true; grew;) {
      grew = false;
      for (const module of onePage) {
        if (alsoElsewhere.has(module)) continue;
        const importers = ctx.getModuleInfo(module)?.importers ?? [];
        if (importers.some((importer) => alsoElsewhere.has(importer) || (!usedBy.has(importer) && !core!.has(importer)))) {
          alsoElsewhere.add(module);
          grew = true;
        }
      }
    }
    for (const [module, users] of usedBy) {
      // A page stays its own chunk (loaded by its route), whatever imports from it.
      if (core.has(module) || PAGES.includes(module)) continue;
      if (users.length === 1) {
        if (alsoElsewhere.has(module)) shared.set(module, { name: `public-${users[0]}`, users: 1 });
      } else if (users.length >= SHARED_BY_MOST) {
        // In the app's own chunk: a chunk of its own was one more request on every page and, with the import and
        // export lists between the two, 1.6 KB more of brotli.
        app.add(module);
      } else {
        shared.set(module, { name: `public-${users.join('-')}`, users: users.length });
      }
    }
    return { core, app, shared, libraries };
  };
  // graphql's index re-exports the whole library (validation, schema building) for the GraphQL playground; the
  // public pages use only its printer and visitor. Left out, the bundler places each part with what uses it.
  const outside = (id: string) => id.includes('/node_modules/graphql/');
  // A group takes along the modules its modules import (unless an earlier group has them), so the groups shared
  // by more pages go first: otherwise search's own chunk would take the pagination the blog list needs too.
  const sharedBy = (users: number) => ({
    debugName: `public-shared-by-${users}`,
    priority: users,
    name: (id: string, ctx: ModuleGraph) => {
      const group = outside(id) ? undefined : classify(ctx).shared.get(id);
      return group?.users === users ? group.name : null;
    },
  });
  return [
    // Vite's preload helper, which the entry imports the app through once the page has painted (src/main.tsx): in
    // 'public' it would make the entry import that chunk at once, before the first paint.
    {
      debugName: 'loader',
      priority: PAGES.length + 5,
      name: (id: string) => (id === '\0vite/preload-helper.js' ? 'loader' : null),
    },
    // What every page loads, in four chunks the entry evaluates in turn, each in a task of its own
    // (src/main.tsx): React, then Apollo and the router, then MUI and Emotion with the theme, then the app's own
    // modules ('public').
    {
      debugName: 'public-react',
      priority: PAGES.length + 4,
      name: (id: string, ctx: ModuleGraph) =>
        id === REACT_STAGE || (!outside(id) && isReact(id) && classify(ctx).core.has(id)) ? 'public-react' : null,
    },
    {
      debugName: 'public-data',
      priority: PAGES.length + 3,
      name: (id: string, ctx: ModuleGraph) =>
        id === DATA_STAGE || (!outside(id) && isData(id) && classify(ctx).libraries.has(id)) ? 'public-data' : null,
    },
    {
      debugName: 'public-libraries',
      priority: PAGES.length + 2,
      name: (id: string, ctx: ModuleGraph) => (!outside(id) && (id === THEME || classify(ctx).libraries.has(id)) ? 'public-libraries' : null),
    },
    {
      debugName: 'public',
      priority: PAGES.length + 1,
      name: (id: string, ctx: ModuleGraph) => (!outside(id) && classify(ctx).app.has(id) ? 'public' : null),
    },
    ...Array.from({ length: SHARED_BY_MOST - 1 }, (_, i) => sharedBy(SHARED_BY_MOST - 1 - i)),
  ];
}
