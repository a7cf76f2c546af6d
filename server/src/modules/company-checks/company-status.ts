/**
 * The register's words, in ours: company_status labels (Companies House's api-enumerations, constants.yml,
 * in plain English), the statuses meaning the company no longer exists, and the flags shown to administrators.
 */

export const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  dissolved: 'Dissolved',
  liquidation: 'In liquidation',
  receivership: 'In receivership',
  administration: 'In administration',
  'voluntary-arrangement': 'Voluntary arrangement',
  'insolvency-proceedings': 'Insolvency proceedings',
  'converted-closed': 'Converted or closed',
  registered: 'Registered',
  removed: 'Removed',
  closed: 'Closed',
  open: 'Open',
};

/** 'some-new-status' -> 'Some new status' for a key the register adds later. */
export function statusLabel(status: string | null): string | null {
  if (!status) return null;
  const known = STATUS_LABELS[status];
  if (known) return known;
  const words = status.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The company has ceased to exist: dissolved (struck off or wound up), removed (from the register), closed (an
 * overseas company's UK establishment) or converted-closed. Its listings leave the directory (docs/decisions.md).
 */
export const GONE_STATUSES: ReadonlySet<string> = new Set(['dissolved', 'removed', 'closed', 'converted-closed']);

export const isGone = (status: string | null | undefined): boolean => Boolean(status && GONE_STATUSES.has(status));

/**
 * A company name reduced to what identifies it: case, punctuation, '&'/'and', 'The' and the legal ending (LTD,
 * LIMITED, PLC, LLP, CIC, ...) do not count. 'Brightside Franchise Group Ltd.' and 'BRIGHTSIDE FRANCHISE GROUP
 * LIMITED' are the same.
 */
export function comparableName(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  if (words[0] === 'the') words.shift();
  const endings = new Set(['ltd', 'limited', 'plc', 'llp', 'lp', 'cic', 'cyf', 'cyfyngedig', 'ccc', 'unlimited']);
  // Only trailing legal words: 'Limited Edition Cakes Ltd' keeps its 'limited'.
  while (words.length > 1 && endings.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/** The registered name and the account's company name name the same company. */
export const namesMatch = (registered: string, account: string): boolean => comparableName(registered) === comparableName(account);

export enum CompanyFlagKind {
  NOT_FOUND = 'NOT_FOUND',
  STATUS_NOT_ACTIVE = 'STATUS_NOT_ACTIVE',
  ACCOUNTS_OVERDUE = 'ACCOUNTS_OVERDUE',
  CONFIRMATION_STATEMENT_OVERDUE = 'CONFIRMATION_STATEMENT_OVERDUE',
  NAME_MISMATCH = 'NAME_MISMATCH',
}

export interface CompanyFlagValue {
  kind: CompanyFlagKind;
  message: string;
}

/** What a stored check holds that the flags are made of. */
export interface CheckedFacts {
  companyNumber: string | null;
  checkedAt: Date | null;
  notFound: boolean;
  registeredName: string | null;
  status: string | null;
  accountsOverdue: boolean | null;
  confirmationStatementOverdue: boolean | null;
}

/** The warnings an administrator sees about a franchisor's company, in plain words; none until the register was read. */
export function companyFlags(facts: CheckedFacts | null, accountCompanyName: string | null): CompanyFlagValue[] {
  if (!facts?.companyNumber || !facts.checkedAt) return [];
  if (facts.notFound) {
    return [{ kind: CompanyFlagKind.NOT_FOUND, message: `Companies House has no company with the number ${facts.companyNumber}` }];
  }
  const flags: CompanyFlagValue[] = [];
  if (facts.status && facts.status !== 'active') {
    flags.push({ kind: CompanyFlagKind.STATUS_NOT_ACTIVE, message: `Company status is ${statusLabel(facts.status)}, not Active` });
  }
  if (facts.accountsOverdue) flags.push({ kind: CompanyFlagKind.ACCOUNTS_OVERDUE, message: 'Accounts are overdue at Companies House' });
  if (facts.confirmationStatementOverdue) {
    flags.push({ kind: CompanyFlagKind.CONFIRMATION_STATEMENT_OVERDUE, message: 'Confirmation statement is overdue at Companies House' });
  }
  if (facts.registeredName && accountCompanyName?.trim() && !namesMatch(facts.registeredName, accountCompanyName)) {
    flags.push({
      kind: CompanyFlagKind.NAME_MISMATCH,
      message: `Registered name ${facts.registeredName} is unlike the account's company name ${accountCompanyName.trim()}`,
    });
  }
  return flags;
}

/** The compact 'Company checked' mark: read from the register, active, nothing overdue. */
export const isCompanyChecked = (facts: CheckedFacts | null): boolean =>
  Boolean(
    facts?.companyNumber &&
    facts.checkedAt &&
    !facts.notFound &&
    facts.status === 'active' &&
    facts.accountsOverdue === false &&
    facts.confirmationStatementOverdue === false,
  );

export const registerUrl = (companyNumber: string): string =>
  `https://find-and-update.company-information.service.gov.uk/company/${encodeURIComponent(companyNumber)}`;
