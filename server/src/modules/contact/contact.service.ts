import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import type { RateLimiter } from '../../common/rate-limiter';
import { CONTACT_LIMIT, CONTACT_WINDOW_MS } from './contact.constants';
import type { SendContactMessageInput } from './contact.inputs';
import { ContactMessage } from './contact-message.entity';

/** Messages from the public Contact page, stored for the admin to read. */
export class ContactService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async send(input: SendContactMessageInput, ip: string): Promise<void> {
    const { allowed, retryAfterMs } = await this.limiter.hit(`contact:${ip}`, CONTACT_LIMIT, CONTACT_WINDOW_MS);
    if (!allowed) {
      throw new AppError(Messages.tooManyAttempts, ErrorCode.RATE_LIMITED, {
        retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
      });
    }
    await this.ds.getRepository(ContactMessage).insert({
      fullName: input.fullName.trim(),
      email: input.email.trim().toLowerCase(),
      phone: input.phone?.trim() || null,
      subject: input.subject.trim(),
      message: input.message.trim(),
    });
  }
}
