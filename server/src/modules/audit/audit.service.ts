/**
 * The admin audit trail (table admin_actions). Use it inside the admin mutation's unit of work, so the
 * row is written if and only if the change is:
 *
 *   await this.work.run(async (em) => {
 *     ...change things with em...
 *     await this.audit.record(em, { actorId: adminId, action: 'delete', targetType: 'category', targetId: id,
 *       before: 'active', after: null, detail: { name } });
 *   });
 *
 * record(em, { actorId, action, targetType, targetId, before?, after?, detail? }): Promise<void>
 *   action/targetType: short lower-case words (AuditAction / AuditTarget below list the ones in use; add yours).
 *   before/after: the target's status before and after (null or omitted when it has none).
 *   detail: small JSON (names, reasons); never secrets or whole records.
 * history(targetType, targetId): Promise<AuditEntry[]> newest first (GraphQL: adminHistory(targetType, targetId)).
 */
import type { DataSource, EntityManager } from 'typeorm';
import { AdminAction } from './admin-action.entity';

export const AuditAction = {
  APPROVE: 'approve',
  REJECT: 'reject',
  DELETE: 'delete',
  CREATE: 'create',
  UPDATE: 'update',
  SEND: 'send',
  VERIFY: 'verify',
  /** A listing report's resolutions (the last also on the listing it unpublishes). */
  DISMISS: 'dismiss',
  ASK_FRANCHISOR: 'ask_franchisor',
  UNPUBLISH: 'unpublish',
  /** A data complaint's steps (issue 41): received by the form, status changed, internal note, outcome e-mailed. */
  RECEIVE: 'receive',
  STATUS: 'status',
  NOTE: 'note',
  SEND_OUTCOME: 'send_outcome',
  /** A download of personal data (one person's consent records). */
  EXPORT: 'export',
  /** A franchisor company's team (issue 42): the actor is the person (owner or the member who joined). */
  INVITE: 'invite',
  CANCEL: 'cancel',
  JOIN: 'join',
  REMOVE: 'remove',
  TRANSFER: 'transfer',
} as const;

export const AuditTarget = {
  ACCOUNT: 'account',
  FRANCHISE: 'franchise',
  CATEGORY: 'category',
  ARTICLE: 'article',
  MESSAGE: 'message',
  POST: 'post',
  BLOG_CATEGORY: 'blog_category',
  /** A franchisor's bfa membership; the target id is the franchisor's. */
  MEMBERSHIP: 'membership',
  LISTING_REPORT: 'listing_report',
  DATA_COMPLAINT: 'data_complaint',
  /** An e-mail address without an account (consent records); the target id is derived from the address. */
  CONSENT_EMAIL: 'consent_email',
  /** A franchisor company's team; the target id is the company's (its founding account's). */
  TEAM: 'franchisor_team',
} as const;

export interface AuditRecord {
  /** Null for a step no administrator took (then detail.by names what took it). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string;
  before?: string | null;
  after?: string | null;
  detail?: Record<string, unknown> | null;
}

export interface AuditEntry {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  beforeStatus: string | null;
  afterStatus: string | null;
  detail: Record<string, unknown> | null;
  createdAt: Date;
  actorName: string | null;
}

const HISTORY_LIMIT = 100;

export class AuditService {
  constructor(private readonly ds: DataSource) {}

  async record(em: EntityManager, r: AuditRecord): Promise<void> {
    const row = em.create(AdminAction, {
      actorId: r.actorId,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      beforeStatus: r.before ?? null,
      afterStatus: r.after ?? null,
      detail: r.detail ?? null,
    });
    await em.save(row);
  }

  /** One statement per call; newest first, at most HISTORY_LIMIT entries. */
  async history(targetType: string, targetId: string): Promise<AuditEntry[]> {
    const rows = await this.ds
      .getRepository(AdminAction)
      .createQueryBuilder('a')
      .leftJoin('a.actor', 'p')
      .select([
        'a.id AS id',
        'a.action AS action',
        'a.target_type AS "targetType"',
        'a.target_id AS "targetId"',
        'a.before_status AS "beforeStatus"',
        'a.after_status AS "afterStatus"',
        'a.detail AS detail',
        'a.created_at AS "createdAt"',
        // A step no administrator took (a Companies House check) names what took it in its detail.
        `COALESCE(p.full_name, a.detail->>'by') AS "actorName"`,
      ])
      .where('a.target_type = :targetType AND a.target_id = :targetId', { targetType, targetId })
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(HISTORY_LIMIT)
      .getRawMany<AuditEntry>();
    return rows;
  }
}
