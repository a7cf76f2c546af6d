import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import { addressKey, type RateLimiters, type WindowLimit } from '../../common/rate-limiter';
import type { UnitOfWork, Work } from '../../common/unit-of-work';
import { normaliseEmail } from '../../common/validation';
import { ApprovalQueueChanged } from './approval-queue';
import { AccountStatus, UserType } from './auth.enums';
import type { CustomerSignUpInput, FranchisorSignUpInput, SignInInput } from './auth.inputs';
import type { CompanyNumbers } from './company-number';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { portalAccessError } from './portal-access';
import { Profile } from './profile.entity';
import type { RequestMeta } from './request-meta';
import type { SessionService } from './session.service';
import { recordSignIn } from './sign-in-log';
import { SignInThrottle } from './sign-in-throttle';
import { User } from './user.entity';

export interface SignedIn {
  profile: Profile;
  token: string;
  expiresAt: Date;
}

interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  userType: UserType;
  status: AccountStatus;
  companyName?: string | null;
  phone?: string | null;
  /** The company a franchisor member account joins (issue 42); a franchisor account without one founds its own. */
  franchisorId?: string;
}

/** Sign-ups per address and hour on each sign-up page: room for an office behind one address, not for a script. */
export const SIGN_UPS_PER_ADDRESS_PER_HOUR = 100;
/**
 * 'An account with this email already exists' answers per address and hour, across both sign-up pages; past it
 * every sign-up from that address is refused for the rest of the hour, so the answer cannot be used to test emails.
 */
export const TAKEN_EMAIL_ANSWERS_PER_ADDRESS_PER_HOUR = 10;

const invalidCredentials = () => new AppError(Messages.invalidCredentials, ErrorCode.INVALID_CREDENTIALS);

