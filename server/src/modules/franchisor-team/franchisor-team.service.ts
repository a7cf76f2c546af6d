import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, badInput, notFound } from '../../common/errors';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import { hashToken, newToken } from '../../common/tokens';
import type { UnitOfWork } from '../../common/unit-of-work';
import { normaliseEmail } from '../../common/validation';
import { AuditAction, AuditTarget, type AuditService } from '../audit/audit.service';
import { AccountAccessChanged } from '../auth/access-events';
import { AccountStatus, FranchisorRole, UserType } from '../auth/auth.enums';
import type { AuthService, SignedIn } from '../auth/auth.service';
import { franchisorIdOf } from '../auth/franchisor-of';
import { FranchisorMember } from '../auth/franchisor-member.entity';
import { Profile } from '../auth/profile.entity';
import type { RequestMeta } from '../auth/request-meta';
import { User } from '../auth/user.entity';
import { NewLeadBadgesChanged } from '../lead-intake/lead-events';
import { composeMail } from '../mail/mail-content';
import type { Mailer } from '../mail/mailer';
import { FranchisorInvitation } from './franchisor-invitation.entity';
import type { AcceptTeamInvitationInput, FranchisorTeam, InvitationPreview, TeamInvitation, TeamMember } from './franchisor-team.types';

/** An invitation link works for 7 days, once. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** The page that accepts an invitation; the token travels in the fragment (never in logs or Referer headers). */
export const INVITATION_PATH = '/franchisor/join';
/** The kind of mail secret (mailer.ts) an invitation link is. */
const INVITATION_SECRET = 'team-invitation';
const WINDOW_MS = 15 * 60 * 1000;
const ACCEPTS_PER_IP = 50;

export type InvitationProblem = 'unknown' | 'used' | 'expired';
const problemMessage: Record<InvitationProblem, string> = {
  unknown: Messages.invitationUnknown,
  used: Messages.invitationUsed,
  expired: Messages.invitationExpired,
};

/**
 * Seats of a franchisor company (issue 42): the owner invites members by e-mail, removes them (their sessions end
 * and their sockets close at once) and may pass ownership on. The owner-only doors are guarded by the access check
 * (`@Authorized(FRANCHISOR_OWNER)`); each step here is also scoped to the owner's company in its query. An invitation
 * is like a sign-in link: random, stored hashed, single use, expiring; its token is made when its mail is sent.
 */
