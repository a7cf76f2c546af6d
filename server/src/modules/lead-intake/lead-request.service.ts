import { type StoredMatchAnswers, storedAnswers } from './match-answers';
import { isEmail } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { Messages, badInput } from '../../common/errors';
import { logger } from '../../common/logger';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import { normaliseEmail, normalisePostCode } from '../../common/validation';
import { AccountStatus, UserType } from '../auth/auth.enums';
import type { AuthService, SignedIn } from '../auth/auth.service';
import type { RequestMeta } from '../auth/request-meta';
import type { Profile } from '../auth/profile.entity';
import { LEAD_FALLBACKS } from './lead.constants';
import { ContactMethod, ContactTime } from './lead.enums';
import type { ClaimFranchisesInput, RequestInfoSignInInput, RequestInfoSignUpInput } from './lead-request.inputs';
import { LeadSource, type LeadWriter, type WrittenLeads } from './lead-writer';
import type { SavedSearchService } from '../saved-searches/saved-search.service';
import type { ConsentService } from '../consents/consent.service';
import { type ConsentPath, REQUEST_PATHS } from '../consents/consents.enums';

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
  contactMethod: ContactMethod;
  contactTime: ContactTime;
  /** The matching quiz's answers sent with the request (issue 43). */
  matchAnswers?: StoredMatchAnswers | null;
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
 * a customer is signed in. Leads are written by the LeadWriter.
 */
export class LeadRequestService {
  private readonly emailChecksPerIp: WindowLimit;
  private readonly emailChecksPerEmail: WindowLimit;
  private readonly signUpsPerIp: WindowLimit;

  constructor(
    private readonly auth: AuthService,
    private readonly leads: LeadWriter,
    limiters: RateLimiters,
    private readonly savedSearches: SavedSearchService,
    private readonly work: UnitOfWork,
    private readonly consents: ConsentService,
  ) {
    this.emailChecksPerIp = limiters.window('emailcheck:ip', EMAIL_CHECK_LIMIT_PER_IP, WINDOW_MS);
    this.emailChecksPerEmail = limiters.window('emailcheck:email', EMAIL_CHECK_LIMIT_PER_EMAIL, WINDOW_MS);
    this.signUpsPerIp = limiters.window('requestinfo:signup:ip', SIGN_UP_LIMIT_PER_IP, WINDOW_MS);
  }

  /** Step 1 of the dialog: does a customer profile exist for this email? Rate-limited per IP and per email. */
  async hasCustomerAccount(rawEmail: string, meta: RequestMeta): Promise<boolean> {
    const email = normaliseEmail(rawEmail ?? '');
    if (email.length > 254 || !isEmail(email)) throw badInput(Messages.invalidEmail, 'email');
    await this.emailChecksPerIp.take(meta.ip);
    await this.emailChecksPerEmail.take(email);
    return (await this.auth.findCustomerByEmail(email)) !== null;
  }

  /**
   * Step 2 for an existing customer: checks the password like the customer login (so another user type
   * gets 'Unauthorized access'), then creates the leads with the spec's fallbacks. The caller starts the
   * session it returns.
   */
  async signInAndRequest(input: RequestInfoSignInInput, meta: RequestMeta): Promise<LeadRequestOutcome & { signedIn: SignedIn }> {
    // Refused before the password is checked: no session, no request, no record.
    const consent = this.consents.check(input.consent, REQUEST_PATHS.dialog);
    const profile = await this.auth.verifyCredentials({ email: input.email, password: input.password, userType: UserType.CUSTOMER }, meta);
    const leads = await this.work.run((em, after) =>
      this.createForCustomer(
        em,
        after,
        profile.id,
        input.franchiseIds,
        { ...this.detailsFromProfile(profile), ...wishes(input) },
        LeadSource.REQUEST_DIALOG,
        consent,
      ),
    );
    const signedIn = await this.auth.startSession(profile, meta);
    return { signedIn, created: leads.leadIds.length, skipped: leads.skipped };
  }

