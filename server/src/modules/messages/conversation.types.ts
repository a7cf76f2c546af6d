import { IsUUID } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { Paginated } from '../../common/pagination';
import { MaxChars, NotBlank } from '../../common/validation';
import { MessageView } from './message.types';

/** Conversation id of the messages whose other party deleted their account. */
export const DELETED_COUNTERPART = 'deleted';

@ObjectType({ description: "The viewer's messages with one other person, summarised." })
export class Conversation {
  @Field(() => ID, { description: `The counterpart's id, or "${DELETED_COUNTERPART}" for messages whose other party deleted their account.` })
  id: string;

  @Field(() => ID, { nullable: true, description: 'Null when the other party deleted their account.' })
  counterpartId: string | null;

  @Field()
  lastActivityAt: Date;

  @Field(() => Int)
  messageCount: number;

  @Field(() => Int, { description: 'Messages from the counterpart the viewer has not read.' })
  unreadCount: number;

  @Field(() => MessageView)
  lastMessage: MessageView;

  @Field(() => [String], { description: 'The franchises the viewer requested from this counterpart, by name.' })
  franchiseNames: string[];

  @Field({ description: 'False when the other party deleted their account.' })
  canReply: boolean;
}

@ObjectType()
export class ConversationPage extends Paginated(Conversation) {}

@InputType()
export class ReplyToConversationInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.conversationNotFound })
  counterpartId: string;

  @Field()
  @NotBlank('Message')
  @MaxChars('Message', 10000)
  content: string;
}
