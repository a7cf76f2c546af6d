import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { catalogueVersion } from './category-counts';
import { type SearchFilters, searchWords } from './franchise-search.query';

/** Counts are kept at most this long, whatever catalogue_version says. */
const KEPT_COUNTS_MAX_AGE_MS = 5 * 60 * 1000;

/** A count and the catalogue_version it was counted at. */
export interface KeptCount<T> {
  version: string;
  value: Promise<T>;
}

/**
 * Counts over the public search's filters, kept per filter set while catalogue_version stands still: whatever
 * such a count reads (status, text, location, areas, amount, categories) moves catalogue_version when it changes
 * (see its migrations), so a kept count is the count. The search's total and its filter counts are kept here.
 */
export class KeptCounts<T> {
  private readonly cache = new LRUCache<string, KeptCount<T>>({ max: 1000, ttl: KEPT_COUNTS_MAX_AGE_MS });

  constructor(private readonly ds: DataSource) {}

  /** The count for `filters`: kept, or from `count` when the catalogue has changed since (or it was never counted). */
  async get(filters: SearchFilters, count: () => Promise<T>): Promise<T> {
    const version = await catalogueVersion(this.ds);
    const kept = this.kept(filters);
    if (kept?.version === version) return kept.value;
    const value = count();
    this.keep(filters, version, value);
    return value;
  }

  /**
   * The count kept for `filters` and the version it was counted at, for a caller that reads catalogue_version
   * itself (in the statement that counts when it has moved, see countUnlessKeptSql): a kept count is the count
   * only while the version read equals this one.
   */
  kept(filters: SearchFilters): KeptCount<T> | undefined {
    return this.cache.get(keyOf(filters));
  }

  /** Keeps `value`, counted at `version`, for `filters`; forgotten if it fails. */
  keep(filters: SearchFilters, version: string, value: Promise<T>): void {
    const key = keyOf(filters);
    this.cache.set(key, { version, value });
    value.catch(() => {
      if (this.cache.get(key)?.value === value) this.cache.delete(key);
    });
  }
}

/** One key per filter set that counts the same (sort and page do not change a count). */
function keyOf(filters: SearchFilters): string {
  return JSON.stringify([
    searchWords(filters.text).sort(),
    filters.location?.trim().toLowerCase() ?? '',
    filters.categoryId ?? '',
    filters.subcategoryId ?? '',
    filters.investment ?? '',
    filters.territoryAreas ?? [],
  ]);
}
