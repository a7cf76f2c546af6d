import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { MarkMessagesReadInput } from './messages.inputs';
import { Correspondent, MessagePage, MessageView, toCorrespondent, toMessageView } from './message.types';
import { CurrentUser, signedInUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { partyIdOf } from '../auth/franchisor-of';

@Resolver(() => MessageView)
export class MessageResolver {
  constructor(private readonly services: Services) {}

  @Authorized()
  @Query(() => Int, { description: 'Messages addressed to the viewer that they have not read.' })
  unreadMessageCount(@CurrentUser() user: Profile): Promise<number> {
    return this.services.messages.unreadCount(partyIdOf(user));
  }

  @Authorized()
  @Query(() => MessagePage, { description: 'Messages the viewer sent or received, newest first.' })
  async myMessages(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<MessagePage> {
    const [items, total] = await this.services.messages.listFor(partyIdOf(user), pageOffset(page), page.pageSize);
    return toPage(items.map(toMessageView), total, page);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks messages addressed to the viewer as read; returns how many changed.' })
  markMessagesRead(@Arg('input') input: MarkMessagesReadInput, @CurrentUser() user: Profile): Promise<number> {
    return this.services.messages.markRead(partyIdOf(user), input.ids);
  }

  @Authorized()
  @Subscription(() => Int, {
    topics: Topics.UNREAD_MESSAGES,
    topicId: ({ context }: { context: Context }) => partyIdOf(signedInUser(context)),
    name: 'unreadMessageCount',
    description: "The viewer's unread message count, pushed whenever it changes.",
  })
  unreadMessageCountChanged(@Root() payload: { count: number }): number {
    return payload.count;
  }

  @FieldResolver(() => Correspondent, { nullable: true, description: 'Null when the account was deleted.' })
  async sender(@Root() message: MessageView, @Ctx() ctx: Context): Promise<Correspondent | null> {
    return message.senderId ? toCorrespondent(await ctx.loaders.profileById.load(message.senderId)) : null;
  }

  @FieldResolver(() => Correspondent, { nullable: true })
  async receiver(@Root() message: MessageView, @Ctx() ctx: Context): Promise<Correspondent | null> {
    return message.receiverId ? toCorrespondent(await ctx.loaders.profileById.load(message.receiverId)) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Download link, only served to the two parties.' })
  attachmentUrl(@Root() message: MessageView): string | null {
    return message.attachmentFileId ? `/files/${message.attachmentFileId}` : null;
  }
}
