import type { DataSource } from 'typeorm';
import { Messages, badInput, notFound } from '../../common/errors';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import type { UnitOfWork } from '../../common/unit-of-work';
import { verifyPassword } from '../auth/password';
import { Profile } from '../auth/profile.entity';
import { Session } from '../auth/session.entity';
import { User } from '../auth/user.entity';
import { FranchiseLead } from '../lead-intake/franchise-lead.entity';
import { SavedSearch } from '../saved-searches/saved-search.entity';
import { Message } from '../messages/message.entity';
import type { ConsentService } from '../consents/consent.service';
import { recipientList } from '../consents/consent-text';
import { CONSENT_PATH_LABELS } from '../consents/consents.enums';
import { AccountAccessChanged } from '../auth/access-events';

/**
 * What a deleted customer's requests keep for the franchisor: the franchise, dates, status,
 * investment and timeframe. Everything that identifies the person is erased.
 */
export const ERASED_LEAD_FIELDS = {
  userId: null,
  name: 'Deleted customer',
  email: '',
  phone: '',
  city: '',
  postCode: '',
  message: '',
  marketingOptIn: false,
  consentText: null,
  consentAt: null,
} satisfies Partial<FranchiseLead>;

const DELETE_WINDOW_MS = 15 * 60 * 1000;
const DELETE_ATTEMPTS = 10;

interface Party {
  name: string;
  companyName: string | null;
}

const party = (p: Profile | null | undefined): Party =>
  p ? { name: p.fullName, companyName: p.companyName } : { name: 'Unknown', companyName: null };

/** A customer's own account: the data export and account deletion (UK GDPR access and erasure). */
export class AccountService {
  private readonly deleteAttempts: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    limiters: RateLimiters,
    private readonly work: UnitOfWork,
    private readonly consents: ConsentService,
  ) {
    this.deleteAttempts = limiters.window('delete-account', DELETE_ATTEMPTS, DELETE_WINDOW_MS);
  }

  /** Everything the product holds about the customer: profile, requests and messages. */
  async exportData(userId: string) {
    const profile = await this.ds.getRepository(Profile).findOneBy({ id: userId });
    if (!profile) throw notFound();
    const leads = await this.ds.getRepository(FranchiseLead).find({
      where: { userId },
      relations: { franchise: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const messages = await this.ds.getRepository(Message).find({
      where: [{ senderId: userId }, { receiverId: userId }],
      relations: { sender: true, receiver: true, attachmentFile: true },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const searches = await this.ds.getRepository(SavedSearch).find({ where: { customerId: userId }, order: { createdAt: 'ASC', id: 'ASC' } });
    const consents = await this.consents.forPerson(userId, profile.email);
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: profile.id,
        fullName: profile.fullName,
        email: profile.email,
        phone: profile.phone,
        userType: profile.userType,
        createdAt: profile.createdAt,
        lastLogin: profile.lastLogin,
      },
      franchiseRequests: leads.map((l) => ({
        id: l.id,
        franchise: l.franchise ? { id: l.franchise.id, name: l.franchise.name } : null,
        name: l.name,
        email: l.email,
        phone: l.phone,
        message: l.message,
        city: l.city,
        postCode: l.postCode,
        country: l.country,
        desiredInvestment: l.desiredInvestment,
        desiredTimeframe: l.desiredTimeframe,
        status: l.status,
        interestStatus: l.interestStatus,
        marketingOptIn: l.marketingOptIn,
        consentText: l.consentText,
        consentAt: l.consentAt,
        createdAt: l.createdAt,
      })),
      messages: messages.map((m) => {
        const sent = m.senderId === userId;
        return {
          id: m.id,
          direction: sent ? 'sent' : 'received',
          counterpart: party(sent ? m.receiver : m.sender),
          subject: m.subject,
          content: m.content,
          read: m.read,
          createdAt: m.createdAt,
          attachment: m.attachmentFile
            ? {
                name: m.attachmentFile.originalName,
                type: m.attachmentFile.mimeType,
                sizeBytes: m.attachmentFile.sizeBytes,
                url: `/files/${m.attachmentFile.id}`,
              }
            : null,
        };
      }),
      savedSearches: searches.map((s) => ({
        name: s.name,
        text: s.text,
        categoryId: s.categoryId,
        subcategoryId: s.subcategoryId,
        location: s.location,
        investment: s.investment,
        sort: s.sort,
        alert: s.alert,
        createdAt: s.createdAt,
      })),
      // Every consent given or withdrawn (issue 41), newest first: exactly what was shown, where, and to whom.
      consentRecords: consents.map((c) => ({
        id: c.id,
        kind: c.kind,
        action: c.action,
        where: CONSENT_PATH_LABELS[c.path],
        text: c.text,
        recipients: c.recipients.map((r) => ({ franchise: r.franchiseName, franchisor: r.companyName })),
        recipientsNamed: recipientList(c.recipients),
        privacyNoticeVersion: c.noticeVersion,
        recordedAt: c.createdAt,
      })),
    };
  }

  /**
   * Deletes a customer's account after checking their password, in one transaction: their requests
   * keep the franchisor's copy with the personal fields erased; the user, profile, sessions and
   * magic links go; messages keep their text with this side shown as 'Unknown'.
   * After commit their open sockets are checked again, and close. Returns the ended sessions' ids.
   */
  async deleteCustomer(userId: string, password: string): Promise<string[]> {
    await this.deleteAttempts.take(userId);
    const user = await this.ds.getRepository(User).findOneBy({ id: userId });
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      throw badInput(Messages.incorrectPassword, 'password');
    }
    return this.work.run(async (em, after) => {
      const sessions = await em.getRepository(Session).find({ where: { userId }, select: { id: true } });
      await em.getRepository(FranchiseLead).update({ userId }, ERASED_LEAD_FIELDS);
      // The consent records stay as evidence (issue 41); their retention period runs from today.
      await this.consents.lastUsedNow(em, userId, user.email);
      // The profile, sessions and magic links cascade; messages and files keep their rows (SET NULL).
      await em.getRepository(User).delete({ id: userId });
      after.publish(new AccountAccessChanged(userId));
      return sessions.map((s) => s.id);
    });
  }
}
