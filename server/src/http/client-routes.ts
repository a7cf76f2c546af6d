import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { clientDistDir } from '../paths';

const serverPaths = /^\/(graphql|uploads|files|webhooks|healthz)(\/|$)/;

/**
 * Serves the built React client: hashed assets cached for a year, index.html never cached,
 * and index.html for any other GET so client-side routes survive a reload.
 */
export function serveClient(app: Express, dir: string = clientDistDir): void {
  const indexFile = path.join(dir, 'index.html');
  app.use(
    '/assets',
    express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: false }),
  );
  app.use(express.static(dir, { index: false, maxAge: '1h' }));
  app.get(/.*/, (req, res, next) => {
    if (serverPaths.test(req.path)) return next();
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text/plain').send('The client has not been built. Run `npm run build` or `npm run dev`.');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
}
