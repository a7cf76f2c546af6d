import { containsPattern } from '../../common/like-pattern';
import { FranchiseSort, InvestmentRange, investmentBands } from './catalogue.enums';
import { PUBLIC_FEATURED_AD, PUBLIC_FRANCHISE } from './public-rules';

/**
 * The SQL of the public franchise search: one statement for the page and one for the total, both on
 * the franchises table alone (search_text and search_investment are kept there by triggers), so every
 * filter and sort has an index. Kept free of the ORM so the benchmark runs exactly the same SQL.
 */

export interface SearchFilters {
  text?: string | null;
  categoryId?: string | null;
  subcategoryId?: string | null;
  location?: string | null;
  /**
   * The area keys the location names, most local first (Places.tiers): listings offered there match as
   * well as those whose location text contains it, and the most local come first. Absent: text alone.
   */
  areaTiers?: string[][] | null;
  /** A postcode or district: only listings with an available territory near it (issue 43); see territoryAreas. */
  availableNear?: string | null;
  /** The postcode areas near availableNear (PostcodeAreas.within), filled in by withAreas. */
  territoryAreas?: string[] | null;
  investment?: InvestmentRange | null;
  sort?: FranchiseSort | null;
}

export interface SearchSql {
  pageSql: string;
  pageParams: unknown[];
  countSql: string;
  countParams: unknown[];
}

/**
 * catalogue_version's current value as text (`<last_value>:<is_called>`, see its migration): it moves whenever
 * what the public counts depend on changes, so counts kept under one version are still right while it has not moved.
 */
export const CATALOGUE_VERSION_SQL = `SELECT last_value::text || ':' || is_called::text AS version FROM catalogue_version`;

/** At most this many words of free text are matched; the rest are ignored. */
export const MAX_SEARCH_WORDS = 8;

