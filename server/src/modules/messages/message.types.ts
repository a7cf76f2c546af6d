import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { UserType } from '../auth/auth.enums';
import type { Profile } from '../auth/profile.entity';
import type { Message } from './message.entity';

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

/** A message as its two parties read it; sender, receiver and attachmentUrl are resolved by MessageResolver. */
@ObjectType('Message')
export class MessageView {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true })
  senderId: string | null;

  @Field(() => ID, { nullable: true })
  receiverId: string | null;

  @Field()
  subject: string;

  @Field()
  content: string;

  @Field()
  read: boolean;

  @Field()
  createdAt: Date;

  /** For the `attachmentUrl` field. */
  attachmentFileId: string | null;
}

export const toMessageView = (m: Message): MessageView => ({
  id: m.id,
  senderId: m.senderId,
  receiverId: m.receiverId,
  subject: m.subject,
  content: m.content,
  read: m.read,
  createdAt: m.createdAt,
  attachmentFileId: m.attachmentFileId,
});

@ObjectType()
export class MessagePage extends Paginated(MessageView) {}

@ObjectType()
export class UnreadCount {
  @Field()
  count: number;
}
