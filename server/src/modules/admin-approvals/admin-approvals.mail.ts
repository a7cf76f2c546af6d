import type { Config } from '../../config';
import { composeMail, type MailBlock } from '../mail/mail-content';
import type { MailMessage } from '../mail/mailer';

/**
 * The e-mails of approval decisions. The pending franchisor was told to 'check your email for
 * confirmation once your account has been approved': this is that e-mail, and a polite one on rejection.
 */
type To = { email: string; fullName: string };

const hello = (to: To): MailBlock => ({ kind: 'paragraph', text: `Hello ${to.fullName},` });

export function accountApprovedMail(config: Pick<Config, 'publicUrl'>, to: To, companyName: string | null): MailMessage {
  const subject = 'Your franchisor account has been approved';
  return {
    to: to.email,
    subject,
    ...composeMail(subject, [
      hello(to),
      {
        kind: 'paragraph',
        text: `Good news: the franchisor account${companyName ? ` for ${companyName}` : ''} has been approved. You can now sign in, list your franchises and receive enquiries.`,
      },
      { kind: 'button', label: 'Sign in', url: `${config.publicUrl}/franchisor/login` },
    ]),
  };
}

export function accountRejectedMail(config: Pick<Config, 'publicUrl'>, to: To, companyName: string | null): MailMessage {
  const subject = 'Your franchisor account application';
  return {
    to: to.email,
    subject,
    ...composeMail(subject, [
      hello(to),
      {
        kind: 'paragraph',
        text: `Thank you for your interest in listing${companyName ? ` ${companyName}` : ''} with us. After reviewing your application, we are unable to approve your franchisor account at this time.`,
      },
      {
        kind: 'paragraph',
        text: 'If you would like more information, or think this may be a mistake, please get in touch and we will be happy to help.',
      },
      { kind: 'button', label: 'Contact us', url: `${config.publicUrl}/contact` },
    ]),
  };
}

export function franchiseApprovedMail(config: Pick<Config, 'publicUrl'>, to: To, franchise: { id: string; name: string }): MailMessage {
  const subject = `Your franchise ${franchise.name} has been approved`;
  return {
    to: to.email,
    subject,
    ...composeMail('Your franchise has been approved', [
      hello(to),
      { kind: 'paragraph', text: `${franchise.name} has been approved and is now listed in the directory.` },
      { kind: 'button', label: 'View your listing', url: `${config.publicUrl}/franchise/${franchise.id}` },
    ]),
  };
}

export function franchiseRejectedMail(
  config: Pick<Config, 'publicUrl'>,
  to: To,
  franchise: { id: string; name: string },
  reason: string | null,
): MailMessage {
  const subject = `Your franchise ${franchise.name} was not approved`;
  const blocks: MailBlock[] = [
    hello(to),
    { kind: 'paragraph', text: `Thank you for submitting ${franchise.name}. We are unable to approve this listing as it stands.` },
  ];
  if (reason) blocks.push({ kind: 'quote', label: 'Reason', text: reason });
  blocks.push(
    { kind: 'paragraph', text: 'You can edit the listing and save it to send it for review again.' },
    { kind: 'button', label: 'Edit your listing', url: `${config.publicUrl}/franchisor/franchise/${franchise.id}/edit` },
  );
  return { to: to.email, subject, ...composeMail('Your franchise was not approved', blocks) };
}

export function revisionApprovedMail(config: Pick<Config, 'publicUrl'>, to: To, franchise: { id: string; name: string }): MailMessage {
  const subject = `Your changes to ${franchise.name} have been approved`;
  return {
    to: to.email,
    subject,
    ...composeMail('Your changes have been approved', [
      hello(to),
      { kind: 'paragraph', text: `Your changes to ${franchise.name} have been approved and are now live in the directory.` },
      { kind: 'button', label: 'View your listing', url: `${config.publicUrl}/franchise/${franchise.id}` },
    ]),
  };
}

export function revisionRejectedMail(
  config: Pick<Config, 'publicUrl'>,
  to: To,
  franchise: { id: string; name: string },
  reason: string,
): MailMessage {
  const subject = `Your changes to ${franchise.name} were not approved`;
  return {
    to: to.email,
    subject,
    ...composeMail('Your changes were not approved', [
      hello(to),
      {
        kind: 'paragraph',
        text: `We are unable to approve your changes to ${franchise.name} as they stand. Your listing stays live as it was before the changes.`,
      },
      { kind: 'quote', label: 'Reason', text: reason },
      { kind: 'paragraph', text: 'You can edit the listing and save it to send new changes for review.' },
      { kind: 'button', label: 'Edit your listing', url: `${config.publicUrl}/franchisor/franchise/${franchise.id}/edit` },
    ]),
  };
}
