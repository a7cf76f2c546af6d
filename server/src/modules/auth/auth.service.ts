import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import type { RateLimiter } from '../../common/rate-limiter';
import { normaliseEmail } from '../../common/validation';
import { AccountStatus, UserType } from './auth.enums';
import type { CustomerSignUpInput, FranchisorSignUpInput, SignInInput } from './auth.inputs';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { portalAccessError } from './portal-access';
import { Profile } from './profile.entity';
import type { SessionService } from './session.service';
import { User } from './user.entity';

export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}

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
}

const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const SIGN_IN_LIMIT_PER_EMAIL = 10;
const SIGN_IN_LIMIT_PER_IP = 100;

const invalidCredentials = () => new AppError(Messages.invalidCredentials, ErrorCode.INVALID_CREDENTIALS);

export class AuthService {
  constructor(
    private readonly ds: DataSource,
    private readonly sessions: SessionService,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * Email and password sign-in on the login page of one user type. The password is checked first,
   * so type and status messages are only shown to someone who knows the password.
   */
  async signIn(input: SignInInput, meta: RequestMeta): Promise<SignedIn> {
    return this.startSession(await this.verifyCredentials(input, meta), meta);
  }

  /** The profile for an email and password that may enter the portal of `input.userType`; no session yet. */
  async verifyCredentials(input: SignInInput, meta: RequestMeta): Promise<Profile> {
    const email = normaliseEmail(input.email);
    await this.throttle(`signin:email:${email}`, SIGN_IN_LIMIT_PER_EMAIL);
    await this.throttle(`signin:ip:${meta.ip}`, SIGN_IN_LIMIT_PER_IP);

    const user = await this.ds.getRepository(User).findOneBy({ email });
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, input.password))) throw invalidCredentials();

    const profile = await this.ds.getRepository(Profile).findOneBy({ id: user.id });
    if (!profile) throw invalidCredentials();
    this.assertMayEnter(profile, input.userType);
    return profile;
  }

  /** Customers are approved at once and signed in. */
  async signUpCustomer(input: CustomerSignUpInput, meta: RequestMeta): Promise<SignedIn> {
    const profile = await this.ds.transaction((em) =>
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

  /** Franchisors start pending and cannot sign in until an administrator approves them. */
  async signUpFranchisor(input: FranchisorSignUpInput): Promise<Profile> {
    return this.ds.transaction((em) =>
      this.createAccount(em, {
        email: input.email,
        password: input.password,
        fullName: input.fullName,
        companyName: input.companyName,
        userType: UserType.FRANCHISOR,
        status: AccountStatus.PENDING,
      }),
    );
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
    await this.ds.getRepository(Profile).update({ id: profile.id }, { lastLogin: now });
    profile.lastLogin = now;
    const { token, expiresAt } = await this.sessions.create(profile.id, meta.userAgent);
    return { profile, token, expiresAt };
  }

  /** Counts one attempt against `key`; over `limit` in the window, refuses with 'Too many attempts...'. */
  async throttle(key: string, limit: number, windowMs: number = SIGN_IN_WINDOW_MS): Promise<void> {
    const { allowed, retryAfterMs } = await this.limiter.hit(key, limit, windowMs);
    if (!allowed) {
      throw new AppError(Messages.tooManyAttempts, ErrorCode.RATE_LIMITED, {
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      });
    }
  }
}
