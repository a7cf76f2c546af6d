import { Field, ID, ObjectType } from 'type-graphql';
import { AccountStatus, FranchisorRole, UserType } from './auth.enums';
import type { Profile } from './profile.entity';

@ObjectType('Profile', { description: 'The signed-in person (administrator, franchisor or customer), as the site header and the guards read it.' })
export class ViewerProfile {
  @Field(() => ID)
  id: string;

  @Field()
  fullName: string;

  @Field()
  email: string;

  @Field(() => UserType)
  userType: UserType;

  @Field(() => AccountStatus)
  status: AccountStatus;

  @Field(() => String, { nullable: true })
  companyName: string | null;

  @Field(() => FranchisorRole, { nullable: true, description: "A franchisor account's role in its company (owner or member); null for others." })
  teamRole: FranchisorRole | null;
}

export const toViewerProfile = (p: Profile): ViewerProfile => ({
  id: p.id,
  fullName: p.fullName,
  email: p.email,
  userType: p.userType,
  status: p.status,
  companyName: p.companyName,
  teamRole: p.teamRole ?? null,
});
