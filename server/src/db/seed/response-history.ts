import { FranchiseStatus } from '../../modules/catalogue/catalogue.enums';
import { FranchiseLead } from '../../modules/lead-intake/franchise-lead.entity';
import { LeadStatus } from '../../modules/lead-intake/lead.enums';
import { refreshResponseTimes } from '../../modules/franchisor-dashboard/response-times.service';
import type { SeedContext } from './context';
import type { SeededFranchises } from './franchises';
import type { Random } from './random';
import { seedId } from './random';

/**
 * How quickly each demo franchisor answers an enquiry (issue 29): the typical first reply in hours, the share of
 * enquiries never answered, and how many past enquiries from visitors (over the last 90 days) they get on top of
 * the scripted ones in data/leads-and-messages. Some brands answer within the hour, some take days, some get too
 * few enquiries for their listings to show a figure.
 */
export const REPLY_PROFILES: Record<string, { hours: number; unanswered: number; leads: number }> = {
  demo: { hours: 3, unanswered: 0.05, leads: 0 },
  oakridge: { hours: 0.5, unanswered: 0, leads: 12 },
  'harbour-lane': { hours: 2, unanswered: 0.05, leads: 9 },
  thistle: { hours: 6, unanswered: 0.1, leads: 8 },
  northstar: { hours: 18, unanswered: 0.15, leads: 10 },
  peak: { hours: 1.5, unanswered: 0, leads: 7 },
  kestrel: { hours: 40, unanswered: 0.25, leads: 8 },
  redline: { hours: 4, unanswered: 0.1, leads: 3 },
  meridian: { hours: 10, unanswered: 0.1, leads: 6 },
  wayfarer: { hours: 80, unanswered: 0.4, leads: 9 },
  cornerstone: { hours: 1, unanswered: 0.05, leads: 2 },
  greenway: { hours: 26, unanswered: 0.2, leads: 7 },
  'little-chefs': { hours: 8, unanswered: 0.1, leads: 6 },
};

const FIRST = ['Amelia', 'Harry', 'Isla', 'Jack', 'Priya', 'Mohammed', 'Grace', 'Owen', 'Sofia', 'Callum', 'Niamh', 'Ravi', 'Eleanor', 'Dylan'];
const LAST = ['Patel', 'Jones', 'Murphy', 'Evans', 'Khan', 'Walsh', 'Roberts', 'Campbell', 'Hughes', 'Begum', 'Taylor', 'Reid'];
const TOWNS: [string, string][] = [
  ['Manchester', 'M14 5RB'],
  ['Cardiff', 'CF24 3DG'],
  ['Glasgow', 'G12 8QQ'],
  ['Norwich', 'NR2 4SX'],
  ['Leeds', 'LS6 2AB'],
  ['Exeter', 'EX4 4QJ'],
  ['Belfast', 'BT7 1NN'],
];
const ANSWERED: LeadStatus[] = [LeadStatus.CONTACTED, LeadStatus.CONTACTED, LeadStatus.MEETING, LeadStatus.QUALIFIED, LeadStatus.LOST];

/** A first-reply delay in minutes around the franchisor's typical hours: a quarter to four times it, skewed short. */
export function replyDelayMinutes(rnd: Random, hours: number): number {
  const factor = 2 ** ((rnd.next() + rnd.next() - 1) * 2);
  return Math.max(4, Math.round(hours * 60 * factor));
}

/**
 * Past enquiries from visitors to the franchisors of REPLY_PROFILES, each answered (or not) as its franchisor
 * does, and then every franchisor's public figures counted, so the listings show them from the first start.
 * Unanswered ones were reminded of (the reminder job leaves them alone).
 */
export async function seedResponseHistory(ctx: SeedContext, franchisors: Record<string, string>, franchises: SeededFranchises): Promise<number> {
  const { em, clock } = ctx;
  const rnd = ctx.random('response-history');
  const listings = [...franchises.values()].filter((f) => f.status === FranchiseStatus.APPROVED && f.franchisorId);
  const leads: Array<Partial<FranchiseLead>> = [];
  for (const [key, profile] of Object.entries(REPLY_PROFILES)) {
    const own = listings.filter((f) => f.franchisorId === franchisors[key]);
    if (own.length === 0) continue;
    for (let i = 0; i < profile.leads; i++) {
      const franchise = rnd.pick(own);
      const name = `${rnd.pick(FIRST)} ${rnd.pick(LAST)}`;
      const [city, postCode] = rnd.pick(TOWNS);
      const createdAt = clock.daysAgo(rnd.int(4, 88), rnd);
      const answered = !rnd.chance(profile.unanswered);
      const firstResponseAt = answered ? clock.plusMinutes(createdAt, replyDelayMinutes(rnd, profile.hours)) : null;
      leads.push({
        id: seedId('history-lead', `${key}-${i}`),
        franchiseId: franchise.id,
        franchisorId: franchise.franchisorId,
        userId: null,
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i}@example.test`,
        phone: `07700 900${String(100 + leads.length).padStart(3, '0')}`,
        message: rnd.pick([
          'Could you send me your prospectus, please?',
          'I would like to know more about the territories still available.',
          'What support do you give in the first year?',
          'Is finance available for the initial investment?',
        ]),
        city,
        postCode,
        country: 'United Kingdom',
        desiredInvestment: rnd.pick(['£50,000', '£100,000', '£250,000'] as const),
        desiredTimeframe: rnd.pick(['3 months', '6 months', '1 year'] as const),
        status: answered ? rnd.pick(ANSWERED) : LeadStatus.NEW,
        firstResponseAt,
        reminderSentAt: answered ? null : clock.plusDays(createdAt, 1),
        createdAt,
        updatedAt: firstResponseAt ?? createdAt,
      });
    }
  }
  if (leads.length > 0) await em.getRepository(FranchiseLead).insert(leads);

  // The scripted leads (data/leads-and-messages, the portal's year) past new were first answered as their franchisor
  // usually answers, by the time they were last changed; those left new over a day were reminded of.
  const franchisorKey = new Map(Object.entries(franchisors).map(([key, id]) => [id, key]));
  const worked: { id: string; franchisor_id: string; created_at: Date; updated_at: Date }[] = await em.query(
    `SELECT id, franchisor_id, created_at, updated_at FROM franchise_leads
     WHERE status <> 'new' AND first_response_at IS NULL AND franchisor_id IS NOT NULL ORDER BY created_at, id`,
  );
  const answeredAt = worked.map((l) => {
    const hours = REPLY_PROFILES[franchisorKey.get(l.franchisor_id) ?? '']?.hours ?? 6;
    const replied = clock.plusMinutes(l.created_at, replyDelayMinutes(rnd, hours));
    return (replied < l.updated_at ? replied : l.updated_at).toISOString();
  });
  await em.query(
    `UPDATE franchise_leads l SET first_response_at = a.at
     FROM unnest($1::uuid[], $2::timestamptz[]) AS a(id, at) WHERE l.id = a.id`,
    [worked.map((l) => l.id), answeredAt],
  );
  await em.query(
    `UPDATE franchise_leads SET reminder_sent_at = created_at + interval '1 day'
     WHERE status = 'new' AND first_response_at IS NULL AND created_at <= $1::timestamptz - interval '1 day'`,
    [clock.now],
  );
  await refreshResponseTimes(em, clock.now);
  return leads.length;
}
