import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, Messages, notFound } from '../../common/errors';
import type { RateLimiter } from '../../common/rate-limiter';
import { normaliseEmail } from '../../common/validation';
import { UserType } from '../auth/auth.enums';
import type { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import { FranchiseLead } from './franchise-lead.entity';
import type { FranchiseLeadInput } from './lead-form.inputs';
import type { LeadNotificationService } from './lead-notification.service';
import { LeadStatus } from './leads.enums';

/** Lead form submissions per IP address and hour. */
export const LEAD_FORM_LIMIT_PER_IP = 10;
const LEAD_FORM_WINDOW_MS = 60 * 60 * 1000;

export interface LeadFormResult {
  /** False when a signed-in customer had already asked about this franchise (nothing new written). */
  created: boolean;
}

/** The lead request form on a franchise page. */
export class LeadFormService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
    private readonly notifications: LeadNotificationService,
  ) {}

  /**
   * Creates a 'new' lead for an approved franchise, addressed to its franchisor. A signed-in customer
   * gets the lead in their account; if they already have one for this franchise, nothing is written.
   * The franchisor and the enquirer are e-mailed after the insert (in the background).
   */
  async submit(input: FranchiseLeadInput, viewer: Profile | null, ip: string): Promise<LeadFormResult> {
    const { allowed, retryAfterMs } = await this.limiter.hit(`leadform:ip:${ip}`, LEAD_FORM_LIMIT_PER_IP, LEAD_FORM_WINDOW_MS);
    if (!allowed) {
      throw new AppError(Messages.tooManyAttempts, ErrorCode.RATE_LIMITED, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
    }
    const franchise = await this.ds
      .getRepository(Franchise)
      .findOneBy({ id: input.franchiseId, status: FranchiseStatus.APPROVED });
    if (!franchise) throw notFound(Messages.franchiseNotFound);
    if (!franchise.franchisorId) throw new AppError(Messages.notTakingEnquiries, ErrorCode.CONFLICT);

    const userId = viewer?.userType === UserType.CUSTOMER ? viewer.id : null;
    // A customer's second request for the same franchise meets the unique index and is skipped.
    const result = await this.ds
      .createQueryBuilder()
      .insert()
      .into(FranchiseLead)
      .values({
        franchiseId: franchise.id,
        franchisorId: franchise.franchisorId,
        userId,
        name: input.name.trim(),
        email: normaliseEmail(input.email),
        phone: input.phone.trim(),
        message: input.message.trim(),
        country: 'United Kingdom',
        status: LeadStatus.NEW,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const ids = (result.raw as { id: string }[]).map((r) => r.id);
    void this.notifications.notify(ids);
    return { created: ids.length > 0 };
  }
}
