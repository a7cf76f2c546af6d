import { storedAnswers } from './match-answers';
import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, Messages, notFound } from '../../common/errors';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import type { UnitOfWork } from '../../common/unit-of-work';
import { UserType } from '../auth/auth.enums';
import type { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import type { FranchiseLeadInput } from './lead-form.inputs';
import { type LeadDraft, LeadSource, type LeadWriter } from './lead-writer';
import type { ConsentService } from '../consents/consent.service';
import { REQUEST_PATHS } from '../consents/consents.enums';

/** Lead form submissions per IP address and hour. */
export const LEAD_FORM_LIMIT_PER_IP = 10;
const LEAD_FORM_WINDOW_MS = 60 * 60 * 1000;

export interface LeadFormResult {
  /** False when a signed-in customer had already asked about this franchise (nothing new written). */
  created: boolean;
}

/** The lead request form on a franchise page. */
export class LeadFormService {
  private readonly submissions: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    limiters: RateLimiters,
    private readonly leads: LeadWriter,
    private readonly work: UnitOfWork,
    private readonly consents: ConsentService,
  ) {
    this.submissions = limiters.window('leadform:ip', LEAD_FORM_LIMIT_PER_IP, LEAD_FORM_WINDOW_MS);
  }

  /**
   * Creates a 'new' lead for an approved franchise, addressed to its franchisor. A signed-in customer
   * gets the lead in their account; if they already have one for this franchise, nothing is written.
   * The franchisor and the enquirer are e-mailed by a job stored with the lead (LeadWriter).
   */
  async submit(input: FranchiseLeadInput, viewer: Profile | null, ip: string): Promise<LeadFormResult> {
    const consent = this.consents.check(input.consent, REQUEST_PATHS.leadForm);
    await this.submissions.take(ip);
    const franchise = await this.ds.getRepository(Franchise).findOneBy({ id: input.franchiseId, status: FranchiseStatus.APPROVED });
    if (!franchise) throw notFound(Messages.franchiseNotFound);
    if (!franchise.franchisorId) throw new AppError(Messages.notTakingEnquiries, ErrorCode.CONFLICT);

    const userId = viewer?.userType === UserType.CUSTOMER ? viewer.id : null;
    const draft: LeadDraft = {
      franchiseId: franchise.id,
      userId,
      name: input.name,
      email: input.email,
      phone: input.phone,
      message: input.message,
      desiredInvestment: input.desiredInvestment?.trim() || undefined,
      city: input.city?.trim() || undefined,
      contactMethod: input.contactMethod ?? undefined,
      contactTime: input.contactTime ?? undefined,
      matchAnswers: input.matchAnswers ? storedAnswers(input.matchAnswers) : null,
    };
    const written = await this.work.run((em, after) => this.leads.create(em, [draft], LeadSource.LEAD_FORM, consent, after));
    return { created: written.leadIds.length > 0 };
  }
}
