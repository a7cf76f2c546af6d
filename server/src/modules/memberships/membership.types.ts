import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { MembershipLevel, MembershipStatus } from './membership.enums';

@ObjectType({ description: "A franchisor's bfa membership as the public page shows it: verified by an administrator and not lapsed." })
export class VerifiedMembership {
  @Field(() => MembershipLevel)
  level: MembershipLevel;

  @Field({ description: "The badge's words, e.g. 'bfa Full member'." })
  label: string;

  @Field()
  membershipNumber: string;

  @Field({ description: 'When an administrator verified it.' })
  verifiedAt: Date;

  @Field({ description: 'When the verification lapses (12 months after it) unless verified again.' })
  expiresAt: Date;
}

@ObjectType('FranchisorMembership', { description: 'The bfa membership a franchisor stated, and what an administrator decided.' })
export class FranchisorMembershipView {
  @Field(() => MembershipLevel)
  level: MembershipLevel;

  @Field({ description: "e.g. 'bfa Full member'." })
  label: string;

  @Field()
  membershipNumber: string;

  @Field(() => MembershipStatus)
  status: MembershipStatus;

  @Field({ description: 'When it was last stated.' })
  statedAt: Date;

  @Field(() => Date, { nullable: true, description: 'While verified or lapsed.' })
  verifiedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'While verified or lapsed: 12 months after verification.' })
  expiresAt: Date | null;

  @Field(() => String, { nullable: true, description: 'While rejected: the reason given.' })
  rejectionReason: string | null;
}

@ObjectType({ description: 'A membership waiting for an administrator: stated, or verified and due again (lapsing within 30 days, or lapsed).' })
export class AdminMembershipClaim {
  @Field(() => ID, { description: "The franchisor's id (one membership per franchisor)." })
  id: string;

  @Field(() => String, { nullable: true })
  companyName: string | null;

  @Field()
  contactName: string;

  @Field()
  email: string;

  @Field(() => MembershipLevel)
  level: MembershipLevel;

  @Field()
  label: string;

  @Field()
  membershipNumber: string;

  @Field(() => MembershipStatus, { description: 'PENDING (stated), VERIFIED (lapsing within 30 days) or LAPSED.' })
  status: MembershipStatus;

  @Field()
  statedAt: Date;

  @Field(() => Date, { nullable: true })
  verifiedAt: Date | null;

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;
}

@ObjectType()
export class AdminMembershipClaimPage extends Paginated(AdminMembershipClaim) {}

@ObjectType({ description: "An administrator's decision on a membership (the audit trail), for the history." })
export class AdminMembershipHistoryEntry {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  franchisorId: string;

  @Field(() => String, { nullable: true, description: 'The company as it was named at the decision.' })
  companyName: string | null;

  @Field({ description: "'verify' or 'reject'." })
  action: string;

  @Field(() => String, { nullable: true, description: "e.g. 'bfa Full member'." })
  label: string | null;

  @Field(() => String, { nullable: true })
  membershipNumber: string | null;

  @Field(() => String, { nullable: true, description: 'The reason of a rejection.' })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'The administrator, or null once their account is gone.' })
  actorName: string | null;

  @Field()
  decidedAt: Date;
}

@ObjectType()
export class AdminMembershipHistoryPage extends Paginated(AdminMembershipHistoryEntry) {}

@ObjectType({ description: 'A membership after an administrator verified or rejected it.' })
export class AdminMembershipDecision {
  @Field(() => ID, { description: "The franchisor's id." })
  id: string;

  @Field(() => MembershipStatus)
  status: MembershipStatus;

  @Field(() => Date, { nullable: true })
  verifiedAt: Date | null;

  @Field(() => Date, { nullable: true })
  expiresAt: Date | null;

  @Field(() => String, { nullable: true })
  rejectionReason: string | null;
}
