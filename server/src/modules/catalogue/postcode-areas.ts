import type { DataSource } from 'typeorm';
import { parseDistrict } from './postcode-district';

/** "Near a postcode" in search: a district whose area's centre is within this many miles of the visitor's area's. */
export const NEAR_MILES = 25;

const EARTH_RADIUS_MILES = 3958.8;

/** A postcode area's centre: its post town's (postcode_areas). */
export interface AreaCentre {
  area: string;
  postTown: string;
  latitude: number;
  longitude: number;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The same distance in SQL, from a centre given as two parameters to a row's latitude and longitude columns. */
export const milesSql = (lat: string, lng: string, rowLat: string, rowLng: string) =>
  `(2 * ${EARTH_RADIUS_MILES} * asin(least(1, sqrt(power(sin(radians(${rowLat} - ${lat}) / 2), 2)
     + cos(radians(${lat})) * cos(radians(${rowLat})) * power(sin(radians(${rowLng} - ${lng}) / 2), 2)))))`;

/** The 121 postcode areas, read once. */
export class PostcodeAreas {
  private readonly byArea: Map<string, AreaCentre>;

  constructor(rows: AreaCentre[]) {
    this.byArea = new Map(rows.map((r) => [r.area, r]));
  }

  get(area: string): AreaCentre | undefined {
    return this.byArea.get(area);
  }

  /** The areas whose centres lie within `miles` of the area's, itself included, nearest first. */
  within(area: string, miles: number): string[] {
    const centre = this.byArea.get(area);
    if (!centre) return [];
    return [...this.byArea.values()]
      .map((a) => ({ area: a.area, miles: milesBetween(centre, a) }))
      .filter((a) => a.miles <= miles)
      .sort((a, b) => a.miles - b.miles)
      .map((a) => a.area);
  }

  /** A postcode or district the areas know, read as its district; null when it is not a UK one (or not a mainland UK area). */
  district(raw: string): { district: string; area: AreaCentre } | null {
    if (raw.length > 20) return null;
    const parsed = parseDistrict(raw);
    if (!parsed.ok) return null;
    const area = this.byArea.get(parsed.area);
    return area ? { district: parsed.district, area } : null;
  }
}

const loaded = new WeakMap<DataSource, Promise<PostcodeAreas>>();

/** The postcode areas of a database, read once (they are reference data a migration writes). */
export function postcodeAreas(ds: DataSource): Promise<PostcodeAreas> {
  let found = loaded.get(ds);
  if (!found) {
    found = ds
      .query<AreaCentre[]>(`SELECT area, post_town AS "postTown", latitude, longitude FROM postcode_areas`)
      .then((rows) => new PostcodeAreas(rows));
    loaded.set(ds, found);
    found.catch(() => loaded.delete(ds));
  }
  return found;
}
