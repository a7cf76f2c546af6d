import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { AuditAction, type AuditService, AuditTarget } from '../audit/audit.service';
import { Profile } from '../auth/profile.entity';
import type { Mailer } from '../mail/mailer';
import { Membership } from './membership.entity';
import { MEMBERSHIP_LABELS, MembershipLevel, MembershipState, MembershipStatus, REMINDER_DAYS, VERIFICATION_MONTHS } from './membership.enums';
import type { RejectMembershipInput, StateMembershipInput, VerifyMembershipInput } from './membership.inputs';
import { membershipRejectedMail, membershipVerifiedMail } from './membership.mail';
import { MembershipMessages, membershipNumberProblem } from './membership.rules';
import type { AdminMembershipClaim, AdminMembershipDecision, AdminMembershipHistoryEntry, FranchisorMembershipView } from './membership.types';

/** A verification past its expiry reads as lapsed; the rest as stored. */
export function statusOf(m: Pick<Membership, 'state' | 'expiresAt'>, now = new Date()): MembershipStatus {
  if (m.state === MembershipState.PENDING) return MembershipStatus.PENDING;
  if (m.state === MembershipState.REJECTED) return MembershipStatus.REJECTED;
  return m.expiresAt && m.expiresAt > now ? MembershipStatus.VERIFIED : MembershipStatus.LAPSED;
}

export function toFranchisorMembershipView(m: Membership): FranchisorMembershipView {
  const status = statusOf(m);
  const decided = status === MembershipStatus.VERIFIED || status === MembershipStatus.LAPSED;
  return {
    level: m.level,
    label: MEMBERSHIP_LABELS[m.level],
    membershipNumber: m.membershipNumber,
    status,
    statedAt: m.statedAt,
    verifiedAt: decided ? m.verifiedAt : null,
    expiresAt: decided ? m.expiresAt : null,
    rejectionReason: status === MembershipStatus.REJECTED ? m.rejectionReason : null,
  };
}

/**
 * Waiting for an administrator: stated and not decided, or verified and due again (lapsing within
 * REMINDER_DAYS, or lapsed), so that renewals come back to the queue before the badge goes.
 */
const WAITING = `(m.state = 'pending' OR (m.state = 'verified' AND m.expires_at <= now() + interval '${REMINDER_DAYS} days'))`;

type Decision = 'verify' | 'reject';

/**
 * bfa membership: a franchisor states it (or withdraws it), an administrator verifies or rejects it with a
 * reason. Each decision is one unit of work with its audit entry and the franchisor's e-mail. Restating puts a
 * membership back to pending, whatever was decided before, so the badge shows only what was verified.
 */
export class MembershipService {
  constructor(
    private readonly ds: DataSource,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly audit: AuditService,
    private readonly work: UnitOfWork,
  ) {}

  /** The franchisor's own membership, or null when none is stated. */
  async mine(franchisorId: string): Promise<FranchisorMembershipView | null> {
    const m = await this.ds.getRepository(Membership).findOneBy({ franchisorId });
    return m && toFranchisorMembershipView(m);
  }

  /**
   * States (or restates) the franchisor's membership: pending from now, any earlier decision cleared. The input
   * was validated (membership.inputs.ts); the number is checked again here as it is stored (trimmed).
   */
  async state(franchisorId: string, input: StateMembershipInput): Promise<FranchisorMembershipView> {
    const membershipNumber = input.membershipNumber.trim();
    const problem = membershipNumberProblem(membershipNumber);
    if (problem) throw new AppError(problem, ErrorCode.BAD_USER_INPUT, { fields: { membershipNumber: problem } });
    const level = input.level as MembershipLevel;
    return this.work.run(async (em) => {
      await em.query(
        `INSERT INTO franchisor_memberships (franchisor_id, level, membership_number, state, stated_at)
         VALUES ($1, $2, $3, 'pending', now())
         ON CONFLICT (franchisor_id) DO UPDATE SET level = EXCLUDED.level, membership_number = EXCLUDED.membership_number,
           state = 'pending', stated_at = now(), verified_at = NULL, verified_by = NULL, expires_at = NULL,
           rejection_reason = NULL, reminder_sent_at = NULL, lapse_notice_sent_at = NULL`,
        [franchisorId, level, membershipNumber],
      );
      return toFranchisorMembershipView(await em.getRepository(Membership).findOneByOrFail({ franchisorId }));
    });
  }

  /** Withdraws the franchisor's membership (and its badge); false when there was none. */
  async withdraw(franchisorId: string): Promise<boolean> {
    const { affected } = await this.work.run((em) => em.getRepository(Membership).delete({ franchisorId }));
    return (affected ?? 0) > 0;
  }

