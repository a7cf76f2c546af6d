import { ValidateIf } from 'class-validator';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CompanyNumber } from '../auth/company-number';
import type { CompanyCheck } from './company-check.entity';
import { CompanyFlagKind, type CompanyFlagValue, companyFlags, isGone, registerUrl, statusLabel } from './company-status';

registerEnumType(CompanyFlagKind, { name: 'CompanyFlagKind', description: 'Why an administrator should look at a franchisor\u2019s company.' });

/** The public's reading of a franchisor's company: what it said, and what the register said when last read. */
@ObjectType({ description: "A franchisor's company as Companies House registers it, with when that was read." })
export class CompanyFacts {
  @Field({ description: "The franchisor chose 'We are not a registered company'." })
  notRegistered: boolean;

  @Field(() => String, { nullable: true })
  companyNumber: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The company on the register: https://find-and-update.company-information.service.gov.uk/company/<number>.',
  })
  registerUrl: string | null;

  @Field(() => Date, { nullable: true, description: "When the register was read; null: 'Company details not checked yet'." })
  checkedAt: Date | null;

  @Field(() => String, { nullable: true })
  registeredName: string | null;

  @Field(() => String, { nullable: true, description: "The register's company_status key: 'active', 'dissolved', 'liquidation', ..." })
  status: string | null;

  @Field(() => String, {
    nullable: true,
    description: "'Active', 'Dissolved', 'In liquidation', ...; 'Not found on the register' for a number it does not know.",
  })
  statusLabel: string | null;

  @Field(() => String, { nullable: true, description: "Incorporation date, 'YYYY-MM-DD'." })
  incorporatedOn: string | null;

  @Field(() => Boolean, { nullable: true })
  accountsOverdue: boolean | null;

  @Field(() => Boolean, { nullable: true })
  confirmationStatementOverdue: boolean | null;

  @Field(() => String, { nullable: true, description: "The registered office's locality." })
  locality: string | null;

  @Field(() => [String])
  sicCodes: string[];

  @Field(() => Int, { nullable: true })
  activeOfficers: number | null;
}

export const NOT_FOUND_LABEL = 'Not found on the register';

/** What the public panel reads of a company check: the register's facts, never the flags' inputs or errors. */
export type CompanyFactsRow = Pick<
  CompanyCheck,
  | 'companyNumber'
  | 'notRegistered'
  | 'checkedAt'
  | 'notFound'
  | 'registeredName'
  | 'status'
  | 'incorporatedOn'
  | 'accountsOverdue'
  | 'confirmationStatementOverdue'
  | 'locality'
  | 'sicCodes'
  | 'activeOfficers'
>;

export function toCompanyFacts(row: CompanyFactsRow): CompanyFacts {
  const number = row.notRegistered ? null : row.companyNumber;
  const checked = Boolean(number && row.checkedAt);
  const found = checked && !row.notFound;
  return {
    notRegistered: row.notRegistered,
    companyNumber: number,
    registerUrl: number ? registerUrl(number) : null,
    checkedAt: checked ? row.checkedAt : null,
    registeredName: found ? row.registeredName : null,
    status: found ? row.status : null,
    statusLabel: checked ? (row.notFound ? NOT_FOUND_LABEL : statusLabel(row.status)) : null,
    incorporatedOn: found ? row.incorporatedOn : null,
    accountsOverdue: found ? row.accountsOverdue : null,
    confirmationStatementOverdue: found ? row.confirmationStatementOverdue : null,
    locality: found ? row.locality : null,
    sicCodes: found ? row.sicCodes : [],
    activeOfficers: found ? row.activeOfficers : null,
  };
}

@ObjectType({ description: 'A warning about a franchisor\u2019s company, in plain words.' })
export class CompanyFlag {
  @Field(() => CompanyFlagKind)
  kind: CompanyFlagKind;

  @Field()
  message: string;
}

const flagsOf = (row: CompanyCheck, accountCompanyName: string | null): CompanyFlagValue[] =>
  row.notRegistered ? [] : companyFlags(row, accountCompanyName);

/** The franchisor's own Company Account section. */
@ObjectType({ description: 'What the franchisor said about its company and what the register says (their Company Account page).' })
export class FranchisorCompany {
  @Field(() => String, { nullable: true })
  companyNumber: string | null;

  @Field()
  notRegistered: boolean;

  @Field(() => CompanyFacts, { nullable: true, description: 'Null until the franchisor has said anything.' })
  facts: CompanyFacts | null;

  @Field(() => [CompanyFlag], { description: 'What an administrator is told to look at.' })
  flags: CompanyFlag[];

  @Field(() => String, { nullable: true, description: 'Why the last try to read the register failed (it is tried again).' })
  lastError: string | null;

  @Field({ description: 'This site reads the register (a Companies House key is configured).' })
  checksEnabled: boolean;
}

export function toFranchisorCompany(row: CompanyCheck | null, accountCompanyName: string | null, checksEnabled: boolean): FranchisorCompany {
  return {
    companyNumber: row && !row.notRegistered ? row.companyNumber : null,
    notRegistered: row?.notRegistered ?? false,
    facts: row ? toCompanyFacts(row) : null,
    flags: row ? flagsOf(row, accountCompanyName) : [],
    lastError: row && !row.notRegistered && row.companyNumber ? row.lastError : null,
    checksEnabled,
  };
}

/** An administrator's reading: the facts that matter for approval and the flags. */
@ObjectType({ description: "A franchisor's company as an administrator sees it (Account Approvals, the franchisor's page)." })
export class AdminCompanyCheck {
  @Field(() => String, { nullable: true })
  companyNumber: string | null;

  @Field()
  notRegistered: boolean;

  @Field(() => String, { nullable: true })
  registerUrl: string | null;

  @Field(() => String, { nullable: true })
  registeredName: string | null;

  @Field(() => String, { nullable: true })
  statusLabel: string | null;

  @Field(() => Date, { nullable: true, description: 'Null: not checked yet.' })
  checkedAt: Date | null;

  @Field(() => String, { nullable: true })
  lastError: string | null;

  @Field({ description: 'Companies House lists the company as dissolved, removed or closed.' })
  gone: boolean;

  @Field(() => [CompanyFlag])
  flags: CompanyFlag[];
}

export function toAdminCompanyCheck(row: CompanyCheck, accountCompanyName: string | null): AdminCompanyCheck {
  const facts = toCompanyFacts(row);
  return {
    companyNumber: facts.companyNumber,
    notRegistered: facts.notRegistered,
    registerUrl: facts.registerUrl,
    registeredName: facts.registeredName,
    statusLabel: facts.statusLabel,
    checkedAt: facts.checkedAt,
    lastError: facts.companyNumber ? row.lastError : null,
    gone: isGone(facts.status),
    flags: flagsOf(row, accountCompanyName),
  };
}

@InputType({ description: "A franchisor's company number, or 'We are not a registered company'." })
export class CompanyNumberInput {
  @Field(() => String, { nullable: true, description: "8 characters ('08123456', 'SC123456'); blank: none given. Ignored with notRegistered." })
  @ValidateIf((input: CompanyNumberInput) => !input.notRegistered)
  @CompanyNumber()
  companyNumber?: string | null;

  @Field({ description: "'We are not a registered company'." })
  notRegistered: boolean;
}
