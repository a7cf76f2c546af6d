import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { Messages, badInput, notFound } from '../../common/errors';
import { milesSql, postcodeAreas } from '../catalogue/postcode-areas';
import { PUBLIC_FRANCHISE } from '../catalogue/public-rules';
import { TerritoryState } from '../catalogue/territory.enums';
import { territoryMessage } from './territory-check';
import type { FranchiseTerritories, NearestTerritory } from './territory.types';

interface LookupRow {
  listed: boolean;
  counts: Partial<Record<TerritoryState, number>> | null;
  here: TerritoryState | null;
  nearest: { district: string; postTown: string; sameArea: boolean; miles: number } | null;
}

/**
 * One statement on the listing's own territories: (franchise_id, district) is unique, so its index serves the counts,
 * the district asked about and the available ones ranked by distance from the visitor's area centre (nearest first;
 * ties, the districts of one area, in district order: LS2 before LS10).
 */
const LOOKUP_SQL = `
  WITH f AS (SELECT f.id FROM franchises f WHERE f.id = $1 AND ${PUBLIC_FRANCHISE}),
  mine AS (SELECT t.district, t.area, t.state FROM franchise_territories t WHERE t.franchise_id = (SELECT id FROM f))
  SELECT EXISTS (SELECT 1 FROM f) AS listed,
    (SELECT json_object_agg(state, n) FROM (SELECT state, count(*)::int AS n FROM mine GROUP BY state) c) AS counts,
    (SELECT state FROM mine WHERE district = $2) AS here,
    (SELECT json_build_object('district', m.district, 'postTown', a.post_town, 'sameArea', m.area = $3, 'miles', ${milesSql('$4', '$5', 'a.latitude', 'a.longitude')})
       FROM mine m JOIN postcode_areas a ON a.area = m.area
      WHERE m.state = 'available' AND m.district <> $2
      ORDER BY m.area <> $3, ${milesSql('$4', '$5', 'a.latitude', 'a.longitude')}, length(m.district), m.district LIMIT 1) AS nearest`;

/** A public listing's territories as a visitor sees them (issue 43). */
export class TerritoryService {
  constructor(private readonly ds: DataSource) {}

  async lookup(franchiseId: string, postcode: string | null | undefined): Promise<FranchiseTerritories> {
    if (!isUUID(franchiseId)) throw notFound(Messages.franchiseNotFound);
    const asked = postcode?.trim() ? (await postcodeAreas(this.ds)).district(postcode) : null;
    if (postcode?.trim() && !asked) throw badInput(Messages.invalidPostCode, 'postcode');
    const [row] = await this.ds.query<LookupRow[]>(LOOKUP_SQL, [
      franchiseId,
      asked?.district ?? '',
      asked?.area.area ?? '',
      asked?.area.latitude ?? 0,
      asked?.area.longitude ?? 0,
    ]);
    if (!row.listed) throw notFound(Messages.franchiseNotFound);
    const counts = row.counts ?? {};
    const nearest: NearestTerritory | null =
      asked && row.nearest
        ? {
            district: row.nearest.district,
            postTown: row.nearest.postTown,
            miles: row.nearest.sameArea ? null : Math.max(1, Math.round(row.nearest.miles)),
          }
        : null;
    return {
      available: counts.available ?? 0,
      reserved: counts.reserved ?? 0,
      taken: counts.taken ?? 0,
      check: asked
        ? {
            district: asked.district,
            state: row.here,
            nearestAvailable: row.here === TerritoryState.AVAILABLE ? null : nearest,
            message: territoryMessage(asked.district, row.here, row.here === TerritoryState.AVAILABLE ? null : nearest),
          }
        : null,
    };
  }
}
