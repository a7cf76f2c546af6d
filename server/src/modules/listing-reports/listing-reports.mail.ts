import type { Config } from '../../config';
import { composeMail, type MailBlock } from '../mail/mail-content';
import type { MailMessage } from '../mail/mailer';
import { ListingReportReason, REASON_LABELS } from './listing-reports.enums';

/**
 * The e-mails of listing reports. The franchisor gets the report's substance (reason and details) and the
 * administrator's note, never who reported it; the reporter, when they gave an address, an acknowledgement.
 */
type To = { email: string; fullName: string };
type Listing = { id: string; name: string };
type Report = { reason: ListingReportReason; details: string | null };

const hello = (to: To): MailBlock => ({ kind: 'paragraph', text: `Hello ${to.fullName},` });

function substance(report: Report): MailBlock[] {
  const blocks: MailBlock[] = [{ kind: 'details', rows: [['Reason given', REASON_LABELS[report.reason]]] }];
  if (report.details) blocks.push({ kind: 'quote', label: 'What the visitor told us', text: report.details });
  return blocks;
}

export function reportReceivedMail(config: Pick<Config, 'publicUrl'>, to: string, listing: Listing): MailMessage {
  const subject = `We have received your report about ${listing.name}`;
  return {
    to,
    subject,
    ...composeMail('Thank you for your report', [
      {
        kind: 'paragraph',
        text: `Thank you for telling us about ${listing.name}. An administrator will look at your report. We do not pass your e-mail address to the franchisor.`,
      },
      { kind: 'button', label: 'View the listing', url: `${config.publicUrl}/franchise/${listing.id}` },
      { kind: 'small', text: 'You received this e-mail because you gave this address with a report on Franchise Compass.' },
    ]),
  };
}

export function franchisorAskedMail(config: Pick<Config, 'publicUrl'>, to: To, listing: Listing, report: Report, note: string): MailMessage {
  const subject = `A report about your listing ${listing.name}`;
  return {
    to: to.email,
    subject,
    ...composeMail('Please check your listing', [
      hello(to),
      { kind: 'paragraph', text: `A visitor has reported your listing ${listing.name}. Please check it and correct anything that is wrong.` },
      ...substance(report),
      { kind: 'quote', label: 'Our note', text: note },
      { kind: 'paragraph', text: 'The listing stays in the directory. If you think the report is mistaken, please get in touch.' },
      { kind: 'button', label: 'Edit your listing', url: `${config.publicUrl}/franchisor/franchise/${listing.id}/edit` },
      { kind: 'links', items: [{ label: 'Contact us', url: `${config.publicUrl}/contact` }] },
    ]),
  };
}

export function listingUnpublishedMail(config: Pick<Config, 'publicUrl'>, to: To, listing: Listing, report: Report, note: string): MailMessage {
  const subject = `Your listing ${listing.name} has been unpublished`;
  return {
    to: to.email,
    subject,
    ...composeMail('Your listing has been unpublished', [
      hello(to),
      { kind: 'paragraph', text: `After a visitor's report, we have taken ${listing.name} out of the directory.` },
      ...substance(report),
      { kind: 'quote', label: 'Reason', text: note },
      { kind: 'paragraph', text: 'You can edit the listing and save it to send it for review again.' },
      { kind: 'button', label: 'Edit your listing', url: `${config.publicUrl}/franchisor/franchise/${listing.id}/edit` },
    ]),
  };
}
