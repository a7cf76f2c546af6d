import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import { hashToken, newToken } from '../../common/tokens';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import { FranchiseSort, type InvestmentRange } from '../catalogue/catalogue.enums';
import { filterConditions, paramList } from '../catalogue/franchise-search.query';
import { withAreas } from '../catalogue/places';
import { composeMail } from '../mail/mail-content';
import type { Mailer } from '../mail/mailer';
import { SavedSearch } from './saved-search.entity';
import { SearchAlert } from './saved-search.enums';
import type { UnitOfWork } from '../../common/unit-of-work';

export const ALERT_CLOCK_QUEUE = 'saved-search-alert-clock';
export const ALERT_QUEUE = 'saved-search-alert';
/** The kind of mail secret (mailer.ts) an alert's unsubscribe link is. */
const UNSUBSCRIBE_SECRET = 'alert-unsubscribe';
/** A missed tick is made up by the next one: no retries. */
const CLOCK_POLICY: JobPolicy = { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120 };
/** One search's alert: retried a few times over about an hour (its mail, once stored, retries on its own). */
const ALERT_POLICY: JobPolicy = { retryLimit: 5, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 };
/** Searches falling due queued per tick; the rest wait for the next tick. */
const DUE_BATCH = 500;
/** Listings named in one mail; the rest are behind the link to the search. */
const LISTED = 10;

/** The search page's address values (client/src/modules/catalogue/search-options.ts), for the mail's link. */
const INVESTMENT_ADDRESS: Record<InvestmentRange, string> = {
  under_50k: 'under-50000',
  '50k_100k': '50000-100000',
  '100k_250k': '100000-250000',
  '250k_500k': '250000-500000',
  over_500k: 'over-500000',
};
const SORT_ADDRESS: Record<FranchiseSort, string | null> = {
  newest: null,
  investment_asc: 'investment-asc',
  investment_desc: 'investment-desc',
  name: 'name',
  most_responsive: 'most-responsive',
};

/** The search page's address for a saved search. */
export function searchAddress(s: SavedSearch): string {
  const params = new URLSearchParams();
  if (s.text) params.set('q', s.text);
  if (s.categoryId) params.set('category', s.categoryId);
  if (s.subcategoryId) params.set('subcategory', s.subcategoryId);
  if (s.location) params.set('location', s.location);
  if (s.investment) params.set('investment', INVESTMENT_ADDRESS[s.investment as InvestmentRange]);
  const sort = SORT_ADDRESS[s.sort as FranchiseSort];
  if (sort) params.set('sort', sort);
  const query = params.toString();
  return `/search${query ? `?${query}` : ''}`;
}

/**
 * Saved-search alerts as durable jobs. A clock job (every SAVED_SEARCH_ALERT_SECONDS, once across all
 * instances) queues one job per search falling due and moves its next time on, in one transaction. Each
 * search's job records the new matching listings in saved_search_sent_listings (primary key: search and
 * listing) and stores the mail in the same transaction, so a listing reaches a search at most once, even
 * when a job runs again or two instances race.
 */
