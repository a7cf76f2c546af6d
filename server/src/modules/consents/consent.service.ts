import { createHash } from 'node:crypto';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { badInput } from '../../common/errors';
import { normaliseEmail } from '../../common/validation';
import { AuditAction, type AuditService, AuditTarget } from '../audit/audit.service';
import { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Franchise } from '../catalogue/franchise.entity';
import { ConsentRecord } from './consent-record.entity';
import { type ConsentRecipient, requestConsentText } from './consent-text';
import { ConsentMessages, MAX_RECIPIENTS, PRIVACY_NOTICE_VERSION } from './consents.constants';
import { ConsentAction, ConsentKind, ConsentPath } from './consents.enums';
import type { UnitOfWork } from '../../common/unit-of-work';

/** What a form sends about the consent it showed: where it was shown and under which privacy notice. */
export interface ShownConsent {
  path: ConsentPath;
  noticeVersion: string;
}

/** A request's consent line as a page shows it. */
export interface ConsentNoticeText {
  text: string;
  noticeVersion: string;
  recipients: ConsentRecipient[];
}

/** A consent to record: the text is the server's own (requestConsentText, or a marketing text of consent-text.ts). */
export interface NewConsentRecord {
  kind: ConsentKind;
  action: ConsentAction;
  path: ConsentPath;
  text: string;
  recipients?: ConsentRecipient[];
  personId: string | null;
  email: string;
}

/** A person's records in the admin's CSV: as the person's own export, newest first. */
const EXPORT_LIMIT = 10_000;

/**
 * Consent evidence (issue 41): the consent line a request path shows, built from its recipients' names; the check
 * of what a form says it showed (refused when missing, from another path or under an older privacy notice: nothing
 * is written then); the records themselves, written in the caller's transaction; and a person's records for their
 * export and the admin's audited CSV.
 */
