import { Router } from 'express';

/**
 * The Report this listing page (/franchise/:id/report, served by the client's routes) is for people, not search
 * engines: every answer there, the page and a refused post alike, says so (X-Robots-Tag), and it is in no sitemap.
 */
export function listingReportRouter(): Router {
  const router = Router();
  router.all('/franchise/:id/report', (_req, res, next) => {
    res.setHeader('X-Robots-Tag', 'noindex');
    next();
  });
  return router;
}
