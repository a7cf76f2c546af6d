import type { Config } from '../../config';
import { composeMail, type MailBlock } from '../mail/mail-content';
import type { MailMessage } from '../mail/mailer';
import { registerUrl, statusLabel } from './company-status';

/** The e-mails sent when Companies House first lists a franchisor's company as dissolved (or removed, or closed). */

type To = { email: string; fullName: string };
export interface GoneCompany {
  companyNumber: string;
  registeredName: string | null;
  status: string;
}
export interface UnpublishedListing {
  id: string;
  name: string;
}

const companyLine = (c: GoneCompany) => `${c.registeredName ?? 'Company'} (${c.companyNumber})`;

/** The reason kept on each listing taken out of the directory, shown to the franchisor in their portal. */
export const goneReason = (c: GoneCompany): string =>
  `Companies House lists ${companyLine(c)} as ${statusLabel(c.status)!.toLowerCase()}, so this listing has been taken out of the directory. ` +
  'If this is a mistake, or the listing now belongs to another company, update your company number under Company Account and save the listing to send it for review again.';

export function companyGoneFranchisorMail(
  config: Pick<Config, 'publicUrl'>,
  to: To,
  company: GoneCompany,
  listings: UnpublishedListing[],
): MailMessage {
  const subject = `Companies House lists your company as ${statusLabel(company.status)!.toLowerCase()}`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${to.fullName},` },
    {
      kind: 'paragraph',
      text: `When we last read the Companies House register, it listed ${companyLine(company)} as ${statusLabel(company.status)!.toLowerCase()}.`,
    },
    listings.length > 0
      ? {
          kind: 'paragraph',
          text: `Buyers rely on listings belonging to a company that exists, so we have taken ${
            listings.length === 1 ? 'your listing' : `your ${listings.length} listings`
          } out of the directory:`,
        }
      : { kind: 'paragraph', text: 'None of your listings is in the directory at the moment, so nothing has been taken down.' },
  ];
  if (listings.length > 0) blocks.push({ kind: 'list', items: listings.map((l) => l.name) });
  blocks.push(
    { kind: 'links', items: [{ label: 'The company on the Companies House register', url: registerUrl(company.companyNumber) }] },
    {
      kind: 'paragraph',
      text: 'If this is a mistake, or your franchise now trades through another company, enter its company number under Company Account. Then save each listing to send it for review again.',
    },
    { kind: 'button', label: 'Open Company Account', url: `${config.publicUrl}/franchisor/account` },
  );
  return { to: to.email, subject, ...composeMail(subject, blocks) };
}

export function companyGoneAdminMail(
  config: Pick<Config, 'publicUrl'>,
  to: To,
  franchisor: { id: string; companyName: string | null; fullName: string },
  company: GoneCompany,
  listings: UnpublishedListing[],
): MailMessage {
  const who = franchisor.companyName || franchisor.fullName;
  const subject = `Company ${statusLabel(company.status)!.toLowerCase()}: ${who}`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `Hello ${to.fullName},` },
    {
      kind: 'paragraph',
      text: `Companies House now lists ${companyLine(company)}, the company of the franchisor ${who}, as ${statusLabel(company.status)!.toLowerCase()}.`,
    },
    listings.length > 0
      ? { kind: 'paragraph', text: `Their approved listings have left the directory and the franchisor has been told:` }
      : { kind: 'paragraph', text: 'They had no approved listings, so nothing left the directory. The franchisor has been told.' },
  ];
  if (listings.length > 0)
    blocks.push({ kind: 'links', items: listings.map((l) => ({ label: l.name, url: `${config.publicUrl}/admin/franchise/${l.id}` })) });
  blocks.push(
    { kind: 'links', items: [{ label: 'The company on the Companies House register', url: registerUrl(company.companyNumber) }] },
    { kind: 'button', label: "Open the franchisor's page", url: `${config.publicUrl}/admin/franchisor/${franchisor.id}/franchises` },
  );
  return { to: to.email, subject, ...composeMail(subject, blocks) };
}