export class ConsentService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly audit: AuditService,
  ) {}

  /**
   * The franchises a request to `franchiseIds` would go to (approved, with a franchisor), in the order given, each
   * with its franchisor company: the company name, else the franchisor account's name.
   */
  async recipients(em: EntityManager | DataSource, franchiseIds: readonly string[]): Promise<ConsentRecipient[]> {
    const ids = [...new Set(franchiseIds)].slice(0, MAX_RECIPIENTS);
    if (ids.length === 0) return [];
    const rows = await em
      .getRepository(Franchise)
      .createQueryBuilder('f')
      .innerJoin(Profile, 'p', 'p.id = f.franchisor_id')
      .select(['f.id AS "franchiseId"', 'f.name AS "franchiseName"', `COALESCE(NULLIF(btrim(p.company_name), ''), p.full_name) AS "companyName"`])
      .where('f.id IN (:...ids) AND f.status = :status', { ids, status: FranchiseStatus.APPROVED })
      .getRawMany<ConsentRecipient>();
    const byId = new Map(rows.map((r) => [r.franchiseId, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The consent line of `path` for a request to `franchiseIds`, with the notice version to send back. */
  async notice(path: ConsentPath, franchiseIds: readonly string[]): Promise<ConsentNoticeText> {
    const recipients = await this.recipients(this.ds, franchiseIds);
    return { text: requestConsentText(path, recipients), noticeVersion: PRIVACY_NOTICE_VERSION, recipients };
  }

  /**
   * What a request says it showed, checked before anything is written: given, from one of the mutation's paths, under
   * the privacy notice in force. Returns the path to record.
   */
  check(shown: ShownConsent | null | undefined, allowed: readonly ConsentPath[]): ConsentPath {
    if (!shown || !shown.noticeVersion?.trim()) throw badInput(ConsentMessages.missing, 'consent');
    if (!allowed.includes(shown.path)) throw badInput(ConsentMessages.wrongPath, 'consent');
    if (shown.noticeVersion.trim() !== PRIVACY_NOTICE_VERSION) throw badInput(ConsentMessages.staleNotice, 'consent');
    return shown.path;
  }

  /** Writes one record in the caller's transaction. */
  async record(em: EntityManager, r: NewConsentRecord): Promise<ConsentRecord> {
    const repo = em.getRepository(ConsentRecord);
    return repo.save(
      repo.create({
        kind: r.kind,
        action: r.action,
        path: r.path,
        text: r.text,
        recipients: r.recipients ?? [],
        noticeVersion: PRIVACY_NOTICE_VERSION,
        personId: r.personId,
        email: normaliseEmail(r.email),
      }),
    );
  }

  /**
   * A marketing consent given or withdrawn by a customer, in the caller's transaction. A withdrawal is the last use
   * of the marketing consents the person gave before it (their retention clock starts again from now).
   */
  async recordMarketing(em: EntityManager, customerId: string, action: ConsentAction, path: ConsentPath, text: string): Promise<ConsentRecord> {
    const person = await em.getRepository(Profile).findOneOrFail({ where: { id: customerId }, select: { id: true, email: true } });
    if (action === ConsentAction.WITHDRAWN) {
      await em
        .getRepository(ConsentRecord)
        .update({ personId: person.id, kind: ConsentKind.MARKETING, action: ConsentAction.GIVEN }, { lastUsedAt: () => 'now()' });
    }
    return this.record(em, { kind: ConsentKind.MARKETING, action, path, text, personId: person.id, email: person.email });
  }

  /**
   * An account's deletion is the last use of every record it made or its address made before it (the requests are
   * erased, the alerts gone): in the deletion's transaction, before the account's id is cleared from them.
   */
  async lastUsedNow(em: EntityManager, personId: string, email: string): Promise<void> {
    await em
      .createQueryBuilder()
      .update(ConsentRecord)
      .set({ lastUsedAt: () => 'now()' })
      .where('person_id = :personId OR email = :email', { personId, email: normaliseEmail(email) })
      .execute();
  }

  /** Every record of an account: those made under it, and those its e-mail address made before it signed in. */
  forPerson(personId: string, email: string, em: EntityManager | DataSource = this.ds): Promise<ConsentRecord[]> {
    return em.getRepository(ConsentRecord).find({
      where: [{ personId }, { email: normaliseEmail(email) }],
      order: { createdAt: 'DESC', id: 'DESC' },
      take: EXPORT_LIMIT,
    });
  }

  /** Records by id (the request page's loader). */
  async byIds(ids: readonly string[]): Promise<ConsentRecord[]> {
    return ids.length === 0 ? [] : this.ds.getRepository(ConsentRecord).findBy({ id: In([...ids]) });
  }

  /**
   * An administrator's export of one person's records (by e-mail address, which covers visitors without an account
   * and an account's earlier requests), audited in the same transaction: the account's history when the address has
   * one, else a target id derived from the address, so every export of it can be found.
   */
  async adminExport(adminId: string, rawEmail: string): Promise<ConsentRecord[]> {
    const email = normaliseEmail(rawEmail);
    return this.work.run(async (em) => {
      const account = await em.getRepository(Profile).findOne({ where: { email }, select: { id: true } });
      const records = await em.getRepository(ConsentRecord).find({
        where: account ? [{ personId: account.id }, { email }] : { email },
        order: { createdAt: 'DESC', id: 'DESC' },
        take: EXPORT_LIMIT,
      });
      await this.audit.record(em, {
        actorId: adminId,
        action: AuditAction.EXPORT,
        targetType: account ? AuditTarget.ACCOUNT : AuditTarget.CONSENT_EMAIL,
        targetId: account?.id ?? emailTargetId(email),
        detail: { what: 'consent records', email, records: records.length },
      });
      return records;
    });
  }
}

/** A stable id for an e-mail address without an account (the audit trail's target ids are UUIDs). */
export function emailTargetId(email: string): string {
  const h = createHash('sha256').update(normaliseEmail(email)).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
