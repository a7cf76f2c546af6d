import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination';

export enum SupportDirection {
  /** From the franchisor to the platform. */
  SENT = 'sent',
  /** From the platform to the franchisor. */
  RECEIVED = 'received',
}
registerEnumType(SupportDirection, { name: 'SupportDirection' });

@ObjectType({ description: "A message of a franchisor's conversation with the platform (support), as the franchisor sees it." })
export class SupportMessage {
  @Field(() => ID)
  id: string;

  @Field(() => SupportDirection)
  direction: SupportDirection;

  @Field()
  subject: string;

  @Field()
  content: string;

  @Field({ description: 'SENT: the platform has read it. RECEIVED: the franchisor has.' })
  read: boolean;

  @Field()
  createdAt: Date;

  attachmentFileId: string | null;
}

@ObjectType()
export class SupportMessagePage extends Paginated(SupportMessage) {}
