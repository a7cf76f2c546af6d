import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { UserType } from '../auth/auth.enums';
import type { Profile } from '../auth/profile.entity';
import { Message } from './message.entity';

/** What one party of a conversation may see of the other. */
@ObjectType()
export class Correspondent {
  @Field(() => ID)
  id: string;

  @Field()
  fullName: string;

  @Field(() => String, { nullable: true })
  companyName: string | null;

  @Field(() => UserType)
  userType: UserType;
}

export const toCorrespondent = (p: Profile | null): Correspondent | null =>
  p && { id: p.id, fullName: p.fullName, companyName: p.companyName, userType: p.userType };

@ObjectType()
export class MessagePage extends Paginated(Message) {}

@ObjectType()
export class UnreadCount {
  @Field()
  count: number;
}
