import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, notFound } from '../../common/errors';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import { normaliseEmail } from '../../common/validation';
import { AuditAction, type AuditService, AuditTarget } from '../audit/audit.service';
import { DataComplaint } from './data-complaint.entity';
import { DataComplaintNote } from './data-complaint-note.entity';
import type { Mailer } from '../mail/mailer';
import { ANSWER_DUE_DAYS, COMPLAINT_LIMIT, COMPLAINT_WINDOW_MS, ComplaintMessages } from './data-complaints.constants';
import { DataComplaintStatus, TOPIC_LABELS } from './data-complaints.enums';
import type { SubmitDataComplaintInput } from './data-complaints.inputs';
import { complaintAcknowledgedMail, complaintOutcomeMail } from './data-complaints.mail';
import type { AdminDataComplaint, AdminDataComplaintDetail, AdminDataComplaintStep, DataComplaintReceipt } from './data-complaints.types';
import { DataComplaintsChanged } from './data-complaint-events';

/** What the complaint form is called in the history: the step no administrator took. */
const FORM = 'Complaint form';

const STATUS_LABELS: Record<DataComplaintStatus, string> = {
  [DataComplaintStatus.OPEN]: 'Open',
  [DataComplaintStatus.IN_PROGRESS]: 'In progress',
  [DataComplaintStatus.ANSWERED]: 'Answered',
};

const statusLabel = (s: string | null) => (s && s in STATUS_LABELS ? STATUS_LABELS[s as DataComplaintStatus] : (s ?? 'none'));

type Row = Omit<AdminDataComplaint, 'topicLabel'>;

const COLUMNS = `c.id, c.reference, c.full_name AS "fullName", c.email, c.topic, c.details, c.status, c.created_at AS "createdAt",
  c.answer_due_at AS "answerDueAt", (c.status <> 'answered' AND c.answer_due_at < now()) AS overdue, c.outcome,
  c.answered_at AS "answeredAt", a.full_name AS "answeredByName",
  (SELECT count(*)::int FROM data_complaint_notes n WHERE n.complaint_id = c.id) AS "noteCount"`;
const FROM = `FROM data_complaints c LEFT JOIN profiles a ON a.id = c.answered_by_id`;
const WHERE = `WHERE ($1::boolean IS NULL OR (c.status <> 'answered') = $1)`;

const withLabel = (r: Row): AdminDataComplaint => ({ ...r, topicLabel: TOPIC_LABELS[r.topic] });

/**
 * Complaints about personal data (issue 41, part 3). Anyone may send one (limited per client address); it is stored
 * with a reference and acknowledged by e-mail in the same unit of work. Administrators work a queue, unanswered first
 * by the date the answer is due: they move a complaint to in progress, add internal notes and send the outcome, which
 * answers it and names the ICO. Every step is an audit row on the complaint (its history); the unanswered count is
 * pushed to the admins after each commit that changes it.
 */
export class DataComplaintService {
  private readonly limit: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    limiters: RateLimiters,
    private readonly work: UnitOfWork,
    private readonly mailer: Mailer,
    private readonly audit: AuditService,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {
    this.limit = limiters.window('data-complaint', COMPLAINT_LIMIT, COMPLAINT_WINDOW_MS);
  }

  /** Stores a complaint with its reference, e-mails the acknowledgement with it, and records the step. */
  async submit(input: SubmitDataComplaintInput, ip: string): Promise<DataComplaintReceipt> {
    await this.limit.take(ip);
    return this.work.run(async (em, after) => {
      const [{ seq, year }] = await em.query<{ seq: string; year: string }[]>(
        `SELECT nextval('data_complaint_reference_seq')::text AS seq, to_char(now() AT TIME ZONE 'Europe/London', 'YYYY') AS year`,
      );
      const reference = `DC-${year}-${seq.padStart(6, '0')}`;
      const createdAt = new Date();
      const complaint = em.getRepository(DataComplaint).create({
        reference,
        fullName: input.fullName.trim(),
        email: normaliseEmail(input.email),
        topic: input.topic!,
        details: input.details.trim(),
        answerDueAt: new Date(createdAt.getTime() + ANSWER_DUE_DAYS * 24 * 60 * 60 * 1000),
        createdAt,
      });
      await em.getRepository(DataComplaint).insert(complaint);
      await this.mailer.send(complaintAcknowledgedMail(this.config, complaint), em);
      await this.audit.record(em, {
        actorId: null,
        action: AuditAction.RECEIVE,
        targetType: AuditTarget.DATA_COMPLAINT,
        targetId: complaint.id,
        after: DataComplaintStatus.OPEN,
        detail: { reference, by: FORM },
      });
      this.countChanged(after);
      return { reference, answerDueAt: complaint.answerDueAt };
    });
  }