export class FranchisorTeamService {
  private readonly acceptsPerIp: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly config: Pick<Config, 'publicUrl'>,
    limiters: RateLimiters,
  ) {
    this.acceptsPerIp = limiters.window('team-invitation:accept:ip', ACCEPTS_PER_IP, WINDOW_MS);
    mailer.defineSecret(INVITATION_SECRET, (id, manager) => this.mint(id, manager));
  }

  /** The company's members (owner first, then by joining) and its invitations not yet accepted, newest first. */
  async team(franchisorId: string): Promise<FranchisorTeam> {
    const [members, invitations] = await Promise.all([
      this.ds.query<TeamMember[]>(
        `SELECT p.id, p.full_name AS "fullName", p.email, m.role, (p.id = m.franchisor_id) AS founder,
                m.joined_at AS "joinedAt", p.last_login AS "lastLogin"
           FROM franchisor_members m JOIN profiles p ON p.id = m.user_id
          WHERE m.franchisor_id = $1
          ORDER BY (m.role = 'owner') DESC, m.joined_at, p.id`,
        [franchisorId],
      ),
      this.ds.query<TeamInvitation[]>(
        `SELECT i.id, i.email, i.created_at AS "createdAt", i.expires_at AS "expiresAt", (i.expires_at <= now()) AS expired,
                p.full_name AS "invitedByName"
           FROM franchisor_invitations i LEFT JOIN profiles p ON p.id = i.invited_by
          WHERE i.franchisor_id = $1 AND i.used_at IS NULL
          ORDER BY i.created_at DESC, i.id`,
        [franchisorId],
      ),
    ]);
    return { members, invitations };
  }

  /**
   * The owner invites an e-mail address: refused when it already has an account (a member signs in with an account
   * of their own, made by accepting) or an invitation of this company waits for it. The invitation, its mail job and
   * the audit entry are stored together.
   */
  async invite(owner: Profile, rawEmail: string): Promise<TeamInvitation> {
    const franchisorId = franchisorIdOf(owner);
    const email = normaliseEmail(rawEmail);
    return this.work.run(async (em) => {
      const member: { id: string }[] = await em.query(
        `SELECT p.id FROM profiles p JOIN franchisor_members m ON m.user_id = p.id WHERE p.email = $1 AND m.franchisor_id = $2`,
        [email, franchisorId],
      );
      if (member.length > 0) throw badInput(Messages.alreadyTeamMember, 'email');
      if (await em.getRepository(User).existsBy({ email })) throw badInput(Messages.emailTaken, 'email');
      // Serialises invitations of one company, so two at once cannot both pass the pending check.
      await em.query(`SELECT id FROM profiles WHERE id = $1 FOR UPDATE`, [franchisorId]);
      const pending: unknown[] = await em.query(`SELECT 1 FROM franchisor_invitations WHERE franchisor_id = $1 AND email = $2 AND used_at IS NULL`, [
        franchisorId,
        email,
      ]);
      if (pending.length > 0) throw badInput(Messages.invitationPending, 'email');
      const invitation = await em.getRepository(FranchisorInvitation).save(
        em.getRepository(FranchisorInvitation).create({
          franchisorId,
          email,
          invitedBy: owner.id,
          tokenHash: hashToken(newToken()),
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
          usedAt: null,
        }),
      );
      await this.sendInvitation(em, invitation, owner);
      await this.audit.record(em, {
        actorId: owner.id,
        action: AuditAction.INVITE,
        targetType: AuditTarget.TEAM,
        targetId: franchisorId,
        detail: { email, by: owner.fullName },
      });
      return { ...toInvitation(invitation), invitedByName: owner.fullName };
    });
  }

  /** Sends a pending invitation again with a new link and a new expiry; the old link stops working. */
  async resend(owner: Profile, invitationId: string): Promise<TeamInvitation> {
    const franchisorId = franchisorIdOf(owner);
    return this.work.run(async (em) => {
      const invitation = await this.pendingInvitation(em, franchisorId, invitationId);
      invitation.expiresAt = new Date(Date.now() + INVITATION_TTL_MS);
      invitation.tokenHash = hashToken(newToken());
      invitation.invitedBy = owner.id;
      await em
        .getRepository(FranchisorInvitation)
        .update({ id: invitation.id }, { expiresAt: invitation.expiresAt, tokenHash: invitation.tokenHash, invitedBy: owner.id });
      await this.sendInvitation(em, invitation, owner);
      return { ...toInvitation(invitation), invitedByName: owner.fullName };
    });
  }

  /** Withdraws a pending invitation: its link stops working. */
  async cancel(owner: Profile, invitationId: string): Promise<boolean> {
    const franchisorId = franchisorIdOf(owner);
    return this.work.run(async (em) => {
      const invitation = await this.pendingInvitation(em, franchisorId, invitationId);
      await em.getRepository(FranchisorInvitation).delete({ id: invitation.id });
      await this.audit.record(em, {
        actorId: owner.id,
        action: AuditAction.CANCEL,
        targetType: AuditTarget.TEAM,
        targetId: franchisorId,
        detail: { email: invitation.email, by: owner.fullName },
      });
      return true;
    });
  }

  /** The company and address of a live invitation, for the accept page; the link's problem otherwise. */
  async preview(token: string): Promise<InvitationPreview> {
    const [row] = await this.ds.query<InvitationPreview[]>(
      `SELECT i.email, coalesce(p.company_name, p.full_name) AS "companyName"
         FROM franchisor_invitations i JOIN profiles p ON p.id = i.franchisor_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now()`,
      [hashToken(token ?? '')],
    );
    if (!row) throw await this.whyUnusable(hashToken(token ?? ''));
    return row;
  }

  /**
   * Accepts an invitation: spends it (one conditional UPDATE, so two tries with one link cannot both succeed) and
   * creates the member's own account (approved: the company's approval is what counts) with its seat, in one unit of
   * work; then signs the member in. A refused link writes nothing.
   */
  async accept(input: AcceptTeamInvitationInput, meta: RequestMeta): Promise<SignedIn> {
    await this.acceptsPerIp.take(meta.ip);
    const tokenHash = hashToken(input.token);
    const userId = await this.work.run(async (em, after) => {
      const spent = await em
        .createQueryBuilder()
        .update(FranchisorInvitation)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
        .returning(['franchisorId', 'email', 'invitedBy'])
        .execute();
      const row = (spent.raw as { franchisor_id: string; email: string; invited_by: string | null }[])[0];
      if (!row) return null;
      const company = await em.getRepository(Profile).findOneByOrFail({ id: row.franchisor_id });
      const profile = await this.auth.createAccount(em, {
        email: row.email,
        password: input.password,
        fullName: input.fullName,
        userType: UserType.FRANCHISOR,
        status: AccountStatus.APPROVED,
        companyName: company.companyName,
        franchisorId: company.id,
      });
      await em.getRepository(FranchisorMember).insert({
        userId: profile.id,
        franchisorId: company.id,
        role: FranchisorRole.MEMBER,
        invitedBy: row.invited_by,
      });
      await this.audit.record(em, {
        actorId: profile.id,
        action: AuditAction.JOIN,
        targetType: AuditTarget.TEAM,
        targetId: company.id,
        detail: { email: row.email, name: profile.fullName },
      });
      // The new member's badge counts the company's unassigned new leads.
      after.publish(new NewLeadBadgesChanged(company.id));
      return profile.id;
    });
    if (!userId) throw await this.whyUnusable(tokenHash);
    const profile = await this.ds.getRepository(Profile).findOneByOrFail({ id: userId });
    this.auth.assertMayEnter(profile, UserType.FRANCHISOR);
    return this.auth.startSession(profile, meta);
  }

  /**
   * Removes a member: their account is closed (a member's account exists only as a seat of the company), which ends
   * their sessions; after the commit their open sockets close on every instance. Their assigned leads become
   * unassigned. The owner cannot remove themself, nor anyone the founding account (the company's record).
   */
  async remove(owner: Profile, memberId: string): Promise<boolean> {
    const franchisorId = franchisorIdOf(owner);
    return this.work.run(async (em, after) => {
      const member = await this.member(em, franchisorId, memberId);
      if (member.userId === franchisorId) throw new AppError(Messages.cannotRemoveFounder, ErrorCode.CONFLICT);
      if (member.role === FranchisorRole.OWNER) throw new AppError(Messages.cannotRemoveOwner, ErrorCode.CONFLICT);
      const profile = await em.getRepository(Profile).findOneByOrFail({ id: member.userId });
      await this.audit.record(em, {
        actorId: owner.id,
        action: AuditAction.REMOVE,
        targetType: AuditTarget.TEAM,
        targetId: franchisorId,
        detail: { memberId: profile.id, name: profile.fullName, email: profile.email, by: owner.fullName },
      });
      // Sessions, sign-in log and the seat cascade from the user; leads assigned to them keep their rows, unassigned.
      await em.getRepository(User).delete({ id: profile.id });
      after.publish(new AccountAccessChanged(profile.id));
      after.publish(new NewLeadBadgesChanged(franchisorId));
      return true;
    });
  }

  /** Passes ownership on to a member: they become the owner and the owner a member, in one unit of work. */
  async transfer(owner: Profile, memberId: string): Promise<FranchisorTeam> {
    const franchisorId = franchisorIdOf(owner);
    await this.work.run(async (em) => {
      // Locks the company's seats: two transfers at once cannot leave two owners (or none).
      await em.query(`SELECT user_id FROM franchisor_members WHERE franchisor_id = $1 ORDER BY user_id FOR UPDATE`, [franchisorId]);
      const member = await this.member(em, franchisorId, memberId);
      if (member.userId === owner.id) throw badInput(Messages.teamMemberNotFound, 'memberId');
      await em.getRepository(FranchisorMember).update({ franchisorId, role: FranchisorRole.OWNER }, { role: FranchisorRole.MEMBER });
      await em.getRepository(FranchisorMember).update({ userId: member.userId }, { role: FranchisorRole.OWNER });
      const profile = await em.getRepository(Profile).findOneByOrFail({ id: member.userId });
      await this.audit.record(em, {
        actorId: owner.id,
        action: AuditAction.TRANSFER,
        targetType: AuditTarget.TEAM,
        targetId: franchisorId,
        before: owner.id,
        after: member.userId,
        detail: { from: owner.fullName, to: profile.fullName },
      });
    });
    return this.team(franchisorId);
  }

  private async member(em: EntityManager, franchisorId: string, memberId: string): Promise<FranchisorMember> {
    const member = isUUID(memberId) ? await em.getRepository(FranchisorMember).findOneBy({ userId: memberId, franchisorId }) : null;
    if (!member) throw notFound(Messages.teamMemberNotFound);
    return member;
  }

  private async pendingInvitation(em: EntityManager, franchisorId: string, id: string): Promise<FranchisorInvitation> {
    const invitation = isUUID(id)
      ? await em.getRepository(FranchisorInvitation).findOne({ where: { id, franchisorId }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!invitation || invitation.usedAt) throw notFound(Messages.invitationNotFound);
    return invitation;
  }

  /** The invitation's mail job, in the caller's transaction; the link's token is made when the mail goes (mint). */
  private async sendInvitation(em: EntityManager, invitation: FranchisorInvitation, owner: Profile): Promise<void> {
    const [company] = await em.query<{ name: string }[]>(`SELECT coalesce(company_name, full_name) AS name FROM profiles WHERE id = $1`, [
      invitation.franchisorId,
    ]);
    const secret = this.mailer.secret(INVITATION_SECRET, invitation.id);
    const url = `${this.config.publicUrl}${INVITATION_PATH}#token=${secret.mark}`;
    await this.mailer.send(
      {
        to: invitation.email,
        subject: `${owner.fullName} invited you to ${company.name} on Franchise Compass`,
        ...composeMail(`Join ${company.name} on Franchise Compass`, [
          { kind: 'paragraph', text: 'Hello,' },
          {
            kind: 'paragraph',
            text: `${owner.fullName} invited you to work on ${company.name}'s franchisor account: its listings, leads and messages.`,
          },
          { kind: 'paragraph', text: 'Use the button below to set your name and password. The link works once and expires in 7 days.' },
          { kind: 'button', label: 'Accept the invitation', url },
          { kind: 'paragraph', text: 'If you did not expect this e-mail, you can ignore it.' },
        ]),
        secret,
      },
      em,
    );
  }

  /** The token of an invitation's mail, made as it is sent; null once it is spent, expired or withdrawn. */
  private async mint(id: string, manager: EntityManager): Promise<string | null> {
    const token = newToken();
    const result = await manager
      .createQueryBuilder()
      .update(FranchisorInvitation)
      .set({ tokenHash: hashToken(token) })
      .where('id = :id AND used_at IS NULL AND expires_at > now()', { id })
      .execute();
    return result.affected ? token : null;
  }

  private async whyUnusable(tokenHash: string): Promise<AppError> {
    const row = await this.ds.getRepository(FranchisorInvitation).findOneBy({ tokenHash });
    const reason: InvitationProblem = !row ? 'unknown' : row.usedAt ? 'used' : 'expired';
    return new AppError(problemMessage[reason], ErrorCode.INVALID_LINK, { reason });
  }
}

const toInvitation = (i: FranchisorInvitation): Omit<TeamInvitation, 'invitedByName'> => ({
  id: i.id,
  email: i.email,
  createdAt: i.createdAt,
  expiresAt: i.expiresAt,
  expired: i.expiresAt.getTime() <= Date.now(),
});
