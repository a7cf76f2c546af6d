import { isEmail } from 'class-validator';
import { type DataSource, type EntityManager, In, IsNull, Not } from 'typeorm';
import { Messages, badInput } from '../../common/errors';
import { logger } from '../../common/logger';
import { normaliseEmail, normalisePostCode } from '../../common/validation';
import { AdMetricType, AdStatus, PaymentStatus } from '../advertising/advertising.enums';
import { AccountStatus, UserType } from '../auth/auth.enums';
import type { AuthService, RequestMeta, SignedIn } from '../auth/auth.service';
import type { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import { FranchiseLead } from './franchise-lead.entity';
import { CONSENT_TEXT, LEAD_FALLBACKS } from './leads.constants';
import type { ClaimFranchisesInput, RequestInfoSignInInput, RequestInfoSignUpInput } from './leads.inputs';
import type { LeadNotificationService } from './lead-notification.service';
import { LeadStatus } from './leads.enums';

/** What a lead records about the person and their wishes; the same for every franchise of one request. */
export interface LeadDetails {
  name: string;
  email: string;
  phone: string;
  city: string;
  postCode: string;
  country: string;
  desiredInvestment: string;
  desiredTimeframe: string;
  message: string;
  marketingOptIn: boolean;
  consentText: string | null;
  consentAt: Date | null;
}

export interface CreatedLeads {
  leadIds: string[];
  /** Requested franchises that got no new lead: duplicates, unknown, removed, unapproved, without franchisor. */
  skipped: number;
}

export interface LeadRequestOutcome {
  created: number;
  skipped: number;
}

const WINDOW_MS = 15 * 60 * 1000;
/** The email check answers whether a customer account exists, so it is kept expensive to scan with. */
const EMAIL_CHECK_LIMIT_PER_IP = 30;
const EMAIL_CHECK_LIMIT_PER_EMAIL = 10;
const SIGN_UP_LIMIT_PER_IP = 20;

/**
 * The request-information flow (spec 01 sections 2, 4 and 5): the dialog's email check, sign-in or
 * sign-up followed by one lead per ticked franchise, and claiming a visitor's ticked franchises once
 * a customer is signed in. Franchisors and the customer are e-mailed after the transaction commits.
 */
export class LeadRequestService {
  constructor(
    private readonly ds: DataSource,
    private readonly auth: AuthService,
    private readonly notifications: LeadNotificationService,
  ) {}

  /** Step 1 of the dialog: does a customer profile exist for this email? Rate-limited per IP and per email. */
  async hasCustomerAccount(rawEmail: string, meta: RequestMeta): Promise<boolean> {
    const email = normaliseEmail(rawEmail ?? '');
    if (email.length > 254 || !isEmail(email)) throw badInput(Messages.invalidEmail, 'email');
    await this.auth.throttle(`emailcheck:ip:${meta.ip}`, EMAIL_CHECK_LIMIT_PER_IP, WINDOW_MS);
    await this.auth.throttle(`emailcheck:email:${email}`, EMAIL_CHECK_LIMIT_PER_EMAIL, WINDOW_MS);
    return (await this.auth.findCustomerByEmail(email)) !== null;
  }

  /**
   * Step 2 for an existing customer: checks the password like the customer login (so another user type
   * gets 'Unauthorized access'), then creates the leads with the spec's fallbacks. The caller starts the
   * session it returns.
   */
  async signInAndRequest(
    input: RequestInfoSignInInput,
    meta: RequestMeta,
  ): Promise<LeadRequestOutcome & { signedIn: SignedIn }> {
    const profile = await this.auth.verifyCredentials(
      { email: input.email, password: input.password, userType: UserType.CUSTOMER },
      meta,
    );
    const leads = await this.ds.transaction((em) =>
      this.createForCustomer(em, profile.id, input.franchiseIds, {
        ...this.detailsFromProfile(profile),
        consentText: CONSENT_TEXT,
        consentAt: new Date(),
      }),
    );
    this.notifyLater(leads.leadIds);
    const signedIn = await this.auth.startSession(profile, meta);
    return { signedIn, created: leads.leadIds.length, skipped: leads.skipped };
  }

  /**
   * Step 2 for a new email: the customer account and the leads in one transaction (a refused lead
   * leaves no account behind), then the session. `signedIn` is null when the account was created but
   * the session could not be started; the person is then asked to sign in.
   */
  async signUpAndRequest(
    input: RequestInfoSignUpInput,
    meta: RequestMeta,
  ): Promise<LeadRequestOutcome & { signedIn: SignedIn | null }> {
    await this.auth.throttle(`requestinfo:signup:ip:${meta.ip}`, SIGN_UP_LIMIT_PER_IP, WINDOW_MS);
    const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`;
    const phone = input.phone.trim();
    const { profile, leads } = await this.ds.transaction(async (em) => {
      const profile = await this.auth.createAccount(em, {
        email: input.email,
        password: input.password,
        fullName,
        phone,
        userType: UserType.CUSTOMER,
        status: AccountStatus.APPROVED,
      });
      const leads = await this.createForCustomer(em, profile.id, input.franchiseIds, {
        name: fullName,
        email: profile.email,
        phone,
        city: input.city.trim(),
        postCode: normalisePostCode(input.postCode),
        country: LEAD_FALLBACKS.country,
        desiredInvestment: input.desiredInvestment.trim(),
        desiredTimeframe: input.desiredTimeframe.trim(),
        message: input.message?.trim() || LEAD_FALLBACKS.message,
        marketingOptIn: input.marketingOptIn,
        consentText: CONSENT_TEXT,
        consentAt: new Date(),
      });
      return { profile, leads };
    });
    this.notifyLater(leads.leadIds);
    let signedIn: SignedIn | null = null;
    try {
      signedIn = await this.auth.startSession(profile, meta);
    } catch (err) {
      logger.error(`Signing in new customer ${profile.id} after the request dialog failed`, err);
    }
    return { signedIn, created: leads.leadIds.length, skipped: leads.skipped };
  }

  /** The signed-in customer's pending selection becomes requests (at login, sign-up, dashboard). */
  async claim(customer: Profile, input: ClaimFranchisesInput): Promise<LeadRequestOutcome> {
    if (input.franchiseIds.length === 0) return { created: 0, skipped: 0 };
    const consentText = input.consentText?.trim() || null;
    const leads = await this.ds.transaction((em) =>
      this.createForCustomer(em, customer.id, input.franchiseIds, {
        ...this.detailsFromProfile(customer),
        consentText,
        consentAt: consentText ? new Date() : null,
      }),
    );
    this.notifyLater(leads.leadIds);
    return { created: leads.leadIds.length, skipped: leads.skipped };
  }

  /**
   * One lead per requested franchise that is approved and has a franchisor, in the caller's
   * transaction. A franchise this customer already asked about is skipped (the partial unique index
   * on user and franchise decides, so two claims racing each other cannot both insert). Records a
   * `request_info` metric for each live featured ad of a franchise that got a lead.
   */
  async createForCustomer(
    em: EntityManager,
    customerId: string,
    franchiseIds: string[],
    details: LeadDetails,
  ): Promise<CreatedLeads> {
    const ids = [...new Set(franchiseIds)];
    if (ids.length === 0) return { leadIds: [], skipped: 0 };
    const franchises = await em.getRepository(Franchise).find({
      select: { id: true, franchisorId: true },
      where: { id: In(ids), status: FranchiseStatus.APPROVED, franchisorId: Not(IsNull()) },
    });
    if (franchises.length === 0) return { leadIds: [], skipped: ids.length };

    const inserted = await em
      .createQueryBuilder()
      .insert()
      .into(FranchiseLead)
      .values(
        franchises.map((f) => ({
          franchiseId: f.id,
          franchisorId: f.franchisorId,
          userId: customerId,
          name: details.name,
          email: normaliseEmail(details.email),
          phone: details.phone,
          city: details.city,
          postCode: details.postCode,
          country: details.country,
          desiredInvestment: details.desiredInvestment,
          desiredTimeframe: details.desiredTimeframe,
          message: details.message,
          marketingOptIn: details.marketingOptIn,
          consentText: details.consentText,
          consentAt: details.consentAt,
          status: LeadStatus.NEW,
        })),
      )
      .orIgnore()
      .returning(['id', 'franchiseId'])
      .execute();
    const rows = inserted.raw as { id: string; franchise_id: string }[];

    if (rows.length > 0) {
      await em.query(
        `INSERT INTO ad_metrics (ad_id, metric_type)
         SELECT id, $2 FROM featured_ads
         WHERE franchise_id = ANY($1::uuid[]) AND status = $3 AND payment_status = $4
           AND (end_date IS NULL OR end_date >= now())`,
        [rows.map((r) => r.franchise_id), AdMetricType.REQUEST_INFO, AdStatus.ACTIVE, PaymentStatus.COMPLETED],
      );
    }
    return { leadIds: rows.map((r) => r.id), skipped: ids.length - rows.length };
  }

  /** A signed-in customer's request: what their profile knows, the spec's fallbacks for the rest. */
  private detailsFromProfile(profile: Profile): Omit<LeadDetails, 'consentText' | 'consentAt'> {
    return {
      name: profile.fullName.trim() || LEAD_FALLBACKS.name,
      email: profile.email,
      phone: profile.phone?.trim() || LEAD_FALLBACKS.phone,
      city: '',
      postCode: '',
      country: LEAD_FALLBACKS.country,
      desiredInvestment: LEAD_FALLBACKS.desiredInvestment,
      desiredTimeframe: LEAD_FALLBACKS.desiredTimeframe,
      message: LEAD_FALLBACKS.message,
      marketingOptIn: false,
    };
  }

  /** E-mails go out after the transaction committed and never hold up or fail the request. */
  private notifyLater(leadIds: string[]): void {
    if (leadIds.length > 0) void this.notifications.notify(leadIds);
  }
}
