import { type EntityManager, In } from 'typeorm';
import type { Config } from '../../config';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import { Profile } from '../auth/profile.entity';
import { Franchise } from '../catalogue/franchise.entity';
import { composeMail, type MailBlock } from '../mail/mail-content';
import type { Mailer } from '../mail/mailer';
import { FranchiseLead } from './franchise-lead.entity';

export const LEAD_NOTIFICATION_QUEUE = 'lead-notifications';
/** As mail: retries over several hours with a growing delay (a database outage), 5 minutes a try at most. */
const LEAD_NOTIFICATION_POLICY: JobPolicy = { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 300 };

interface Listed {
  lead: FranchiseLead;
  franchise: Franchise;
  franchisor: Profile | null;
}

/**
 * E-mails about new information requests: one e-mail to each franchisor per request (to the member a lead was
 * routed to, else to the company's account), listing that franchisor's franchises with the enquirer's details, and one acknowledgement to the enquirer listing
 * where their details went. Leads of one request share the enquirer's email, which groups them.
 *
 * The transaction that creates the leads stores one durable job (`schedule`); the job composes the
 * e-mails and stores them as mail jobs in its own transaction, so they are neither lost when the
 * server stops after the commit nor doubled when the job runs again.
 */
export class LeadNotificationService {
  constructor(
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {
    jobs.define<{ leadIds: string[] }>(LEAD_NOTIFICATION_QUEUE, LEAD_NOTIFICATION_POLICY, (data, _job, manager) =>
      this.notify(manager, data.leadIds),
    );
  }

  /** In the transaction that creates the leads: their e-mails go out if, and only if, it commits. */
  async schedule(manager: EntityManager, leadIds: string[]): Promise<void> {
    if (leadIds.length > 0) await this.jobs.send(LEAD_NOTIFICATION_QUEUE, { leadIds }, manager);
  }

  /** The job: composes the e-mails and stores them in the job's transaction; throws to be retried. */
  private async notify(manager: EntityManager, leadIds: string[]): Promise<void> {
    const leads = await manager.getRepository(FranchiseLead).find({ where: { id: In(leadIds) }, order: { createdAt: 'ASC' } });
    const franchiseIds = leads.map((l) => l.franchiseId).filter((id): id is string => id !== null);
    // A lead routed to a member (issue 42 part 3) is e-mailed to that member; any other to the company's account.
    const franchisorIds = leads.map((l) => l.assignedTo ?? l.franchisorId).filter((id): id is string => id !== null);
    // One connection: the queries of a transaction run one after another.
    const franchises = franchiseIds.length ? await manager.getRepository(Franchise).findBy({ id: In(franchiseIds) }) : [];
    const franchisors = franchisorIds.length ? await manager.getRepository(Profile).findBy({ id: In(franchisorIds) }) : [];
    const franchiseById = new Map(franchises.map((f) => [f.id, f]));
    const franchisorById = new Map(franchisors.map((p) => [p.id, p]));

    const listed: Listed[] = [];
    for (const lead of leads) {
      const franchise = lead.franchiseId ? franchiseById.get(lead.franchiseId) : undefined;
      if (!franchise) continue;
      const recipient = lead.assignedTo ?? lead.franchisorId;
      listed.push({ lead, franchise, franchisor: recipient ? (franchisorById.get(recipient) ?? null) : null });
    }

    for (const request of groupBy(listed, (l) => l.lead.email).values()) {
      for (const items of groupBy(request, (l) => l.franchisor?.id ?? '').values()) {
        if (items[0].franchisor) await this.sendToFranchisor(manager, items[0].franchisor, items);
      }
      await this.sendAcknowledgement(manager, request);
    }
  }

  private sendToFranchisor(manager: EntityManager, franchisor: Profile, items: Listed[]): Promise<void> {
    const lead = items[0].lead;
    const names = items.map((i) => i.franchise.name);
    const subject = names.length === 1 ? `New information request for ${names[0]}` : `New information request for ${names.length} of your franchises`;
    const rows: [string, string][] = [
      ['Name', lead.name],
      ['Email', lead.email],
      ['Phone', lead.phone],
    ];
    if (lead.city) rows.push(['City/Town', lead.city]);
    if (lead.postCode) rows.push(['Post code', lead.postCode]);
    rows.push(['Country', lead.country], ['Desired investment', lead.desiredInvestment], ['Desired timeframe', lead.desiredTimeframe]);
    const blocks: MailBlock[] = [
      { kind: 'paragraph', text: `Hello ${franchisor.fullName},` },
      {
        kind: 'paragraph',
        text: `${lead.name} would like more information about ${names.length === 1 ? 'this franchise' : 'these franchises'}:`,
      },
      { kind: 'list', items: names },
      { kind: 'details', rows },
      { kind: 'quote', label: 'Message', text: lead.message },
      { kind: 'button', label: 'Open your leads', url: `${this.config.publicUrl}/franchisor/leads` },
      { kind: 'paragraph', text: `Reply to this e-mail to write to ${lead.name} directly.` },
    ];
    return this.mailer.send({ to: franchisor.email, replyTo: lead.email, subject, ...composeMail('New information request', blocks) }, manager);
  }

  private sendAcknowledgement(manager: EntityManager, items: Listed[]): Promise<void> {
    const lead = items[0].lead;
    const signedUp = items.some((i) => i.lead.userId !== null);
    const blocks: MailBlock[] = [
      { kind: 'paragraph', text: `Hello ${lead.name === 'Unknown' ? 'there' : lead.name},` },
      { kind: 'paragraph', text: 'Thank you for your interest! We have sent your details to:' },
      {
        kind: 'list',
        items: items.map((i) => (i.franchisor?.companyName ? `${i.franchise.name} (${i.franchisor.companyName})` : i.franchise.name)),
      },
      { kind: 'paragraph', text: 'The franchisors will be in touch with you shortly by phone or e-mail.' },
    ];
    if (signedUp) {
      blocks.push(
        { kind: 'paragraph', text: 'You can follow your requests and message the franchisors from your account.' },
        { kind: 'button', label: 'View my requests', url: `${this.config.publicUrl}/customer/franchises` },
      );
    }
    return this.mailer.send(
      {
        to: lead.email,
        subject: 'Your information request has been sent',
        ...composeMail('Your information request has been sent', blocks),
      },
      manager,
    );
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}
