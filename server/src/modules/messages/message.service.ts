import { type DataSource, type EntityManager, In } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import { type AppPubSub, Topics } from '../../graphql/pubsub';
import { AccountStatus, UserType } from '../auth/auth.enums';
import { Profile } from '../auth/profile.entity';
import type { StoredFile } from '../files/stored-file.entity';
import type { FileUpload, UploadService } from '../files/upload.service';
import { messageAttachmentRules } from './message-attachments';
import { Message } from './message.entity';

export interface NewMessage {
  senderId: string;
  receiverId: string;
  subject: string;
  content: string;
  leadId?: string | null;
  attachment?: StoredFile | null;
}

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

  /** Admin to an approved franchisor. */
  async sendFromAdmin(adminId: string, franchisorId: string, subject: string, content: string): Promise<Message> {
    const franchisor = await this.ds.getRepository(Profile).findOneBy({
      id: franchisorId,
      userType: UserType.FRANCHISOR,
      status: AccountStatus.APPROVED,
    });
    if (!franchisor) {
      throw new AppError(Messages.selectFranchisor, ErrorCode.BAD_USER_INPUT, {
        fields: { franchisorId: Messages.selectFranchisor },
      });
    }
    const message = await this.ds.transaction((em) =>
      this.insert(em, { senderId: adminId, receiverId: franchisor.id, subject, content }),
    );
    await this.notifyUnread(franchisor.id);
    return message;
  }

  /** Marks messages addressed to the viewer as read; others' messages are left alone. */
  async markRead(userId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.ds
      .getRepository(Message)
      .update({ id: In(ids), receiverId: userId, read: false }, { read: true });
    if (result.affected) await this.notifyUnread(userId);
    return result.affected ?? 0;
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

  /** May this user download an attachment? Only the sender and the receiver of its message may. */
  async canReadAttachment(userId: string, fileId: string): Promise<boolean> {
    return this.ds.getRepository(Message).exists({
      where: [
        { attachmentFileId: fileId, senderId: userId },
        { attachmentFileId: fileId, receiverId: userId },
      ],
    });
  }

  /**
   * Pushes the receiver's new unread counts to their open subscriptions: all their messages, and those
   * from administrators (a franchisor's Support badge), read in one query.
   */
  async notifyUnread(userId: string): Promise<void> {
    const [{ count, support }] = await this.ds.query(
      `SELECT count(*)::int AS count, (count(*) FILTER (WHERE p.user_type = $2))::int AS support
       FROM messages m LEFT JOIN profiles p ON p.id = m.sender_id
       WHERE m.receiver_id = $1 AND NOT m.read`,
      [userId, UserType.ADMIN],
    );
    this.pubSub.publish(Topics.UNREAD_MESSAGES, userId, { count });
    this.pubSub.publish(Topics.UNREAD_SUPPORT, userId, { count: support });
  }
}
