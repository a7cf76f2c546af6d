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
  investment: number | null;
  minimumLiquidCapital: number | null;
  areas: string[];
  ownershipStyles: string[];
  workingHours: string | null;
  /** The name of the first chosen sector the listing is in; null when none (or no sectors were chosen). */
  sector: string | null;
}

/** Whether any answer given ranks (experience and timeframe do not). */
export const ranks = (c: MatchCriteria) =>
  c.ownCash !== null || c.areaKeys !== null || c.involvement !== null || c.hours !== null || Boolean(c.sectorIds?.length);

/** The most points the answers can give: what a listing that fits every one of them scores. */
export function bestFit(c: MatchCriteria): number {
  const p = MATCH_POINTS;
  return (
    (c.ownCash !== null ? p.budget.fits : 0) +
    (c.areaKeys !== null ? p.area.fits : 0) +
    (c.involvement !== null ? p.involvement.fits : 0) +
    (c.hours !== null ? p.hours.fits : 0) +
    (c.sectorIds?.length ? p.sector.fits : 0)
  );
}

/**
 * The statement of one page of results. `topTier`: only the listings that fit every answer given (they all score
 * bestFit), newest first: walking the newest-first index and testing each listing finds a page of them in a few
 * milliseconds when they are not rare, where scoring the whole catalogue takes a full scan. The service uses it when it
 * fills the page, and the full ranking otherwise.
 */
export function buildMatchQuery(c: MatchCriteria, offset: number, limit: number, topTier = false): { sql: string; params: unknown[] } {
  const [params, param] = paramList();
  const p = MATCH_POINTS;
  const arms: string[] = [];
  const fits: string[] = [];
  if (c.ownCash !== null) {
    const cash = param(c.ownCash);
    const capacity = param(c.ownCash + (c.borrowing ?? 0));
    const fitsBudget = `coalesce(f.search_investment, 0) <= ${capacity} AND coalesce(d.minimum_liquid_capital, 0) <= ${cash}`;
    arms.push(`CASE WHEN f.search_investment IS NULL AND d.minimum_liquid_capital IS NULL THEN 0
      WHEN ${fitsBudget} THEN ${p.budget.fits} ELSE ${p.budget.misses} END`);
    fits.push(`NOT (f.search_investment IS NULL AND d.minimum_liquid_capital IS NULL) AND ${fitsBudget}`);
  }
  if (c.areaKeys !== null) {
    const fitsArea = `(cardinality(f.areas) = 0 OR f.areas && ${param(c.areaKeys)}::text[])`;
    arms.push(`CASE WHEN ${fitsArea} THEN ${p.area.fits} ELSE ${p.area.misses} END`);
    fits.push(fitsArea);
  }
  if (c.involvement !== null) {
    const fitsStyle = `${param(c.involvement)}::franchise_ownership_style = ANY(d.ownership_styles)`;
    arms.push(`CASE WHEN cardinality(d.ownership_styles) = 0 THEN 0 WHEN ${fitsStyle} THEN ${p.involvement.fits} ELSE ${p.involvement.misses} END`);
    fits.push(fitsStyle);
  }
  if (c.hours !== null) {
    const fitsHours = `d.working_hours <= ${param(c.hours)}::franchise_working_hours`;
    arms.push(`CASE WHEN d.working_hours IS NULL THEN 0 WHEN ${fitsHours} THEN ${p.hours.fits} ELSE ${p.hours.misses} END`);
    fits.push(fitsHours);
  }
  const sectors = c.sectorIds?.length ? param(c.sectorIds) : null;
  if (sectors) {
    fits.push(`EXISTS (SELECT 1 FROM franchise_category_mappings m JOIN franchise_categories c ON c.id = m.category_id
      WHERE m.franchise_id = f.id AND (c.id = ANY(${sectors}::uuid[]) OR c.parent_id = ANY(${sectors}::uuid[])))`);
  }
  // The listings in a chosen sector, found once and hash-joined: a test per listing (EXISTS) would be planned as a
  // sub-plan per row, and its cost estimate alone switches on PostgreSQL's JIT compiler (half a second at 100,000).
  const inSectors =
    sectors && !topTier
      ? `LEFT JOIN (SELECT DISTINCT m.franchise_id FROM franchise_category_mappings m JOIN franchise_categories c ON c.id = m.category_id
      WHERE c.id = ANY(${sectors}::uuid[]) OR c.parent_id = ANY(${sectors}::uuid[])) sector ON sector.franchise_id = f.id`
      : '';
  if (sectors) arms.push(`CASE WHEN sector.franchise_id IS NOT NULL THEN ${p.sector.fits} ELSE ${p.sector.misses} END`);

  const fit = arms.length > 0 ? arms.join('\n    + ') : '0';
  const ranked = topTier
    ? `SELECT f.id, f.created_at, ${bestFit(c)} AS fit
  FROM franchises f LEFT JOIN franchise_details d ON d.franchise_id = f.id
  WHERE ${[PUBLIC_FRANCHISE, ...fits].join('\n    AND ')}
  ORDER BY f.created_at DESC, f.id DESC`
    : `SELECT f.id, f.created_at, ${fit} AS fit
  FROM franchises f LEFT JOIN franchise_details d ON d.franchise_id = f.id ${inSectors}
  WHERE ${PUBLIC_FRANCHISE}
  ORDER BY fit DESC, f.created_at DESC, f.id DESC`;
  const sql = `WITH page AS (
  ${ranked} LIMIT ${param(limit)} OFFSET ${param(offset)}
)
SELECT page.id, page.fit,
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
