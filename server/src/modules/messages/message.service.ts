import type { DataSource, EntityManager } from 'typeorm';
import { logger } from '../../common/logger';
import { type AppPubSub, Topics } from '../../graphql/pubsub';
import { AccountStatus, UserType } from '../auth/auth.enums';
import type { StoredFile } from '../files/stored-file.entity';
import type { FileUpload, UploadService } from '../files/upload.service';
import { messageAttachmentRules } from './message-attachments';
import { Message, type PlatformDirection } from './message.entity';

export interface NewMessage {
  senderId: string;
  receiverId: string;
  subject: string;
  content: string;
  leadId?: string | null;
  attachment?: StoredFile | null;
  /** The platform inbox direction; left out, the messages_platform trigger fills it from the parties. */
  platform?: PlatformDirection | null;
}

/** Every administrator hears the same inbox count: one topic id for all of them. */
export const PLATFORM_INBOX_TOPIC_ID = 'admins';

export class MessageService {
  constructor(
    private readonly ds: DataSource,
    private readonly pubSub: AppPubSub,
    private readonly uploads: UploadService,
  ) {}

  unreadCount(userId: string): Promise<number> {
    return this.ds.getRepository(Message).countBy({ receiverId: userId, read: false });
  }

  /** Inserts in the caller's transaction; call notifyUnread for the receiver after it commits. */
  async insert(em: EntityManager, message: NewMessage): Promise<Message> {
    return em.getRepository(Message).save(
      em.getRepository(Message).create({
        senderId: message.senderId,
        receiverId: message.receiverId,
        subject: message.subject.trim(),
        content: message.content.trim(),
        leadId: message.leadId ?? null,
        attachmentFileId: message.attachment?.id ?? null,
        ...(message.platform ? { platform: message.platform } : {}),
      }),
    );
  }

  /**
   * Sends one message whose sender and receiver the caller has already checked: stores the optional
   * attachment (checked by content), inserts the message and pushes the receiver's unread count.
   */
  async deliver(message: Omit<NewMessage, 'attachment'>, attachment?: Promise<FileUpload> | null): Promise<Message> {
    const file = attachment ? await this.uploads.save(attachment, messageAttachmentRules(message.senderId)) : null;
    const saved = await this.ds.transaction((em) => this.insert(em, { ...message, attachment: file }));
    await this.notifyUnread(message.receiverId);
    return saved;
  }

  /**
   * Marks messages addressed to the viewer as read; others' messages are left alone. A message of the
   * platform inbox read this way is read for every administrator, so their badge is pushed too.
   */
  async markRead(userId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [rows]: [{ platform: string | null }[], number] = await this.ds.query(
      `UPDATE messages SET read = true WHERE id = ANY($1::uuid[]) AND receiver_id = $2 AND NOT read RETURNING platform`,
      [ids, userId],
    );
    if (rows.length > 0) await this.notifyUnread(userId);
    if (rows.some((r) => r.platform === 'in')) await this.notifyPlatformUnread();
    return rows.length;
  }

  /** Messages the user sent or received, newest first. */
  async listFor(userId: string, offset: number, limit: number): Promise<[Message[], number]> {
    return this.ds.getRepository(Message).findAndCount({
      where: [{ senderId: userId }, { receiverId: userId }],
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  /**
   * May this user download an attachment? The sender and the receiver of its message may; so may every
   * approved administrator when the message belongs to the platform inbox (support is shared by them all).
   */
  async canReadAttachment(userId: string, fileId: string): Promise<boolean> {
    const [{ allowed }] = await this.ds.query(
      `SELECT EXISTS (
         SELECT 1 FROM messages m
         WHERE m.attachment_file_id = $1
           AND (m.sender_id = $2 OR m.receiver_id = $2
                OR (m.platform IS NOT NULL AND EXISTS (
                      SELECT 1 FROM profiles p WHERE p.id = $2 AND p.user_type = $3 AND p.status = $4)))
       ) AS allowed`,
      [fileId, userId, UserType.ADMIN, AccountStatus.APPROVED],
    );
    return allowed as boolean;
  }

  /** Unread messages of the platform inbox (the admin Messages badge): one index-only count. */
  async platformUnreadCount(): Promise<number> {
    const [{ count }] = await this.ds.query(`SELECT count(*)::int AS count FROM messages WHERE platform = 'in' AND NOT read`);
    return count as number;
  }

  /**
   * Pushes the platform inbox's unread count to every administrator's open subscriptions. Call after the
   * commit that changed it. Never throws: the change is saved, so a failure is only logged.
   */
  async notifyPlatformUnread(): Promise<void> {
    try {
      const count = await this.platformUnreadCount();
      await this.pubSub.publish(Topics.ADMIN_UNREAD_MESSAGES, PLATFORM_INBOX_TOPIC_ID, { count });
    } catch (err) {
      logger.error('Could not publish the platform inbox unread count', err);
    }
  }

  /**
   * Pushes the receiver's new unread counts to their open subscriptions: all their messages, and those
   * from administrators (a franchisor's Support badge), read in one query.
   */
  async notifyUnread(userId: string): Promise<void> {
    const [{ count, support }] = await this.ds.query(
      `SELECT count(*)::int AS count, (count(*) FILTER (WHERE platform = 'out'))::int AS support
       FROM messages WHERE receiver_id = $1 AND NOT read`,
      [userId],
    );
    this.pubSub.publish(Topics.UNREAD_MESSAGES, userId, { count });
    this.pubSub.publish(Topics.UNREAD_SUPPORT, userId, { count: support });
  }
}
