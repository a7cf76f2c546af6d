import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const ROUTER_DOM = fileURLToPath(new URL('../src/app/router-dom.tsx', import.meta.url));
/** The app's start stage that evaluates the router with Apollo (src/main.tsx): it must not import the app's chunk. */
const DATA_STAGE = fileURLToPath(new URL('../src/data-stage.ts', import.meta.url));

/**
 * React Router without what its data and framework routers bring to every page (the app runs on the declarative
 * router: shared/navigation.ts).
 *
 * - The app's `react-router-dom` is src/app/router-dom.tsx, whose Link and NavLink leave out prefetching and the
 *   data router's states; only that module and the start stage of the libraries (src/data-stage.ts) reach the
 *   package.
 * - The package's production build declares its components and contexts with calls the bundler must assume have
 *   side effects (`React.forwardRef(…)`, `React.createContext(…)`, each followed by a `displayName` assignment), so
 *   all of them stayed in the bundle, used or not: Form, ScrollRestoration, the framework's contexts. Marked pure and
 *   without the names (which only React's developer tools show), the unused ones are left out.
 *
 * Both builds and the dev server use it, so the server renders the same links the browser hydrates.
 */
export function lightRouterLinks(): Plugin {
  return {
    name: 'fc:light-router-links',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-router-dom' || !importer || importer === ROUTER_DOM || importer === DATA_STAGE) return null;
      return ROUTER_DOM;
    },
    transform(code, id) {
      if (!id.includes('/node_modules/react-router/dist/production/')) return null;
      const pure = code
        .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2');
      return pure === code ? null : { code: pure, map: null };
    },
  };
}
