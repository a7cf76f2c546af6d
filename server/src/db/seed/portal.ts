import { AccountStatus, UserType } from '../../modules/auth/auth.enums';
import { Profile } from '../../modules/auth/profile.entity';
import { SignIn } from '../../modules/auth/sign-in.entity';
import { User } from '../../modules/auth/user.entity';
import { FranchiseStatus } from '../../modules/catalogue/catalogue.enums';
import { FranchiseLead } from '../../modules/lead-intake/franchise-lead.entity';
import { capitalOf, screen, townAreas } from '../../modules/lead-intake/lead-screening';
import { LEAD_FALLBACKS } from '../../modules/lead-intake/lead.constants';
import { ContactMethod, ContactTime, InterestStatus, LeadStatus } from '../../modules/lead-intake/lead.enums';
import { Message } from '../../modules/messages/message.entity';
import { type SeededAccounts, UNUSABLE_PASSWORD } from './accounts';
import type { SeedContext } from './context';
import type { SeededFranchises } from './franchises';
import { CONSENT_TEXT } from './data/leads-and-messages';
import {
  FIRST_NAMES,
  INVESTMENTS,
  LAST_NAMES,
  LEAD_MESSAGES,
  LISTING_TRAFFIC,
  PLACES,
  PORTAL_CUSTOMERS,
  SIGN_INS,
  SUPPORT_HISTORY,
  TIMEFRAMES,
} from './data/portal';
import { type Random, seedId } from './random';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Older leads have moved further along; the newest are mostly untouched. */
function statusFor(daysAgo: number, rnd: Random): LeadStatus {
  const pick = (weights: [LeadStatus, number][]) => {
    let x = rnd.next() * weights.reduce((sum, [, w]) => sum + w, 0);
    for (const [status, w] of weights) if ((x -= w) < 0) return status;
    return weights[0][0];
  };
  if (daysAgo < 14)
    return pick([
      [LeadStatus.NEW, 6],
      [LeadStatus.CONTACTED, 4],
    ]);
  if (daysAgo < 60) {
    return pick([
      [LeadStatus.NEW, 1],
      [LeadStatus.CONTACTED, 4],
      [LeadStatus.MEETING, 3],
      [LeadStatus.QUALIFIED, 2],
      [LeadStatus.LOST, 1],
    ]);
  }
  return pick([
    [LeadStatus.CONTACTED, 2],
    [LeadStatus.MEETING, 1],
    [LeadStatus.QUALIFIED, 2],
    [LeadStatus.CONVERTED, 2],
    [LeadStatus.LOST, 3],
  ]);
}

/**
 * The demo franchisor's portal over the last year: leads in every status, customers waiting for an
 * answer, the support conversation with the platform, the listing events behind the dashboard's
 * funnel (card views, clicks to the franchise page and one information request per lead), and recent
 * sign-ins of the demo accounts. Runs after the leads and the ads.
 */
