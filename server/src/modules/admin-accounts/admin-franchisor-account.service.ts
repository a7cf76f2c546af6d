import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { AccountAccessChanged } from '../auth/access-events';
import { ApprovalQueueChanged } from '../auth/approval-queue';
import { AuditAction, AuditTarget, type AuditService } from '../audit/audit.service';
import { UserType } from '../auth/auth.enums';
import { Profile } from '../auth/profile.entity';
import { User } from '../auth/user.entity';
import {
  AccountMessages,
  AdminAccountHistoryEntry,
  AdminFranchiseCard,
  AdminFranchisorAccount,
  type AdminFranchisorAccountFilter,
} from './admin-franchisor-account.types';

/**
 * The expression idx_profiles_franchisor_search_trgm is built on (see the FranchisorAccounts migration):
 * company, contact name and e-mail, lower-cased. `p` is profiles.
 */
const SEARCH_TEXT = `lower(coalesce(p.company_name, '') || ' ' || p.full_name || ' ' || p.email)`;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What one account row reads: its profile, the count of its franchises and the names of their categories. */
const ACCOUNT_COLUMNS = `p.id, p.company_name AS "companyName", p.full_name AS "contactName", p.email, p.status,
  p.approved_at AS "approvedAt", p.created_at AS "createdAt",
  (SELECT count(*)::int FROM franchises f WHERE f.franchisor_id = p.id) AS "franchiseCount",
  coalesce((SELECT array_agg(DISTINCT c.name ORDER BY c.name)
              FROM franchises f
              JOIN franchise_category_mappings m ON m.franchise_id = f.id
              JOIN franchise_categories c ON c.id = m.category_id
             WHERE f.franchisor_id = p.id), '{}') AS categories`;

/** What a deletion removed (its sockets and the pending counts are handled after commit by the unit of work). */
export interface DeletedAccounts {
  deletedIds: string[];
  deletedFranchises: number;
}

/**
 * The admin's Accounts page: franchisor accounts (searchable, paged), one franchisor's franchises as
 * cards, each account's audit history, and deleting accounts. Admin-only; the resolver checks the role.
 */
