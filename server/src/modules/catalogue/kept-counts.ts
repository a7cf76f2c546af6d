import { LRUCache } from 'lru-cache';
import type { DataSource } from 'typeorm';
import { catalogueVersion } from './category-counts';
import { type SearchFilters, searchWords } from './franchise-search.query';

/** Counts are kept at most this long, whatever catalogue_version says. */
const KEPT_COUNTS_MAX_AGE_MS = 5 * 60 * 1000;

/**
 * Counts over the public search's filters, kept per filter set while catalogue_version stands still: whatever
 * such a count reads (status, text, location, areas, amount, categories) moves catalogue_version when it changes
 * (see its migrations), so a kept count is the count. The search's total and its filter counts are kept here.
 */
export class KeptCounts<T> {
  private readonly cache = new LRUCache<string, Promise<T>>({ max: 1000, ttl: KEPT_COUNTS_MAX_AGE_MS });

  constructor(private readonly ds: DataSource) {}

  /** The count for `filters`: kept, or from `count` when the catalogue has changed since (or it was never counted). */
  async get(filters: SearchFilters, count: () => Promise<T>): Promise<T> {
    const key = JSON.stringify([
      await catalogueVersion(this.ds),
      searchWords(filters.text).sort(),
      filters.location?.trim().toLowerCase() ?? '',
      filters.categoryId ?? '',
      filters.subcategoryId ?? '',
      filters.investment ?? '',
    ]);
    let kept = this.cache.get(key);
    if (!kept) {
      kept = count();
      this.cache.set(key, kept);
      kept.catch(() => this.cache.delete(key));
    }
    return kept;
  }
}
