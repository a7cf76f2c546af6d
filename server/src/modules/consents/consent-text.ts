import { ConsentPath } from './consents.enums';

/** One franchise a request's details go to, and the company that runs it. */
export interface ConsentRecipient {
  franchiseId: string;
  franchiseName: string;
  /** The franchisor's company name, or its account's name when it gave none. */
  companyName: string;
}

/** 'A (franchisor: X)', 'A (franchisor: X) and B (franchisor: Y)', 'A (...), B (...) and C (...)'. */
export function recipientList(recipients: readonly ConsentRecipient[]): string {
  const named = recipients.map((r) => `${r.franchiseName} (franchisor: ${r.companyName})`);
  return named.length <= 1 ? (named[0] ?? '') : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

const selected = (n: number) => `You have selected ${n} franchise${n === 1 ? '' : 's'}.`;

/**
 * The consent line a request path shows, naming each recipient and its franchisor company. The server renders it
 * for the notice the page shows (consentNotice) and again, for the same recipients, for the record it stores: the
 * record holds what the server rendered, never text sent by the client. The request dialog keeps the spec's
 * sentence (spec 01 section 5) with the names in place of 'the franchises listed above', which are not on screen
 * at every step.
 */
export function requestConsentText(path: ConsentPath, recipients: readonly ConsentRecipient[]): string {
  const to = recipientList(recipients);
  switch (path) {
    case ConsentPath.LEAD_FORM:
    case ConsentPath.LEAD_FORM_NO_JS:
      return `By clicking Send Request you consent to sending the details on this form to ${to}.`;
    case ConsentPath.SIGN_IN_CLAIM:
      return `${selected(recipients.length)} By signing in you consent to sending your details to ${to}.`;
    case ConsentPath.SIGN_UP_CLAIM:
      return `${selected(recipients.length)} By creating your account you consent to sending your details to ${to}.`;
    default:
      return `By clicking SUBMIT you consent to sending the details on this form to ${to}.`;
  }
}

/** The request dialog's marketing box (spec 01 section 5), separate from the request and unticked. */
export const OPT_IN_LABEL = 'Yes, update me on new franchise opportunities!';

/** The marketing consent recorded when the request dialog's box was ticked, naming the alert it starts. */
export const optInText = (searchName: string) => `${OPT_IN_LABEL} (a weekly e-mail alert, "${searchName}"; stop it at any time with one click)`;

/** The marketing consent recorded when an alert is switched on in Saved Searches. */
export const alertOnText = (searchName: string, frequency: 'daily' | 'weekly') =>
  `E-mail me ${frequency} about new franchises matching my saved search "${searchName}". I can stop at any time with one click.`;

/** The withdrawal recorded when an alert is switched off, deleted with its search, or unsubscribed from an e-mail. */
export const alertOffText = (searchName: string, how: 'switched off' | 'deleted' | 'unsubscribed') =>
  how === 'deleted'
    ? `Saved search "${searchName}" deleted with its e-mail alert.`
    : how === 'unsubscribed'
      ? `Unsubscribed from the e-mail alert for "${searchName}".`
      : `E-mail alert for "${searchName}" switched off.`;
