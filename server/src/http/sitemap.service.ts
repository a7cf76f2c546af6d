import type { DataSource } from 'typeorm';
import { PostStatus } from '../modules/blog/blog.enums';
import { FranchiseStatus } from '../modules/catalogue/catalogue.enums';

/** One address of the sitemap. */
export interface SitemapRow {
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

/** The sitemap's data-backed addresses (seo.routes.ts asks here; routes never read the database). */
export class SitemapService {
  constructor(private readonly ds: DataSource) {}

  async dynamicCount(): Promise<number> {
    const [{ n }]: { n: string }[] = await this.ds.query(
      `SELECT (SELECT count(*) FROM franchise_categories)
            + (SELECT count(*) FROM franchises WHERE status = $1)
            + (SELECT count(*) FROM posts WHERE status = $2) AS n`,
      [FranchiseStatus.APPROVED, PostStatus.PUBLISHED],
    );
    return Number(n);
  }

  /** One page of them, in a stable order (the path breaks ties), so that the parts hold each address once. */
  dynamicPaths(offset: number, limit: number): Promise<SitemapRow[]> {
    return this.ds.query(`${DYNAMIC_PATHS} ORDER BY kind, sort, path OFFSET $3 LIMIT $4`, [
      FranchiseStatus.APPROVED,
      PostStatus.PUBLISHED,
      offset,
      limit,
    ]);
  }
}
