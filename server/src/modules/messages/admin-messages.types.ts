import { IsOptional, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { Correspondent } from './message.types';

export enum AdminMessageDirection {
  /** From a franchisor to the platform (their Support page). */
  INBOUND = 'in',
  /** From an administrator to a franchisor. */
  OUTBOUND = 'out',
}
registerEnumType(AdminMessageDirection, { name: 'AdminMessageDirection' });

@ObjectType({
  description:
    'A message of the platform inbox as administrators see it: support from franchisors and what any administrator sent them. ' +
    'An inbound message is read once any administrator has opened it.',
})
export class AdminMessage {
  @Field(() => ID)
  id: string;

  @Field(() => AdminMessageDirection)
  direction: AdminMessageDirection;

  @Field()
  subject: string;

  @Field()
  content: string;

  @Field({ description: 'INBOUND: an administrator has opened it. OUTBOUND: the franchisor has.' })
  read: boolean;

  @Field()
  createdAt: Date;

  @Field(() => Correspondent, { nullable: true, description: 'Null when the account was deleted.' })
  sender: Correspondent | null;

  @Field(() => Correspondent, { nullable: true, description: 'Null when the account was deleted.' })
  receiver: Correspondent | null;

  @Field(() => Correspondent, { nullable: true, description: 'The franchisor of the conversation (sender or receiver); null once deleted.' })
  franchisor: Correspondent | null;

  @Field(() => String, { nullable: true, description: 'Download link, served to the franchisor and to approved administrators.' })
  attachmentUrl: string | null;
}

@ObjectType()
export class AdminMessagePage extends Paginated(AdminMessage) {}

@InputType()
export class AdminMessagesFilter {
  @Field(() => ID, { nullable: true, description: "Only one franchisor's conversation with the platform." })
  @IsOptional()
  @IsUUID('all')
  franchisorId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only inbound messages no administrator has opened.' })
  @IsOptional()
  unreadOnly?: boolean | null;
}

@ObjectType({ description: 'An approved franchisor an administrator may write to (Select Franchisor).' })
export class MessageRecipientOption {
  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  companyName: string | null;

  @Field()
  fullName: string;
}

@InputType()
export class MessageRecipientSearch {
  @Field(() => String, { nullable: true, description: 'Part of the company name, contact name or e-mail.' })
  @IsOptional()
  @MaxLength(100)
  search?: string | null;

  @Field(() => Int, { defaultValue: 20 })
  @Min(1)
  @Max(50)
  limit: number = 20;
}
