import type { RequestHandler } from 'express';

/**
 * `Cache-Control: no-store` on every answer of a route, set before anything runs so that refusals carry it too.
 * For /graphql: its answers are per session (a signed-in `GET /graphql` can return an e-mail address), and a CDN
 * that caches by default must keep none of them. Apollo sets no Cache-Control of its own (cache hints are off),
 * except `private, no-cache` on its persisted-query misses, which no shared cache keeps either.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
