import { DEMO_ACCOUNTS } from './demo-accounts';
import { InterestStatus, LeadStatus } from '../../modules/lead-intake/lead.enums';
import { FranchiseLead } from '../../modules/lead-intake/franchise-lead.entity';
import { Message } from '../../modules/messages/message.entity';
import type { SeededAccounts } from './accounts';
import type { SeedContext } from './context';
import type { SeededFranchises } from './franchises';
import { CONSENT_TEXT, LEADS, MESSAGES } from './data/leads-and-messages';
import { seedId } from './random';

const customer = DEMO_ACCOUNTS.find((a) => a.key === 'customer')!;
/** The demo customer's details as they typed them into the request form. */
const CUSTOMER_FORM = { phone: '07700 900123', city: 'Bristol', postCode: 'BS6 5QA' };

/** Leads of the demo franchisor and the demo customer, and the messages between the demo accounts. */
export async function seedLeadsAndMessages(
  ctx: SeedContext,
  accounts: SeededAccounts,
  franchises: SeededFranchises,
): Promise<{ leads: number; messages: number }> {
  const { em, clock } = ctx;
  const rnd = ctx.random('leads');
  const leadIds: Record<string, string> = {};

  const leads: Array<Partial<FranchiseLead>> = LEADS.map((def) => {
    const franchise = def.franchise === null ? null : franchises.get(def.franchise);
    if (def.franchise !== null && !franchise) throw new Error(`Unknown franchise ${def.franchise}`);
    const franchisorId = franchise ? franchise.franchisorId : accounts.franchisors[def.franchisor!];
    const createdAt = clock.daysAgo(def.daysAgo, rnd);
    const isCustomer = def.person === 'customer';
    const person = def.person === 'customer' ? { name: customer.fullName, email: customer.email, ...CUSTOMER_FORM } : def.person;
    leadIds[def.key] = seedId('lead', def.key);
    return {
      id: leadIds[def.key],
      franchiseId: franchise?.id ?? null,
      franchisorId,
      userId: isCustomer ? accounts.demo.customer : null,
      name: person.name,
      email: person.email.toLowerCase(),
      phone: person.phone,
      message: def.message,
      city: person.city,
      postCode: person.postCode,
      country: 'United Kingdom',
      desiredInvestment: def.investment,
      desiredTimeframe: def.timeframe,
      status: def.status as LeadStatus,
      interestStatus: def.notInterested ? InterestStatus.NOT_INTERESTED : InterestStatus.STILL_INTERESTED,
      marketingOptIn: def.marketing ?? false,
      // Requests sent through the request dialog carry the consent the person saw.
      consentText: isCustomer ? CONSENT_TEXT : null,
      consentAt: isCustomer ? createdAt : null,
      createdAt,
      updatedAt: def.status === 'new' ? createdAt : clock.plusMinutes(createdAt, rnd.int(120, 3 * 24 * 60)),
    };
  });
  for (const lead of leads) if (lead.updatedAt! > clock.now) lead.updatedAt = clock.now;
  await em.getRepository(FranchiseLead).insert(leads);

  const ids = { customer: accounts.demo.customer, franchisor: accounts.demo.franchisor, admin: accounts.demo.admin };
  const messages: Array<Partial<Message>> = MESSAGES.map((m, i) => ({
    id: seedId('message', i),
    senderId: ids[m.from],
    receiverId: ids[m.to],
    subject: m.subject,
    content: m.content,
    read: m.read,
    leadId: m.lead ? leadIds[m.lead] : null,
    attachmentFileId: null,
    // Messages of the same day keep their order.
    createdAt: clock.plusMinutes(clock.daysAgo(m.daysAgo), i),
  }));
  await em.getRepository(Message).insert(messages);
  return { leads: leads.length, messages: messages.length };
}

/**
 * Seats (issue 42): the demo member is assigned some of the demo company's newest leads (one still new), so her
 * Leads page has something under 'Assigned to me' and the badges differ between her and the owner.
 */
export async function assignDemoLeads({ em }: SeedContext, accounts: SeededAccounts): Promise<number> {
  const [{ n }]: { n: number }[] = await em.query(
    `WITH assigned AS (
       UPDATE franchise_leads SET assigned_to = $1
        WHERE id IN (SELECT id FROM franchise_leads WHERE franchisor_id = $2 ORDER BY created_at DESC, id LIMIT 4)
        RETURNING id)
     SELECT count(*)::int AS n FROM assigned`,
    [accounts.demo.member, accounts.demo.franchisor],
  );
  return n;
}
