import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints';
import { graphqlDocuments } from './build/graphql-documents';
import { inlineEntryCss } from './build/inline-entry-css';
import { lightRouterLinks } from './build/light-router-links';
import { muiWithoutCssVars } from './build/mui-without-css-vars';
import { publicChunks } from './build/public-chunk';

const api = process.env.API_URL ?? 'http://localhost:4000';

// React Router's package exports name only its development build (extra checks and warnings); builds take the
// production files beside it, as React's own package does through NODE_ENV.
const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const routerBuild = (file: string) => path.join(routerDir, 'dist', 'production', file);
// RxJS's package exports give bundlers its ES5 build (classes through tslib's helpers) unless they ask for the
// 'es2015' condition; the browser build takes the ES2015 build beside it, smaller and nearer what we target.
const rxjsDir = path.dirname(createRequire(import.meta.url).resolve('rxjs/package.json'));

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
            ...(isSsrBuild
              ? []
              : [
                  { find: /^rxjs$/, replacement: path.join(rxjsDir, 'dist', 'esm', 'index.js') },
                  // apollo-upload-client imports one internal module.
                  { find: /^rxjs\/internal\/(.+)$/, replacement: path.join(rxjsDir, 'dist', 'esm', 'internal', '$1.js') },
                ]),
          ]
        : [],
  },
  plugins: [graphqlDocuments(), lightRouterLinks(), muiWithoutCssVars(), inlineEntryCss(), react(), ...(isSsrBuild ? [] : [compileHints()])],
  server: {
    port: Number(process.env.CLIENT_PORT ?? 5173),
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: false },
      '/uploads': api,
      '/files': api,
      '/account/export': api,
      '/franchisor/leads.csv': api,
      '/webhooks': api,
      '/sitemap.xml': api,
      '/robots.txt': api,
    },
  },
  // The server-side render (src/entry-server.tsx): one self-contained bundle for Node, React in its production build.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: false,
  }),
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    // Built for profiling (bench/first-tap/profile.mjs reads them from dist/assets), never pointed to: the browser
    // build's scripts carry no sourceMappingURL and the server does not serve .map files (client-routes.ts).
    sourcemap: isSsrBuild ? true : 'hidden',
    chunkSizeWarningLimit: 900,
    // Read by scripts/check-js-budget.mjs: which chunks each page loads first.
    manifest: !isSsrBuild,
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics for its side effects only (a bare import beside the one its
      // withTheme uses, which nothing here calls); the package does not say it has none, so it was kept whole.
      treeshake: { moduleSideEffects: [{ test: /\/node_modules\/hoist-non-react-statics\//, sideEffects: false }] },
      // The browser build: the public pages' shared code in one chunk (see build/public-chunk.ts).
      ...(!isSsrBuild && { output: { codeSplitting: { groups: publicChunks() } } }),
      onwarn(warning, warn) {
        // Libraries' "use client" / "use no memo" directives: meaningless in this bundle.
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
    ...(isSsrBuild && { outDir: 'dist-ssr', emptyOutDir: true }),
  },
}));
