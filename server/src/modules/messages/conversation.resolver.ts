import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import type { FileUpload } from '../files/upload.service';
import { Conversation, ConversationPage, DELETED_COUNTERPART, ReplyToConversationInput } from './conversation.types';
import { Correspondent, MessagePage, MessageView, toCorrespondent, toMessageView } from './message.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** The customer's Messages page: conversations grouped by counterpart, their messages, replies and read state. */
@Resolver(() => Conversation)
export class ConversationResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.CUSTOMER)
  @Query(() => ConversationPage, { description: "The viewer's conversations, most recent activity first." })
  async myConversations(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<ConversationPage> {
    const [rows, total] = await this.services.conversations.list(user.id, pageOffset(page), page.pageSize);
    const items = rows.map((r) => ({
      ...r,
      lastMessage: toMessageView(r.lastMessage),
      id: r.counterpartId ?? DELETED_COUNTERPART,
      canReply: r.counterpartId !== null,
    }));
    return toPage(items, total, page);
  }

  @Authorized(UserType.CUSTOMER)
  @Query(() => MessagePage, {
    description: 'Messages between the viewer and one counterpart (null: accounts since deleted), newest first.',
  })
  async myConversationMessages(
    @Arg('counterpartId', () => ID, { nullable: true }) counterpartId: string | null | undefined,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<MessagePage> {
    const [items, total] = await this.services.conversations.messagesWith(user.id, counterpartId ?? null, pageOffset(page), page.pageSize);
    return toPage(items.map(toMessageView), total, page);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => Int, {
    description: "Marks the counterpart's messages to the viewer as read; returns the viewer's unread count afterwards.",
  })
  markConversationRead(
    @Arg('counterpartId', () => ID, { nullable: true }) counterpartId: string | null | undefined,
    @CurrentUser() user: Profile,
  ): Promise<number> {
    return this.services.conversations.markRead(user.id, counterpartId ?? null);
  }

  @Authorized(UserType.CUSTOMER)
  @Mutation(() => MessageView, {
    description: 'Replies to a franchisor the viewer has exchanged messages with or requested a franchise from.',
  })
  async replyToConversation(
    @Arg('input') input: ReplyToConversationInput,
    @Arg('attachment', () => GraphQLUpload, { nullable: true }) attachment: Promise<FileUpload> | null,
    @CurrentUser() user: Profile,
  ): Promise<MessageView> {
    return toMessageView(await this.services.conversations.reply(user.id, input.counterpartId, input.content, attachment));
  }

  @FieldResolver(() => Correspondent, { nullable: true, description: 'Null when the account was deleted.' })
  async counterpart(@Root() conversation: Conversation, @Ctx() ctx: Context): Promise<Correspondent | null> {
    return conversation.counterpartId ? toCorrespondent(await ctx.loaders.profileById.load(conversation.counterpartId)) : null;
  }
}
