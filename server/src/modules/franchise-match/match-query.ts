import { PUBLIC_FRANCHISE } from '../catalogue/public-rules';
import { paramList } from '../catalogue/franchise-search.query';

/**
 * The SQL of the matching quiz's results (issue 43): every public listing scored by how well it fits the answers, best
 * first, one page and the total in one statement. Kept free of the ORM so bench/franchise-match runs exactly this SQL.
 * Points per fact, and why (docs/decisions.md): a fact the listing or the buyer does not state adds nothing; one that
 * fits adds its points; one that does not fit takes some away, so a listing the buyer cannot afford sinks below
 * one that simply says less.
 */
export const MATCH_POINTS = {
  budget: { fits: 3, misses: -3 },
  area: { fits: 2, misses: -2 },
  involvement: { fits: 2, misses: -1 },
  hours: { fits: 1, misses: -1 },
  sector: { fits: 2, misses: 0 },
} as const;

/** The answers as the query uses them: pounds, area keys and enum values; null where not answered. */
export interface MatchCriteria {
  ownCash: number | null;
  borrowing: number | null;
  /** The town's area keys and 'uk'; null when no town was given or it is not on the towns list. */
  areaKeys: string[] | null;
  involvement: string | null;
  hours: string | null;
  sectorIds: string[] | null;
}

/** One scored listing of the page, with the facts its reasons are written from. */
export interface MatchRow {
  id: string;
  fit: number;
  total: number;
  investment: number | null;
  minimumLiquidCapital: number | null;
  areas: string[];
  ownershipStyles: string[];
  workingHours: string | null;
  /** The name of the first chosen sector the listing is in; null when none (or no sectors were chosen). */
  sector: string | null;
}

export function buildMatchQuery(c: MatchCriteria, offset: number, limit: number): { sql: string; params: unknown[] } {
  const [params, param] = paramList();
  const p = MATCH_POINTS;
  const arms: string[] = [];
  if (c.ownCash !== null) {
    const cash = param(c.ownCash);
    const capacity = param(c.ownCash + (c.borrowing ?? 0));
    arms.push(`CASE WHEN f.search_investment IS NULL AND d.minimum_liquid_capital IS NULL THEN 0
      WHEN coalesce(f.search_investment, 0) <= ${capacity} AND coalesce(d.minimum_liquid_capital, 0) <= ${cash} THEN ${p.budget.fits}
      ELSE ${p.budget.misses} END`);
  }
  if (c.areaKeys !== null) {
    arms.push(`CASE WHEN cardinality(f.areas) = 0 OR f.areas && ${param(c.areaKeys)}::text[] THEN ${p.area.fits} ELSE ${p.area.misses} END`);
  }
  if (c.involvement !== null) {
    arms.push(`CASE WHEN cardinality(d.ownership_styles) = 0 THEN 0
      WHEN ${param(c.involvement)}::franchise_ownership_style = ANY(d.ownership_styles) THEN ${p.involvement.fits} ELSE ${p.involvement.misses} END`);
  }
  if (c.hours !== null) {
    arms.push(`CASE WHEN d.working_hours IS NULL THEN 0
      WHEN d.working_hours <= ${param(c.hours)}::franchise_working_hours THEN ${p.hours.fits} ELSE ${p.hours.misses} END`);
  }
  const sectors = c.sectorIds?.length ? param(c.sectorIds) : null;
  // The listings in a chosen sector, found once and hash-joined: a test per listing (EXISTS) would be planned as a
  // sub-plan per row, and its cost estimate alone switches on PostgreSQL's JIT compiler (half a second at 100,000).
  const inSectors = sectors
    ? `LEFT JOIN (SELECT DISTINCT m.franchise_id FROM franchise_category_mappings m JOIN franchise_categories c ON c.id = m.category_id
      WHERE c.id = ANY(${sectors}::uuid[]) OR c.parent_id = ANY(${sectors}::uuid[])) sector ON sector.franchise_id = f.id`
    : '';
  if (sectors) arms.push(`CASE WHEN sector.franchise_id IS NOT NULL THEN ${p.sector.fits} ELSE ${p.sector.misses} END`);

  const fit = arms.length > 0 ? arms.join('\n    + ') : '0';
  // The total is every public listing (all are ranked): counted apart, not by a window over the scored rows.
  const sql = `WITH page AS (
  SELECT f.id, f.created_at, ${fit} AS fit
  FROM franchises f LEFT JOIN franchise_details d ON d.franchise_id = f.id ${inSectors}
  WHERE ${PUBLIC_FRANCHISE}
  ORDER BY fit DESC, f.created_at DESC, f.id DESC LIMIT ${param(limit)} OFFSET ${param(offset)}
)
SELECT page.id, page.fit, (SELECT count(*)::int FROM franchises f WHERE ${PUBLIC_FRANCHISE}) AS total,
  f.search_investment::float AS investment, d.minimum_liquid_capital::float AS "minimumLiquidCapital", f.areas,
  coalesce(d.ownership_styles::text[], '{}') AS "ownershipStyles", d.working_hours::text AS "workingHours",
  ${
    sectors
      ? `(SELECT coalesce(pc.name, c.name) FROM franchise_category_mappings m JOIN franchise_categories c ON c.id = m.category_id
      LEFT JOIN franchise_categories pc ON pc.id = c.parent_id
      WHERE m.franchise_id = f.id AND (c.id = ANY(${sectors}::uuid[]) OR c.parent_id = ANY(${sectors}::uuid[])) ORDER BY 1 LIMIT 1)`
      : 'NULL'
  } AS sector
FROM page JOIN franchises f ON f.id = page.id LEFT JOIN franchise_details d ON d.franchise_id = f.id
ORDER BY page.fit DESC, page.created_at DESC, page.id DESC`;
  return { sql, params };
}