export class SavedSearchAlerts {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl' | 'savedSearchAlertSeconds'>,
  ) {
    jobs.define(ALERT_CLOCK_QUEUE, CLOCK_POLICY, async (_data, _job, manager) => {
      await this.queueDue(manager);
    });
    jobs.every(ALERT_CLOCK_QUEUE, config.savedSearchAlertSeconds);
    jobs.define<{ savedSearchId: string }>(ALERT_QUEUE, ALERT_POLICY, (data, _job, manager) => this.send(data.savedSearchId, manager));
    mailer.defineSecret(UNSUBSCRIBE_SECRET, (savedSearchId, manager) => this.mintUnsubscribe(savedSearchId, manager));
  }

  /** Queues the searches due now and moves each on by its interval (from now, if it fell behind). */
  async queueDue(manager: EntityManager): Promise<number> {
    const due: { id: string }[] = await manager.query(
      `WITH due AS (
         SELECT id, CASE alert WHEN '${SearchAlert.DAILY}' THEN interval '1 day' ELSE interval '7 days' END AS step
         FROM saved_searches WHERE next_alert_at <= now() ORDER BY next_alert_at LIMIT ${DUE_BATCH} FOR UPDATE SKIP LOCKED
       ), moved AS (
         UPDATE saved_searches s
         SET next_alert_at = CASE WHEN s.next_alert_at + due.step > now() THEN s.next_alert_at + due.step ELSE now() + due.step END
         FROM due WHERE s.id = due.id
         RETURNING s.id
       )
       SELECT id FROM moved`,
    );
    for (const { id } of due) await this.jobs.send(ALERT_QUEUE, { savedSearchId: id }, manager);
    return due.length;
  }

  /** What the clock does, on demand (tests). */
  async queueDueNow(): Promise<number> {
    return this.work.run((m) => this.queueDue(m));
  }

  /** Mails the search's owner the listings approved since the alert began that it has not been sent yet. */
  async send(savedSearchId: string, manager: EntityManager): Promise<void> {
    const search = await manager.getRepository(SavedSearch).findOne({ where: { id: savedSearchId }, relations: { customer: true } });
    if (!search || search.alert === SearchAlert.NONE || !search.customer) return;

    const [params, param] = paramList();
    const filters = await withAreas(this.ds, {
      text: search.text,
      categoryId: search.categoryId,
      subcategoryId: search.subcategoryId,
      location: search.location,
      investment: search.investment as InvestmentRange | null,
    });
    const where = filterConditions(filters, param);
    const id = param(search.id);
    const rows: { id: string; name: string; location: string }[] = await manager.query(
      `WITH fresh AS (
         SELECT f.id, f.name, f.location, f.approved_at FROM franchises f
         WHERE ${where.join(' AND ')} AND f.approved_at > ${param(search.alertSince)}
           AND NOT EXISTS (SELECT 1 FROM saved_search_sent_listings s WHERE s.saved_search_id = ${id} AND s.franchise_id = f.id)
       ), sent AS (
         INSERT INTO saved_search_sent_listings (saved_search_id, franchise_id)
         SELECT ${id}::uuid, id FROM fresh ON CONFLICT DO NOTHING RETURNING franchise_id
       )
       SELECT fresh.id, fresh.name, fresh.location FROM fresh JOIN sent ON sent.franchise_id = fresh.id
       ORDER BY fresh.approved_at DESC, fresh.id`,
      params,
    );
    if (rows.length === 0) return;

    const site = this.config.publicUrl;
    // This mail's own unsubscribe token, made when the mail is sent (mintUnsubscribe); older mails keep theirs.
    const secret = this.mailer.secret(UNSUBSCRIBE_SECRET, search.id);
    const unsubscribe = `${site}/alerts/unsubscribe?token=${secret.mark}`;
    const more = rows.length - LISTED;
    const { text, html } = composeMail(`New franchises for "${search.name}"`, [
      {
        kind: 'paragraph',
        text: `${rows.length === 1 ? 'A new franchise matches' : `${rows.length} new franchises match`} your saved search "${search.name}".`,
      },
      {
        kind: 'links',
        items: rows.slice(0, LISTED).map((r) => ({ label: `${r.name} (${r.location})`, url: `${site}/franchise/${r.id}` })),
      },
      ...(more > 0 ? [{ kind: 'paragraph' as const, text: `And ${more} more.` }] : []),
      { kind: 'button', label: 'See every match', url: `${site}${searchAddress(search)}` },
      {
        kind: 'small',
        text: `You get this ${search.alert === SearchAlert.DAILY ? 'daily' : 'weekly'} because you asked for alerts on this search. Stop them with one click:`,
        url: unsubscribe,
      },
    ]);
    await this.mailer.send(
      {
        to: search.customer.email,
        subject: `New franchises for "${search.name}"`,
        text,
        html,
        // One-click unsubscribe from the mail client (RFC 8058): a POST to this address, no sign-in.
        headers: {
          'List-Unsubscribe': `<${unsubscribe}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        secret,
      },
      manager,
    );
    logger.info(`Saved-search alert: ${rows.length} new listing(s) for search ${search.id}`);
  }

  /**
   * The unsubscribe token of an alert's mail, made as the mail is sent and stored hashed in the mail job's
   * transaction (a failed try stores nothing); null when the search is gone or its alert is off: no mail then.
   */
  private async mintUnsubscribe(savedSearchId: string, manager: EntityManager): Promise<string | null> {
    const token = newToken();
    const rows: unknown[] = await manager.query(
      `INSERT INTO saved_search_unsubscribe_tokens (token_hash, saved_search_id)
       SELECT $1, id FROM saved_searches WHERE id = $2 AND alert <> $3
       RETURNING saved_search_id`,
      [hashToken(token), savedSearchId, SearchAlert.NONE],
    );
    return rows.length > 0 ? token : null;
  }
}
