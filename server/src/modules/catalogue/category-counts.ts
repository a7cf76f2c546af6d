import type { DataSource } from 'typeorm';
import { CATALOGUE_VERSION_SQL } from './franchise-search.query';
import { PUBLIC_FRANCHISE } from './public-rules';

/** catalogue_version's current value: see CATALOGUE_VERSION_SQL. */
export async function catalogueVersion(ds: DataSource): Promise<string> {
  const [{ version }]: { version: string }[] = await ds.query(CATALOGUE_VERSION_SQL);
  return version;
}

/**
 * Franchises per category among those the conditions (on franchises `f`) keep: a main category counts
 * those in it or in its subcategories, each once; a subcategory those in it. Categories with none are left out.
 * `facet` adds a constant first column of that name, for a statement that unites several counts.
 */
export const categoryCountsSql = (conditions: string[], facet?: string) =>
  `SELECT ${facet ? `'${facet}' AS facet, ` : ''}listed.category_id::text AS key, count(DISTINCT listed.franchise_id)::int AS count
FROM (
  SELECT m.category_id, m.franchise_id FROM franchise_category_mappings m
  UNION ALL
  SELECT c.parent_id, m.franchise_id FROM franchise_category_mappings m
    JOIN franchise_categories c ON c.id = m.category_id AND c.parent_id IS NOT NULL
) listed
JOIN franchises f ON f.id = listed.franchise_id AND ${conditions.join('\n  AND ')}
GROUP BY listed.category_id`;

/** Counts are kept until the catalogue changes (catalogue_version moves), and at most this long. */
const CATEGORY_COUNTS_MAX_AGE_MS = 5 * 60 * 1000;
const countCaches = new WeakMap<DataSource, { version: string; at: number; counts: Promise<Map<string, number>> }>();

/**
 * Approved franchises per category (a main category counts those in it or its subcategories, each
 * once), for every category: from the cache while catalogue_version has not moved, else one counting query.
 */
export async function allCategoryCounts(ds: DataSource): Promise<Map<string, number>> {
  const version = await catalogueVersion(ds);
  const cached = countCaches.get(ds);
  if (cached && cached.version === version && Date.now() - cached.at < CATEGORY_COUNTS_MAX_AGE_MS) return cached.counts;
  const counts = ds
    .query<{ key: string; count: number }[]>(categoryCountsSql([PUBLIC_FRANCHISE]))
    .then((rows) => new Map(rows.map((r) => [r.key, r.count])));
  countCaches.set(ds, { version, at: Date.now(), counts });
  counts.catch(() => countCaches.delete(ds));
  return counts;
}
