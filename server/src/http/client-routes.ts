import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { clientDistDir } from '../paths';
import { precompressedFiles } from './compression';
import { type SharedCaching, sendRenderedPage } from './page-caching';
import { type PageRenderer, SERVER_RENDERED_PATH } from './server-render';

// /metrics: never the client's page (metrics are served on METRICS_PORT only); a plain 404 here.
const serverPaths = /^\/(graphql|uploads|files|webhooks|healthz|metrics)(\/|$)/;

/**
 * Serves the built React client: hashed assets cached for a year as immutable, sent as the build's
 * brotli or gzip copies when the browser takes them; index.html never cached (compressed on the fly by
 * compressResponses), and served for any other GET so client-side routes survive a reload. With a `render`,
 * the public pages come rendered on the server, cacheable by a CDN when anonymous (`caching`, page-caching.ts);
 * anything that goes wrong there sends the plain page.
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
    precompressedFiles(assets),
    express.static(assets, { immutable: true, maxAge: '365d', lastModified: false, index: false, fallthrough: false }),
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
