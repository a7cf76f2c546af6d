import { type Response, Router } from 'express';
import type { SitemapRow as Row, SitemapService } from './sitemap.service';

/** Public pages without data behind them, in the order they appear in the sitemap. */
export const STATIC_PATHS = [
  '/',
  '/search',
  '/categories',
  '/blog',
  '/about',
  '/contact',
  '/guide',
  '/faqs',
  '/success-stories',
  '/how-we-check',
  '/financing-a-franchise',
  '/match',
  '/support',
  '/privacy',
  '/data-complaint',
  '/terms',
  '/disclaimer',
  '/cookies',
];

/** A sitemap holds at most 50,000 addresses (sitemaps.org); past that, /sitemap.xml is an index of parts. */
export const SITEMAP_LIMIT = 50_000;

export interface SeoOptions {
  /** Addresses per sitemap file; SITEMAP_LIMIT unless given (tests use a few). */
  perFile?: number;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * Part `part` (from 1) of all the addresses, the static pages first: the addresses numbered
 * (part - 1) * perFile up to part * perFile, the data-backed ones paged in SQL.
 */
async function sitemapPart(sitemap: SitemapService, part: number, perFile: number): Promise<Row[]> {
  const start = (part - 1) * perFile;
  const end = start + perFile;
  const fixed: Row[] = STATIC_PATHS.slice(start, end).map((path) => ({ path, lastmod: null }));
  const from = Math.max(start, STATIC_PATHS.length);
  const rows = end > from ? await sitemap.dynamicPaths(from - STATIC_PATHS.length, end - from) : [];
  return [...fixed, ...rows];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * /robots.txt and /sitemap.xml, with absolute addresses from PUBLIC_URL. Up to `perFile` addresses, /sitemap.xml
 * is the one sitemap; past it, a sitemap index of /sitemap-1.xml, /sitemap-2.xml, ... with `perFile` each. The parts
 * are served in either case, so a crawler holding an index from a moment ago still finds them.
 */
export function seoRouter(sitemap: SitemapService, publicUrl: string, options: SeoOptions = {}): Router {
  const perFile = options.perFile ?? SITEMAP_LIMIT;
  if (!Number.isInteger(perFile) || perFile < 1 || perFile > SITEMAP_LIMIT) {
    throw new Error(`perFile must be an integer from 1 to ${SITEMAP_LIMIT}`);
  }
  const router = Router();
  const partCount = async () => Math.max(1, Math.ceil((STATIC_PATHS.length + (await sitemap.dynamicCount())) / perFile));

  const sendUrlset = (res: Response, rows: Row[]) => {
    const entries = rows.map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`,
    );
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml').send(`${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</urlset>\n`);
  };

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res
      .type('text/plain')
      .send(
        [
          'User-agent: *',
          'Allow: /',
          'Disallow: /admin',
          'Disallow: /franchisor',
          'Disallow: /customer',
          'Disallow: /graphql',
          'Disallow: /files/',
          'Disallow: /request-success',
          'Disallow: /request-info',
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const parts = await partCount();
      if (parts === 1) {
        sendUrlset(res, await sitemapPart(sitemap, 1, perFile));
        return;
      }
      const entries = Array.from({ length: parts }, (_, i) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.type('application/xml').send(`${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`);
    } catch (err) {
      next(err);
    }
  });

  router.get(/^\/sitemap-([^/]*)\.xml$/, async (req, res, next) => {
    try {
      const raw = (req.params as Record<string, string>)[0];
      const part = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : 0;
      if (part === 0 || part > (await partCount())) {
        // Answered here: the client's catch-all would send its page with 200.
        res.status(404).type('text/plain').send('No such sitemap');
        return;
      }
      sendUrlset(res, await sitemapPart(sitemap, part, perFile));
    } catch (err) {
      next(err);
    }
  });

  return router;
}
