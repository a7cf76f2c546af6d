import { isUUID } from 'class-validator';
import { type DataSource, In } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { type AuditService, AuditTarget } from '../audit/audit.service';
import { ApprovalQueueChanged } from '../auth/approval-queue';
import { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Category } from '../catalogue/category.entity';
import { Franchise } from '../catalogue/franchise.entity';
import { places } from '../catalogue/places';
import { FranchiseRevision, FranchiseRevisionStatus } from '../franchisor-franchises/franchise-revision.entity';
import { readListingContent, writeListingContent } from '../franchisor-franchises/listing-content';
import type { Mailer } from '../mail/mailer';
import { revisionApprovedMail, revisionRejectedMail } from './admin-approvals.mail';
import type { AdminPendingRevision, AdminRevisionDecision, AdminRevisionReview } from './admin-approvals.types';
import { diffListing } from './revision-diff';

export const RevisionDecisionMessages = {
  revisionNotFound: 'Changes not found',
  revisionNotOpen: 'These changes are no longer in review',
  listingNotLive: 'This listing is no longer live: review the listing itself',
} as const;

/** Audit actions of a revision's decision: the listing's own history tells them from a listing's approval. */
export const RevisionAuditAction = { APPROVE: 'approve_changes', REJECT: 'reject_changes' } as const;

const likeTerm = (search?: string | null): string | null => {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
};

/**
 * Changes to live listings (revisions, issue 42) as administrators review them: the queue of open ones, one beside
 * its live listing field by field, and the decisions. Approving writes the changes over the listing through the
 * same writer as a save (`writeListingContent`), in one unit of work with the audit entry and the e-mail;
 * rejecting keeps the live version and tells the franchisor why.
 */
export class AdminRevisionService {
  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly audit: AuditService,
    private readonly work: UnitOfWork,
  ) {}

  /** Open revisions, newest first, on the (status, created_at) index. */
  async pending(search: string | null | undefined, offset: number, limit: number): Promise<[AdminPendingRevision[], number]> {
    const like = likeTerm(search);
    const where = `r.status = 'open' AND ($1::text IS NULL OR f.name ILIKE $1 OR r.content->>'name' ILIKE $1)`;
    const rows: (AdminPendingRevision & { total: number })[] = await this.ds.query(
      `SELECT r.id, r.franchise_id AS "franchiseId", f.name, r.content->>'name' AS "revisedName",
              coalesce(nullif(p.company_name, ''), p.full_name) AS "franchisorName",
              r.created_at AS "submittedAt", r.updated_at AS "updatedAt", (count(*) OVER ())::int AS total
       FROM franchise_revisions r
       JOIN franchises f ON f.id = r.franchise_id
       LEFT JOIN profiles p ON p.id = f.franchisor_id
       WHERE ${where}
       ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
      [like, limit, offset],
    );
    if (rows.length > 0 || offset === 0) return [rows.map(({ total: _, ...r }) => r), rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM franchise_revisions r JOIN franchises f ON f.id = r.franchise_id WHERE ${where}`,
      [like],
    );
    return [[], total];
  }

  /** The listing's open revision beside its live version, or null when it has none. */
  async openReview(franchiseId: string): Promise<AdminRevisionReview | null> {
    const revision = await this.ds.getRepository(FranchiseRevision).findOneBy({ franchiseId, status: FranchiseRevisionStatus.OPEN });
    if (!revision) return null;
    const franchise = await this.ds.getRepository(Franchise).findOneByOrFail({ id: franchiseId });
    const live = await readListingContent(this.ds.manager, franchise);
    const ids = [...new Set([...live.categoryIds, ...revision.content.categoryIds])];
    const [categories, known] = await Promise.all([
      ids.length ? this.ds.getRepository(Category).findBy({ id: In(ids) }) : Promise.resolve([]),
      places(this.ds),
    ]);
    const categoryNames = new Map(categories.map((c) => [c.id, c.name]));
    const changes = diffListing(live, revision.content, {
      category: (id) => categoryNames.get(id) ?? 'A deleted category',
      place: (key) => known.byKey.get(key)?.name ?? key,
    });
    return {
      id: revision.id,
      franchiseId,
      status: revision.status,
      submittedAt: revision.createdAt,
      updatedAt: revision.updatedAt,
      changes,
    };
  }

  approve(adminId: string, revisionId: string): Promise<AdminRevisionDecision> {
    return this.decide(adminId, revisionId, null);
  }

  reject(adminId: string, revisionId: string, reason: string): Promise<AdminRevisionDecision> {
    return this.decide(adminId, revisionId, reason.trim());
  }

  /**
   * Approves (reason null: the changes are written over the live listing, which stays approved) or rejects (the
   * live listing untouched) an open revision, with its audit entry and the franchisor's e-mail, in one transaction.
   * Writing the listing's tables moves catalogue_version at commit, so public pages show the new version at once.
   */
  private async decide(adminId: string, revisionId: string, reason: string | null): Promise<AdminRevisionDecision> {
    return this.work.run(async (em, after) => {
      const found = isUUID(revisionId) ? await em.getRepository(FranchiseRevision).findOneBy({ id: revisionId }) : null;
      if (!found) throw notFound(RevisionDecisionMessages.revisionNotFound);
      // The listing first, as a save locks it: a franchisor's save and this decision wait for each other.
      const franchise = await em.getRepository(Franchise).findOne({ where: { id: found.franchiseId }, lock: { mode: 'pessimistic_write' } });
      if (!franchise) throw notFound(Messages.franchiseNotFound);
      const revision = await em.getRepository(FranchiseRevision).findOne({ where: { id: revisionId }, lock: { mode: 'pessimistic_write' } });
      if (revision?.status !== FranchiseRevisionStatus.OPEN) throw new AppError(RevisionDecisionMessages.revisionNotOpen, ErrorCode.CONFLICT);
      const approve = reason === null;
      if (approve && franchise.status !== FranchiseStatus.APPROVED) throw new AppError(RevisionDecisionMessages.listingNotLive, ErrorCode.CONFLICT);
      if (approve) await writeListingContent(em, franchise.id, revision.content);
      const status = approve ? FranchiseRevisionStatus.APPROVED : FranchiseRevisionStatus.REJECTED;
      await em.getRepository(FranchiseRevision).update({ id: revisionId }, { status, reason, decidedAt: new Date(), decidedBy: adminId });
      await this.audit.record(em, {
        actorId: adminId,
        action: approve ? RevisionAuditAction.APPROVE : RevisionAuditAction.REJECT,
        targetType: AuditTarget.FRANCHISE,
        targetId: franchise.id,
        before: 'changes in review',
        after: approve ? 'changes approved' : 'changes rejected',
        detail: { name: franchise.name, revisionId, ...(approve ? { newName: revision.content.name } : { reason }) },
      });
      const owner = franchise.franchisorId ? await em.getRepository(Profile).findOneBy({ id: franchise.franchisorId }) : null;
      if (owner) {
        const listing = { id: franchise.id, name: approve ? revision.content.name : franchise.name };
        await this.mailer.send(
          approve ? revisionApprovedMail(this.config, owner, listing) : revisionRejectedMail(this.config, owner, listing, reason),
          em,
        );
      }
      after.publish(new ApprovalQueueChanged());
      return { id: revisionId, franchiseId: franchise.id, status, reason };
    });
  }
}
