import type { DataSource } from 'typeorm';
import { InvestmentRange, investmentBands } from './catalogue.enums';
import { allCategoryCounts, categoryCountsSql } from './category-counts';
import { type SearchFilters, filterConditions, paramList, searchWords } from './franchise-search.query';
import { KeptCounts } from './kept-counts';

/**
 * Result counts beside the options of the search filters. Each facet counts across the other filters
 * (its own left out), so an option's count is the total that choosing it gives: Category and Subcategory
 * under the text, location and investment filters; Investment Range under all but itself.
 */
export interface SearchFacetCounts {
  /** Main categories and subcategories; those with no match are left out. */
  categories: Map<string, number>;
  /** Every band, zeros included. */
  investment: Map<InvestmentRange, number>;
}

/** The band of f.search_investment as the filter reads it (a missing amount counts as 0). */
const bandCase = () => {
  const arms = Object.entries(investmentBands).map(([range, [, upTo]]) =>
    upTo === null ? `ELSE '${range}'` : `WHEN f.search_investment <= ${upTo} THEN '${range}'`,
  );
  return `CASE WHEN f.search_investment IS NULL THEN '${InvestmentRange.UNDER_50K}' ${arms.join(' ')} END`;
};

/** True when the category counts are those of every public listing (the cached tree counts serve). */
const categoriesUnfiltered = (filters: SearchFilters) => searchWords(filters.text).length === 0 && !filters.location?.trim() && !filters.investment;

/**
 * One statement for the facets: investment bands, and (unless `withCategories` is false) every
 * category's count, told apart by the facet column.
 */
export function buildSearchFacets(filters: SearchFilters, withCategories: boolean) {
  const [params, param] = paramList();
  const investment = `SELECT 'investment' AS facet, ${bandCase()} AS key, count(*)::int AS count
FROM franchises f
WHERE ${filterConditions(filters, param, { investment: true }).join('\n  AND ')}
GROUP BY 2`;
  if (!withCategories) return { sql: investment, params };
  const categories = categoryCountsSql(filterConditions(filters, param, { categories: true }), 'category');
  return { sql: `${investment}\nUNION ALL\n${categories}`, params };
}

/** Counts the facets with one statement, keeping them until the catalogue changes. */
export class SearchFacets {
  private readonly kept: KeptCounts<SearchFacetCounts>;

  constructor(private readonly ds: DataSource) {
    this.kept = new KeptCounts(ds);
  }

  counts(filters: SearchFilters): Promise<SearchFacetCounts> {
    return this.kept.get(filters, () => this.count(filters));
  }

  private async count(filters: SearchFilters): Promise<SearchFacetCounts> {
    const unfiltered = categoriesUnfiltered(filters);
    const { sql, params } = buildSearchFacets(filters, !unfiltered);
    const [rows, all] = await Promise.all([
      this.ds.query<{ facet: string; key: string; count: number }[]>(sql, params),
      unfiltered ? allCategoryCounts(this.ds) : undefined,
    ]);
    const investment = new Map(Object.values(InvestmentRange).map((range) => [range, 0]));
    const categories = new Map(all);
    for (const row of rows) {
      if (row.facet === 'investment') investment.set(row.key as InvestmentRange, row.count);
      else categories.set(row.key, row.count);
    }
    return { categories, investment };
  }
}
