import { ContactMessage } from '../../modules/contact/contact-message.entity';
import type { SeedContext } from './context';
import { CONTACT_MESSAGES } from './data/leads-and-messages';
import { seedId } from './random';

/** A few messages sent through the public Contact page. */
export async function seedContactMessages({ em, clock }: SeedContext): Promise<number> {
  await em
    .getRepository(ContactMessage)
    .insert(CONTACT_MESSAGES.map(({ daysAgo, ...m }, i) => ({ id: seedId('contact-message', i), ...m, createdAt: clock.daysAgo(daysAgo) })));
  return CONTACT_MESSAGES.length;
}
