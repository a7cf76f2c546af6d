import { Router } from 'express';
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

/** A sitemap holds at most 50,000 addresses. */
const SITEMAP_LIMIT = 50_000;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

interface Row {
  path: string;
  lastmod: Date | null;
}

/** Every data-backed public page in one query: categories, approved franchises, published posts. */
async function dynamicPaths(ds: DataSource, limit: number): Promise<Row[]> {
  return ds.query(
    `SELECT '/category/' || id AS path, NULL::timestamptz AS lastmod, 1 AS kind, name AS sort FROM franchise_categories
     UNION ALL
     SELECT '/franchise/' || id, updated_at, 2, name FROM franchises WHERE status = $1
     UNION ALL
     SELECT '/blog/' || id, updated_at, 3, created_at::text FROM posts WHERE status = $2
     ORDER BY kind, sort
     LIMIT $3`,
    [FranchiseStatus.APPROVED, PostStatus.PUBLISHED, limit],
  );
}

/** /robots.txt and /sitemap.xml, with absolute addresses from PUBLIC_URL. */
export function seoRouter(ds: DataSource, publicUrl: string): Router {
  const router = Router();

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
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const rows = await dynamicPaths(ds, SITEMAP_LIMIT - STATIC_PATHS.length);
      const entries = [...STATIC_PATHS.map((path) => ({ path, lastmod: null })), ...rows].map(
        ({ path, lastmod }) =>
          `  <url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : ''}</url>`,
      );
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res
        .type('application/xml')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
        );
    } catch (err) {
      next(err);
    }
  });

  return router;
}
