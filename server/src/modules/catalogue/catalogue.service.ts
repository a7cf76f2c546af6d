import { isUUID } from 'class-validator';
import { type DataSource, In, IsNull } from 'typeorm';
import { Category } from './category.entity';
import { FranchiseStatus } from './catalogue.enums';
import { FranchiseDetails } from './franchise-details.entity';
import { buildFranchiseSearch, countUnlessKept, type SearchFilters } from './franchise-search.query';
import { Franchise } from './franchise.entity';
import type { SearchFacetsResult } from './catalogue.types';
import { KeptCounts } from './kept-counts';
import { SearchFacets } from './search-facets.query';
import { type PlaceArea, toPlaceArea } from './place.types';
import { KIND_ORDER, places, withAreas } from './places';
import { suggestSpelling } from './search-suggestion.query';
import { UkCity } from './uk-city.entity';

/** At most this many franchises are read at once for the compare page. */
export const MAX_COMPARE = 50;

/** The longest free text a search takes (as the search box). */
export const MAX_SEARCH_TEXT = 200;

/** At most this many cities per autocomplete answer. */
export const MAX_CITIES = 50;

const likePattern = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search row (franchise-search.query.ts): the franchise's columns as Franchise names them, its details (d…), the rest. */
interface SearchRow extends Pick<
  Franchise,
  'id' | 'name' | 'location' | 'areas' | 'franchisorId' | 'status' | 'createdAt' | 'updatedAt' | 'approvedAt'
> {
  dFranchiseId: string | null;
  dShortDescription: string | null;
  dLongDescription: string | null;
  dInvestmentAmount: string | null;
  dMainImageUrl: string | null;
  dBrochureUrl: string | null;
  featuredAdId: string | null;
  categories: { id: string; name: string; parentId: string | null; createdAt: string }[];
  rsLeads: number | null;
  rsAnsweredWithinDay: number | null;
  rsMedianSeconds: number | null;
}

/** A franchisor's counted response figures, as the franchisor-dashboard module's response-times job keeps them. */
export interface ResponseStats {
  leads: number;
  answeredWithinDay: number;
  medianSeconds: number | null;
}

/**
 * A search result: the franchise, the featured ad showing it (or null), its categories and its franchisor's
 * response figures (null when none are counted).
 */
export interface SearchHit {
  franchise: Franchise;
  featuredAdId: string | null;
  categories: Category[];
  responseStats: ResponseStats | null;
}

/**
 * A search row as the entities the resolvers expect, details attached (so no second query for them). Entities, not
 * reader types: partial ones (the columns a card needs), so instances filled with what was read.
 */
function toFranchise(row: SearchRow): Franchise {
  const { id, name, location, areas, franchisorId, status, createdAt, updatedAt, approvedAt } = row;
  const franchise = Object.assign(new Franchise(), { id, name, location, areas, franchisorId, status, createdAt, updatedAt, approvedAt });
  franchise.details = row.dFranchiseId
    ? Object.assign(new FranchiseDetails(), {
        franchiseId: row.dFranchiseId,
        shortDescription: row.dShortDescription ?? '',
        longDescription: row.dLongDescription ?? '',
        investmentAmount: row.dInvestmentAmount === null ? null : Number(row.dInvestmentAmount),
        mainImageUrl: row.dMainImageUrl,
        brochureUrl: row.dBrochureUrl,
      })
    : undefined;
  return franchise;
}

/** The public catalogue: search, one franchise, categories. Only approved franchises are ever returned. */
export class CatalogueService {
  private readonly facets: SearchFacets;
  private readonly totals: KeptCounts<number>;

  constructor(private readonly ds: DataSource) {
    this.facets = new SearchFacets(ds);
    this.totals = new KeptCounts(ds);
  }

  /**
   * One page of the search, each row with its featured ad and categories (one statement), and the total: counted
   * beside the page when the catalogue has changed since this filter set was last counted, else kept. Two
   * statements on two connections either way: the page, and catalogue_version with the count only when the
   * version differs from the kept total's (countUnlessKept), so a recount starts with the page, not a round trip later.
   * Answers once the page is read; the total follows (a recount can take longer than the page), so the cards can
   * be completed while the count runs.
   */
  async search(filters: SearchFilters, offset: number, limit: number): Promise<[SearchHit[], Promise<number>]> {
    const located = await withAreas(this.ds, filters);
    const sql = buildFranchiseSearch(located, offset, limit);
    const kept = this.totals.kept(located);
    const count = countUnlessKept(sql, kept?.version ?? null);
    // The version's statement first: usually the short one, and sent second it would wait while the page's backend,
    // woken by the first write, has the CPU (2 cores shared by server, PostgreSQL and clients).
    const total = this.ds.query<{ version: string; total: number | null }[]>(count.sql, count.params).then(([counted]) => {
      if (counted.total === null) return kept!.value;
      this.totals.keep(located, counted.version, Promise.resolve(counted.total));
      return counted.total;
    });
    // Handled from the start: the count can fail while the page is still being read (PostgreSQL going away), and a
    // rejection with no handler by then ends the process. The caller still gets the rejection through `total`; if
    // the page fails too, the page's error is the one reported.
    total.catch(() => {});
    const rows = await this.ds.query<SearchRow[]>(sql.pageSql, sql.pageParams);
    const hits = rows.map((row) => ({
      franchise: toFranchise(row),
      featuredAdId: row.featuredAdId,
      categories: row.categories.map((c): Category => ({ ...c, createdAt: new Date(c.createdAt) })),
      responseStats:
        row.rsLeads === null ? null : { leads: row.rsLeads, answeredWithinDay: row.rsAnsweredWithinDay ?? 0, medianSeconds: row.rsMedianSeconds },
    }));
    return [hits, total];
  }