  /**
   * Step 2 for a new email: the customer account and the leads in one transaction (a refused lead
   * leaves no account behind), then the session. `signedIn` is null when the account was created but
   * the session could not be started; the person is then asked to sign in.
   */
  async signUpAndRequest(input: RequestInfoSignUpInput, meta: RequestMeta): Promise<LeadRequestOutcome & { signedIn: SignedIn | null }> {
    const consent = this.consents.check(input.consent, REQUEST_PATHS.dialog);
    await this.signUpsPerIp.take(meta.ip);
    const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`;
    const phone = input.phone.trim();
    const { profile, leads } = await this.work.run(async (em, after) => {
      const profile = await this.auth.createAccount(em, {
        email: input.email,
        password: input.password,
        fullName,
        phone,
        userType: UserType.CUSTOMER,
        status: AccountStatus.APPROVED,
      });
      const details: LeadDetails = {
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
        ...contactPreference(input),
        matchAnswers: input.matchAnswers ? storedAnswers(input.matchAnswers) : null,
      };
      const leads = await this.createForCustomer(em, after, profile.id, input.franchiseIds, details, LeadSource.REQUEST_DIALOG, consent);
      if (input.marketingOptIn) await this.savedSearches.startOptInAlert(em, profile.id, input.franchiseIds);
      return { profile, leads };
    });
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
    const consent = this.consents.check(input.consent, REQUEST_PATHS.claim);
    const leads = await this.work.run((em, after) =>
      this.createForCustomer(
        em,
        after,
        customer.id,
        input.franchiseIds,
        { ...this.detailsFromProfile(customer), ...wishes(input) },
        LeadSource.PENDING_SELECTION,
        consent,
      ),
    );
    return { created: leads.leadIds.length, skipped: leads.skipped };
  }

  /** One lead per requested franchise, in the caller's transaction, through the one LeadWriter. */
  private createForCustomer(
    em: EntityManager,
    after: AfterCommit,
    customerId: string,
    franchiseIds: string[],
    details: LeadDetails,
    source: LeadSource,
    consent: ConsentPath,
  ): Promise<WrittenLeads> {
    const drafts = [...new Set(franchiseIds)].map((franchiseId) => ({ ...details, franchiseId, userId: customerId }));
    return this.leads.create(em, drafts, source, consent, after);
  }

  /**
   * A signed-in customer's request: what their profile knows, the spec's fallbacks for the rest. Capital and town
   * are left blank (the lead stores the capital's fallback but is not screened on it) until the request gives them.
   */
  private detailsFromProfile(profile: Profile): Omit<LeadDetails, 'contactMethod' | 'contactTime'> {
    return {
      name: profile.fullName.trim() || LEAD_FALLBACKS.name,
      email: profile.email,
      phone: profile.phone?.trim() || LEAD_FALLBACKS.phone,
      city: '',
      postCode: '',
      country: LEAD_FALLBACKS.country,
      desiredInvestment: '',
      desiredTimeframe: LEAD_FALLBACKS.desiredTimeframe,
      message: LEAD_FALLBACKS.message,
      marketingOptIn: false,
    };
  }
}

/** How and when the enquirer wants to be contacted: 'either' at 'any time' when left out. */
function contactPreference(input: { contactMethod?: ContactMethod | null; contactTime?: ContactTime | null }) {
  return { contactMethod: input.contactMethod ?? ContactMethod.EITHER, contactTime: input.contactTime ?? ContactTime.ANY };
}

/** What a signed-in request adds to the profile's details: the capital and town if given (screened), and the contact preference. */
function wishes(input: RequestInfoSignInInput | ClaimFranchisesInput) {
  return {
    desiredInvestment: input.desiredInvestment?.trim() ?? '',
    city: input.city?.trim() ?? '',
    ...contactPreference(input),
    matchAnswers: input.matchAnswers ? storedAnswers(input.matchAnswers) : null,
  };
}
