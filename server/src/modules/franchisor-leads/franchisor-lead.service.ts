import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, Messages, badInput, notFound } from '../../common/errors';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import { Profile } from '../auth/profile.entity';
import { Franchise } from '../catalogue/franchise.entity';
import type { FileUpload } from '../files/upload.service';
import { Message } from '../messages/message.entity';
import type { MessageService } from '../messages/message.service';
import { FRANCHISOR_LEAD_COLUMNS, leadOrder, leadWhere } from './franchisor-lead.query';
import type { FranchisorLead, FranchisorLeadFilter, FranchisorLeadSort, FranchisorLeadStats } from './franchisor-lead.types';
import { LeadStatus } from '../lead-intake/lead.enums';
import type { NewLeadCounts } from '../lead-intake/new-lead-counts';
import { MessagesRead } from '../messages/message-events';
import { LeadStatusChanged, NewLeadBadgesChanged } from '../lead-intake/lead-events';

/** One row of the CSV export: a lead and its franchise's name. */
export type ExportedLead = Omit<FranchisorLead, 'unreadMessageCount'> & { franchiseName: string | null };

type LeadRow = Omit<FranchisorLead, 'unreadMessageCount'>;

/** Messages between this franchisor and the enquirer about this lead (`m` is messages; $1 lead, $2 franchisor). */
const LEAD_MESSAGES = `m.lead_id = $1 AND (m.sender_id = $2 OR m.receiver_id = $2)`;

/**
 * The Leads page (spec 02 sections 2 and 4): a franchisor's own leads only. Every lead is looked up
 * with its franchisor, so another franchisor's lead is 'Lead not found' whatever is asked of it.
 * Each list and aggregate is one SQL statement.
 */
export class FranchisorLeadService {
  constructor(
    private readonly ds: DataSource,
    private readonly messages: MessageService,
    private readonly counts: NewLeadCounts,
    private readonly work: UnitOfWork,
  ) {}

  /** After commit, the franchisor's Leads badge and webhooks. */
  private statusChanged(after: AfterCommit, franchisorId: string, leadId: string, previous: LeadStatus, status: LeadStatus): void {
    after.publish(new LeadStatusChanged(franchisorId, leadId, previous, status));
  }

  /** The franchisor's leads, newest (or highest score) first, with the unread customer messages of each. */
  async list(
    franchisorId: string,
    filter: FranchisorLeadFilter,
    offset: number,
    limit: number,
    sort?: FranchisorLeadSort,
    viewerId?: string,
  ): Promise<[FranchisorLead[], number]> {
    const where = leadWhere(franchisorId, filter, viewerId);
    const order = leadOrder(sort);
    const n = where.params.length;
    const rows: (FranchisorLead & { total: number })[] = await this.ds.query(
      `SELECT t.total, p.*,
              (SELECT count(*)::int FROM messages m WHERE m.lead_id = p.id AND m.receiver_id = $1 AND NOT m.read)
                AS "unreadMessageCount"
       FROM (SELECT count(*)::int AS total FROM franchise_leads l WHERE ${where.sql}) t
       LEFT JOIN LATERAL (
         -- The page's ids first (an index-only scan however deep the page), then their rows.
         SELECT ${FRANCHISOR_LEAD_COLUMNS}
         FROM (SELECT l.id FROM franchise_leads l WHERE ${where.sql}
               ORDER BY ${order.leads} LIMIT $${n + 1} OFFSET $${n + 2}) page
         JOIN franchise_leads l ON l.id = page.id
       ) p ON true
       ORDER BY ${order.rows}`,
      [...where.params, limit, offset],
    );
    const total = rows[0]?.total ?? 0;
    return [rows.filter((r) => r.id !== null).map(({ total: _, ...lead }) => lead), total];
  }

