import type { Config } from '../../config';
import { composeMail } from '../mail/mail-content';
import type { MailMessage } from '../mail/mailer';
import { ICO_COMPLAINT_URL } from './data-complaints.constants';
import { type DataComplaintTopic, TOPIC_LABELS } from './data-complaints.enums';

/**
 * The e-mails of a data complaint: the acknowledgement, sent as it is stored, and the outcome, which names the
 * person's right to complain to the ICO. Internal notes are never in either.
 */
type Complaint = { reference: string; fullName: string; email: string; topic: DataComplaintTopic; details: string; answerDueAt: Date };

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });

export function complaintAcknowledgedMail(config: Pick<Config, 'publicUrl'>, c: Complaint): MailMessage {
  return {
    to: c.email,
    subject: `We have received your complaint (reference ${c.reference})`,
    ...composeMail('We have received your complaint', [
      { kind: 'paragraph', text: `Hello ${c.fullName},` },
      {
        kind: 'paragraph',
        text: `Thank you for telling us about your concern with how we handle your data. Your reference is ${c.reference}. Please quote it if you write to us about this complaint.`,
      },
      {
        kind: 'details',
        rows: [
          ['Reference', c.reference],
          ['About', TOPIC_LABELS[c.topic]],
          ['We will answer by', longDate.format(c.answerDueAt)],
        ],
      },
      { kind: 'quote', label: 'What you told us', text: c.details },
      { kind: 'paragraph', text: 'An administrator will look into it and e-mail you our answer. You do not need an account.' },
      {
        kind: 'small',
        text: 'You received this e-mail because this address was given with a complaint on Franchise Compass.',
        url: `${config.publicUrl}/privacy`,
      },
    ]),
  };
}

export function complaintOutcomeMail(config: Pick<Config, 'publicUrl'>, c: Complaint, outcome: string): MailMessage {
  return {
    to: c.email,
    subject: `Our answer to your complaint (reference ${c.reference})`,
    ...composeMail('Our answer to your complaint', [
      { kind: 'paragraph', text: `Hello ${c.fullName},` },
      { kind: 'paragraph', text: `We have looked into your complaint ${c.reference} about ${TOPIC_LABELS[c.topic].toLowerCase()}.` },
      { kind: 'quote', label: 'Our answer', text: outcome },
      {
        kind: 'paragraph',
        text: "If you are not satisfied with our answer, you may complain to the Information Commissioner's Office (ICO), the UK regulator for data protection, at ico.org.uk/make-a-complaint.",
      },
      { kind: 'button', label: 'Make a complaint to the ICO', url: ICO_COMPLAINT_URL },
      { kind: 'links', items: [{ label: 'Our privacy policy', url: `${config.publicUrl}/privacy` }] },
    ]),
  };
}
