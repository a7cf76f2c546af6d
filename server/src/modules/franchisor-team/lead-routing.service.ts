import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { Messages, badInput, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { places } from '../catalogue/places';
import type { LeadRouter, RoutedLead } from '../lead-intake/lead-router';
import { LeadRoutingMember, LeadRoutingMode, LeadRoutingRule } from './lead-routing.entity';
import type { ListingRouting, SetLeadRoutingInput } from './lead-routing.types';

/** Most specific first: a town's member before its region's, before its nation's, before 'Anywhere in the UK'. */
const SPECIFICITY = ['town:', 'region:', 'nation:'];
const specificity = (key: string) => {
  const i = SPECIFICITY.findIndex((p) => key.startsWith(p));
  return i === -1 ? SPECIFICITY.length : i;
};

/**
 * Lead routing (issue 42 part 3): per listing, a rule that gives its new leads to a member of the company, by area
 * (the listing's areas, each to a member; the enquirer's town matched most specific first) or in turn (round robin
 * among chosen members). A lead the rule cannot place (no member for its area, a town not on the list, no members
 * left) goes to the company's owner. Implements lead-intake's LeadRouter, called in the transaction that writes the
 * leads; the round-robin turn is one conditional UPDATE per lead on the rule's row, so concurrent leads take
 * distinct turns (the row lock queues them) and spread evenly.
 */
export class LeadRoutingService implements LeadRouter {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
  ) {}

  /** The company's listings (any status), each with its areas and its rule. */
  async list(franchisorId: string): Promise<ListingRouting[]> {
    const [rows, members, known] = await Promise.all([
      this.ds.query<{ franchiseId: string; name: string; areas: string[]; mode: LeadRoutingMode | null }[]>(
        `SELECT f.id AS "franchiseId", f.name, f.areas, r.mode
           FROM franchises f LEFT JOIN lead_routing_rules r ON r.franchise_id = f.id
          WHERE f.franchisor_id = $1 ORDER BY f.name, f.id`,
        [franchisorId],
      ),
      this.ds.query<{ franchiseId: string; memberId: string; area: string }[]>(
        `SELECT m.franchise_id AS "franchiseId", m.member_id AS "memberId", m.area
           FROM lead_routing_members m JOIN lead_routing_rules r ON r.franchise_id = m.franchise_id
          WHERE r.franchisor_id = $1 ORDER BY m.area, m.member_id`,
        [franchisorId],
      ),
      places(this.ds),
    ]);
    return rows.map((r) => ({
      franchiseId: r.franchiseId,
      name: r.name,
      mode: r.mode,
      areas: (r.areas ?? []).map((key) => ({ key, name: known.byKey.get(key)?.name ?? key })),
      members: members.filter((m) => m.franchiseId === r.franchiseId).map(({ memberId, area }) => ({ memberId, area: area || null })),
    }));
  }

  /**
   * Sets (or, with mode null, removes) a listing's rule, owner only. Refused on the field, nothing written: a listing
   * not the company's, a member not of the team, an area the listing does not recruit in, a round robin without members.
   */
  async set(franchisorId: string, input: SetLeadRoutingInput): Promise<ListingRouting> {
    await this.work.run(async (em) => {
      const [listing]: { areas: string[] }[] = isUUID(input.franchiseId)
        ? await em.query(`SELECT areas FROM franchises WHERE id = $1 AND franchisor_id = $2 FOR UPDATE`, [input.franchiseId, franchisorId])
        : [];
      if (!listing) throw notFound(Messages.franchiseNotFound);
      const targets = input.members ?? [];
      const ids = [...new Set(targets.map((t) => t.memberId))];
      const team: { userId: string }[] = ids.length
        ? await em.query(`SELECT user_id AS "userId" FROM franchisor_members WHERE franchisor_id = $1 AND user_id = ANY($2::uuid[])`, [
            franchisorId,
            ids.filter((id) => isUUID(id)),
          ])
        : [];
      if (team.length !== ids.length) throw badInput(Messages.assigneeNotMember, 'members');
      if (input.mode === LeadRoutingMode.ROUND_ROBIN && ids.length === 0) throw badInput(Messages.routingNeedsMembers, 'members');
      if (input.mode === LeadRoutingMode.AREA) {
        const areas = new Set(listing.areas ?? []);
        if (targets.some((t) => !t.area || !areas.has(t.area))) throw badInput(Messages.routingAreaNotListed, 'members');
      }
      await em.getRepository(LeadRoutingRule).delete({ franchiseId: input.franchiseId });
      if (!input.mode) return;
      await em.getRepository(LeadRoutingRule).insert({ franchiseId: input.franchiseId, franchisorId, mode: input.mode });
      const rows = input.mode === LeadRoutingMode.ROUND_ROBIN ? ids.map((memberId) => ({ memberId, area: '' })) : targets;
      await em.getRepository(LeadRoutingMember).insert(
        [...new Map(rows.map((t) => [`${t.area ?? ''}:${t.memberId}`, t])).values()].map((t) => ({
          franchiseId: input.franchiseId,
          memberId: t.memberId,
          area: t.area ?? '',
        })),
      );
    });
    return (await this.list(franchisorId)).find((l) => l.franchiseId === input.franchiseId)!;
  }

  async route(em: EntityManager, leads: RoutedLead[]): Promise<Map<string, string>> {
    const assigned = new Map<string, string>();
    if (leads.length === 0) return assigned;
    const franchiseIds = [...new Set(leads.map((l) => l.franchiseId))];
    const rules: { franchiseId: string; mode: LeadRoutingMode; owner: string | null }[] = await em.query(
      `SELECT r.franchise_id AS "franchiseId", r.mode,
              (SELECT o.user_id FROM franchisor_members o WHERE o.franchisor_id = r.franchisor_id AND o.role = 'owner') AS owner
         FROM lead_routing_rules r WHERE r.franchise_id = ANY($1::uuid[])`,
      [franchiseIds],
    );
    if (rules.length === 0) return assigned;
    // Only members still in the company (a removed member's rows go with their account; a moved one is skipped).
    const members: { franchiseId: string; area: string; memberId: string }[] = await em.query(
      `SELECT m.franchise_id AS "franchiseId", m.area, m.member_id AS "memberId"
         FROM lead_routing_members m
         JOIN lead_routing_rules r ON r.franchise_id = m.franchise_id
         JOIN franchisor_members t ON t.user_id = m.member_id AND t.franchisor_id = r.franchisor_id
        WHERE m.franchise_id = ANY($1::uuid[])
        ORDER BY m.member_id`,
      [rules.map((r) => r.franchiseId)],
    );
    const ruleOf = new Map(rules.map((r) => [r.franchiseId, r]));
    for (const lead of leads) {
      const rule = ruleOf.get(lead.franchiseId);
      if (!rule) continue;
      const mine = members.filter((m) => m.franchiseId === lead.franchiseId);
      let member: string | null = null;
      if (rule.mode === LeadRoutingMode.AREA) {
        const keys = [...lead.townKeys].sort((a, b) => specificity(a) - specificity(b));
        for (const key of [...keys, 'uk']) {
          member = mine.find((m) => m.area === key)?.memberId ?? null;
          if (member) break;
        }
      } else {
        const inTurn = mine.filter((m) => m.area === '');
        if (inTurn.length > 0) {
          const [{ turn }]: { turn: string }[] = await em.query(
            `WITH moved AS (UPDATE lead_routing_rules SET turn = turn + 1 WHERE franchise_id = $1 RETURNING turn) SELECT turn FROM moved`,
            [lead.franchiseId],
          );
          member = inTurn[(Number(turn) - 1) % inTurn.length].memberId;
        }
      }
      const to = member ?? rule.owner;
      if (to) assigned.set(lead.id, to);
    }
    return assigned;
  }
}
