import type { DataSource, EntityManager } from 'typeorm';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import { type AppPubSub, Topics } from '../../realtime/pubsub';
import { AccountStatus, UserType } from '../auth/auth.enums';
import type { PrivateFileReaders } from '../files/file-access.service';
import type { StoredFile } from '../files/stored-file.entity';
import type { FileUpload, UploadService } from '../files/upload.service';
import { messageAttachmentRules } from './message-attachments';
import { Message, type PlatformDirection } from './message.entity';
import { MessageSent, MessagesRead, PlatformInboxRead } from './message-events';

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

export class MessageService implements PrivateFileReaders {
  constructor(
    private readonly ds: DataSource,
    private readonly pubSub: AppPubSub,
    private readonly uploads: UploadService,
    private readonly work: UnitOfWork,
  ) {}

  unreadCount(userId: string): Promise<number> {
    return this.ds.getRepository(Message).countBy({ receiverId: userId, read: false });
  }

  /**
   * Inserts in the caller's unit of work and registers, for after its commit, the receiver's unread counts
   * (and, for a message to the platform inbox, the administrators' inbox count).
   */
  async insert(em: EntityManager, after: AfterCommit, message: NewMessage): Promise<Message> {
    const saved = await em.getRepository(Message).save(
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
    after.publish(new MessageSent(message.receiverId, message.platform === 'in', saved.id));
    return saved;
  }

  /**
   * Sends one message whose sender and receiver the caller has already checked: the optional attachment is
   * checked by content and staged, then its record and the message are one unit of work (the staged bytes
   * are removed if it does not commit); the receiver's unread count is pushed after commit.
   */
  async deliver(message: Omit<NewMessage, 'attachment'>, attachment?: Promise<FileUpload> | null): Promise<Message> {
    const staged = attachment ? await this.uploads.stage(attachment, messageAttachmentRules(message.senderId)) : null;
    try {
      return await this.work.run(async (em, after) => {
        const file = staged ? await this.uploads.record(em, staged) : null;
        return this.insert(em, after, { ...message, attachment: file });
      });
    } catch (err) {
      if (staged) await this.uploads.discard([staged]);
      throw err;
    }
  }

  /**
   * Marks messages addressed to the viewer as read; others' messages are left alone. A message of the
   * platform inbox read this way is read for every administrator, so their badge is pushed too.
   */
  async markRead(userId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.work.run(async (em, after) => {
      const [rows]: [{ platform: string | null }[], number] = await em.query(
        `UPDATE messages SET read = true WHERE id = ANY($1::uuid[]) AND receiver_id = $2 AND NOT read RETURNING platform`,
        [ids, userId],
      );
      if (rows.length > 0) after.publish(new MessagesRead(userId));
      if (rows.some((r) => r.platform === 'in')) after.publish(new PlatformInboxRead());
      return rows.length;
    });
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
    const [{ allowed }] = await this.ds.query<{ allowed: boolean }[]>(
      `SELECT EXISTS (
         SELECT 1 FROM messages m
         WHERE m.attachment_file_id = $1
           AND (m.sender_id = $2 OR m.receiver_id = $2
                OR (m.platform IS NOT NULL AND EXISTS (
                      SELECT 1 FROM profiles p WHERE p.id = $2 AND p.user_type = $3 AND p.status = $4)))
       ) AS allowed`,
      [fileId, userId, UserType.ADMIN, AccountStatus.APPROVED],
    );
    return allowed;
  }

  /** Unread messages of the platform inbox (the admin Messages badge): one index-only count. */
  async platformUnreadCount(): Promise<number> {
    const [{ count }] = await this.ds.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM messages WHERE platform = 'in' AND NOT read`);
    return count;
  }

  /**
   * Pushes the platform inbox's unread count to every administrator's open subscriptions. Only through a
   * subscriber of MessageSent and PlatformInboxRead (wired in `services.ts`), run after the commit.
   */
  async notifyPlatformUnread(): Promise<void> {
    const count = await this.platformUnreadCount();
    this.pubSub.publish(Topics.ADMIN_UNREAD_MESSAGES, PLATFORM_INBOX_TOPIC_ID, { count });
  }

  /**
   * Pushes the receiver's new unread counts to their open subscriptions: all their messages, and those
   * from administrators (a franchisor's Support badge), read in one query. Only as a subscriber of MessageSent and
   * MessagesRead (wired in `services.ts`), run after the commit.
   */
  async notifyUnread(userId: string): Promise<void> {
    const [{ count, support }] = await this.ds.query<{ count: number; support: number }[]>(
      `SELECT count(*)::int AS count, (count(*) FILTER (WHERE platform = 'out'))::int AS support
       FROM messages WHERE receiver_id = $1 AND NOT read`,
      [userId],
    );
    this.pubSub.publish(Topics.UNREAD_MESSAGES, userId, { count });
    this.pubSub.publish(Topics.UNREAD_SUPPORT, userId, { count: support });
  }
}
