import type { Config } from '../../config';
import { composeMail } from '../mail/mail-content';
import type { MailMessage } from '../mail/mailer';
import { DISABLE_AFTER_DAYS } from './webhook.rules';

/** The e-mail to a franchisor whose endpoint was switched off after failing for five days. */
export function webhookDisabledMail(site: Pick<Config, 'publicUrl'>, to: { email: string; fullName: string }, url: string): MailMessage {
  const heading = 'Your webhook endpoint has been switched off';
  return {
    to: to.email,
    subject: heading,
    ...composeMail(heading, [
      { kind: 'paragraph', text: `Hello ${to.fullName},` },
      {
        kind: 'paragraph',
        text: `Every delivery to your webhook endpoint has failed for ${DISABLE_AFTER_DAYS} days, so we have stopped sending to it. Events that happen while it is off are not sent.`,
      },
      { kind: 'details', rows: [['Endpoint', url]] },
      { kind: 'paragraph', text: 'Check the delivery log for the errors, fix the receiver, then switch the endpoint on again.' },
      { kind: 'button', label: 'Open your webhooks', url: `${site.publicUrl}/franchisor/webhooks` },
    ]),
  };
}