export async function seedPortal(
  ctx: SeedContext,
  accounts: SeededAccounts,
  franchises: SeededFranchises,
): Promise<{ portalLeads: number; portalMessages: number; listingEvents: number; signIns: number }> {
  const { em, clock } = ctx;
  const rnd = ctx.random('portal');
  const franchisorId = accounts.demo.franchisor;
  const own = [...franchises.values()].filter((f) => f.franchisorId === franchisorId && f.status === FranchiseStatus.APPROVED);

  // Leads spread over the year, a few a month per franchise.
  const leads: Array<Partial<FranchiseLead>> = [];
  for (const f of own) {
    const traffic = LISTING_TRAFFIC[f.key];
    if (!traffic) throw new Error(`No listing traffic for ${f.key}`);
    for (let i = 0; i < traffic.leads; i++) {
      const daysAgo = rnd.int(4, 364);
      const createdAt = clock.daysAgo(daysAgo, rnd);
      const first = rnd.pick(FIRST_NAMES);
      const last = rnd.pick(LAST_NAMES);
      const place = rnd.pick(PLACES);
      const status = statusFor(daysAgo, rnd);
      leads.push({
        id: seedId('portal-lead', `${f.key}:${i}`),
        franchiseId: f.id,
        franchisorId,
        userId: null,
        name: `${first} ${last}`,
        email: `${first}.${last}.${i}@example.test`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
        phone: `07700 900${String(rnd.int(0, 999)).padStart(3, '0')}`,
        message: rnd.pick(LEAD_MESSAGES),
        city: place.city,
        postCode: place.postCode,
        country: 'United Kingdom',
        desiredInvestment: rnd.pick(INVESTMENTS),
        desiredTimeframe: rnd.pick(TIMEFRAMES),
        status,
        interestStatus: rnd.chance(0.15) ? InterestStatus.NOT_INTERESTED : InterestStatus.STILL_INTERESTED,
        marketingOptIn: rnd.chance(0.3),
        consentText: null,
        consentAt: null,
        createdAt,
        updatedAt: status === LeadStatus.NEW ? createdAt : new Date(Math.min(clock.now.getTime(), createdAt.getTime() + rnd.int(1, 20) * DAY_MS)),
      });
    }
  }

  // Customers who asked the franchisor something about their request, waiting for an answer.
  const users: Array<Partial<User>> = [];
  const profiles: Array<Partial<Profile>> = [];
  const messages: Array<Partial<Message>> = [];
  for (const c of PORTAL_CUSTOMERS) {
    const id = seedId('user', c.email);
    const franchise = franchises.get(c.franchise)!;
    const createdAt = clock.daysAgo(c.leadDaysAgo + 1);
    users.push({ id, email: c.email, passwordHash: UNUSABLE_PASSWORD, createdAt });
    profiles.push({
      id,
      email: c.email,
      fullName: c.fullName,
      companyName: null,
      phone: c.phone,
      userType: UserType.CUSTOMER,
      status: AccountStatus.APPROVED,
      createdAt,
      approvedAt: createdAt,
      lastLogin: clock.daysAgo(1),
    });
    const leadId = seedId('portal-lead', c.key);
    const leadAt = clock.daysAgo(c.leadDaysAgo, rnd);
    leads.push({
      id: leadId,
      franchiseId: franchise.id,
      franchisorId,
      userId: id,
      name: c.fullName,
      email: c.email,
      phone: c.phone,
      message: 'Interested in this franchise',
      city: c.city,
      postCode: c.postCode,
      country: 'United Kingdom',
      desiredInvestment: '£20,000',
      desiredTimeframe: '3 months',
      status: c.status as LeadStatus,
      interestStatus: InterestStatus.STILL_INTERESTED,
      marketingOptIn: false,
      consentText: CONSENT_TEXT,
      consentAt: leadAt,
      createdAt: leadAt,
      updatedAt: leadAt,
    });
    c.messages.forEach((m, i) => {
      const fromCustomer = m.from === 'customer';
      messages.push({
        id: seedId('portal-message', `${c.key}:${i}`),
        senderId: fromCustomer ? id : franchisorId,
        receiverId: fromCustomer ? franchisorId : id,
        subject: `Re: ${franchise.name}`,
        content: m.content,
        read: m.read,
        leadId,
        attachmentFileId: null,
        createdAt: clock.plusMinutes(clock.daysAgo(m.daysAgo), 9 * 60 + i),
      });
    });
  }
  SUPPORT_HISTORY.forEach((m, i) => {
    const fromFranchisor = m.from === 'franchisor';
    messages.push({
      id: seedId('portal-support', i),
      senderId: fromFranchisor ? franchisorId : accounts.demo.admin,
      receiverId: fromFranchisor ? accounts.demo.admin : franchisorId,
      subject: m.subject,
      content: m.content,
      read: true,
      leadId: null,
      attachmentFileId: null,
      createdAt: clock.plusMinutes(clock.daysAgo(m.daysAgo), 10 * 60 + i),
    });
  });
  await em.getRepository(User).insert(users);
  await em.getRepository(Profile).insert(profiles);
  await screenAndVary(em, ctx.random('portal-signals'), leads);
  await em.getRepository(FranchiseLead).insert(leads);
  await em.getRepository(Message).insert(messages);

  const listingEvents = await seedListingEvents(
    ctx,
    own.map((f) => ({ id: f.id, key: f.key, since: clock.plusDays(f.createdAt, 4) })),
    rnd,
  );

  const signIns: Array<Partial<SignIn>> = [];
  for (const [key, rows] of Object.entries(SIGN_INS) as [keyof typeof SIGN_INS, (typeof SIGN_INS)['admin']][]) {
    for (const row of rows) {
      signIns.push({ userId: accounts.demo[key], browser: row.browser, location: 'United Kingdom', createdAt: clock.daysAgo(row.daysAgo, rnd) });
    }
  }
  await em.getRepository(SignIn).insert(signIns);
  return { portalLeads: leads.length, portalMessages: messages.length, listingEvents, signIns: signIns.length };
}

/**
 * A year of card views and clicks for the demo franchisor's listings (growing over the year, quieter
 * at weekends), and one information request per lead of every franchise at the lead's time; each
 * event tagged with the featured ad live at that moment. The days' counts are drawn here and spread
 * over each day in SQL, so the rows go in with one statement per kind; the trigger keeps the daily counts.
 */
