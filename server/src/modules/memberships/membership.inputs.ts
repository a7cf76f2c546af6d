import { Field, ID, InputType } from 'type-graphql';
import { MaxChars, NotBlank } from '../../common/validation';
import { MembershipLevel } from './membership.enums';
import { MembershipMessages, MembershipNumber, REASON_MAX, RequiredLevel } from './membership.rules';

@InputType()
export class StateMembershipInput {
  @Field(() => MembershipLevel, { nullable: true, description: 'Required; nullable so that a missing level gets its message.' })
  @RequiredLevel()
  level?: MembershipLevel | null;

  @Field(() => String, { description: 'Letters, digits and hyphens, up to 20 characters.' })
  @MembershipNumber()
  membershipNumber: string;
}

/**
 * What the administrator checked with the bfa: the decision applies only if the claim still says this (the
 * franchisor may have restated it since the list was read).
 */
@InputType()
export class VerifyMembershipInput {
  @Field(() => ID)
  franchisorId: string;

  @Field(() => MembershipLevel)
  level: MembershipLevel;

  @Field(() => String)
  membershipNumber: string;
}

@InputType()
export class RejectMembershipInput {
  @Field(() => ID)
  franchisorId: string;

  @Field(() => MembershipLevel)
  level: MembershipLevel;

  @Field(() => String)
  membershipNumber: string;

  @Field(() => String, { description: 'Required; e-mailed to the franchisor and shown in their account.' })
  @NotBlank('Reason', { message: MembershipMessages.reasonRequired })
  @MaxChars('Reason', REASON_MAX)
  reason: string;
}