  /** Memberships waiting for an administrator, the longest waiting first: a stated one since it was stated, a renewal since it fell due. */
  async claims(offset: number, limit: number): Promise<[AdminMembershipClaim[], number]> {
    const rows: (Omit<AdminMembershipClaim, 'label' | 'status'> & { state: MembershipState; total: number })[] = await this.ds.query(
      `SELECT m.franchisor_id AS id, p.company_name AS "companyName", p.full_name AS "contactName", p.email,
              m.level, m.membership_number AS "membershipNumber", m.state, m.stated_at AS "statedAt",
              m.verified_at AS "verifiedAt", m.expires_at AS "expiresAt", (count(*) OVER ())::int AS total
       FROM franchisor_memberships m JOIN profiles p ON p.id = m.franchisor_id
       WHERE ${WAITING}
       ORDER BY CASE WHEN m.state = 'pending' THEN m.stated_at ELSE m.expires_at - interval '${REMINDER_DAYS} days' END, m.franchisor_id
       LIMIT $1 OFFSET $2`,
      [limit, offset],
    );
    const items = rows.map(({ total: _, state, ...r }) => ({
      ...r,
      label: MEMBERSHIP_LABELS[r.level],
      status: statusOf({ state, expiresAt: r.expiresAt }),
    }));
    if (rows.length > 0 || offset === 0) return [items, rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM franchisor_memberships m WHERE ${WAITING}`);
    return [[], total];
  }

  /** Administrators' decisions on memberships, newest first, from the audit trail. */
  async history(offset: number, limit: number): Promise<[AdminMembershipHistoryEntry[], number]> {
    const rows: (Omit<AdminMembershipHistoryEntry, 'label'> & { level: MembershipLevel | null; total: number })[] = await this.ds.query(
      `SELECT a.id, a.target_id AS "franchisorId", coalesce(a.detail->>'companyName', p.company_name) AS "companyName",
              a.action, a.detail->>'level' AS level, a.detail->>'membershipNumber' AS "membershipNumber",
              a.detail->>'reason' AS reason, actor.full_name AS "actorName", a.created_at AS "decidedAt",
              (count(*) OVER ())::int AS total
       FROM admin_actions a
       LEFT JOIN profiles p ON p.id = a.target_id
       LEFT JOIN profiles actor ON actor.id = a.actor_id
       WHERE a.target_type = $1
       ORDER BY a.created_at DESC, a.id DESC LIMIT $2 OFFSET $3`,
      [AuditTarget.MEMBERSHIP, limit, offset],
    );
    const items = rows.map(({ total: _, level, ...r }) => ({ ...r, label: level && level in MEMBERSHIP_LABELS ? MEMBERSHIP_LABELS[level] : null }));
    if (rows.length > 0 || offset === 0) return [items, rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM admin_actions WHERE target_type = $1`, [
      AuditTarget.MEMBERSHIP,
    ]);
    return [[], total];
  }

  verify(adminId: string, input: VerifyMembershipInput): Promise<AdminMembershipDecision> {
    return this.decide(adminId, input, 'verify', null);
  }

  reject(adminId: string, input: RejectMembershipInput): Promise<AdminMembershipDecision> {
    return this.decide(adminId, input, 'reject', input.reason.trim());
  }

  /**
   * Verifies (for VERIFICATION_MONTHS from now) or rejects (with its reason) a waiting membership, if it still says
   * what the administrator checked, in one transaction with its audit entry and the franchisor's e-mail.
   */
  private decide(adminId: string, seen: VerifyMembershipInput, decision: Decision, reason: string | null): Promise<AdminMembershipDecision> {
    return this.work.run(async (em) => {
      const repo = em.getRepository(Membership);
      const m = isUUID(seen.franchisorId)
        ? await repo.findOne({ where: { franchisorId: seen.franchisorId }, lock: { mode: 'pessimistic_write' } })
        : null;
      if (!m) throw notFound(MembershipMessages.notFound);
      if (m.level !== seen.level || m.membershipNumber !== seen.membershipNumber.trim()) {
        throw new AppError(MembershipMessages.changed, ErrorCode.CONFLICT);
      }
      const [{ waiting }] = await em.query<{ waiting: boolean }[]>(
        `SELECT ${WAITING} AS waiting FROM franchisor_memberships m WHERE m.franchisor_id = $1`,
        [m.franchisorId],
      );
      if (!waiting) throw new AppError(MembershipMessages.notWaiting, ErrorCode.CONFLICT);
      const before = statusOf(m);
      if (decision === 'verify') {
        await em.query(
          `UPDATE franchisor_memberships SET state = 'verified', verified_at = now(), verified_by = $2,
             expires_at = now() + interval '${VERIFICATION_MONTHS} months', rejection_reason = NULL,
             reminder_sent_at = NULL, lapse_notice_sent_at = NULL
           WHERE franchisor_id = $1`,
          [m.franchisorId, adminId],
        );
      } else {
        await repo.update(
          { franchisorId: m.franchisorId },
          { state: MembershipState.REJECTED, rejectionReason: reason, verifiedAt: null, verifiedBy: null, expiresAt: null },
        );
      }
      const after = await repo.findOneByOrFail({ franchisorId: m.franchisorId });
      const owner = await em.getRepository(Profile).findOneBy({ id: m.franchisorId });
      await this.audit.record(em, {
        actorId: adminId,
        action: decision === 'verify' ? AuditAction.VERIFY : AuditAction.REJECT,
        targetType: AuditTarget.MEMBERSHIP,
        targetId: m.franchisorId,
        before,
        after: after.state,
        detail: {
          companyName: owner?.companyName ?? null,
          level: m.level,
          membershipNumber: m.membershipNumber,
          ...(reason ? { reason } : {}),
        },
      });
      if (owner) await this.mailFranchisor(em, owner, after, reason);
      const view = toFranchisorMembershipView(after);
      return {
        id: m.franchisorId,
        status: view.status,
        verifiedAt: view.verifiedAt,
        expiresAt: view.expiresAt,
        rejectionReason: view.rejectionReason,
      };
    });
  }

  private async mailFranchisor(em: EntityManager, owner: Profile, m: Membership, reason: string | null): Promise<void> {
    const facts = { label: MEMBERSHIP_LABELS[m.level], membershipNumber: m.membershipNumber };
    const message =
      m.state === MembershipState.VERIFIED
        ? membershipVerifiedMail(this.config, owner, { ...facts, expiresAt: m.expiresAt! })
        : membershipRejectedMail(this.config, owner, { ...facts, reason: reason ?? '' });
    await this.mailer.send(message, em);
  }
}
