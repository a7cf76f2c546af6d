import type { EntityManager } from 'typeorm';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { INVESTMENT_OPTIONS } from './lead.constants';

/** What a lead misses of its listing's requirements, as the franchisor reads it. */
export const REQUIREMENT_MISSES = {
  belowMinCapital: 'Below your minimum capital',
  outsideAreas: 'Outside the areas you recruit in',
} as const;

/** The listing's requirements a lead is screened against. */
export interface ListingRequirements {
  /** Pounds; null when the listing states none. */
  minimumLiquidCapital: number | null;
  /** Area keys ('uk', 'nation:Wales', 'region:North West', 'town:<id>'); empty when none are stated. */
  areas: string[];
}

export interface Screening {
  belowMinCapital: boolean;
  outsideAreas: boolean;
  meetsRequirements: boolean;
}

/** Pounds of one of the desired-investment options ('£500,000+' is £500,000); null for anything else. */
export function capitalOf(option: string | null | undefined): number | null {
  if (!option || !(INVESTMENT_OPTIONS as readonly string[]).includes(option)) return null;
  return Number(option.replace(/[£,+]/g, ''));
}

/**
 * The area keys a town stands in: the town, its region (England) and its nation. Towns are matched by name
 * (case and surrounding spaces ignored) against the UK towns list; a town not on it gets no keys.
 */
export async function townAreas(em: EntityManager, towns: string[]): Promise<Map<string, string[]>> {
  const names = [...new Set(towns.map((t) => t.trim().toLowerCase()).filter(Boolean))];
  const found = new Map<string, string[]>();
  if (names.length === 0) return found;
  const rows: { key: string; id: string; region: string | null; country: string }[] = await em.query(
    `SELECT lower(name) AS key, id, region, country FROM uk_cities WHERE lower(name) = ANY($1::text[]) ORDER BY id`,
    [names],
  );
  for (const r of rows) {
    const keys = found.get(r.key) ?? [];
    keys.push(`town:${r.id}`, `nation:${r.country}`);
    if (r.region) keys.push(`region:${r.region}`);
    found.set(r.key, keys);
  }
  return found;
}

/**
 * Screens one enquiry against a listing. Capital: below when the listing states a minimum and the enquirer's option
 * is under it. Areas: outside when the listing names areas, none of them is 'uk' (everywhere), and the enquirer's town
 * is on the towns list but in none of them. A requirement the listing does not state, a town left blank or not on the
 * list, is not counted as missed: the franchisor sees the town as typed.
 */
export function screen(req: ListingRequirements, capital: number | null, town: string[] | undefined): Screening {
  const belowMinCapital = req.minimumLiquidCapital != null && capital != null && capital < req.minimumLiquidCapital;
  const recruitsEverywhere = req.areas.length === 0 || req.areas.includes('uk');
  const outsideAreas = !recruitsEverywhere && town != null && town.length > 0 && !town.some((k) => req.areas.includes(k));
  return { belowMinCapital, outsideAreas, meetsRequirements: !belowMinCapital && !outsideAreas };
}

/** The misses of a screened lead, in the franchisor's words. */
export function missesOf(s: { belowMinCapital: boolean; outsideAreas: boolean }): string[] {
  const misses: string[] = [];
  if (s.belowMinCapital) misses.push(REQUIREMENT_MISSES.belowMinCapital);
  if (s.outsideAreas) misses.push(REQUIREMENT_MISSES.outsideAreas);
  return misses;
}

/** What the enquirer reads before sending when theirs does not meet a listing's requirements (they may still send). */
export const ENQUIRER_NOTES = {
  belowMinCapital: (minimum: number) => `Your available capital is below this franchise's minimum of ${formatPounds(minimum)}`,
  outsideAreas: (town: string) => `This franchise does not recruit in ${town} at the moment`,
} as const;

const formatPounds = (value: number) => `£${Math.round(value).toLocaleString('en-GB')}`;

/** One ticked franchise's requirements and what an enquiry would miss of them, screened as LeadWriter screens it. */
export interface EnquiryCheck {
  franchiseId: string;
  name: string;
  requirements: ListingRequirements;
  screening: Screening;
}

/**
 * The requirements of the franchises a request would go to (approved, with a franchisor: those LeadWriter writes
 * to; others are left out), in the order asked, each screened with `screen` against the capital and town given, as
 * the leads will be when sent, with the area keys the town stands in. Two queries whatever the number of franchises;
 * nothing is written.
 */
export async function checkEnquiry(
  em: EntityManager,
  franchiseIds: string[],
  desiredInvestment: string | null | undefined,
  city: string | null | undefined,
): Promise<{ checks: EnquiryCheck[]; townKeys: string[] }> {
  const ids = [...new Set(franchiseIds)];
  if (ids.length === 0) return { checks: [], townKeys: [] };
  const rows: { id: string; name: string; areas: string[]; minimum_liquid_capital: string | null }[] = await em.query(
    `SELECT f.id, f.name, f.areas, d.minimum_liquid_capital
     FROM franchises f LEFT JOIN franchise_details d ON d.franchise_id = f.id
     WHERE f.id = ANY($1::uuid[]) AND f.status = $2 AND f.franchisor_id IS NOT NULL`,
    [ids, FranchiseStatus.APPROVED],
  );
  const town = (city ?? '').trim().toLowerCase();
  const keys = (await townAreas(em, [town])).get(town);
  const capital = capitalOf(desiredInvestment?.trim());
  const byId = new Map(rows.map((r) => [r.id, r]));
  const checks = ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const requirements: ListingRequirements = {
      minimumLiquidCapital: r.minimum_liquid_capital == null ? null : Number(r.minimum_liquid_capital),
      areas: r.areas ?? [],
    };
    return [{ franchiseId: r.id, name: r.name, requirements, screening: screen(requirements, capital, keys) }];
  });
  return { checks, townKeys: keys ?? [] };
}