  /**
   * How many listings are public: the search's total with no filter, kept until the catalogue changes (one read of
   * catalogue_version when it has not). The matching quiz ranks them all (issue 43).
   */
  async publicCount(): Promise<number> {
    const filters: SearchFilters = {};
    const kept = this.totals.kept(filters);
    const count = countUnlessKept(buildFranchiseSearch(filters, 0, 1), kept?.version ?? null);
    const [counted] = await this.ds.query<{ version: string; total: number | null }[]>(count.sql, count.params);
    if (counted.total === null) return kept!.value;
    this.totals.keep(filters, counted.version, Promise.resolve(counted.total));
    return counted.total;
  }

  /** Result counts for the filters' options: see search-facets.query.ts. */
  async searchFacets(filters: SearchFilters): Promise<SearchFacetsResult> {
    const counts = await this.facets.counts(await withAreas(this.ds, filters));
    return {
      categories: [...counts.categories].map(([categoryId, count]) => ({ categoryId, count })),
      investmentRanges: [...counts.investment].map(([range, count]) => ({ range, count })),
    };
  }

  /** Towns, regions, nations and the whole UK whose name contains the search: the location boxes' suggestions. */
  async suggestPlaces(search: string, limit: number): Promise<PlaceArea[]> {
    return (await places(this.ds)).suggest(search.slice(0, 120), Math.min(Math.max(limit, 1), MAX_CITIES)).map(toPlaceArea);
  }

  /** The places of area keys, widest first (keys no longer known are left out). */
  async describeAreas(keys: string[]): Promise<PlaceArea[]> {
    const known = await places(this.ds);
    return keys
      .flatMap((key) => known.byKey.get(key) ?? [])
      .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.name.localeCompare(b.name))
      .map(toPlaceArea);
  }

  /** 'Did you mean': see search-suggestion.query.ts. */
  suggestSpelling(text: string): Promise<string | null> {
    return suggestSpelling(this.ds, text);
  }

  /** An approved franchise, or null (unknown, malformed, pending or rejected ids alike). */
  async publicFranchise(id: string): Promise<Franchise | null> {
    if (!isUUID(id)) return null;
    return this.ds.getRepository(Franchise).findOneBy({ id, status: FranchiseStatus.APPROVED });
  }

  /** The approved franchises among `ids`, in the order asked for. */
  async publicFranchises(ids: string[]): Promise<Franchise[]> {
    const wanted = [...new Set(ids.filter((id) => isUUID(id)))].slice(0, MAX_COMPARE);
    if (wanted.length === 0) return [];
    const rows = await this.ds.getRepository(Franchise).findBy({ id: In(wanted), status: FranchiseStatus.APPROVED });
    const byId = new Map(rows.map((f) => [f.id, f]));
    return wanted.map((id) => byId.get(id)).filter((f): f is Franchise => Boolean(f));
  }

  /**
   * Cities whose name contains `search` in any case (trigram index on lower(name)): names that start with
   * it first, then by name. Without a search, the first cities by name.
   */
  ukCities(search: string | null | undefined, limit: number): Promise<UkCity[]> {
    const term = (search ?? '').trim().toLowerCase().slice(0, 100);
    const query = this.ds.getRepository(UkCity).createQueryBuilder('c');
    if (term) {
      query
        .where(`lower(c.name) LIKE :contains`, { contains: `%${likePattern(term)}%` })
        .orderBy(`lower(c.name) LIKE :prefix`, 'DESC')
        .setParameter('prefix', `${likePattern(term)}%`);
    }
    return query
      .addOrderBy('c.name', 'ASC')
      .addOrderBy('c.country', 'ASC')
      .limit(Math.min(Math.max(limit, 1), MAX_CITIES))
      .getMany();
  }

  /** A category by id, or null. */
  async category(id: string): Promise<Category | null> {
    if (!isUUID(id)) return null;
    return this.ds.getRepository(Category).findOneBy({ id });
  }

  /** Main (top-level) categories by name, at most 100. */
  mainCategories(limit?: number | null): Promise<Category[]> {
    return this.ds.getRepository(Category).find({
      where: { parentId: IsNull() },
      order: { name: 'ASC' },
      take: Math.min(Math.max(limit ?? 100, 1), 100),
    });
  }
}
