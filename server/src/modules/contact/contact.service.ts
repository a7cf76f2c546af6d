import type { DataSource } from 'typeorm';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import { CONTACT_LIMIT, CONTACT_WINDOW_MS } from './contact.constants';
import type { SendContactMessageInput } from './contact.inputs';
import { ContactMessage } from './contact-message.entity';
import type { UnitOfWork } from '../../common/unit-of-work';

/** Messages from the public Contact page, stored for the admin to read. */
export class ContactService {
  private readonly messages: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    limiters: RateLimiters,
  ) {
    this.messages = limiters.window('contact', CONTACT_LIMIT, CONTACT_WINDOW_MS);
  }

  async send(input: SendContactMessageInput, ip: string): Promise<void> {
    await this.messages.take(ip);
    await this.work.run((em) =>
      em.getRepository(ContactMessage).insert({
        fullName: input.fullName.trim(),
        email: input.email.trim().toLowerCase(),
        phone: input.phone?.trim() || null,
        subject: input.subject.trim(),
        message: input.message.trim(),
      }),
    );
  }
}
