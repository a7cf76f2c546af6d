import type { Config } from '../../config';
import { composeMail, type MailBlock } from '../mail/mail-content';
import type { MailMessage } from '../mail/mailer';

/** The e-mails of the membership badge: the administrator's decision, the reminder before it lapses, and the lapse. */
type To = { email: string; fullName: string };
type Site = Pick<Config, 'publicUrl'>;

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
/** 22 November 2026, as the site writes dates. */
export const formatMailDate = (d: Date): string => longDate.format(d);

const hello = (to: To): MailBlock => ({ kind: 'paragraph', text: `Hello ${to.fullName},` });
const accountButton = (site: Site): MailBlock => ({
  kind: 'button',
  label: 'Open your company account',
  url: `${site.publicUrl}/franchisor/account`,
});

function mail(to: To, subject: string, heading: string, blocks: MailBlock[]): MailMessage {
  return { to: to.email, subject, ...composeMail(heading, [hello(to), ...blocks]) };
}

export function membershipVerifiedMail(site: Site, to: To, m: { label: string; membershipNumber: string; expiresAt: Date }): MailMessage {
  return mail(to, 'Your bfa membership has been verified', 'Your bfa membership has been verified', [
    {
      kind: 'paragraph',
      text: `We have checked your membership with the British Franchise Association. Your listings now show the badge '${m.label}' with the date we verified it.`,
    },
    {
      kind: 'details',
      rows: [
        ['Membership', m.label],
        ['Membership number', m.membershipNumber],
        ['Valid until', formatMailDate(m.expiresAt)],
      ],
    },
    { kind: 'paragraph', text: 'We check memberships again every 12 months; we will remind you a month before this one lapses.' },
    accountButton(site),
  ]);
}

export function membershipRejectedMail(site: Site, to: To, m: { label: string; membershipNumber: string; reason: string }): MailMessage {
  return mail(to, 'Your bfa membership could not be verified', 'Your bfa membership could not be verified', [
    {
      kind: 'paragraph',
      text: `We could not verify the membership you stated (${m.label}, number ${m.membershipNumber}), so your listings do not show a membership badge.`,
    },
    { kind: 'quote', label: 'Reason', text: m.reason },
    { kind: 'paragraph', text: 'You can correct your membership in your company account and we will check it again.' },
    accountButton(site),
  ]);
}

export function membershipReminderMail(site: Site, to: To, m: { label: string; membershipNumber: string; expiresAt: Date }): MailMessage {
  return mail(to, `Your bfa membership badge lapses on ${formatMailDate(m.expiresAt)}`, 'Your membership badge lapses soon', [
    {
      kind: 'paragraph',
      text: `The '${m.label}' badge on your listings (membership number ${m.membershipNumber}) was verified nearly 12 months ago and lapses on ${formatMailDate(m.expiresAt)} unless we verify it again.`,
    },
    {
      kind: 'paragraph',
      text: 'Our team checks renewals before they lapse. If your level or membership number has changed, update it in your company account so that we check the right one.',
    },
    accountButton(site),
  ]);
}

export function membershipLapsedMail(site: Site, to: To, m: { label: string; membershipNumber: string }): MailMessage {
  return mail(to, 'Your bfa membership badge has lapsed', 'Your membership badge has lapsed', [
    {
      kind: 'paragraph',
      text: `The '${m.label}' badge (membership number ${m.membershipNumber}) is no longer shown on your listings: 12 months have passed since we verified it.`,
    },
    {
      kind: 'paragraph',
      text: 'To show it again, confirm your membership in your company account; the badge returns once our team has verified it.',
    },
    accountButton(site),
  ]);
}
