import type { DataSource } from 'typeorm';
import type { SearchFilters } from './franchise-search.query';
import { Messages, badInput } from '../../common/errors';
import { NEAR_MILES, postcodeAreas } from './postcode-areas';

/**
 * Places of the UK for areas and location search: towns (uk_cities) with their region and nation, the
 * nine English regions and the four nations. An area key names one: 'uk' (everywhere), 'nation:Wales',
 * 'region:North West', 'town:<uk_cities id>'. uk_cities is reference data written by migrations, so it is
 * read once per database and kept.
 */
export type PlaceKind = 'uk' | 'nation' | 'region' | 'town';

export interface Place {
  key: string;
  kind: PlaceKind;
  name: string;
  /** Where it lies: 'Yorkshire and the Humber, England' for a town, 'England' for a region. */
  within: string | null;
  /** The keys of the wider places that hold it, narrowest first (a town: its region, its nation, the UK). */
  parents: string[];
}

/** Widest first: the order places are listed in. */
export const KIND_ORDER: Record<PlaceKind, number> = { uk: 0, nation: 1, region: 2, town: 3 };

export const UK_KEY = 'uk';
export const UK_NAME = 'Anywhere in the UK';
/** What a visitor may type to mean the whole country. */
const UK_WORDS = new Set(['uk', 'u.k.', 'united kingdom', 'nationwide', 'great britain', 'gb', 'anywhere in the uk']);
/** Other names people use for a region. */
const REGION_ALIASES: Record<string, string> = {
  'greater london': 'London',
  yorkshire: 'Yorkshire and the Humber',
  'east anglia': 'East of England',
};

export class Places {
  readonly byKey = new Map<string, Place>();
  /** Places by lower-case name (a name can be a town twice over, or a town and a region: London). */
  private readonly byName = new Map<string, Place[]>();
  /** Every key a place holds, itself included (a nation: its regions and towns). */
  private readonly within = new Map<string, string[]>();

  constructor(towns: { id: number; name: string; region: string | null; country: string }[]) {
    this.add({ key: UK_KEY, kind: 'uk', name: UK_NAME, within: null, parents: [] });
    for (const t of towns) {
      const nation = `nation:${t.country}`;
      const region = t.region ? `region:${t.region}` : null;
      this.add({ key: nation, kind: 'nation', name: t.country, within: null, parents: [UK_KEY] });
      if (region) this.add({ key: region, kind: 'region', name: t.region!, within: t.country, parents: [nation, UK_KEY] });
      this.add({
        key: `town:${t.id}`,
        kind: 'town',
        name: t.name,
        within: t.region ? `${t.region}, ${t.country}` : t.country,
        parents: [...(region ? [region] : []), nation, UK_KEY],
      });
    }
    for (const [alias, region] of Object.entries(REGION_ALIASES)) {
      const place = this.byKey.get(`region:${region}`);
      if (place) this.byName.set(alias, [...(this.byName.get(alias) ?? []), place]);
    }
  }

  private add(place: Place) {
    if (this.byKey.has(place.key)) return;
    this.byKey.set(place.key, place);
    const name = place.name.toLowerCase();
    this.byName.set(name, [...(this.byName.get(name) ?? []), place]);
    for (const key of [place.key, ...place.parents]) this.within.set(key, [...(this.within.get(key) ?? []), place.key]);
  }

  /**
   * The area keys a location search matches, in tiers, most local first: for a town, the town, then its
   * region, its nation, the whole UK; for a region or a nation, everything in it, then the wider places.
   * Null when the text names no place (it is then matched against the listings' location text alone).
   */
  tiers(location: string | null | undefined): string[][] | null {
    const text = location?.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!text) return null;
    if (UK_WORDS.has(text)) return [[UK_KEY]];
    const named = this.byName.get(text)?.filter((p) => p.kind !== 'uk');
    if (!named?.length) return null;
    // A name that is a town and a region (London) is searched as the town: the region follows next.
    const towns = named.filter((p) => p.kind === 'town');
    const places = towns.length ? towns : named;
    const tiers: string[][] = [[...new Set(places.flatMap((p) => this.within.get(p.key)!))]];
    const depth = Math.max(...places.map((p) => p.parents.length));
    for (let i = 0; i < depth; i++) tiers.push([...new Set(places.flatMap((p) => (p.parents[i] ? [p.parents[i]] : [])))]);
    // Each key in the first tier it reaches; a tier left empty goes.
    const seen = new Set<string>();
    return tiers.map((tier) => tier.filter((key) => !seen.has(key) && (seen.add(key), true))).filter((tier) => tier.length > 0);
  }

  /** Places whose name contains the search (any case), those starting with it first; the UK, nations, regions, towns. */
  suggest(search: string, limit: number): Place[] {
    const text = search.trim().toLowerCase();
    return [...this.byKey.values()]
      .map((place) => ({ place, at: place.name.toLowerCase().indexOf(text) }))
      .filter(({ place, at }) => at >= 0 || (place.kind === 'uk' && UK_WORDS.has(text)))
      .sort(
        (a, b) =>
          Number(a.at !== 0) - Number(b.at !== 0) || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] || a.place.name.localeCompare(b.place.name),
      )
      .slice(0, limit)
      .map(({ place }) => place);
  }
}

const loaded = new WeakMap<DataSource, Promise<Places>>();

/** The places of a database, read once. */
export function places(ds: DataSource): Promise<Places> {
  let found = loaded.get(ds);
  if (!found) {
    found = ds
      .query<{ id: number; name: string; region: string | null; country: string }[]>(`SELECT id, name, region, country FROM uk_cities ORDER BY id`)
      .then((rows) => new Places(rows));
    loaded.set(ds, found);
    found.catch(() => loaded.delete(ds));
  }
  return found;
}

/** The filters with the areas their location names, most local first (see Places.tiers). */
export async function withAreas(ds: DataSource, filters: SearchFilters): Promise<SearchFilters> {
  const near = filters.availableNear?.trim();
  let territoryAreas: string[] | null = null;
  if (near) {
    const areas = await postcodeAreas(ds);
    const found = areas.district(near);
    if (!found) throw badInput(Messages.invalidPostCode, 'availableNear');
    territoryAreas = areas.within(found.area.area, NEAR_MILES);
  }
  return { ...filters, areaTiers: (await places(ds)).tiers(filters.location), territoryAreas };
}
