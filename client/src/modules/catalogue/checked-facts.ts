import type { CheckedFacts_FranchiseFragment } from '../../gql/graphql';
import { formatDate } from '../../shared/format';

export interface CheckedFact {
  label: string;
  text: string;
  /** A link for the text (the company's page on the register). */
  href?: string;
}

/** A calendar date ('2009-03-12') in words, read as a date and not as midnight UTC. */
export const formatDay = (isoDay: string): string => {
  const [y, m, d] = isoDay.split('-').map(Number);
  return formatDate(new Date(y, m - 1, d));
};

/** Every row checkedFacts() can give, in its order (the compare page's rows). */
export const CHECKED_FACT_LABELS = ['Company', 'Status', 'Incorporated', 'Accounts', 'Confirmation statement', 'Membership', 'Last checked'];

/** The one line said when there are no facts from the register to show. */
export function companyNote(facts: CheckedFacts_FranchiseFragment['companyFacts']): string | null {
  if (!facts) return 'The franchisor has not given a company number.';
  if (facts.notRegistered) return 'The franchisor says it is not a registered company.';
  if (!facts.checkedAt) return 'Company details not checked yet';
  return null;
}

/**
 * The facts a buyer can check, one row each, as the trust panel and the compare page print them: the register's
 * (Companies House) and a membership an administrator verified. Facts not known are left out; see companyNote().
 */
export function checkedFacts(f: CheckedFacts_FranchiseFragment): CheckedFact[] {
  const c = f.companyFacts;
  const rows: CheckedFact[] = [];
  if (c?.companyNumber && !c.notRegistered) {
    rows.push({
      label: 'Company',
      text: `${c.registeredName ?? 'Company'} (${c.companyNumber})`,
      href: c.registerUrl ?? undefined,
    });
  }
  if (c?.checkedAt && !c.notRegistered) {
    if (c.statusLabel) rows.push({ label: 'Status', text: c.statusLabel });
    if (c.incorporatedOn) rows.push({ label: 'Incorporated', text: formatDay(c.incorporatedOn) });
    if (c.accountsOverdue != null) rows.push({ label: 'Accounts', text: c.accountsOverdue ? 'Overdue' : 'Up to date' });
    if (c.confirmationStatementOverdue != null) {
      rows.push({ label: 'Confirmation statement', text: c.confirmationStatementOverdue ? 'Overdue' : 'Up to date' });
    }
  }
  rows.push({ label: 'Membership', text: f.membership ? `${f.membership.label}, verified ${formatDate(f.membership.verifiedAt)}` : 'None verified' });
  if (c?.checkedAt && !c.notRegistered) rows.push({ label: 'Last checked', text: `${formatDate(c.checkedAt)} at Companies House` });
  return rows;
}
