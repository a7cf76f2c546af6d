import type { EntityManager } from 'typeorm';
import type { RetentionConfig } from '../../config';

/** What one batch of a rule did: rows deleted or anonymised (by name, for the run's counts) and files to remove. */
export interface BatchResult {
  /** Rows of the rule's own table; a batch that touched `limit` of them is followed by another. */
  rows: number;
  /** Other rows that went with them (a request's messages), counted under their own name. */
  also?: Record<string, number>;
  /** Storage keys of stored files whose rows were deleted: removed from storage after the commit. */
  files?: string[];
}

/**
 * One kind of personal data and what happens to it when its period is over. `batch` touches at most `limit` rows,
 * picked with FOR UPDATE SKIP LOCKED so that a row a user is writing is left for the next run, in the job's
 * transaction; every filter it uses has an index (migration Retention1795760000000).
 */
export interface RetentionRule {
  /** Used in the run's counts and the log. */
  name: string;
  /** The tables a batch changes: vacuumed as the run goes (RETENTION_VACUUM_EVERY in retention.service.ts). */
  tables: readonly string[];
  batch(manager: EntityManager, periods: RetentionConfig, limit: number): Promise<BatchResult>;
}

type Period = (periods: RetentionConfig) => { months: number } | { days: number };

const cutoff = (period: ReturnType<Period>) =>
  'months' in period ? `now() - make_interval(months => ${period.months})` : `now() - make_interval(days => ${period.days})`;

/**
 * The simplest rule: delete the rows of `table` (with an `id` key) whose `column` is older than the period (`where` narrows it).
 * Adding a table whose rows simply expire is one entry of this kind in RETENTION_RULES.
 */
export function deleteAfter(name: string, table: string, column: string, period: Period, where = 'true'): RetentionRule {
  return {
    name,
    tables: [table],
    async batch(manager, periods, limit) {
      const [{ n }] = await manager.query<{ n: number }[]>(
        `WITH due AS (
           SELECT id FROM ${table} WHERE ${column} < ${cutoff(period(periods))} AND ${where}
           ORDER BY ${column} LIMIT ${limit} FOR UPDATE SKIP LOCKED
         ), gone AS (
           DELETE FROM ${table} t USING due WHERE t.id = due.id RETURNING 1
         )
         SELECT count(*)::int AS n FROM gone`,
      );
      return { rows: n };
    },
  };
}

/** What an anonymised request keeps: which franchise, when, its status and the coarse figures of the statistics. */
const ANONYMISED_LEAD = `name = 'Anonymised', email = '', phone = '', message = '', city = '', post_code = '', user_id = NULL,
  marketing_opt_in = false, anonymised_at = now()`;

/**
 * Requests (franchise_leads) and their messages, RETENTION_REQUEST_MONTHS after the last activity: the request's
 * last change (updated_at: its status, the customer's contact preferences) or its newest message. The messages are
 * deleted and the person is taken out of the request; the request itself stays, without them, for the franchisor's
 * and the site's figures (counts by franchise, month, status and score). The consent records the requests were sent
 * under are last used then (their period below starts).
 */
const requests: RetentionRule = {
  name: 'requests',
  tables: ['franchise_leads', 'messages', 'stored_files', 'consent_records'],
  async batch(manager, periods, limit) {
    const before = cutoff({ months: periods.requestMonths });
    const [result] = await manager.query<{ leads: number; messages: number; files: string[] | null }[]>(
      `WITH due AS (
         SELECT l.id FROM franchise_leads l
         WHERE l.anonymised_at IS NULL AND l.updated_at < ${before}
           AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.lead_id = l.id AND m.created_at >= ${before})
         ORDER BY l.updated_at LIMIT ${limit} FOR UPDATE OF l SKIP LOCKED
       ), gone AS (
         DELETE FROM messages m USING due WHERE m.lead_id = due.id RETURNING m.attachment_file_id
       ), done AS (
         UPDATE franchise_leads l SET ${ANONYMISED_LEAD} FROM due WHERE l.id = due.id RETURNING 1
       ), relied AS (
         -- The consent a request was sent under was relied on until now: its own period starts here.
         UPDATE consent_records c SET last_used_at = now() FROM lead_consents lc, due
         WHERE lc.lead_id = due.id AND c.id = lc.consent_record_id RETURNING 1
       )
       SELECT (SELECT count(*) FROM done)::int AS leads, (SELECT count(*) FROM gone)::int AS messages,
              (SELECT array_agg(attachment_file_id) FROM gone WHERE attachment_file_id IS NOT NULL) AS files`,
    );
    const files = await deleteAttachments(manager, result.files ?? []);
    return { rows: result.leads, also: { 'request-messages': result.messages }, files };
  },
};

