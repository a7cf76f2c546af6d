import { Arg, Authorized, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Context } from '../../graphql/context';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import type { FileUpload } from '../files/upload.service';
import { SendSupportMessageInput } from './messages.inputs';
import { SupportMessage, SupportMessagePage } from './support.types';
import { CurrentUser, signedInUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { franchisorIdOf } from '../auth/franchisor-of';

/** /franchisor/support: write to the platform, read the conversation with it, the Support badge. */
@Resolver(() => SupportMessage)
export class SupportResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => SupportMessage, { description: 'A franchisor writes to the platform administrator, optionally attaching an image or PDF.' })
  sendSupportMessage(
    @Arg('input') input: SendSupportMessageInput,
    @Arg('attachment', () => GraphQLUpload, { nullable: true }) attachment: Promise<FileUpload> | null,
    @CurrentUser() user: Profile,
  ): Promise<SupportMessage> {
    return this.services.support.send(franchisorIdOf(user), input.subject, input.content, attachment);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => SupportMessagePage, { description: "The viewer's messages with the platform, sent and received, newest first." })
  async supportMessages(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<SupportMessagePage> {
    const [items, total] = await this.services.support.history(franchisorIdOf(user), pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.FRANCHISOR)
  @Query(() => Int, { description: 'Messages from the platform the viewer has not read.' })
  supportUnreadCount(@CurrentUser() user: Profile): Promise<number> {
    return this.services.support.unreadCount(franchisorIdOf(user));
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => Int, { description: 'Marks every message from the platform to the viewer as read; returns the support unread count after.' })
  markSupportMessagesRead(@CurrentUser() user: Profile): Promise<number> {
    return this.services.support.markRead(franchisorIdOf(user));
  }

  @Authorized(UserType.FRANCHISOR)
  @Subscription(() => Int, {
    topics: Topics.UNREAD_SUPPORT,
    topicId: ({ context }: { context: Context }) => franchisorIdOf(signedInUser(context)),
    name: 'supportUnreadCount',
    description: "The viewer's count of unread messages from the platform, pushed whenever it may have changed.",
  })
  supportUnreadCountChanged(@Root() payload: { count: number }): number {
    return payload.count;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Download link, only served to the two parties.' })
  attachmentUrl(@Root() message: SupportMessage): string | null {
    return message.attachmentFileId ? `/files/${message.attachmentFileId}` : null;
  }
}
