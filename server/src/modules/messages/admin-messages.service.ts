import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { AuditAction, AuditTarget, type AuditService } from '../audit/audit.service';
import { AccountStatus, UserType } from '../auth/auth.enums';
import type { FileUpload, UploadService } from '../files/upload.service';
import { messageAttachmentRules } from './message-attachments';
import type { MessageService } from './message.service';
import type { Correspondent } from './message.types';
import { type AdminMessage, AdminMessageDirection, type AdminMessagesFilter, type MessageRecipientOption } from './admin-messages.types';
import { PlatformInboxRead } from './message-events';

/** A message with its sender (s…) and receiver (r…) flat, as SELECT reads them; toAdminMessage nests them. */
interface Row {
  id: string;
  platform: 'in' | 'out';
  subject: string;
  content: string;
  read: boolean;
  createdAt: Date;
  attachmentFileId: string | null;
  sId: string | null;
  sName: string | null;
  sCompany: string | null;
  sType: UserType | null;
  rId: string | null;
  rName: string | null;
  rCompany: string | null;
  rType: UserType | null;
}

const SELECT = `SELECT m.id, m.platform, m.subject, m.content, m.read, m.created_at AS "createdAt", m.attachment_file_id AS "attachmentFileId",
    s.id AS "sId", s.full_name AS "sName", s.company_name AS "sCompany", s.user_type AS "sType",
    r.id AS "rId", r.full_name AS "rName", r.company_name AS "rCompany", r.user_type AS "rType"
  FROM messages m
  LEFT JOIN profiles s ON s.id = m.sender_id
  LEFT JOIN profiles r ON r.id = m.receiver_id`;

const party = (id: string | null, fullName: string | null, companyName: string | null, userType: UserType | null): Correspondent | null =>
  id && userType ? { id, fullName: fullName ?? '', companyName, userType } : null;

function toAdminMessage(r: Row): AdminMessage {
  const sender = party(r.sId, r.sName, r.sCompany, r.sType);
  const receiver = party(r.rId, r.rName, r.rCompany, r.rType);
  const direction = r.platform === 'in' ? AdminMessageDirection.INBOUND : AdminMessageDirection.OUTBOUND;
  return {
    id: r.id,
    direction,
    subject: r.subject,
    content: r.content,
    read: r.read,
    createdAt: r.createdAt,
    sender,
    receiver,
    franchisor: direction === AdminMessageDirection.INBOUND ? sender : receiver,
    attachmentUrl: r.attachmentFileId ? `/files/${r.attachmentFileId}` : null,
  };
}

/**
 * The admin Messages page: the platform inbox shared by every approved administrator (franchisors'
 * support messages and what any administrator sent them), sending to an approved franchisor, the
 * inbox's read state and its badge. Rows are tagged by messages.platform (migration PlatformInbox).
 */
export class AdminMessagesService {
  constructor(
    private readonly ds: DataSource,
    private readonly messages: MessageService,
    private readonly uploads: UploadService,
    private readonly audit: AuditService,
    private readonly work: UnitOfWork,
  ) {}

  /**
   * To one approved franchisor ('Please select a franchisor' otherwise, before any file is stored). The
   * attachment's record, the message and its audit entry are one transaction; the franchisor's badges
   * are pushed after it commits.
   */
  async send(
    adminId: string,
    franchisorId: string,
    subject: string,
    content: string,
    attachment: Promise<FileUpload> | null = null,
  ): Promise<AdminMessage> {
    const [franchisor] = await this.ds.query<{ id: string }[]>(`SELECT id FROM profiles WHERE id = $1 AND user_type = $2 AND status = $3`, [
      franchisorId,
      UserType.FRANCHISOR,
      AccountStatus.APPROVED,
    ]);
    if (!franchisor) {
      throw new AppError(Messages.selectFranchisor, ErrorCode.BAD_USER_INPUT, { fields: { franchisorId: Messages.selectFranchisor } });
    }
    const staged = attachment ? await this.uploads.stage(attachment, messageAttachmentRules(adminId)) : null;
    let id: string;
    try {
      id = await this.work.run(async (em, after) => {
        const file = staged ? await this.uploads.record(em, staged) : null;
        const message = await this.messages.insert(em, after, {
          senderId: adminId,
          receiverId: franchisorId,
          subject,
          content,
          attachment: file,
          platform: 'out',
        });
        await this.audit.record(em, {
          actorId: adminId,
          action: AuditAction.SEND,
          targetType: AuditTarget.MESSAGE,
          targetId: message.id,
          detail: { franchisorId, subject: message.subject, attachment: Boolean(file) },
        });
        return message.id;
      });
    } catch (err) {
      if (staged) await this.uploads.discard([staged]);
      throw err;
    }
    const [sent] = await this.byIds([id]);
    return sent;
  }