  /** One page: unanswered first (the answer soonest due first), then answered (latest first). One statement. */
  async list(unanswered: boolean | null | undefined, offset: number, limit: number): Promise<[AdminDataComplaint[], number]> {
    const rows: (Row & { total: number })[] = await this.ds.query(
      `SELECT ${COLUMNS}, (count(*) OVER ())::int AS total
       ${FROM} ${WHERE}
       ORDER BY c.status = 'answered', CASE WHEN c.status <> 'answered' THEN c.answer_due_at END ASC, c.answered_at DESC, c.id
       LIMIT $2 OFFSET $3`,
      [unanswered ?? null, limit, offset],
    );
    const items = rows.map(({ total: _, ...r }) => withLabel(r));
    if (rows.length > 0 || offset === 0) return [items, rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM data_complaints c ${WHERE}`, [
      unanswered ?? null,
    ]);
    return [[], total];
  }

  /** One complaint with its notes (oldest first) and its history (newest first); not found for an unknown id. */
  async detail(id: string): Promise<AdminDataComplaintDetail> {
    const [row] = isUUID(id) ? await this.ds.query<Row[]>(`SELECT ${COLUMNS} ${FROM} WHERE c.id = $1`, [id]) : [];
    if (!row) throw notFound(ComplaintMessages.complaintNotFound);
    const notes = await this.ds.query<AdminDataComplaintDetail['notes']>(
      `SELECT n.id, n.body, p.full_name AS "authorName", n.created_at AS "createdAt"
       FROM data_complaint_notes n LEFT JOIN profiles p ON p.id = n.author_id
       WHERE n.complaint_id = $1 ORDER BY n.created_at, n.id`,
      [id],
    );
    const history = (await this.audit.history(AuditTarget.DATA_COMPLAINT, id)).map((e): AdminDataComplaintStep => ({
      id: e.id,
      action: e.action,
      label: stepLabel(e.action, e.beforeStatus, e.afterStatus),
      actorName: e.actorName,
      createdAt: e.createdAt,
    }));
    return { id: row.id, complaint: withLabel(row), notes, history };
  }

  /** Moves an unanswered complaint between open and in progress; the same status again changes and records nothing. */
  async setStatus(adminId: string, id: string, status: DataComplaintStatus): Promise<AdminDataComplaintDetail> {
    if (status === DataComplaintStatus.ANSWERED) throw new AppError(ComplaintMessages.answerWithOutcome, ErrorCode.BAD_USER_INPUT);
    await this.work.run(async (em) => {
      const complaint = await this.lockUnanswered(em, id);
      if (complaint.status === status) return;
      await em.getRepository(DataComplaint).update({ id: complaint.id }, { status });
      await this.audit.record(em, {
        actorId: adminId,
        action: AuditAction.STATUS,
        targetType: AuditTarget.DATA_COMPLAINT,
        targetId: complaint.id,
        before: complaint.status,
        after: status,
        detail: { reference: complaint.reference },
      });
    });
    return this.detail(id);
  }

  /** Adds an internal note (also once answered); the audit row names the note, not its words. */
  async addNote(adminId: string, id: string, note: string): Promise<AdminDataComplaintDetail> {
    await this.work.run(async (em) => {
      const complaint = isUUID(id) ? await em.getRepository(DataComplaint).findOneBy({ id }) : null;
      if (!complaint) throw notFound(ComplaintMessages.complaintNotFound);
      const saved = await em
        .getRepository(DataComplaintNote)
        .save(em.getRepository(DataComplaintNote).create({ complaintId: id, authorId: adminId, body: note.trim() }));
      await this.audit.record(em, {
        actorId: adminId,
        action: AuditAction.NOTE,
        targetType: AuditTarget.DATA_COMPLAINT,
        targetId: id,
        before: complaint.status,
        after: complaint.status,
        detail: { reference: complaint.reference, noteId: saved.id },
      });
    });
    return this.detail(id);
  }

  /** E-mails the outcome (with the ICO) and answers the complaint, once; one unit of work with its audit row. */
  async sendOutcome(adminId: string, id: string, outcome: string): Promise<AdminDataComplaintDetail> {
    const text = outcome.trim();
    await this.work.run(async (em, after) => {
      const complaint = await this.lockUnanswered(em, id);
      await em
        .getRepository(DataComplaint)
        .update({ id: complaint.id }, { status: DataComplaintStatus.ANSWERED, outcome: text, answeredAt: new Date(), answeredById: adminId });
      await this.mailer.send(complaintOutcomeMail(this.config, complaint, text), em);
      await this.audit.record(em, {
        actorId: adminId,
        action: AuditAction.SEND_OUTCOME,
        targetType: AuditTarget.DATA_COMPLAINT,
        targetId: complaint.id,
        before: complaint.status,
        after: DataComplaintStatus.ANSWERED,
        detail: { reference: complaint.reference },
      });
      this.countChanged(after);
    });
    return this.detail(id);
  }

  private async lockUnanswered(em: EntityManager, id: string): Promise<DataComplaint> {
    const complaint = isUUID(id) ? await em.getRepository(DataComplaint).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!complaint) throw notFound(ComplaintMessages.complaintNotFound);
    if (complaint.status === DataComplaintStatus.ANSWERED) throw new AppError(ComplaintMessages.alreadyAnswered, ErrorCode.CONFLICT);
    return complaint;
  }

  private countChanged(after: AfterCommit): void {
    after.publish(new DataComplaintsChanged());
  }
}

/** A history step in words. */
function stepLabel(action: string, before: string | null, after: string | null): string {
  switch (action) {
    case AuditAction.RECEIVE:
      return 'Complaint received; acknowledgement e-mailed';
    case AuditAction.STATUS:
      return `Status changed from ${statusLabel(before)} to ${statusLabel(after)}`;
    case AuditAction.NOTE:
      return 'Internal note added';
    case AuditAction.SEND_OUTCOME:
      return 'Outcome e-mailed; complaint answered';
    default:
      return action;
  }
}
