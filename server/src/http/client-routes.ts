import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { clientDistDir } from '../paths';
import { precompressedFiles } from './compression';
import { type SharedCaching, sendRenderedPage } from './page-caching';
import { type PageRenderer, SERVER_RENDERED_PATH } from './server-render';

// /metrics: never the client's page (metrics are served on METRICS_PORT only); a plain 404 here.
const serverPaths = /^\/(graphql|uploads|files|webhooks|healthz|metrics)(\/|$)/;

/**
 * A build asset that is not there: an old name asked for by a page a CDN kept from before a deploy, or anyone's
 * guess. A plain 404, not an error (nothing logged, no 5xx to raise at will), and revalidated rather than kept: the
 * name may exist after the next deploy.
 */
const missingAsset: RequestHandler = (_req, res) => {
  res.status(404).setHeader('Cache-Control', 'no-cache');
  res.type('text/plain').send('Not found.');
};

/**
 * Source maps are built (for the profiling bench, bench/first-tap/profile.mjs, which reads them from client/dist)
 * but not served: they would publish the client's sources. The scripts carry no sourceMappingURL
 * (vite `sourcemap: 'hidden'`).
 */
const refuseSourceMaps: RequestHandler = (req, res, next) => {
  let pathname: string;
  try {
    pathname = decodeURIComponent(req.path); // as express.static reads it: `.js%2Emap` names the map too
  } catch {
    return next(); // express.static answers the malformed path
  }
  if (pathname.endsWith('.map')) return missingAsset(req, res, next);
  next();
};

/**
 * Serves the built React client: hashed assets cached for a year as immutable, sent as the build's
 * brotli or gzip copies when the browser takes them (a missing one, or a source map, is a plain 404); index.html
 * never cached (compressed on the fly by compressResponses), and served for any other GET so client-side routes
 * survive a reload. With a `render`, the public pages come rendered on the server, cacheable by a CDN when anonymous
 * (`caching`, page-caching.ts); a page whose data could not be read is a 503 (unavailable-page.ts); anything else
 * that goes wrong there sends the plain page.
 */
export function serveClient(
  app: Express,
  dir: string = clientDistDir,
  render: PageRenderer | null = null,
  caching: SharedCaching = { maxAgeSeconds: 0, staleSeconds: 0 },
): void {
  const indexFile = path.join(dir, 'index.html');
  const assets = path.join(dir, 'assets');
  // No Last-Modified: a hashed file never changes under its name, and its ETag revalidates it (46 bytes less on each
  // of a public page's ten or so scripts).
  app.use(
    '/assets',
    refuseSourceMaps,
    precompressedFiles(assets),
    express.static(assets, { immutable: true, maxAge: '365d', lastModified: false, index: false }),
    missingAsset,
  );
  app.use(
    precompressedFiles(dir),
    express.static(dir, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  app.get(/.*/, async (req, res, next) => {
    if (serverPaths.test(req.path)) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The client has not been built. Run `npm run build` or `npm run dev`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    if (render && SERVER_RENDERED_PATH.test(req.path)) {
      // Read per request: small, in the page cache, and always the current build.
      const page = await render(req, res, await fs.promises.readFile(indexFile, 'utf8'));
      if (page) {
        sendRenderedPage(req, res, page, caching);
        return;
      }
    }
    res.sendFile(indexFile);
  });
}
