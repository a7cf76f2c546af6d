import { isUUID } from 'class-validator';
import { type DataSource, type FindOptionsWhere, In, IsNull, Not } from 'typeorm';
import { Messages, notFound } from '../../common/errors';
import type { UnitOfWork } from '../../common/unit-of-work';
import { Profile } from '../auth/profile.entity';
import type { FileUpload } from '../files/upload.service';
import type { CustomerRequests } from './customer-requests';
import { Message } from './message.entity';
import type { MessageService } from './message.service';
import { MessagesRead } from './message-events';

/** One row of the conversation list, before the counterpart and the last message are resolved. */
export interface ConversationRow {
  /** The other party; null for messages whose other party deleted their account. */
  counterpartId: string | null;
  lastActivityAt: Date;
  messageCount: number;
  unreadCount: number;
  lastMessage: Message;
  /** Names of the franchises the viewer has requested from this counterpart. */
  franchiseNames: string[];
}

/** A conversation as the list's statement reads it: the last message by its id, and the list's total. */
type RawConversation = Omit<ConversationRow, 'lastMessage'> & { lastMessageId: string; total: number };

const MAX_SUBJECT = 300;
const reply = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`).slice(0, MAX_SUBJECT);

/**
 * A customer's messages seen as conversations: one per counterpart (the other profile of each
 * message). Messages whose other party deleted their account form one read-only conversation
 * (counterpartId null).
 */
export class ConversationService {
  constructor(
    private readonly ds: DataSource,
    private readonly messages: MessageService,
    private readonly work: UnitOfWork,
    private readonly requests: CustomerRequests,
  ) {}

  /** Conversations newest activity first, with the last message and the unread count, in one query. */
  async list(userId: string, offset: number, limit: number): Promise<[ConversationRow[], number]> {
    const rows: RawConversation[] = await this.ds.query(
      `WITH mine AS (
         SELECT id, created_at, receiver_id, read,
                CASE WHEN sender_id = $1 THEN receiver_id ELSE sender_id END AS counterpart_id
         FROM messages
         WHERE sender_id = $1 OR receiver_id = $1
       ), grouped AS (
         SELECT counterpart_id,
                max(created_at) AS last_activity_at,
                count(*)::int AS message_count,
                (count(*) FILTER (WHERE receiver_id = $1 AND NOT read))::int AS unread_count,
                (array_agg(id ORDER BY created_at DESC, id DESC))[1] AS last_message_id
         FROM mine
         GROUP BY counterpart_id
       ), page AS (
         SELECT g.*, (count(*) OVER ())::int AS total
         FROM grouped g
         ORDER BY g.last_activity_at DESC, g.counterpart_id NULLS LAST
         LIMIT $2 OFFSET $3
       )
       -- The franchise names are looked up for the page's conversations only.
       SELECT p.counterpart_id AS "counterpartId", p.last_activity_at AS "lastActivityAt", p.message_count AS "messageCount",
              p.unread_count AS "unreadCount", p.last_message_id AS "lastMessageId", p.total,
              ARRAY(
                SELECT DISTINCT f.name
                FROM franchise_leads l JOIN franchises f ON f.id = l.franchise_id
                WHERE l.user_id = $1 AND l.franchisor_id = p.counterpart_id
                ORDER BY f.name
              ) AS "franchiseNames"
       FROM page p
       ORDER BY p.last_activity_at DESC, p.counterpart_id NULLS LAST`,
      [userId, limit, offset],
    );
    if (rows.length === 0) return [[], offset === 0 ? 0 : await this.count(userId)];
    const lastMessages = await this.ds.getRepository(Message).findBy({ id: In(rows.map((r) => r.lastMessageId)) });
    const byId = new Map(lastMessages.map((m) => [m.id, m]));
    return [rows.map(({ lastMessageId, total: _, ...r }) => ({ ...r, lastMessage: byId.get(lastMessageId)! })), rows[0].total];
  }

  private async count(userId: string): Promise<number> {
    const [{ total }] = await this.ds.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM (
         SELECT DISTINCT CASE WHEN sender_id = $1 THEN receiver_id ELSE sender_id END
         FROM messages WHERE sender_id = $1 OR receiver_id = $1
       ) c`,
      [userId],
    );
    return total;
  }

  /** The messages between the viewer and one counterpart (null: deleted accounts), newest first. */
  async messagesWith(userId: string, counterpartId: string | null, offset: number, limit: number): Promise<[Message[], number]> {
    return this.ds.getRepository(Message).findAndCount({
      where: this.between(userId, counterpartId),
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  /**
   * Marks what the counterpart sent the viewer as read and pushes the viewer's new unread count.
   * Returns the viewer's unread count afterwards.
   */
  async markRead(userId: string, counterpartId: string | null): Promise<number> {
    this.assertId(counterpartId);
    await this.work.run(async (em, after) => {
      const result = await em.getRepository(Message).update({ receiverId: userId, senderId: counterpartId ?? IsNull(), read: false }, { read: true });
      if (result.affected) after.publish(new MessagesRead(userId));
    });
    return this.messages.unreadCount(userId);
  }

  /**
   * A customer's reply: only to a counterpart they have already exchanged messages with, or whose
   * franchise they requested. The subject continues the conversation's ('Re: ...').
   */
  async reply(userId: string, counterpartId: string, content: string, attachment?: Promise<FileUpload> | null) {
    this.assertId(counterpartId);
    const latest = await this.ds.getRepository(Message).findOne({
      where: this.between(userId, counterpartId),
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    let subject: string;
    let leadId: string | null;
    if (latest) {
      subject = reply(latest.subject);
      leadId = latest.leadId ?? (await this.latestLeadId(userId, counterpartId));
    } else {
      const requests = await this.requests.toFranchisor(userId, counterpartId);
      if (requests.length === 0) throw notFound(Messages.conversationNotFound);
      const request = requests.find((r) => r.approved);
      if (!request) throw notFound(Messages.franchiseUnavailableForMessages);
      subject = reply(request.franchiseName!);
      leadId = request.leadId;
    }
    if (!(await this.ds.getRepository(Profile).existsBy({ id: counterpartId }))) {
      throw notFound(Messages.counterpartGone);
    }
    return this.messages.deliver({ senderId: userId, receiverId: counterpartId, subject, content, leadId }, attachment);
  }

  /** The request the conversation was last about, if any message names one. */
  private async latestLeadId(userId: string, counterpartId: string): Promise<string | null> {
    const withLead = await this.ds.getRepository(Message).findOne({
      where: this.between(userId, counterpartId).map((w) => ({ ...w, leadId: Not(IsNull()) })),
      order: { createdAt: 'DESC', id: 'DESC' },
      select: { id: true, leadId: true },
    });
    return withLead?.leadId ?? null;
  }

  private between(userId: string, counterpartId: string | null): FindOptionsWhere<Message>[] {
    this.assertId(counterpartId);
    const other = counterpartId ?? IsNull();
    return [
      { senderId: userId, receiverId: other },
      { senderId: other, receiverId: userId },
    ];
  }

  private assertId(counterpartId: string | null): void {
    if (counterpartId !== null && !isUUID(counterpartId)) throw notFound(Messages.conversationNotFound);
  }
}
