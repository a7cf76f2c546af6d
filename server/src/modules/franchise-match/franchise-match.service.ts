import { type DataSource, In } from 'typeorm';
import type { UnitOfWork } from '../../common/unit-of-work';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { Franchise } from '../catalogue/franchise.entity';
import { UK_KEY, places } from '../catalogue/places';
import { capitalOf, townAreas } from '../lead-intake/lead-screening';
import { BORROWING_OPTIONS, type MatchAnswersInput } from '../lead-intake/match-answers';
import { type MatchCriteria, type MatchRow, buildMatchQuery, ranks } from './match-query';
import { type Reason, matchReasons } from './match-reasons';

/** Pounds of a borrowing option ('Nothing' is 0, '£250,000+' is £250,000); null for anything else. */
export function borrowingOf(option: string | null | undefined): number | null {
  if (!option || !(BORROWING_OPTIONS as readonly string[]).includes(option)) return null;
  return option === 'Nothing' ? 0 : Number(option.replace(/[£,+]/g, ''));
}

export interface MatchHit {
  franchise: Franchise;
  fit: number;
  reasons: Reason[];
}

/** The matching quiz's results (issue 43): public listings ranked by the answers, with the reasons for each. */
export class FranchiseMatchService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * The answers as the query uses them, and the town's name as the towns list spells it; a town not on the list is
   * left out (it cannot be placed).
   */
  async criteria(answers: MatchAnswersInput): Promise<MatchCriteria & { townName: string | null }> {
    const town = answers.town?.trim() ?? '';
    const areas = town ? (await townAreas(this.ds.manager, [town])).get(town.toLowerCase()) : undefined;
    const townName = areas ? ((await places(this.ds)).byKey.get(areas[0])?.name ?? town) : null;
    return {
      townName,
      ownCash: capitalOf(answers.ownCash),
      borrowing: borrowingOf(answers.borrowing),
      areaKeys: areas ? [...areas, UK_KEY] : null,
      involvement: answers.involvement ?? null,
      hours: answers.hours ?? null,
      sectorIds: answers.sectorIds?.length ? [...new Set(answers.sectorIds)] : null,
    };
  }

  async matches(answers: MatchAnswersInput, offset: number, limit: number): Promise<{ hits: MatchHit[]; total: number }> {
    const criteria = await this.criteria(answers);
    // Every public listing is ranked: the total is theirs, kept by the catalogue until it changes.
    const total = this.catalogue.publicCount();
    total.catch(() => {});
    // The listings that fit every answer come first; when they fill the page, they are the page. That query walks the
    // newest-first index and stops at a page: a few milliseconds alone, where starting parallel workers for it costs
    // about 35 ms on a 2-core machine, so it runs without them (SET LOCAL, in a read-only transaction of its own).
    let rows: MatchRow[] = [];
    if (ranks(criteria)) {
      const top = buildMatchQuery(criteria, offset, limit, true);
      rows = await this.work.run(async (m) => {
        await m.query(`SET LOCAL max_parallel_workers_per_gather = 0`);
        return m.query<MatchRow[]>(top.sql, top.params);
      });
    }
    if (rows.length < limit) {
      const { sql, params } = buildMatchQuery(criteria, offset, limit);
      rows = await this.ds.query<MatchRow[]>(sql, params);
    }
    if (rows.length === 0) return { hits: [], total: await total };
    const franchises = await this.ds.getRepository(Franchise).findBy({ id: In(rows.map((r) => r.id)) });
    const byId = new Map(franchises.map((f) => [f.id, f]));
    const hits = rows
      .filter((r) => byId.has(r.id))
      .map((r) => ({ franchise: byId.get(r.id)!, fit: r.fit, reasons: matchReasons(r, criteria, criteria.townName) }));
    return { hits, total: await total };
  }
}
