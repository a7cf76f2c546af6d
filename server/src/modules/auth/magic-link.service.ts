import { isEmail } from 'class-validator';
import { type DataSource, IsNull } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, badInput } from '../../common/errors';
import { hashToken, newToken } from '../../common/tokens';
import { normaliseEmail } from '../../common/validation';
import { composeMail } from '../mail/mail-content';
import type { Mailer } from '../mail/mailer';
import { UserType } from './auth.enums';
import type { AuthService, RequestMeta, SignedIn } from './auth.service';
import { MagicLinkToken } from './magic-link-token.entity';
import { Profile } from './profile.entity';

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;
/** The confirm page; the token travels in the fragment, so it never reaches server logs or Referer headers. */
export const MAGIC_LINK_PATH = '/customer/magic-link';

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
  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  /**
   * Mails a link if the email belongs to a customer. The answer is the same either way, and the mail is
   * sent in the background, so neither the answer nor its timing tells whether an account exists.
   */
  async request(rawEmail: string, meta: RequestMeta): Promise<void> {
    const email = normaliseEmail(rawEmail ?? '');
    if (email.length > 254 || !isEmail(email)) throw badInput(Messages.invalidEmail, 'email');
    await this.auth.throttle(`magiclink:ip:${meta.ip}`, REQUEST_LIMIT_PER_IP, WINDOW_MS);
    await this.auth.throttle(`magiclink:email:${email}`, REQUEST_LIMIT_PER_EMAIL, WINDOW_MS);

    const customer = await this.auth.findCustomerByEmail(email);
    if (!customer) return;
    const token = newToken();
    await this.ds.getRepository(MagicLinkToken).insert({
      userId: customer.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + MAGIC_LINK_TTL_MS),
    });
    const url = `${this.config.publicUrl}${MAGIC_LINK_PATH}#token=${token}`;
    void this.mailer.send({
      to: customer.email,
      subject: 'Your Franchise Compass sign-in link',
      ...composeMail('Sign in to Franchise Compass', [
        { kind: 'paragraph', text: `Hello ${customer.fullName},` },
        { kind: 'paragraph', text: 'Use the button below to sign in. The link works once and expires in 15 minutes.' },
        { kind: 'button', label: 'Sign in', url },
        { kind: 'paragraph', text: 'If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.' },
      ]),
    });
  }

  /**
   * Spends a link and returns the customer to start a session for. Spending is one conditional
   * UPDATE, so two requests racing with the same link cannot both succeed. Any other live links of
   * the same customer are spent too.
   */
  async consume(token: string, meta: RequestMeta): Promise<SignedIn> {
    await this.auth.throttle(`magiclink:consume:ip:${meta.ip}`, CONSUME_LIMIT_PER_IP, WINDOW_MS);
    const tokenHash = hashToken(token ?? '');
    const spent = await this.ds
      .createQueryBuilder()
      .update(MagicLinkToken)
      .set({ usedAt: () => 'now()' })
      .where('token_hash = :tokenHash AND used_at IS NULL AND expires_at > now()', { tokenHash })
      .returning(['userId'])
      .execute();
    const userId = (spent.raw as { user_id: string }[])[0]?.user_id;
    if (!userId) throw await this.whyUnusable(tokenHash);

    const profile = await this.ds.getRepository(Profile).findOneBy({ id: userId });
    if (!profile || profile.userType !== UserType.CUSTOMER) {
      throw new AppError(Messages.unauthorizedAccess, ErrorCode.FORBIDDEN);
    }
    await this.ds
      .getRepository(MagicLinkToken)
      .update({ userId, usedAt: IsNull() }, { usedAt: () => 'now()' });
    return this.auth.startSession(profile, meta);
  }

  private async whyUnusable(tokenHash: string): Promise<AppError> {
    const row = await this.ds.getRepository(MagicLinkToken).findOneBy({ tokenHash });
    const reason: MagicLinkProblem = !row ? 'unknown' : row.usedAt ? 'used' : 'expired';
    return new AppError(problemMessage[reason], ErrorCode.INVALID_LINK, { reason });
  }
}
