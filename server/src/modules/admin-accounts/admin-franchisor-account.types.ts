import { ArrayMaxSize, ArrayMinSize, IsOptional } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { MaxChars } from '../../common/validation';
import { AccountStatus } from '../auth/auth.enums';
import { FranchiseStatus } from '../catalogue/catalogue.enums';

/** The most accounts one 'Delete Selected' may name: a page of the Accounts table is at most 100 rows. */
export const MAX_DELETE_ACCOUNTS = 100;

/** Wording of the Accounts page that the spec does not give (docs/decisions.md, "Admin Accounts page"). */
export const AccountMessages = {
  franchisorNotFound: 'Franchisor account not found',
  selectAccounts: 'Please select at least one account',
  tooManyAccounts: `At most ${MAX_DELETE_ACCOUNTS} accounts can be deleted at once`,
  /** Some selected ids are not (or no longer) franchisor accounts: nothing was deleted. */
  someNotFound: 'Some of the selected accounts no longer exist or are not franchisor accounts. Nothing was deleted; reload the list and try again.',
} as const;

@ObjectType({ description: "A franchisor account as the admin's Accounts page shows it." })
export class AdminFranchisorAccount {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true, description: 'Company Name.' })
  companyName: string | null;

  @Field({ description: 'Contact Name.' })
  contactName: string;

  @Field()
  email: string;

  @Field(() => [String], { description: "Distinct names of the categories their franchises are listed in, by name; empty: 'No categories'." })
  categories: string[];

  @Field(() => Int, { description: 'Their franchises, in every status.' })
  franchiseCount: number;

  @Field(() => AccountStatus)
  status: AccountStatus;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;

  @Field({ description: 'Account Created.' })
  createdAt: Date;
}

@ObjectType()
export class AdminFranchisorAccountPage extends Paginated(AdminFranchisorAccount) {}

@InputType({ description: 'The Accounts page search.' })
export class AdminFranchisorAccountFilter {
  @Field(() => String, { nullable: true, description: 'Part of the company name, contact name or e-mail address.' })
  @IsOptional()
  @MaxChars('Search', 200)
  search?: string | null;
}

@ObjectType({ description: "One of a franchisor's franchises as a card on the admin's franchisor page." })
export class AdminFranchiseCard {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  location: string;

  @Field(() => FranchiseStatus)
  status: FranchiseStatus;

  @Field()
  shortDescription: string;

  @Field(() => String, { nullable: true })
  mainImageUrl: string | null;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class AdminFranchiseCardPage extends Paginated(AdminFranchiseCard) {}

@ObjectType({ description: 'One administrator action on an account (the audit trail), newest first.' })
export class AdminAccountHistoryEntry {
  @Field(() => ID)
  id: string;

  @Field({ description: "'approve', 'reject', 'delete', ..." })
  action: string;

  @Field(() => String, { nullable: true })
  beforeStatus: string | null;

  @Field(() => String, { nullable: true })
  afterStatus: string | null;

  @Field(() => String, { nullable: true, description: "The administrator's name; null once their account is gone." })
  actorName: string | null;

  @Field(() => String, { nullable: true, description: 'A reason given with the action, if any.' })
  reason: string | null;

  @Field()
  createdAt: Date;
}

@InputType()
export class DeleteFranchisorAccountsInput {
  @Field(() => [ID], { description: 'Franchisor account ids; all are deleted or none.' })
  @ArrayMinSize(1, { message: AccountMessages.selectAccounts })
  @ArrayMaxSize(MAX_DELETE_ACCOUNTS, { message: AccountMessages.tooManyAccounts })
  ids: string[];
}

@ObjectType()
export class DeleteFranchisorAccountsResult {
  @Field(() => [ID])
  deletedIds: string[];

  @Field(() => Int, { description: 'Their franchises, deleted with them.' })
  deletedFranchises: number;
}