export class AuthService {
  private readonly signIns: SignInThrottle;
  private readonly signUps: WindowLimit;
  private readonly takenEmailAnswers: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly sessions: SessionService,
    limiters: RateLimiters,
    private readonly work: UnitOfWork,
    /** Records the company number (or 'not a registered company') given at sign-up and queues its check. */
    private readonly companyNumbers?: CompanyNumbers,
  ) {
    this.signIns = new SignInThrottle(limiters);
    this.signUps = limiters.window('signup', SIGN_UPS_PER_ADDRESS_PER_HOUR, 60 * 60 * 1000);
    this.takenEmailAnswers = limiters.window('signup-taken', TAKEN_EMAIL_ANSWERS_PER_ADDRESS_PER_HOUR, 60 * 60 * 1000);
  }

  /**
   * Email and password sign-in on the login page of one user type. The password is checked first,
   * so type and status messages are only shown to someone who knows the password.
   */
  async signIn(input: SignInInput, meta: RequestMeta): Promise<SignedIn> {
    return this.startSession(await this.verifyCredentials(input, meta), meta);
  }

  /**
   * The profile for an email and password that may enter the portal of `input.userType`; no session yet.
   * Throttled per email and address (see SignInThrottle).
   */
  async verifyCredentials(input: SignInInput, meta: RequestMeta): Promise<Profile> {
    const email = normaliseEmail(input.email);
    const user = await this.signIns.attempt(email, meta.ip, () => this.passwordOwner(email, input.password));
    if (!user) throw invalidCredentials();

    const profile = await this.ds.getRepository(Profile).findOneBy({ id: user.id });
    if (!profile) throw invalidCredentials();
    this.assertMayEnter(profile, input.userType);
    return profile;
  }

  /** Customers are approved at once and signed in. */
  async signUpCustomer(input: CustomerSignUpInput, meta: RequestMeta): Promise<SignedIn> {
    const profile = await this.signUp(UserType.CUSTOMER, meta, (em) =>
      this.createAccount(em, {
        email: input.email,
        password: input.password,
        fullName: input.fullName,
        userType: UserType.CUSTOMER,
        status: AccountStatus.APPROVED,
      }),
    );
    return this.startSession(profile, meta);
  }

  /**
   * Franchisors start pending and cannot sign in until an administrator approves them; after commit the
   * administrators' pending counts are pushed. The company number goes in with the account, and its check against
   * the register is a job stored in the same transaction: the sign-up never waits for Companies House.
   */
  async signUpFranchisor(input: FranchisorSignUpInput, meta: RequestMeta): Promise<Profile> {
    return this.signUp(UserType.FRANCHISOR, meta, async (em, after) => {
      after.publish(new ApprovalQueueChanged());
      const profile = await this.createAccount(em, {
        email: input.email,
        password: input.password,
        fullName: input.fullName,
        companyName: input.companyName,
        userType: UserType.FRANCHISOR,
        status: AccountStatus.PENDING,
      });
      await this.companyNumbers?.recordAtSignUp(em, profile.id, { companyNumber: input.companyNumber, notRegistered: input.notRegistered });
      return profile;
    });
  }

  /** Runs a sign-up's transaction within the per-address limits, counting 'email taken' answers. */
  private async signUp(type: UserType, meta: RequestMeta, create: Work<Profile>): Promise<Profile> {
    const address = addressKey(meta.ip);
    await this.signUps.take(`${type}:${address}`);
    await this.takenEmailAnswers.assertRoom(address);
    try {
      return await this.work.run(create);
    } catch (err) {
      if (err instanceof AppError && err.extensions.code === ErrorCode.CONFLICT) await this.takenEmailAnswers.hit(address);
      throw err;
    }
  }

  /**
   * Creates the auth user and its profile in the caller's transaction, so a failed profile insert
   * leaves no auth user behind.
   */
  async createAccount(em: EntityManager, account: NewAccount): Promise<Profile> {
    const email = normaliseEmail(account.email);
    const existing = await em.getRepository(User).exists({ where: { email } });
    if (existing) throw new AppError(Messages.emailTaken, ErrorCode.CONFLICT, { fields: { email: Messages.emailTaken } });
    const passwordHash = await hashPassword(account.password);
    let user: User;
    try {
      user = await em.getRepository(User).save(em.getRepository(User).create({ email, passwordHash }));
    } catch (err) {
      if ((err as { code?: string }).code === '23505') {
        throw new AppError(Messages.emailTaken, ErrorCode.CONFLICT, { fields: { email: Messages.emailTaken } });
      }
      throw err;
    }
    return em.getRepository(Profile).save(
      em.getRepository(Profile).create({
        id: user.id,
        email,
        fullName: account.fullName.trim(),
        companyName: account.companyName?.trim() || null,
        phone: account.phone?.trim() || null,
        userType: account.userType,
        status: account.status,
        approvedAt: account.status === AccountStatus.APPROVED ? new Date() : null,
        franchisorId: account.franchisorId ?? null,
      }),
    );
  }

  /** The customer profile for an email, or null; other user types count as none. Found through users.email's index. */
  findCustomerByEmail(email: string): Promise<Profile | null> {
    return this.ds
      .getRepository(Profile)
      .createQueryBuilder('p')
      .innerJoin(User, 'u', 'u.id = p.id')
      .where('u.email = :email', { email: normaliseEmail(email) })
      .andWhere('p.user_type = :type', { type: UserType.CUSTOMER })
      .getOne();
  }

  assertMayEnter(profile: Profile, userType: UserType): void {
    const error = portalAccessError(profile, userType);
    if (error) throw error;
  }

  async startSession(profile: Profile, meta: RequestMeta): Promise<SignedIn> {
    const now = new Date();
    const { token, expiresAt } = await this.work.run(async (em) => {
      await em.getRepository(Profile).update({ id: profile.id }, { lastLogin: now });
      const session = await this.sessions.start(em, profile.id, meta.userAgent);
      await recordSignIn(em, profile.id, meta);
      return session;
    });
    profile.lastLogin = now;
    return { profile, token, expiresAt };
  }

  /** The user whose password this is, or null; an unknown email costs the same password check. */
  private async passwordOwner(email: string, password: string): Promise<User | null> {
    const user = await this.ds.getRepository(User).findOneBy({ email });
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), password);
      return null;
    }
    return (await verifyPassword(user.passwordHash, password)) ? user : null;
  }
}
