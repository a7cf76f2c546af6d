import { type Response, Router } from 'express';
import type { DataSource } from 'typeorm';
import { PostStatus } from '../modules/blog/blog.enums';
import { FranchiseStatus } from '../modules/catalogue/catalogue.enums';

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
  '/support',
  '/privacy',
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

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

interface Row {
  path: string;
  lastmod: Date | null;
}

/** Every data-backed public page: categories, approved franchises, published posts. */
const DYNAMIC_PATHS = `
  SELECT '/category/' || id AS path, NULL::timestamptz AS lastmod, 1 AS kind, name AS sort FROM franchise_categories
  UNION ALL
  SELECT '/franchise/' || id, updated_at, 2, name FROM franchises WHERE status = $1
  UNION ALL
  SELECT '/blog/' || id, updated_at, 3, created_at::text FROM posts WHERE status = $2`;

async function dynamicCount(ds: DataSource): Promise<number> {
  const [{ n }] = await ds.query(
    `SELECT (SELECT count(*) FROM franchise_categories)
          + (SELECT count(*) FROM franchises WHERE status = $1)
          + (SELECT count(*) FROM posts WHERE status = $2) AS n`,
    [FranchiseStatus.APPROVED, PostStatus.PUBLISHED],
  );
  return Number(n);
}

/** One page of them, in a stable order (the path breaks ties), so that the parts hold each address once. */
async function dynamicPaths(ds: DataSource, offset: number, limit: number): Promise<Row[]> {
  return ds.query(`${DYNAMIC_PATHS} ORDER BY kind, sort, path OFFSET $3 LIMIT $4`, [
    FranchiseStatus.APPROVED,
    PostStatus.PUBLISHED,
    offset,
    limit,
  ]);
}

/**
 * Part `part` (from 1) of all the addresses, the static pages first: the addresses numbered
 * (part - 1) * perFile up to part * perFile, the data-backed ones paged in SQL.
 */
async function sitemapPart(ds: DataSource, part: number, perFile: number): Promise<Row[]> {
  const start = (part - 1) * perFile;
  const end = start + perFile;
  const fixed: Row[] = STATIC_PATHS.slice(start, end).map((path) => ({ path, lastmod: null }));
  const from = Math.max(start, STATIC_PATHS.length);
  const rows = end > from ? await dynamicPaths(ds, from - STATIC_PATHS.length, end - from) : [];
  return [...fixed, ...rows];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * /robots.txt and /sitemap.xml, with absolute addresses from PUBLIC_URL. Up to `perFile` addresses, /sitemap.xml
 * is the one sitemap; past it, a sitemap index of /sitemap-1.xml, /sitemap-2.xml, ... with `perFile` each. The parts
 * are served in either case, so a crawler holding an index from a moment ago still finds them.
 */
export function seoRouter(ds: DataSource, publicUrl: string, options: SeoOptions = {}): Router {
  const perFile = options.perFile ?? SITEMAP_LIMIT;
  if (!Number.isInteger(perFile) || perFile < 1 || perFile > SITEMAP_LIMIT) {
    throw new Error(`perFile must be an integer from 1 to ${SITEMAP_LIMIT}`);
  }
  const router = Router();
  const partCount = async () => Math.max(1, Math.ceil((STATIC_PATHS.length + (await dynamicCount(ds))) / perFile));

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
    res.type('text/plain').send(
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
        sendUrlset(res, await sitemapPart(ds, 1, perFile));
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
      sendUrlset(res, await sitemapPart(ds, part, perFile));
    } catch (err) {
      next(err);
    }
  });

  return router;
}
