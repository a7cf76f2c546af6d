import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, notFound } from '../../common/errors';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import { AuditAction, type AuditService, AuditTarget } from '../audit/audit.service';
import { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import type { Mailer } from '../mail/mailer';
import { ListingReport } from './listing-report.entity';
import { REPORT_LIMIT, REPORT_WINDOW_MS, ReportMessages } from './listing-reports.constants';
import { ListingReportResolution, ListingReportStatus, REASON_LABELS } from './listing-reports.enums';
import type { ReportListingInput } from './listing-reports.inputs';
import { franchisorAskedMail, listingUnpublishedMail, reportReceivedMail } from './listing-reports.mail';
import type { AdminListingReport } from './listing-reports.types';
import { ListingReportsChanged } from './listing-report-events';

/** What the audit trail calls each resolution (modules/audit). */
const AUDIT_ACTIONS: Record<ListingReportResolution, string> = {
  [ListingReportResolution.DISMISSED]: AuditAction.DISMISS,
  [ListingReportResolution.ASKED_FRANCHISOR]: AuditAction.ASK_FRANCHISOR,
  [ListingReportResolution.UNPUBLISHED]: AuditAction.UNPUBLISH,
};

type Row = Omit<AdminListingReport, 'reasonLabel'>;

/** A report's row for the admin: with its listing, the listing's franchisor and the administrator who resolved it. */
const COLUMNS = `r.id, r.reason, r.details, r.reporter_email AS "reporterEmail", r.created_at AS "createdAt", r.status,
  r.resolution, r.resolution_note AS "resolutionNote", r.resolved_at AS "resolvedAt", a.full_name AS "resolvedByName",
  f.id AS "franchiseId", f.name AS "franchiseName", f.status AS "franchiseStatus",
  coalesce(nullif(p.company_name, ''), p.full_name) AS "franchisorName"`;
const FROM = `FROM listing_reports r
  JOIN franchises f ON f.id = r.franchise_id
  LEFT JOIN profiles p ON p.id = f.franchisor_id
  LEFT JOIN profiles a ON a.id = r.resolved_by_id`;

/**
 * Reports of listings (issue 40, part 5): anyone may send one about a published listing (limited per client address);
 * administrators list them, open first, and resolve each once with a note: dismiss, ask the franchisor (e-mailed the
 * report's substance) or unpublish the listing (as a rejection: it leaves the directory, its franchisor is e-mailed
 * and may fix and resubmit). Each resolution is one unit of work with its audit entries and e-mails; the open count
 * is pushed to the admins after the commit.
 */
export class ListingReportService {
  private readonly reports: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    limiters: RateLimiters,
    private readonly work: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {
    this.reports = limiters.window('listing-report', REPORT_LIMIT, REPORT_WINDOW_MS);
  }

  /** Stores a report about a published listing; the reporter is acknowledged by e-mail when they gave an address. */
  async report(input: ReportListingInput, ip: string): Promise<void> {
    await this.reports.take(ip);
    await this.work.run(async (em, after) => {
      const franchise = isUUID(input.franchiseId)
        ? await em.getRepository(Franchise).findOneBy({ id: input.franchiseId, status: FranchiseStatus.APPROVED })
        : null;
      if (!franchise) throw notFound(Messages.franchiseNotFound);
      const email = input.email?.trim().toLowerCase() || null;
      await em.getRepository(ListingReport).insert({
        franchiseId: franchise.id,
        reason: input.reason!,
        details: input.details?.trim() || null,
        reporterEmail: email,
      });
      if (email) await this.mailer.send(reportReceivedMail(this.config, email, franchise), em);
      this.countChanged(after);
    });
  }

  /** One page of reports, open first (oldest first: a queue), then resolved (latest resolved first). One statement. */
  async list(status: ListingReportStatus | null | undefined, offset: number, limit: number): Promise<[AdminListingReport[], number]> {
    const rows: (Row & { total: number })[] = await this.ds.query(
      `SELECT ${COLUMNS}, (count(*) OVER ())::int AS total
       ${FROM}
       WHERE ($1::text IS NULL OR r.status = $1)
       ORDER BY r.status = 'open' DESC,
                CASE WHEN r.status = 'open' THEN r.created_at END ASC,
                r.resolved_at DESC, r.id
       LIMIT $2 OFFSET $3`,
      [status ?? null, limit, offset],
    );
    const items = rows.map(({ total: _, ...r }) => ({ ...r, reasonLabel: REASON_LABELS[r.reason] }));
    if (rows.length > 0 || offset === 0) return [items, rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM listing_reports r WHERE ($1::text IS NULL OR r.status = $1)`,
      [status ?? null],
    );
    return [[], total];
  }

  /**
   * Resolves an open report, once: its resolution, note, administrator and time, the audit entry, and per action
   * the franchisor's e-mail (asked, unpublished) and the listing's unpublishing (status rejected, approved_at
   * cleared, the note as the reason the franchisor sees, with the listing's own audit entry). Nothing is written
   * when any step is refused.
   */
  async resolve(adminId: string, reportId: string, action: ListingReportResolution, note: string): Promise<AdminListingReport> {
    const text = note.trim();
    const id = await this.work.run(async (em, after) => {
      const report = isUUID(reportId)
        ? await em.getRepository(ListingReport).findOne({ where: { id: reportId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!report) throw notFound(ReportMessages.reportNotFound);
      if (report.status !== ListingReportStatus.OPEN) throw new AppError(ReportMessages.alreadyResolved, ErrorCode.CONFLICT);
      const franchise = await em.getRepository(Franchise).findOne({ where: { id: report.franchiseId }, lock: { mode: 'pessimistic_write' } });
      if (!franchise) throw notFound(Messages.franchiseNotFound);
      const owner = franchise.franchisorId ? await em.getRepository(Profile).findOneBy({ id: franchise.franchisorId }) : null;

      if (action === ListingReportResolution.ASKED_FRANCHISOR) {
        if (!owner) throw new AppError(ReportMessages.noFranchisor, ErrorCode.CONFLICT);
        await this.mailer.send(franchisorAskedMail(this.config, owner, franchise, report, text), em);
      } else if (action === ListingReportResolution.UNPUBLISHED) {
        await this.unpublish(em, adminId, franchise, report, text);
        if (owner) await this.mailer.send(listingUnpublishedMail(this.config, owner, franchise, report, text), em);
      }

      await em
        .getRepository(ListingReport)
        .update(
          { id: report.id },
          { status: ListingReportStatus.RESOLVED, resolution: action, resolutionNote: text, resolvedById: adminId, resolvedAt: new Date() },
        );
      await this.audit.record(em, {
        actorId: adminId,
        action: AUDIT_ACTIONS[action],
        targetType: AuditTarget.LISTING_REPORT,
        targetId: report.id,
        before: ListingReportStatus.OPEN,
        after: ListingReportStatus.RESOLVED,
        detail: { franchiseId: franchise.id, name: franchise.name, reason: text },
      });
      this.countChanged(after);
      return report.id;
    });
    return this.one(id);
  }

  /** The contract's unpublishing: as a rejection, inside the caller's transaction, with the listing's audit entry. */
  private async unpublish(em: EntityManager, adminId: string, franchise: Franchise, report: ListingReport, reason: string): Promise<void> {
    if (franchise.status !== FranchiseStatus.APPROVED) throw new AppError(ReportMessages.notPublished, ErrorCode.CONFLICT);
    await em.getRepository(Franchise).update({ id: franchise.id }, { status: FranchiseStatus.REJECTED, approvedAt: null, rejectionReason: reason });
    await this.audit.record(em, {
      actorId: adminId,
      action: AUDIT_ACTIONS[ListingReportResolution.UNPUBLISHED],
      targetType: AuditTarget.FRANCHISE,
      targetId: franchise.id,
      before: franchise.status,
      after: FranchiseStatus.REJECTED,
      detail: { name: franchise.name, reason, reportId: report.id },
    });
  }

  private async one(id: string): Promise<AdminListingReport> {
    const [row] = await this.ds.query<Row[]>(`SELECT ${COLUMNS} ${FROM} WHERE r.id = $1`, [id]);
    return { ...row, reasonLabel: REASON_LABELS[row.reason] };
  }

  private countChanged(after: AfterCommit): void {
    after.publish(new ListingReportsChanged());
  }
}