  /**
   * Total Leads, New, Qualified and Converted, the requirements and the scores, in one statement: each breakdown
   * counted from its own index alone (status, requirements, score), not from the table's rows.
   */
  async stats(franchisorId: string): Promise<FranchisorLeadStats> {
    const count = (cte: string, where: string) => `coalesce((SELECT n FROM ${cte} WHERE ${where}), 0)`;
    const [row] = await this.ds.query<FranchisorLeadStats[]>(
      `WITH by_status AS (SELECT status, count(*)::int AS n FROM franchise_leads WHERE franchisor_id = $1 GROUP BY status),
            by_meets AS (SELECT meets_requirements, count(*)::int AS n FROM franchise_leads WHERE franchisor_id = $1 GROUP BY meets_requirements),
            by_score AS (SELECT score, count(*)::int AS n FROM franchise_leads WHERE franchisor_id = $1 GROUP BY score)
       SELECT coalesce((SELECT sum(n) FROM by_status), 0)::int AS total,
              ${count('by_status', `status = 'new'`)} AS new,
              ${count('by_status', `status = 'qualified'`)} AS qualified,
              ${count('by_status', `status = 'converted'`)} AS converted,
              ${count('by_meets', 'meets_requirements')} AS "meetingRequirements",
              ${count('by_meets', 'NOT meets_requirements')} AS "missingRequirements",
              ${count('by_score', `score = 'high'`)} AS "highScore",
              ${count('by_score', `score = 'medium'`)} AS "mediumScore",
              ${count('by_score', `score = 'low'`)} AS "lowScore"`,
      [franchisorId],
    );
    return row;
  }

  newLeadCount(franchisorId: string, memberId: string): Promise<number> {
    return this.counts.count(franchisorId, memberId);
  }

  /**
   * Assigns one of the company's leads to one of its members (or to nobody); any member may. A member of another
   * company, or no account at all, is refused on the field and nothing is written. Then every member's badge moves.
   */
  async assign(franchisorId: string, leadId: string, assigneeId: string | null): Promise<FranchisorLead> {
    const lead = await this.work.run(async (em, after) => {
      const lead = await this.own(em, franchisorId, leadId);
      if (assigneeId) {
        const member: unknown[] = await em.query(`SELECT 1 FROM franchisor_members WHERE user_id = $1 AND franchisor_id = $2`, [
          assigneeId,
          franchisorId,
        ]);
        if (member.length === 0) throw badInput(Messages.assigneeNotMember, 'assigneeId');
      }
      if (lead.assignedTo !== assigneeId) {
        await em.query(`UPDATE franchise_leads SET assigned_to = $2, updated_at = now() WHERE id = $1`, [lead.id, assigneeId]);
        lead.assignedTo = assigneeId;
        if (lead.status === LeadStatus.NEW) after.publish(new NewLeadBadgesChanged(franchisorId));
      }
      return lead;
    });
    return { ...lead, unreadMessageCount: await this.unreadAbout(franchisorId, lead.id) };
  }

  /** The franchisor's own franchises (any status), by name: the Leads page's franchise filter. */
  franchises(franchisorId: string): Promise<Franchise[]> {
    return this.ds.getRepository(Franchise).find({ where: { franchisorId }, order: { name: 'ASC', id: 'ASC' } });
  }

  /**
   * The franchisor opens a lead: a new lead becomes contacted (spec 02 section 4) and the customer's
   * messages about it are marked read, in one transaction; then the badges are pushed.
   */
  async open(franchisorId: string, leadId: string): Promise<FranchisorLead> {
    const lead = await this.work.run(async (em, after) => {
      const lead = await this.own(em, franchisorId, leadId);
      const contacted = lead.status === LeadStatus.NEW;
      if (contacted) {
        await em.query(`UPDATE franchise_leads SET status = $2, updated_at = now() WHERE id = $1`, [lead.id, LeadStatus.CONTACTED]);
        lead.status = LeadStatus.CONTACTED;
      }
      const marked = await em.getRepository(Message).update({ leadId: lead.id, receiverId: franchisorId, read: false }, { read: true });
      if (contacted) this.statusChanged(after, franchisorId, lead.id, LeadStatus.NEW, LeadStatus.CONTACTED);
      if ((marked.affected ?? 0) > 0) after.publish(new MessagesRead(franchisorId));
      return lead;
    });
    return { ...lead, unreadMessageCount: 0 };
  }

  /** One of the franchisor's leads as the list shows it, read only (a CRM's lead detail: nothing is marked read). */
  async get(franchisorId: string, leadId: string): Promise<FranchisorLead> {
    const lead = await this.own(this.ds.manager, franchisorId, leadId);
    return { ...lead, unreadMessageCount: await this.unreadAbout(franchisorId, lead.id) };
  }

