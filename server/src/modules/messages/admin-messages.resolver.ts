import { Arg, Authorized, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import { Topics } from '../../realtime/pubsub';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import type { FileUpload } from '../files/upload.service';
import { PLATFORM_INBOX_TOPIC_ID } from './message.service';
import { MarkMessagesReadInput, SendAdminMessageInput } from './messages.inputs';
import { AdminMessage, AdminMessagePage, AdminMessagesFilter, MessageRecipientOption, MessageRecipientSearch } from './admin-messages.types';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';

/** /admin/messages: the platform inbox shared by every approved administrator, and writing to franchisors. */
@Resolver(() => AdminMessage)
export class AdminMessagesResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.ADMIN)
  @Mutation(() => AdminMessage, { description: 'An administrator writes to an approved franchisor, optionally attaching an image or PDF.' })
  sendAdminMessage(
    @Arg('input') input: SendAdminMessageInput,
    @Arg('attachment', () => GraphQLUpload, { nullable: true }) attachment: Promise<FileUpload> | null,
    @CurrentUser() user: Profile,
  ): Promise<AdminMessage> {
    return this.services.adminMessages.send(user.id, input.franchisorId, input.subject, input.content, attachment);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => AdminMessagePage, { description: 'The platform inbox (support from franchisors and what administrators sent them), newest first.' })
  async adminMessages(
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @Arg('filter', () => AdminMessagesFilter, { nullable: true }) filter: AdminMessagesFilter | null,
  ): Promise<AdminMessagePage> {
    const [items, total] = await this.services.adminMessages.list(filter ?? {}, pageOffset(page), page.pageSize);
    return toPage(items, total, page);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => Int, { description: 'Messages from franchisors no administrator has opened yet (the Messages badge).' })
  adminUnreadMessageCount(): Promise<number> {
    return this.services.adminMessages.unreadCount();
  }

  @Authorized(UserType.ADMIN)
  @Mutation(() => Int, {
    description: 'Marks inbound messages of the platform inbox read for every administrator; returns the unread count after.',
  })
  markAdminMessagesRead(@Arg('input') input: MarkMessagesReadInput): Promise<number> {
    return this.services.adminMessages.markRead(input.ids);
  }

  @Authorized(UserType.ADMIN)
  @Query(() => [MessageRecipientOption], { description: 'Approved franchisors an administrator may write to, by company name.' })
  messageRecipients(
    @Arg('input', () => MessageRecipientSearch, { defaultValue: new MessageRecipientSearch() }) input: MessageRecipientSearch,
  ): Promise<MessageRecipientOption[]> {
    return this.services.adminMessages.recipients(input.search, input.limit);
  }

  @Authorized(UserType.ADMIN)
  @Subscription(() => Int, {
    topics: Topics.ADMIN_UNREAD_MESSAGES,
    topicId: () => PLATFORM_INBOX_TOPIC_ID,
    name: 'adminUnreadMessageCount',
    description: 'The platform inbox unread count, pushed after every message sent to it or read.',
  })
  adminUnreadMessageCountChanged(@Root() payload: { count: number }): number {
    return payload.count;
  }
}