  /**
   * The inbox, newest first: one statement for the page (off idx_messages_platform, or the unread or the
   * franchisor's indexes when filtered) and the total.
   */
  async list(filter: AdminMessagesFilter, offset: number, limit: number): Promise<[AdminMessage[], number]> {
    const where: string[] = [`m.platform IS NOT NULL`];
    const params: unknown[] = [];
    if (filter.unreadOnly) where.push(`m.platform = 'in' AND NOT m.read`);
    if (filter.franchisorId) {
      params.push(filter.franchisorId);
      where.push(`(m.sender_id = $${params.length} OR m.receiver_id = $${params.length})`);
    }
    const condition = where.join(' AND ');
    params.push(limit, offset);
    const rows: (Row & { total: number })[] = await this.ds.query(
      `WITH total AS (SELECT count(*)::int AS total FROM messages m WHERE ${condition}),
            page AS (SELECT m.id FROM messages m WHERE ${condition}
                     ORDER BY m.created_at DESC, m.id DESC LIMIT $${params.length - 1} OFFSET $${params.length})
       SELECT x.*, total.total FROM total
       LEFT JOIN LATERAL (${SELECT} WHERE m.id IN (SELECT id FROM page)) x ON true
       ORDER BY x."createdAt" DESC, x.id DESC`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    return [rows.filter((r) => r.id !== null).map(toAdminMessage), total];
  }

  /** Unread inbound messages of the inbox: the admin Messages badge. */
  unreadCount(): Promise<number> {
    return this.messages.platformUnreadCount();
  }

  /**
   * Marks the given inbound messages read for every administrator (they are opened on the Messages page);
   * outbound ones and other messages are left alone. Pushes the badge when anything changed; returns the
   * unread count after.
   */
  async markRead(ids: string[]): Promise<number> {
    if (ids.length > 0) {
      await this.work.run(async (em, after) => {
        const [, affected]: [unknown, number] = await em.query(
          `UPDATE messages SET read = true WHERE id = ANY($1::uuid[]) AND platform = 'in' AND NOT read`,
          [ids],
        );
        if (affected > 0) after.publish(new PlatformInboxRead());
      });
    }
    return this.unreadCount();
  }

  /** Approved franchisors for Select Franchisor, by company name; searched with the franchisor trigram index. */
  async recipients(search: string | null | undefined, limit: number): Promise<MessageRecipientOption[]> {
    const term = search?.trim().toLowerCase();
    const params: unknown[] = [UserType.FRANCHISOR, AccountStatus.APPROVED, limit];
    let match = '';
    if (term) {
      params.push(`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      match = `AND lower(coalesce(company_name, '') || ' ' || full_name || ' ' || email) LIKE $4`;
    }
    const rows: { id: string; company_name: string | null; full_name: string }[] = await this.ds.query(
      `SELECT id, company_name, full_name FROM profiles
       WHERE user_type = $1 AND status = $2 ${match}
       ORDER BY lower(coalesce(company_name, full_name)), id LIMIT $3`,
      params,
    );
    return rows.map((r) => ({ id: r.id, companyName: r.company_name, fullName: r.full_name }));
  }

  private async byIds(ids: string[]): Promise<AdminMessage[]> {
    const rows: Row[] = await this.ds.query(`${SELECT} WHERE m.id = ANY($1::uuid[])`, [ids]);
    return rows.map(toAdminMessage);
  }
}