  /** Any of the six statuses, set by the franchisor. */
  async setStatus(franchisorId: string, leadId: string, status: LeadStatus): Promise<FranchisorLead> {
    const lead = await this.work.run(async (em, after) => {
      const lead = await this.own(em, franchisorId, leadId);
      const previous = lead.status;
      if (previous !== status) {
        await em.query(`UPDATE franchise_leads SET status = $2, updated_at = now() WHERE id = $1`, [lead.id, status]);
        lead.status = status;
        this.statusChanged(after, franchisorId, lead.id, previous, status);
      }
      return lead;
    });
    return { ...lead, unreadMessageCount: await this.unreadAbout(franchisorId, lead.id) };
  }

  /** The messages between the franchisor and the enquirer about this lead, newest first. */
  async leadMessages(franchisorId: string, leadId: string, offset: number, limit: number): Promise<[Message[], number]> {
    const lead = await this.own(this.ds.manager, franchisorId, leadId);
    const rows: (Message & { total: number })[] = await this.ds.query(
      `SELECT count(*) OVER ()::int AS total, m.id, m.sender_id AS "senderId", m.receiver_id AS "receiverId",
              m.subject, m.content, m.read, m.attachment_file_id AS "attachmentFileId", m.lead_id AS "leadId",
              m.created_at AS "createdAt"
       FROM messages m WHERE ${LEAD_MESSAGES}
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT $3 OFFSET $4`,
      [lead.id, franchisorId, limit, offset],
    );
    if (rows.length === 0 && offset > 0) {
      const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM messages m WHERE ${LEAD_MESSAGES}`, [
        lead.id,
        franchisorId,
      ]);
      return [[], total];
    }
    return [rows.map(({ total: _, ...m }) => m), rows[0]?.total ?? 0];
  }

  /** The franchisor answers the enquirer, subject 'Re: {franchise name}'; the customer's badge is pushed. */
  async reply(franchisorId: string, leadId: string, content: string, attachment?: Promise<FileUpload> | null): Promise<Message> {
    const lead = await this.own(this.ds.manager, franchisorId, leadId);
    const userId = lead.userId;
    if (!userId) throw new AppError(Messages.noCustomerAccount, ErrorCode.CONFLICT);
    const franchise = lead.franchiseId ? await this.ds.getRepository(Franchise).findOneBy({ id: lead.franchiseId }) : null;
    if (!franchise) throw notFound(Messages.franchiseNotFound);
    if (!(await this.ds.getRepository(Profile).existsBy({ id: userId }))) throw notFound(Messages.counterpartGone);
    return this.messages.deliver(
      { senderId: franchisorId, receiverId: userId, subject: `Re: ${franchise.name}`, content, leadId: lead.id },
      attachment,
    );
  }

  /** The filtered leads for the CSV export, in the page's order, with their franchise's name: one statement. */
  exportRows(franchisorId: string, filter: FranchisorLeadFilter, sort?: FranchisorLeadSort, viewerId?: string): Promise<ExportedLead[]> {
    const where = leadWhere(franchisorId, filter, viewerId);
    return this.ds.query(
      `SELECT ${FRANCHISOR_LEAD_COLUMNS}, f.name AS "franchiseName"
       FROM franchise_leads l LEFT JOIN franchises f ON f.id = l.franchise_id
       WHERE ${where.sql}
       ORDER BY ${leadOrder(sort).leads}`,
      where.params,
    );
  }

  private async unreadAbout(franchisorId: string, leadId: string): Promise<number> {
    return this.ds.getRepository(Message).countBy({ leadId, receiverId: franchisorId, read: false });
  }

  /** The franchisor's own lead (locked inside a transaction), or 'Lead not found', also for anyone else's. */
  private async own(em: EntityManager, franchisorId: string, leadId: string): Promise<LeadRow> {
    const [lead]: LeadRow[] = isUUID(leadId)
      ? await em.query(
          `SELECT ${FRANCHISOR_LEAD_COLUMNS} FROM franchise_leads l WHERE l.id = $1 AND l.franchisor_id = $2
           ${em.queryRunner?.isTransactionActive ? 'FOR UPDATE' : ''}`,
          [leadId, franchisorId],
        )
      : [];
    if (!lead) throw notFound(Messages.leadNotFound);
    return lead;
  }
}
