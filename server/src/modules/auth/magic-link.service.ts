import { isEmail } from 'class-validator';
import { type DataSource, type EntityManager, IsNull } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, badInput } from '../../common/errors';
import { logger } from '../../common/logger';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import { hashToken, newToken } from '../../common/tokens';
import { normaliseEmail } from '../../common/validation';
import { composeMail } from '../mail/mail-content';
import type { Mailer } from '../mail/mailer';
import { UserType } from './auth.enums';
import type { AuthService, SignedIn } from './auth.service';
import type { RequestMeta } from './request-meta';
import { MagicLinkToken } from './magic-link-token.entity';
import { Profile } from './profile.entity';
import type { UnitOfWork } from '../../common/unit-of-work';

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
/** The confirm page; the token travels in the fragment, so it never reaches server logs or Referer headers. */
export const MAGIC_LINK_PATH = '/customer/magic-link';
/** The kind of mail secret (mailer.ts) a sign-in link is. */
const MAGIC_LINK_SECRET = 'magic-link';

const WINDOW_MS = 15 * 60 * 1000;
const REQUEST_LIMIT_PER_EMAIL = 5;
const REQUEST_LIMIT_PER_IP = 30;
const CONSUME_LIMIT_PER_IP = 50;

export type MagicLinkProblem = 'unknown' | 'used' | 'expired';

const problemMessage: Record<MagicLinkProblem, string> = {
  unknown: Messages.magicLinkUnknown,
  used: Messages.magicLinkUsed,
  expired: Messages.magicLinkExpired,
};

/**
 * Customer sign-in by a one-time link (spec 01 section 1). The link holds 256 random bits, stored
 * only as a hash, valid for 15 minutes and spent by the first successful POST from the confirm page,
 * so a mail scanner that follows the link (a GET) cannot use it up.
 */
export class MagicLinkService {
  private readonly requestsPerIp: WindowLimit;
  private readonly requestsPerEmail: WindowLimit;
  private readonly consumesPerIp: WindowLimit;
  /** Links being prepared after their request was answered. */
  private readonly preparing = new Set<Promise<void>>();

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
    limiters: RateLimiters,
  ) {
    this.requestsPerIp = limiters.window('magiclink:ip', REQUEST_LIMIT_PER_IP, WINDOW_MS);
    this.requestsPerEmail = limiters.window('magiclink:email', REQUEST_LIMIT_PER_EMAIL, WINDOW_MS);
    this.consumesPerIp = limiters.window('magiclink:consume:ip', CONSUME_LIMIT_PER_IP, WINDOW_MS);
    mailer.defineSecret(MAGIC_LINK_SECRET, (id, manager) => this.mint(id, manager));
  }

  /**
   * Mails a link if the email belongs to a customer. The answer comes as soon as the input is checked and
   * throttled; the lookup, the token and the mail happen after it, so neither the answer nor its timing tells
   * whether an account exists. The link's row and its mail job are stored in one transaction: no link
   * without its mail, no mail for a link that was not stored.
   */
  async request(rawEmail: string, meta: RequestMeta): Promise<void> {
    const email = normaliseEmail(rawEmail ?? '');
    if (email.length > 254 || !isEmail(email)) throw badInput(Messages.invalidEmail, 'email');
    await this.requestsPerIp.take(meta.ip);
    await this.requestsPerEmail.take(email);

    const work = this.sendLink(email).catch((err: unknown) => logger.error('A sign-in link could not be prepared', err));
    this.preparing.add(work);
    void work.finally(() => this.preparing.delete(work));
  }

  /** Waits until every link asked for so far is stored with its mail job, or failed to be (shutdown, tests). */
  async idle(): Promise<void> {
    while (this.preparing.size > 0) await Promise.all([...this.preparing]);
  }

  /**
   * The link's row is stored with the hash of a value nobody keeps, so no token works yet, and the mail job
   * holds only the row's id: the mail worker makes the token when it sends the mail (mint).
   */
  private async sendLink(email: string): Promise<void> {
    const customer = await this.auth.findCustomerByEmail(email);
    if (!customer) return;
    await this.work.run(async (em) => {
      const { identifiers } = await em.getRepository(MagicLinkToken).insert({
        userId: customer.id,
        tokenHash: hashToken(newToken()),
        expiresAt: new Date(Date.now() + MAGIC_LINK_TTL_MS),
      });
      const secret = this.mailer.secret(MAGIC_LINK_SECRET, (identifiers[0] as { id: string }).id);
      const url = `${this.config.publicUrl}${MAGIC_LINK_PATH}#token=${secret.mark}`;
      await this.mailer.send(
        {
          to: customer.email,
          subject: 'Your Franchise Compass sign-in link',
          ...composeMail('Sign in to Franchise Compass', [
            { kind: 'paragraph', text: `Hello ${customer.fullName},` },
            { kind: 'paragraph', text: 'Use the button below to sign in. The link works once and expires in 15 minutes.' },
            { kind: 'button', label: 'Sign in', url },
            { kind: 'paragraph', text: 'If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.' },
          ]),
          secret,
        },
        em,
      );
    });
  }

  /**
   * The token of a link's mail, made as it is sent (in the mail job's transaction); null once the link is
   * spent or expired, and then no mail goes. A failed try's hash is rolled back with it (its token never works);
   * the retry makes another. The row stays locked while the mail is handed over: only spending this customer's
   * other links waits for that.
   */
  private async mint(id: string, manager: EntityManager): Promise<string | null> {
    const token = newToken();
    const result = await manager
      .createQueryBuilder()
      .update(MagicLinkToken)
      .set({ tokenHash: hashToken(token) })
      .where('id = :id AND used_at IS NULL AND expires_at > now()', { id })
      .execute();
    return result.affected ? token : null;
  }

  /**
   * Spends a link and returns the customer to start a session for. Spending is one conditional
   * UPDATE, so two requests racing with the same link cannot both succeed. Any other live links of
   * the same customer are spent too.
   */
  async consume(token: string, meta: RequestMeta): Promise<SignedIn> {
    await this.consumesPerIp.take(meta.ip);
    const tokenHash = hashToken(token ?? '');
    // One unit of work; the link stays spent when the refusals below are thrown after its commit.
    const { userId, profile } = await this.work.run(async (em) => {
      const spent = await em
        .createQueryBuilder()
        .update(MagicLinkToken)
        .set({ usedAt: () => 'now()' })
        .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
        .returning(['userId'])
        .execute();
      const userId = (spent.raw as { user_id: string }[])[0]?.user_id;
      if (!userId) return { userId, profile: null };
      const profile = await em.getRepository(Profile).findOneBy({ id: userId });
      if (profile?.userType === UserType.CUSTOMER) {
        await em.getRepository(MagicLinkToken).update({ userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
      }
      return { userId, profile };
    });
    if (!userId) throw await this.whyUnusable(tokenHash);
    if (!profile || profile.userType !== UserType.CUSTOMER) {
      throw new AppError(Messages.unauthorizedAccess, ErrorCode.FORBIDDEN);
    }
    return this.auth.startSession(profile, meta);
  }

  private async whyUnusable(tokenHash: string): Promise<AppError> {
    const row = await this.ds.getRepository(MagicLinkToken).findOneBy({ tokenHash });
    const reason: MagicLinkProblem = !row ? 'unknown' : row.usedAt ? 'used' : 'expired';
    return new AppError(problemMessage[reason], ErrorCode.INVALID_LINK, { reason });
  }
}