async function seedListingEvents(ctx: SeedContext, own: { id: string; key: string; since: Date }[], rnd: Random): Promise<number> {
  const { em, clock } = ctx;
  const now = clock.now.getTime();
  const days: { franchiseId: string; start: Date; views: number; clicks: number }[] = [];
  for (const f of own) {
    const { views: perDay } = LISTING_TRAFFIC[f.key];
    for (let day = 364; day >= 0; day--) {
      const dayStart = now - (day + 1) * DAY_MS;
      if (dayStart < f.since.getTime()) continue;
      const weekday = new Date(dayStart + DAY_MS / 2).getUTCDay();
      const expected = perDay * (0.6 + (0.4 * (364 - day)) / 364) * (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.7 + rnd.next() * 0.6);
      const views = Math.round(expected);
      days.push({ franchiseId: f.id, start: new Date(dayStart), views, clicks: Math.round(views * (0.08 + rnd.next() * 0.06)) });
    }
  }
  const liveAd = (at: string) => `(SELECT a.id FROM featured_ads a
      WHERE a.franchise_id = e.franchise_id AND a.payment_status = 'completed' AND a.start_date <= ${at} AND a.end_date >= ${at}
      ORDER BY a.start_date DESC LIMIT 1)`;
  // Event i of n in a day falls in the i-th slice of it, at a point fixed by a hash: the same every run.
  const [spread]: { n: number }[] = await em.query(
    `WITH added AS (INSERT INTO ad_metrics (franchise_id, ad_id, metric_type, created_at)
     SELECT e.franchise_id, ${liveAd('e.at')}, e.type, e.at
     FROM (
       SELECT d.franchise_id, k.type,
              d.start + ((i - 1) + (abs(hashtext(d.franchise_id::text || d.start::text || k.type || i)) % 1000) / 1000.0)
                        * (interval '1 day' / k.n) AS at
       FROM unnest($1::uuid[], $2::timestamptz[], $3::int[], $4::int[]) AS d(franchise_id, start, views, clicks)
       CROSS JOIN LATERAL (VALUES ('view'::ad_metric_type, d.views), ('click'::ad_metric_type, d.clicks)) AS k(type, n)
       CROSS JOIN LATERAL generate_series(1, k.n) AS i
     ) e
     RETURNING 1) SELECT count(*)::int AS n FROM added`,
    [days.map((d) => d.franchiseId), days.map((d) => d.start), days.map((d) => d.views), days.map((d) => d.clicks)],
  );
  const [requests]: { n: number }[] = await em.query(
    `WITH added AS (INSERT INTO ad_metrics (franchise_id, ad_id, metric_type, created_at)
     SELECT e.franchise_id, ${liveAd('e.created_at')}, 'request_info', e.created_at
     FROM franchise_leads e WHERE e.franchise_id IS NOT NULL
     RETURNING 1) SELECT count(*)::int AS n FROM added`,
  );
  return spread.n + requests.n;
}

/**
 * Demo leads as enquirers send them (issue 29): some without a phone or a message of their own, some asked together
 * with many franchises, each with a contact preference, and each screened against its listing as LeadWriter screens
 * (the same rules), so the Leads page shows every score band and requirement outcome. A stream of its own, so the
 * rest of the demo data stays as it was.
 */
async function screenAndVary(em: SeedContext['em'], rnd: Random, leads: Array<Partial<FranchiseLead>>): Promise<void> {
  for (const lead of leads) {
    if (rnd.chance(0.15)) lead.phone = LEAD_FALLBACKS.phone;
    if (rnd.chance(0.2)) lead.message = LEAD_FALLBACKS.message;
    lead.franchisesInRequest = rnd.chance(0.5) ? 1 : rnd.chance(0.7) ? rnd.int(2, 5) : rnd.int(6, 12);
    lead.contactMethod = rnd.pick([ContactMethod.EMAIL, ContactMethod.PHONE, ContactMethod.EITHER]);
    lead.contactTime = rnd.pick([ContactTime.MORNING, ContactTime.AFTERNOON, ContactTime.EVENING, ContactTime.ANY]);
  }
  const listings: { id: string; areas: string[]; minimum: string | null }[] = await em.query(
    `SELECT f.id, f.areas, d.minimum_liquid_capital AS minimum FROM franchises f LEFT JOIN franchise_details d ON d.franchise_id = f.id
     WHERE f.id = ANY($1::uuid[])`,
    [[...new Set(leads.map((l) => l.franchiseId!))]],
  );
  const requirements = new Map(listings.map((l) => [l.id, { minimumLiquidCapital: l.minimum === null ? null : Number(l.minimum), areas: l.areas }]));
  const towns = await townAreas(
    em,
    leads.map((l) => l.city ?? ''),
  );
  for (const lead of leads) {
    const req = requirements.get(lead.franchiseId!);
    if (req) Object.assign(lead, screen(req, capitalOf(lead.desiredInvestment), towns.get((lead.city ?? '').trim().toLowerCase())));
  }
}