/**
 * Messages that belong to no request (conversations with a franchisor, the support inbox): each is deleted
 * RETENTION_REQUEST_MONTHS after it was sent. Messages of a request go with the request (above).
 */
const messages: RetentionRule = {
  name: 'messages',
  tables: ['messages', 'stored_files'],
  async batch(manager, periods, limit) {
    const [result] = await manager.query<{ n: number; files: string[] | null }[]>(
      `WITH due AS (
         SELECT id FROM messages WHERE lead_id IS NULL AND created_at < ${cutoff({ months: periods.requestMonths })}
         ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
       ), gone AS (
         DELETE FROM messages m USING due WHERE m.id = due.id RETURNING m.attachment_file_id
       )
       SELECT count(*)::int AS n, array_agg(attachment_file_id) FILTER (WHERE attachment_file_id IS NOT NULL) AS files FROM gone`,
    );
    return { rows: result.n, files: await deleteAttachments(manager, result.files ?? []) };
  },
};

/** The stored_files rows of deleted messages' attachments (unless another message still has one); their keys. */
async function deleteAttachments(manager: EntityManager, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  // Wrapped in a SELECT: TypeORM answers a bare DELETE ... RETURNING with [rows, count].
  const rows = await manager.query<{ storage_key: string }[]>(
    `WITH gone AS (
       DELETE FROM stored_files f WHERE f.id = ANY($1::uuid[])
         AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.attachment_file_id = f.id)
       RETURNING f.storage_key
     )
     SELECT storage_key FROM gone`,
    [ids],
  );
  return rows.map((r) => r.storage_key);
}

/**
 * A listing report keeps what was reported and how it was resolved (the audit trail points at it); the reporter's
 * e-mail address goes RETENTION_CONTACT_MONTHS after the report, once it is no longer open.
 */
const listingReporters: RetentionRule = {
  name: 'listing-report-emails',
  tables: ['listing_reports'],
  async batch(manager, periods, limit) {
    const [{ n }] = await manager.query<{ n: number }[]>(
      `WITH due AS (
         SELECT id FROM listing_reports
         WHERE reporter_email IS NOT NULL AND status <> 'open' AND created_at < ${cutoff({ months: periods.contactMonths })}
         ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
       ), done AS (
         UPDATE listing_reports r SET reporter_email = NULL FROM due WHERE r.id = due.id RETURNING 1
       )
       SELECT count(*)::int AS n FROM done`,
    );
    return { rows: n };
  },
};

/**
 * A consent record still relied on: a request sent under it still holds the person's details (not anonymised), or,
 * for marketing given, the person still has an alert on. Such a record stays whatever its last_used_at says.
 */
const CONSENT_IN_USE = `(EXISTS (
    SELECT 1 FROM lead_consents lc JOIN franchise_leads l ON l.id = lc.lead_id
    WHERE lc.consent_record_id = consent_records.id AND l.anonymised_at IS NULL
  ) OR (consent_records.kind = 'marketing' AND consent_records.action = 'given' AND EXISTS (
    SELECT 1 FROM saved_searches s WHERE s.customer_id = consent_records.person_id AND s.alert <> 'none'
  )))`;

/**
 * Every kind of personal data the site keeps for a period, in the order the job goes through them. Adding a table
 * is one entry here. Kept as long as the account, and deleted with it (account.service.ts): profiles, saved
 * searches. Kept by law or as the accountability record: payment events, the admin audit trail.
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  requests,
  messages,
  deleteAfter('contact-messages', 'contact_messages', 'created_at', (p) => ({ months: p.contactMonths })),
  listingReporters,
  deleteAfter('sign-ins', 'sign_ins', 'created_at', (p) => ({ months: p.signInMonths })),
  // The evidence of consent (issue 41), RETENTION_CONSENT_YEARS after it was last relied on (last_used_at).
  deleteAfter('consent-records', 'consent_records', 'last_used_at', (p) => ({ months: p.consentYears * 12 }), `NOT ${CONSENT_IN_USE}`),
  // Ended sessions and spent or expired sign-in links are of no use to anyone: gone the day after.
  deleteAfter('sessions', 'sessions', 'expires_at', () => ({ days: 1 })),
  deleteAfter('magic-link-tokens', 'magic_link_tokens', 'expires_at', () => ({ days: 1 })),
];
