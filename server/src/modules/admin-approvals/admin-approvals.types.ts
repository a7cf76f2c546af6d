import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { MaxChars, NotBlank } from '../../common/validation';
import { FranchiseRevisionStatus } from '../franchisor-franchises/franchise-revision.entity';
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

  @Field(() => Int, { description: 'Changes to live listings in review.' })
  revisions: number;
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

  @Field(() => Date, {
    nullable: true,
    description:
      "When an administrator last approved it, if it was approved before and edited (before edits became revisions): 'Edited after approval'.",
  })
  lastApprovedAt: Date | null;
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

  @Field(() => Date, { nullable: true, description: 'While pending: when an administrator last approved it (an edit sent it back to review).' })
  lastApprovedAt: Date | null;
}

export enum RevisionSection {
  TEXT = 'text',
  KEY_FACTS = 'key_facts',
  CATEGORIES = 'categories',
  FAQS = 'faqs',
  TESTIMONIALS = 'testimonials',
  SUCCESS_STORIES = 'success_stories',
  IMAGES = 'images',
}
registerEnumType(RevisionSection, { name: 'RevisionSection', description: 'Where in the listing a change is.' });

export enum RevisionChangeKind {
  ADDED = 'added',
  REMOVED = 'removed',
  CHANGED = 'changed',
}
registerEnumType(RevisionChangeKind, { name: 'RevisionChangeKind' });

@ObjectType({ description: 'One field of a listing as the live version has it and as the changes in review would make it.' })
export class AdminRevisionChange {
  @Field(() => RevisionSection)
  section: RevisionSection;

  @Field({ description: "The field's label, or the entry's heading (an FAQ's question, a testimonial's author, a story's title, a category)." })
  label: string;

  @Field(() => RevisionChangeKind)
  kind: RevisionChangeKind;

  @Field(() => String, { nullable: true, description: 'The live value (an image URL in IMAGES); null when added.' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'The value in review (an image URL in IMAGES); null when removed.' })
  after: string | null;
}

@ObjectType({ description: 'Changes to a live listing in review, beside the live version, field by field.' })
export class AdminRevisionReview {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  franchiseId: string;

  @Field(() => FranchiseRevisionStatus)
  status: FranchiseRevisionStatus;

  @Field({ description: 'When the franchisor first sent the changes.' })
  submittedAt: Date;

  @Field({ description: 'When they last saved them.' })
  updatedAt: Date;

  @Field(() => [AdminRevisionChange], { description: 'Only what differs from the live listing, section by section.' })
  changes: AdminRevisionChange[];
}

@ObjectType({ description: 'Changes to a live listing waiting for approval (the Franchise Approvals page).' })
export class AdminPendingRevision {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  franchiseId: string;

  @Field({ description: "The live listing's name." })
  name: string;

  @Field({ description: 'The name in the changes (the same when unchanged).' })
  revisedName: string;

  @Field(() => String, { nullable: true, description: "Null shows 'Unknown Franchisor'." })
  franchisorName: string | null;

  @Field()
  submittedAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class AdminPendingRevisionPage extends Paginated(AdminPendingRevision) {}

@ObjectType({ description: 'Changes to a live listing after a decision.' })
export class AdminRevisionDecision {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  franchiseId: string;

  @Field(() => FranchiseRevisionStatus)
  status: FranchiseRevisionStatus;

  @Field(() => String, { nullable: true })
  reason: string | null;
}

@InputType()
export class RejectRevisionInput {
  @Field(() => ID)
  revisionId: string;

  @Field({ description: 'Required: e-mailed to the franchisor and shown in their editor.' })
  @NotBlank('Reason')
  @MaxChars('Reason', REJECTION_REASON_MAX)
  reason: string;
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
