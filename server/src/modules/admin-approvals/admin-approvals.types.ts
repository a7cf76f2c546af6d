import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { MaxChars } from '../../common/validation';
import { AccountStatus } from '../auth/auth.enums';
import { FranchiseStatus } from '../catalogue/catalogue.enums';

/** The longest rejection reason kept (franchises.rejection_reason is varchar(1000)). */
export const REJECTION_REASON_MAX = 1000;

@ObjectType({ description: 'How many franchisor accounts and franchise listings wait for an administrator.' })
export class AdminPendingCounts {
  @Field(() => Int)
  accounts: number;

  @Field(() => Int)
  franchises: number;
}

@ObjectType({ description: 'A franchisor account waiting for approval (the Account Approvals table).' })
export class AdminPendingAccount {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  companyName: string | null;

  @Field({ description: 'Contact Name.' })
  contactName: string;

  @Field()
  email: string;

  @Field({ description: 'When the account was requested (signed up).' })
  requestedAt: Date;
}

@ObjectType()
export class AdminPendingAccountPage extends Paginated(AdminPendingAccount) {}

@ObjectType({ description: 'A franchise listing waiting for approval (the Franchise Approvals table).' })
export class AdminPendingFranchise {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  shortDescription: string;

  @Field()
  location: string;

  @Field(() => String, { nullable: true, description: "The franchisor's company (or contact) name; null shows 'Unknown Franchisor'." })
  franchisorName: string | null;

  @Field({ description: 'Submitted.' })
  submittedAt: Date;
}

@ObjectType()
export class AdminPendingFranchisePage extends Paginated(AdminPendingFranchise) {}

@ObjectType({ description: "A franchisor's last sign-in (the dashboard's Recent Franchisor Login Activity)." })
export class AdminFranchisorLogin {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  companyName: string | null;

  @Field()
  contactName: string;

  @Field(() => Date, { nullable: true, description: "Null shows 'Never'." })
  lastLogin: Date | null;
}

@ObjectType({ description: 'A franchisor account after an approval decision.' })
export class AdminAccountDecision {
  @Field(() => ID)
  id: string;

  @Field(() => AccountStatus)
  status: AccountStatus;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;
}

@ObjectType({ description: 'A listing after an approval decision.' })
export class AdminFranchiseDecision {
  @Field(() => ID)
  id: string;

  @Field(() => FranchiseStatus)
  status: FranchiseStatus;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;

  @Field(() => String, { nullable: true })
  rejectionReason: string | null;
}

/**
 * The review page's listing: its review fields, its franchisor and (field resolver) its history. The
 * listing as the public page shows it is the separate query adminFranchisePreview.
 */
@ObjectType({ description: 'A listing in any status as an administrator reviews it.' })
export class AdminFranchiseReview {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => FranchiseStatus)
  status: FranchiseStatus;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The reason of the last rejection, while rejected.' })
  rejectionReason: string | null;

  @Field(() => ID, { nullable: true })
  franchisorId: string | null;

  @Field(() => String, { nullable: true, description: "Null shows 'Unknown Franchisor'." })
  franchisorCompanyName: string | null;

  @Field(() => String, { nullable: true })
  franchisorContactName: string | null;

  @Field(() => String, { nullable: true })
  franchisorEmail: string | null;
}

@InputType()
export class PendingListFilter {
  @Field(() => String, { nullable: true, description: 'Matches names (and, for accounts, the email); case-insensitive.' })
  @MaxChars('Search', 200)
  search?: string | null;
}

@InputType()
export class RejectFranchiseInput {
  @Field(() => ID)
  franchiseId: string;

  @Field(() => String, { nullable: true, description: 'Optional; e-mailed to the franchisor and shown in their portal.' })
  @MaxChars('Reason', REJECTION_REASON_MAX)
  reason?: string | null;
}
