import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import { AppError, ErrorCode, Messages, notFound } from '../../common/errors';
import { AuditAction, type AuditService, AuditTarget } from '../audit/audit.service';
import { AccountStatus, UserType } from '../auth/auth.enums';
import { Profile } from '../auth/profile.entity';
import { Session } from '../auth/session.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import type { Mailer } from '../mail/mailer';
import { accountApprovedMail, accountRejectedMail, franchiseApprovedMail, franchiseRejectedMail } from './admin-approvals.mail';
import type {
  AdminAccountDecision,
  AdminFranchiseDecision,
  AdminFranchiseReview,
  AdminFranchisorLogin,
  AdminPendingAccount,
  AdminPendingFranchise,
} from './admin-approvals.types';
import { AccountAccessChanged } from '../auth/access-events';
import { ApprovalQueueChanged } from '../auth/approval-queue';

/** Rows of 'Recent Franchisor Login Activity' (spec 02 section 9). */
export const RECENT_LOGINS_SHOWN = 10;

export const ApprovalMessages = {
  accountNotFound: 'Account not found',
  accountNotPending: 'This account is no longer pending approval',
  franchiseNotPending: 'This franchise is no longer pending approval',
} as const;

/** The review page's row, carrying the listing for its `listing` field. */
export type FranchiseReviewRow = AdminFranchiseReview & { franchise: Franchise };

type Decision = 'approve' | 'reject';

/**
 * When an administrator last approved the listing `f` (admin_actions' (target_type, target_id, created_at) index):
 * on a pending listing, an approved one edited before edits became revisions (docs/decisions.md).
 */
const LAST_APPROVED_AT = `(SELECT max(a.created_at) FROM admin_actions a
  WHERE a.target_type = 'franchise' AND a.target_id = f.id AND a.action = 'approve')`;

/** `%term%` for ILIKE, with the term's own wildcards taken literally. */
const likeTerm = (search?: string | null): string | null => {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
};

/**
 * The admin approval queues: franchisor accounts and franchise listings waiting for a decision, the
 * decisions themselves (only while pending; each with its audit entry and e-mail in one transaction),
 * the review page and the dashboard's login activity. Each decision is one unit of work: after it commits,
 * the franchisor's open sockets are checked again and the pending counts pushed.
 */
