import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { EmailAddress, MaxChars, NotBlank, Password } from '../../common/validation';
import { FranchisorRole } from '../auth/auth.enums';

@ObjectType({ description: 'One account of the viewer’s franchisor company (the Team page).' })
export class TeamMember {
  @Field(() => ID)
  id: string;

  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field(() => FranchisorRole)
  role: FranchisorRole;

  @Field({ description: 'The account that founded the company: its record, never removed.' })
  founder: boolean;

  @Field()
  joinedAt: Date;

  @Field(() => Date, { nullable: true })
  lastLogin: Date | null;
}

@ObjectType({ description: 'An invitation to join the company, not yet accepted.' })
export class TeamInvitation {
  @Field(() => ID)
  id: string;

  @Field()
  email: string;

  @Field()
  createdAt: Date;

  @Field()
  expiresAt: Date;

  @Field({ description: 'Past its expiry: it can be sent again.' })
  expired: boolean;

  @Field(() => String, { nullable: true, description: 'Who sent it; null when that account was removed.' })
  invitedByName: string | null;
}

@ObjectType({ description: 'The viewer’s company: its members (owner first) and pending invitations.' })
export class FranchisorTeam {
  @Field(() => [TeamMember])
  members: TeamMember[];

  @Field(() => [TeamInvitation])
  invitations: TeamInvitation[];
}

@ObjectType({ description: 'What an invitation link is for, shown on the accept page before the form.' })
export class InvitationPreview {
  @Field()
  email: string;

  @Field()
  companyName: string;
}

@InputType()
export class InviteTeamMemberInput {
  @Field()
  @EmailAddress()
  email: string;
}

@InputType()
export class AcceptTeamInvitationInput {
  @Field()
  @NotBlank('Invitation')
  token: string;

  @Field()
  @NotBlank('Full name')
  @MaxChars('Full name', 200)
  fullName: string;

  @Field()
  @Password()
  password: string;
}
