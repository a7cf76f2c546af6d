import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { AccountStatus, UserType } from '../auth/auth.enums';
import { Profile } from '../auth/profile.entity';
import type { FileUpload, UploadService } from '../files/upload.service';
import { messageAttachmentRules } from './message-attachments';
import type { MessageService } from './message.service';
import { SupportDirection, type SupportMessage } from './support.types';
import { MessagesRead } from './message-events';

/** The franchisor `$1`'s messages of the platform inbox, both directions, whichever administrator wrote or was addressed. */
const WITH_PLATFORM = `FROM messages m WHERE (m.sender_id = $1 OR m.receiver_id = $1) AND m.platform IS NOT NULL`;

/**
 * A franchisor's conversation with the platform (spec 02 'Support'): sending to the administrator,
 * the history in both directions, and its read state. Customer conversations are not part of it.
 */
export class SupportService {
  constructor(
    private readonly ds: DataSource,
    private readonly messages: MessageService,
    private readonly uploads: UploadService,
    private readonly work: UnitOfWork,
  ) {}

  /**
   * To the platform inbox, which every approved administrator reads (docs/decisions.md, "Support is a shared
   * platform inbox"); the row is addressed to the longest-serving approved administrator. 'Admin user not
   * found' when there is none, before the attachment is stored. The attachment's record and the message are
   * one transaction; the admins' Messages badge is pushed after it commits.
   */
  async send(franchisorId: string, subject: string, content: string, attachment: Promise<FileUpload> | null): Promise<SupportMessage> {
    const admin = await this.ds.getRepository(Profile).findOne({
      where: { userType: UserType.ADMIN, status: AccountStatus.APPROVED },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    if (!admin) throw new AppError(Messages.adminNotFound, ErrorCode.NOT_FOUND);
    const staged = attachment ? await this.uploads.stage(attachment, messageAttachmentRules(franchisorId)) : null;
    let message;
    try {
      message = await this.work.run(async (em, after) => {
        const file = staged ? await this.uploads.record(em, staged) : null;
        return this.messages.insert(em, after, {
          senderId: franchisorId,
          receiverId: admin.id,
          subject,
          content,
          attachment: file,
          platform: 'in',
        });
      });
    } catch (err) {
      if (staged) await this.uploads.discard([staged]);
      throw err;
    }
    return { ...message, direction: SupportDirection.SENT };
  }

  /** Sent and received, newest first. */
  async history(franchisorId: string, offset: number, limit: number): Promise<[SupportMessage[], number]> {
    const rows: (SupportMessage & { total: number })[] = await this.ds.query(
      `SELECT m.id, CASE WHEN m.platform = 'in' THEN '${SupportDirection.SENT}' ELSE '${SupportDirection.RECEIVED}' END AS direction,
              m.subject, m.content, m.read, m.created_at AS "createdAt", m.attachment_file_id AS "attachmentFileId",
              (count(*) OVER ())::int AS total
       ${WITH_PLATFORM}
       ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
      [franchisorId, limit, offset],
    );
    const total = rows.length > 0 || offset === 0 ? (rows[0]?.total ?? 0) : await this.count(franchisorId);
    return [rows.map(({ total: _, ...message }) => message), total];
  }

  /** Messages from administrators the franchisor has not read (the Support badge). */
  async unreadCount(franchisorId: string): Promise<number> {
    const [{ count }] = await this.ds.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM messages WHERE receiver_id = $1 AND NOT read AND platform = 'out'`,
      [franchisorId],
    );
    return count;
  }

  /** Everything the platform sent the franchisor becomes read; pushes the new counts. Returns the support count after. */
  async markRead(franchisorId: string): Promise<number> {
    await this.work.run(async (em, after) => {
      const [, affected]: [unknown, number] = await em.query(
        `UPDATE messages SET read = true WHERE receiver_id = $1 AND NOT read AND platform = 'out'`,
        [franchisorId],
      );
      if (affected > 0) after.publish(new MessagesRead(franchisorId));
    });
    return this.unreadCount(franchisorId);
  }

  private async count(franchisorId: string): Promise<number> {
    const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total ${WITH_PLATFORM}`, [franchisorId]);
    return total;
  }
}