export class AdminApprovalService {
  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly audit: AuditService,
    private readonly work: UnitOfWork,
  ) {}

  /** Pending franchisor accounts, newest first; one statement on the (user_type, status, created_at) index. */
  async pendingAccounts(search: string | null | undefined, offset: number, limit: number): Promise<[AdminPendingAccount[], number]> {
    const like = likeTerm(search);
    const where = `p.user_type = 'franchisor' AND p.status = 'pending'
      AND ($1::text IS NULL OR p.company_name ILIKE $1 OR p.full_name ILIKE $1 OR p.email ILIKE $1)`;
    const rows: (AdminPendingAccount & { total: number })[] = await this.ds.query(
      `SELECT p.id, p.company_name AS "companyName", p.full_name AS "contactName", p.email, p.created_at AS "requestedAt",
              (count(*) OVER ())::int AS total
       FROM profiles p WHERE ${where}
       ORDER BY p.created_at DESC, p.id DESC LIMIT $2 OFFSET $3`,
      [like, limit, offset],
    );
    if (rows.length > 0 || offset === 0) return [rows.map(({ total: _, ...r }) => r), rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM profiles p WHERE ${where}`, [like]);
    return [[], total];
  }

  /** Pending listings with their short description and franchisor, newest first; one statement on (status, created_at). */
  async pendingFranchises(search: string | null | undefined, offset: number, limit: number): Promise<[AdminPendingFranchise[], number]> {
    const like = likeTerm(search);
    const where = `f.status = 'pending' AND ($1::text IS NULL OR f.name ILIKE $1 OR f.location ILIKE $1)`;
    const rows: (AdminPendingFranchise & { total: number })[] = await this.ds.query(
      `SELECT f.id, f.name, f.location, coalesce(d.short_description, '') AS "shortDescription",
              coalesce(nullif(p.company_name, ''), p.full_name) AS "franchisorName", f.created_at AS "submittedAt",
              ${LAST_APPROVED_AT} AS "lastApprovedAt", (count(*) OVER ())::int AS total
       FROM franchises f
       LEFT JOIN franchise_details d ON d.franchise_id = f.id
       LEFT JOIN profiles p ON p.id = f.franchisor_id
       WHERE ${where}
       ORDER BY f.created_at DESC, f.id DESC LIMIT $2 OFFSET $3`,
      [like, limit, offset],
    );
    if (rows.length > 0 || offset === 0) return [rows.map(({ total: _, ...r }) => r), rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM franchises f WHERE ${where}`, [like]);
    return [[], total];
  }

  /**
   * Franchisors by last sign-in, most recent first, then those who never signed in (newest accounts
   * first), RECENT_LOGINS_SHOWN in all. Both halves read the (user_type, last_login) index.
   */
  async recentFranchisorLogins(): Promise<AdminFranchisorLogin[]> {
    return this.ds.query(
      `(SELECT id, company_name AS "companyName", full_name AS "contactName", last_login AS "lastLogin"
        FROM profiles WHERE user_type = 'franchisor' AND last_login IS NOT NULL
        ORDER BY last_login DESC, id LIMIT $1)
       UNION ALL
       (SELECT id, company_name, full_name, last_login
        FROM profiles WHERE user_type = 'franchisor' AND last_login IS NULL
        ORDER BY created_at DESC, id LIMIT $1)
       LIMIT $1`,
      [RECENT_LOGINS_SHOWN],
    );
  }

  /** A listing in any status with its franchisor, for the review page. */
  async review(id: string): Promise<FranchiseReviewRow> {
    const franchise = isUUID(id) ? await this.ds.getRepository(Franchise).findOneBy({ id }) : null;
    if (!franchise) throw notFound(Messages.franchiseNotFound);
    const owner = franchise.franchisorId ? await this.ds.getRepository(Profile).findOneBy({ id: franchise.franchisorId }) : null;
    const [{ lastApprovedAt }] =
      franchise.status === FranchiseStatus.PENDING
        ? await this.ds.query<{ lastApprovedAt: Date | null }[]>(`SELECT ${LAST_APPROVED_AT} AS "lastApprovedAt" FROM franchises f WHERE f.id = $1`, [
            id,
          ])
        : [{ lastApprovedAt: null }];
    return {
      lastApprovedAt,
      id: franchise.id,
      name: franchise.name,
      status: franchise.status,
      createdAt: franchise.createdAt,
      updatedAt: franchise.updatedAt,
      approvedAt: franchise.approvedAt,
      rejectionReason: franchise.status === FranchiseStatus.REJECTED ? franchise.rejectionReason : null,
      franchisorId: franchise.franchisorId,
      franchisorCompanyName: owner?.companyName || null,
      franchisorContactName: owner?.fullName ?? null,
      franchisorEmail: owner?.email ?? null,
      franchise,
    };
  }

  approveAccount(adminId: string, id: string): Promise<AdminAccountDecision> {
    return this.decideAccount(adminId, id, 'approve');
  }

  rejectAccount(adminId: string, id: string): Promise<AdminAccountDecision> {
    return this.decideAccount(adminId, id, 'reject');
  }

  approveFranchise(adminId: string, id: string): Promise<AdminFranchiseDecision> {
    return this.decideFranchise(adminId, id, 'approve', null);
  }

  rejectFranchise(adminId: string, id: string, reason?: string | null): Promise<AdminFranchiseDecision> {
    return this.decideFranchise(adminId, id, 'reject', reason?.trim() || null);
  }

  /**
   * Approves (approved_at now) or rejects (approved_at cleared) a pending franchisor account, in one
   * transaction with its audit entry, its e-mail and, on rejection, the end of its sessions. After the
   * commit its open sockets are checked again (a rejected franchisor loses them at once) and the counts pushed.
   */
  private async decideAccount(adminId: string, id: string, decision: Decision): Promise<AdminAccountDecision> {
    return this.work.run(async (em, after) => {
      const profile = isUUID(id)
        ? await em.getRepository(Profile).findOne({ where: { id, userType: UserType.FRANCHISOR }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!profile) throw notFound(ApprovalMessages.accountNotFound);
      if (profile.status !== AccountStatus.PENDING) throw new AppError(ApprovalMessages.accountNotPending, ErrorCode.CONFLICT);
      const status = decision === 'approve' ? AccountStatus.APPROVED : AccountStatus.REJECTED;
      const approvedAt = decision === 'approve' ? new Date() : null;
      await em.getRepository(Profile).update({ id }, { status, approvedAt });
      if (decision === 'reject') await em.getRepository(Session).delete({ userId: id });
      await this.audit.record(em, {
        actorId: adminId,
        action: decision === 'approve' ? AuditAction.APPROVE : AuditAction.REJECT,
        targetType: AuditTarget.ACCOUNT,
        targetId: id,
        before: profile.status,
        after: status,
        detail: { companyName: profile.companyName },
      });
      const mail = decision === 'approve' ? accountApprovedMail : accountRejectedMail;
      await this.mailer.send(mail(this.config, profile, profile.companyName), em);
      after.publish(new AccountAccessChanged(id));
      this.countsChanged(after);
      return { id, status, approvedAt };
    });
  }

  /**
   * Approves (approved_at now, reason cleared) or rejects (approved_at cleared, reason kept) a pending
   * listing with its audit entry and the franchisor's e-mail, in one transaction. The status change moves
   * catalogue_version at commit, so public search and counts show an approved listing at once.
   */
  private async decideFranchise(adminId: string, id: string, decision: Decision, reason: string | null): Promise<AdminFranchiseDecision> {
    return this.work.run(async (em, after) => {
      const franchise = isUUID(id) ? await em.getRepository(Franchise).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!franchise) throw notFound(Messages.franchiseNotFound);
      if (franchise.status !== FranchiseStatus.PENDING) throw new AppError(ApprovalMessages.franchiseNotPending, ErrorCode.CONFLICT);
      const fields =
        decision === 'approve'
          ? { status: FranchiseStatus.APPROVED, approvedAt: new Date(), rejectionReason: null }
          : { status: FranchiseStatus.REJECTED, approvedAt: null, rejectionReason: reason };
      await em.getRepository(Franchise).update({ id }, fields);
      await this.audit.record(em, {
        actorId: adminId,
        action: decision === 'approve' ? AuditAction.APPROVE : AuditAction.REJECT,
        targetType: AuditTarget.FRANCHISE,
        targetId: id,
        before: franchise.status,
        after: fields.status,
        detail: reason ? { name: franchise.name, reason } : { name: franchise.name },
      });
      await this.mailFranchisor(em, franchise, decision, reason);
      this.countsChanged(after);
      return { id, ...fields };
    });
  }

  private countsChanged(after: AfterCommit): void {
    after.publish(new ApprovalQueueChanged());
  }

  private async mailFranchisor(em: EntityManager, franchise: Franchise, decision: Decision, reason: string | null): Promise<void> {
    if (!franchise.franchisorId) return;
    const owner = await em.getRepository(Profile).findOneBy({ id: franchise.franchisorId });
    if (!owner) return;
    const message =
      decision === 'approve' ? franchiseApprovedMail(this.config, owner, franchise) : franchiseRejectedMail(this.config, owner, franchise, reason);
    await this.mailer.send(message, em);
  }
}
