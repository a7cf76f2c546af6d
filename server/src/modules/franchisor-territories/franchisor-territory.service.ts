import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { Messages, badInput, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { FranchiseTerritory } from '../catalogue/franchise-territory.entity';
import { postcodeAreas } from '../catalogue/postcode-areas';
import { invalidDistrictsMessage, parseDistrictList } from '../catalogue/postcode-district';
import type { TerritoryState } from '../catalogue/territory.enums';
import type { FranchisorTerritory } from './franchisor-territory.types';

/** A listing has at most this many territories (the UK has about 3,000 postcode districts). */
export const MAX_TERRITORIES = 3000;

interface TerritoryCounts {
  available: number;
  reserved: number;
  taken: number;
}

/**
 * A franchisor's territories for its listings (issue 43). They change without review: which districts are sold is
 * a fact of trade the franchisor keeps current, not a claim the admin could check. Every call is scoped to the
 * company's own listings; another company's listing or territory is not found.
 */
export class FranchisorTerritoryService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
  ) {}

  async list(franchisorId: string, franchiseId: string, offset: number, limit: number): Promise<[FranchisorTerritory[], number, TerritoryCounts]> {
    await this.ownListing(franchisorId, franchiseId);
    const [items, counts] = await Promise.all([
      this.ds.query<FranchisorTerritory[]>(
        `SELECT t.id, t.district, a.post_town AS "postTown", t.state FROM franchise_territories t JOIN postcode_areas a ON a.area = t.area
          WHERE t.franchise_id = $1 ORDER BY t.area, length(t.district), t.district OFFSET $2 LIMIT $3`,
        [franchiseId, offset, limit],
      ),
      this.counts(franchiseId),
    ]);
    return [items, counts.available + counts.reserved + counts.taken, counts];
  }

  /** Adds the districts typed (or sets their state when already there); refuses the whole list if one is not a district. */
  async add(franchisorId: string, franchiseId: string, typed: string, state: TerritoryState): Promise<number> {
    const parsed = parseDistrictList(typed);
    if ('invalid' in parsed) throw badInput(invalidDistrictsMessage(parsed.invalid), 'districts');
    if (parsed.districts.length === 0) throw badInput(Messages.territoryDistrictsRequired, 'districts');
    const areas = await postcodeAreas(this.ds);
    const unknown = parsed.districts.filter((d) => !areas.district(d));
    if (unknown.length > 0) throw badInput(invalidDistrictsMessage(unknown), 'districts');
    return this.work.run(async (m) => {
      // Under a lock on the listing, so two additions at once cannot pass the limit together.
      const [listing] = await m.query<unknown[]>(`SELECT 1 FROM franchises WHERE id = $1 AND franchisor_id = $2 FOR UPDATE`, [
        isUUID(franchiseId) ? franchiseId : null,
        franchisorId,
      ]);
      if (!listing) throw notFound(Messages.franchiseNotFound);
      const [{ n }] = await m.query<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM franchise_territories WHERE franchise_id = $1 AND district <> ALL($2::varchar[])`,
        [franchiseId, parsed.districts],
      );
      if (n + parsed.districts.length > MAX_TERRITORIES) throw badInput(Messages.tooManyTerritories, 'districts');
      await m.query(
        `INSERT INTO franchise_territories (franchise_id, district, area, state)
         SELECT $1, d, substring(d from '^[A-Z]+'), $3::territory_state FROM unnest($2::varchar[]) AS d
         ON CONFLICT (franchise_id, district) DO UPDATE SET state = EXCLUDED.state, updated_at = now()
         WHERE franchise_territories.state <> EXCLUDED.state`,
        [franchiseId, parsed.districts, state],
      );
      return parsed.districts.length;
    });
  }

  async setState(franchisorId: string, id: string, state: TerritoryState): Promise<FranchisorTerritory> {
    const territory = await this.own(franchisorId, id);
    await this.work.run((m) => m.getRepository(FranchiseTerritory).update({ id: territory.id }, { state }));
    return { ...territory, state };
  }

  async remove(franchisorId: string, id: string): Promise<boolean> {
    const territory = await this.own(franchisorId, id);
    await this.work.run((m) => m.getRepository(FranchiseTerritory).delete({ id: territory.id }));
    return true;
  }

  private async counts(franchiseId: string): Promise<TerritoryCounts> {
    const rows = await this.ds.query<{ state: TerritoryState; n: number }[]>(
      `SELECT state, count(*)::int AS n FROM franchise_territories WHERE franchise_id = $1 GROUP BY state`,
      [franchiseId],
    );
    const counts: TerritoryCounts = { available: 0, reserved: 0, taken: 0 };
    for (const r of rows) counts[r.state] = r.n;
    return counts;
  }

  private async ownListing(franchisorId: string, franchiseId: string): Promise<void> {
    const [found] = isUUID(franchiseId)
      ? await this.ds.query<unknown[]>(`SELECT 1 FROM franchises WHERE id = $1 AND franchisor_id = $2`, [franchiseId, franchisorId])
      : [];
    if (!found) throw notFound(Messages.franchiseNotFound);
  }

  private async own(franchisorId: string, id: string): Promise<FranchisorTerritory> {
    const [found] = isUUID(id)
      ? await this.ds.query<FranchisorTerritory[]>(
          `SELECT t.id, t.district, a.post_town AS "postTown", t.state FROM franchise_territories t
             JOIN franchises f ON f.id = t.franchise_id JOIN postcode_areas a ON a.area = t.area
            WHERE t.id = $1 AND f.franchisor_id = $2`,
          [id, franchisorId],
        )
      : [];
    if (!found) throw notFound(Messages.territoryNotFound);
    return found;
  }
}