/** Whitespace-separated words of the free text, lower-cased and de-duplicated. */
export function searchWords(text: string | null | undefined): string[] {
  const words = (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** ORDER BY of a sort, on the franchise columns of `a`; ties broken by id so pages never overlap. */
const orderBy = (sort: FranchiseSort, a: string) =>
  ({
    [FranchiseSort.NEWEST]: `${a}.created_at DESC, ${a}.id DESC`,
    [FranchiseSort.INVESTMENT_ASC]: `${a}.search_investment ASC NULLS LAST, ${a}.id ASC`,
    [FranchiseSort.INVESTMENT_DESC]: `${a}.search_investment DESC NULLS LAST, ${a}.id DESC`,
    [FranchiseSort.NAME]: `lower(${a}.name) ASC, ${a}.id ASC`,
    // franchises.response_rank is kept by the franchisor-dashboard module's response-times job.
    [FranchiseSort.MOST_RESPONSIVE]: `${a}.response_rank ASC NULLS LAST, ${a}.id ASC`,
  })[sort];

/**
 * The columns a search row carries: the franchise, its details (prefixed d_), the featured ad showing it (as
 * the featuredAdId loader picks it: the newest public one), its categories (in the categories loader's order:
 * main categories first, then by name) and its franchisor's response figures (rs_, kept by the franchisor-dashboard module's
 * response-times job), so a result page is one statement and its cards need no other.
 */
const selectColumns = `f.id, f.name, f.location, f.areas, f.franchisor_id AS "franchisorId", f.status, f.created_at AS "createdAt",
  f.updated_at AS "updatedAt", f.approved_at AS "approvedAt",
  d.franchise_id AS "dFranchiseId", d.short_description AS "dShortDescription",
  d.long_description AS "dLongDescription", d.investment_amount AS "dInvestmentAmount",
  d.main_image_url AS "dMainImageUrl", d.brochure_url AS "dBrochureUrl",
  (SELECT a.id FROM featured_ads a WHERE a.franchise_id = f.id AND ${PUBLIC_FEATURED_AD}
    ORDER BY a.created_at DESC, a.id LIMIT 1) AS "featuredAdId",
  (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'parentId', c.parent_id, 'createdAt', c.created_at)
      ORDER BY c.parent_id IS NULL DESC, c.name), '[]')
    FROM franchise_category_mappings m JOIN franchise_categories c ON c.id = m.category_id
    WHERE m.franchise_id = f.id) AS categories,
  rs.leads AS "rsLeads", rs.answered_within_day AS "rsAnsweredWithinDay", rs.median_seconds AS "rsMedianSeconds"`;

/** Adds a parameter and returns its placeholder ($1, $2, ...). */
export type AddParam = (value: unknown) => string;

export function paramList(): [unknown[], AddParam] {
  const params: unknown[] = [];
  return [
    params,
    (value) => {
      params.push(value);
      return `$${params.length}`;
    },
  ];
}

/** What a facet counts across: its own filter is left out, so each option shows what choosing it would give. */
export interface OmitFilters {
  categories?: boolean;
  investment?: boolean;
}

/** The WHERE conditions of the filters on franchises `f`, public listings only. */
export function filterConditions(filters: SearchFilters, param: AddParam, omit: OmitFilters = {}): string[] {
  const where = [PUBLIC_FRANCHISE];

  // search_text is stored lower-cased: LIKE against lower-cased words, no per-row case folding.
  for (const word of searchWords(filters.text)) where.push(`f.search_text LIKE lower(${param(containsPattern(word))})`);

  const location = filters.location?.trim();
  const areas = filters.areaTiers?.flat();
  if (location) {
    const text = `f.location ILIKE ${param(containsPattern(location))}`;
    where.push(areas?.length ? `(f.areas && ${param(areas)}::text[] OR ${text})` : text);
  }

  // An available territory in one of the areas near the postcode: the partial index on available districts by area.
  if (filters.territoryAreas) {
    where.push(
      `f.id IN (SELECT t.franchise_id FROM franchise_territories t WHERE t.state = 'available' AND t.area = ANY(${param(filters.territoryAreas)}::varchar[]))`,
    );
  }

  // A category matches franchises mapped to it or to one of its subcategories. With a subcategory
  // too, a franchise must match both (a subcategory of another category matches nothing). Written as a
  // join the planner can estimate, so it knows how many franchises a category holds.
  for (const id of omit.categories ? [] : [filters.categoryId, filters.subcategoryId]) {
    if (!id) continue;
    const p = param(id);
    where.push(`f.id IN (SELECT m.franchise_id FROM franchise_category_mappings m
      JOIN franchise_categories c ON c.id = m.category_id WHERE c.id = ${p}::uuid OR c.parent_id = ${p}::uuid)`);
  }

  if (filters.investment && !omit.investment) {
    const [above, upTo] = investmentBands[filters.investment];
    // A missing amount counts as 0, which only the lowest band contains.
    if (above === null) where.push(`(f.search_investment IS NULL OR f.search_investment <= ${param(upTo)})`);
    else {
      where.push(`f.search_investment > ${param(above)}`);
      if (upTo !== null) where.push(`f.search_investment <= ${param(upTo)}`);
    }
  }
  return where;
}

/** 0 for a listing offered in the place searched (or naming it), then 1, 2... for each wider tier; null without tiers. */
function localRank(filters: SearchFilters, param: AddParam): string | null {
  const location = filters.location?.trim();
  if (!location || !filters.areaTiers?.length) return null;
  const arms = filters.areaTiers.map((tier, i) => `WHEN f.areas && ${param(tier)}::text[] THEN ${i}`);
  return `CASE WHEN f.location ILIKE ${param(containsPattern(location))} THEN 0 ${arms.join(' ')} ELSE ${arms.length} END`;
}

export function buildFranchiseSearch(filters: SearchFilters, offset: number, limit: number): SearchSql {
  const [params, param] = paramList();
  const where = filterConditions(filters, param);
  const words = searchWords(filters.text);
  const location = filters.location?.trim();

  const conditions = where.join('\n  AND ');
  const sort = filters.sort ?? FranchiseSort.NEWEST;
  const countParams = [...params];
  // With a place, the most local listings first, each tier in the chosen order.
  const rank = localRank(filters, param);
  const window = `LIMIT ${param(limit)} OFFSET ${param(offset)}`;
  // Free text and location are matched through trigram indexes, and the planner cannot tell how many rows
  // such a pattern keeps; walking a sort index and testing every row can then read most of the table.
  // With one of them, the matches are found first (through the index) and then sorted, which is never
  // much slower and often far faster. Without, the planner picks between a sort index and the filters.
  const ids =
    words.length > 0 || location
      ? `WITH matches AS MATERIALIZED (
  SELECT f.id, f.name, f.created_at, f.search_investment, f.response_rank${rank ? `, ${rank} AS local_rank` : ''} FROM franchises f
  WHERE ${conditions})
SELECT m.id${rank ? ', m.local_rank' : ''} FROM matches m ORDER BY ${rank ? 'm.local_rank, ' : ''}${orderBy(sort, 'm')} ${window}`
      : `SELECT f.id FROM franchises f
  WHERE ${conditions}
  ORDER BY ${orderBy(sort, 'f')} ${window}`;
  const pageSql = `SELECT ${selectColumns}
FROM (${ids}) page
JOIN franchises f ON f.id = page.id
LEFT JOIN franchise_details d ON d.franchise_id = f.id
LEFT JOIN franchisor_response_stats rs ON rs.franchisor_id = f.franchisor_id
ORDER BY ${rank ? 'page.local_rank, ' : ''}${orderBy(sort, 'f')}`;
  const countSql = `SELECT count(*)::int AS total FROM franchises f
  WHERE ${conditions}`;
  return { pageSql, pageParams: params, countSql, countParams };
}

/**
 * The total's statement as the service sends it: catalogue_version, and the count only when the version differs
 * from `keptVersion` (the one the filter set's kept total was counted at; null when none is kept). One round trip
 * either way: a kept total costs a read of the version, and a recount starts with the page, not after a first read.
 */
export function countUnlessKept(sql: SearchSql, keptVersion: string | null): { sql: string; params: unknown[] } {
  const params = [...sql.countParams, keptVersion];
  return {
    sql: `SELECT v.version, CASE WHEN v.version = $${params.length}::text THEN NULL ELSE (${sql.countSql}) END AS total
FROM (${CATALOGUE_VERSION_SQL}) v`,
    params,
  };
}