export class AdminFranchisorAccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly audit: AuditService,
    private readonly work: UnitOfWork,
  ) {}

  /**
   * One statement: the total of the matching accounts and one page of them, newest first, each with its
   * franchise count and category names (correlated subqueries on the page's rows only, so no N+1).
   */
  async list(filter: AdminFranchisorAccountFilter, offset: number, limit: number): Promise<[AdminFranchisorAccount[], number]> {
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    // A company's founding account stands for it; its members' accounts are not companies of their own (issue 42).
    const clauses = [`p.user_type = 'franchisor'`, `p.franchisor_id = p.id`];
    const search = filter.search?.trim().toLowerCase();
    if (search) clauses.push(`${SEARCH_TEXT} LIKE ${param(`%${escapeLike(search)}%`)}`);
    const where = clauses.join(' AND ');
    const rows: (AdminFranchisorAccount & { total: number; id: string | null })[] = await this.ds.query(
      `SELECT t.total, r.*
         FROM (SELECT count(*)::int AS total FROM profiles p WHERE ${where}) t
         LEFT JOIN LATERAL (
           SELECT ${ACCOUNT_COLUMNS}
             FROM profiles p
            WHERE ${where}
            ORDER BY p.created_at DESC, p.id DESC
            LIMIT ${param(limit)} OFFSET ${param(offset)}
         ) r ON true`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    return [rows.filter((r) => r.id !== null).map(({ total: _t, ...row }) => row), total];
  }

  /** The header of a franchisor's franchises page; 'Franchisor account not found' for anything else. */
  async get(id: string): Promise<AdminFranchisorAccount> {
    if (!isUUID(id)) throw notFound(AccountMessages.franchisorNotFound);
    const [row]: AdminFranchisorAccount[] = await this.ds.query(
      `SELECT ${ACCOUNT_COLUMNS} FROM profiles p WHERE p.id = $1 AND p.user_type = 'franchisor'`,
      [id],
    );
    if (!row) throw notFound(AccountMessages.franchisorNotFound);
    return row;
  }

  /** A franchisor's franchises in every status, newest first, with what a card shows: one statement. */
  async franchises(franchisorId: string, offset: number, limit: number): Promise<[AdminFranchiseCard[], number]> {
    await this.get(franchisorId);
    const rows: (AdminFranchiseCard & { total: number; id: string | null })[] = await this.ds.query(
      `SELECT t.total, r.*
         FROM (SELECT count(*)::int AS total FROM franchises f WHERE f.franchisor_id = $1) t
         LEFT JOIN LATERAL (
           SELECT f.id, f.name, f.location, f.status, f.created_at AS "createdAt",
                  coalesce(d.short_description, '') AS "shortDescription", d.main_image_url AS "mainImageUrl"
             FROM franchises f
             LEFT JOIN franchise_details d ON d.franchise_id = f.id
            WHERE f.franchisor_id = $1
            ORDER BY f.created_at DESC, f.id DESC
            LIMIT $2 OFFSET $3
         ) r ON true`,
      [franchisorId, limit, offset],
    );
    const total = rows[0]?.total ?? 0;
    const items = rows.filter((r) => r.id !== null).map(({ total: _t, ...row }) => row);
    return [items, total];
  }

  /** The account's audit trail (approvals, rejections...), newest first. */
  async history(id: string): Promise<AdminAccountHistoryEntry[]> {
    if (!isUUID(id)) throw notFound(AccountMessages.franchisorNotFound);
    const entries = await this.audit.history(AuditTarget.ACCOUNT, id);
    return entries.map((e) => ({
      id: e.id,
      action: e.action,
      beforeStatus: e.beforeStatus,
      afterStatus: e.afterStatus,
      actorName: e.actorName,
      reason: typeof e.detail?.reason === 'string' ? e.detail.reason : null,
      createdAt: e.createdAt,
    }));
  }

  /**
   * Deletes franchisor accounts, all or none, in one transaction (docs/decisions.md, "Deleting accounts and
   * listings"): their franchises go with them (details, categories, gallery, ads and metrics cascade); leads
   * stay with the customers who sent them, with no franchise or franchisor; messages keep their text with the
   * deleted side shown as 'Unknown'; stored files stay, unowned; sessions, magic links and sign-in records go
   * with the user. One audit entry per account. Any id that is not a franchisor account (unknown, malformed,
   * an administrator or a customer) refuses the whole request and nothing changes.
   * After commit the accounts' open sockets are checked again (their sessions are gone, so they close) and the
   * pending counts are pushed.
   */
  async delete(adminId: string, ids: string[]): Promise<DeletedAccounts> {
    const wanted = [...new Set(ids)];
    if (wanted.some((id) => !isUUID(id))) throw this.someNotFound();
    return this.work.run(async (em, after) => {
      const profiles = await em
        .getRepository(Profile)
        .createQueryBuilder('p')
        .setLock('pessimistic_write')
        .where('p.id IN (:...ids)', { ids: wanted })
        .orderBy('p.id')
        .getMany();
      if (profiles.length !== wanted.length || profiles.some((p) => p.userType !== UserType.FRANCHISOR)) {
        throw this.someNotFound();
      }
      const counts: { franchisorId: string; n: number }[] = await em.query(
        `SELECT franchisor_id AS "franchisorId", count(*)::int AS n FROM franchises WHERE franchisor_id = ANY($1::uuid[]) GROUP BY franchisor_id`,
        [wanted],
      );
      const franchiseCount = new Map(counts.map((c) => [c.franchisorId, c.n]));
      for (const p of profiles) {
        await this.audit.record(em, {
          actorId: adminId,
          action: AuditAction.DELETE,
          targetType: AuditTarget.ACCOUNT,
          targetId: p.id,
          before: p.status,
          after: null,
          detail: { companyName: p.companyName, franchises: franchiseCount.get(p.id) ?? 0 },
        });
      }
      // The profile, its franchises (and everything hanging on them), sessions and magic links cascade from
      // the user; leads, messages and files keep their rows with the account's side set to null.
      // A company's member accounts (issue 42 seats) go with it: they have no company left to work for.
      const members: { userId: string }[] = await em.query(
        `SELECT user_id AS "userId" FROM franchisor_members WHERE franchisor_id = ANY($1::uuid[]) AND user_id <> ALL($1::uuid[])`,
        [wanted],
      );
      await em.getRepository(User).delete([...wanted, ...members.map((m) => m.userId)]);
      for (const id of [...wanted, ...members.map((m) => m.userId)]) after.publish(new AccountAccessChanged(id));
      after.publish(new ApprovalQueueChanged());
      return { deletedIds: profiles.map((p) => p.id), deletedFranchises: counts.reduce((n, c) => n + c.n, 0) };
    });
  }

  private someNotFound() {
    return new AppError(AccountMessages.someNotFound, ErrorCode.NOT_FOUND);
  }
}
