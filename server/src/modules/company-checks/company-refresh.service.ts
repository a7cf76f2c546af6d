import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import type { JobInfo, JobPolicy, JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { CompaniesHouseBudget, type BudgetOptions, REGISTER_LIMIT } from './companies-house-budget';
import { CompaniesHouseClient, CompaniesHouseError, type CompanyProfileResource, type OfficerListResource } from './companies-house.client';
import { CompanyCheck } from './company-check.entity';
import { takeDownGoneCompany } from './company-dissolution';
import { isGone } from './company-status';
import type { UnitOfWork } from '../../common/unit-of-work';

export const COMPANY_CHECK_QUEUE = 'company-check';
export const COMPANY_REFRESH_QUEUE = 'company-refresh';

/** How often the weekly refresh queues its next share, and over how many of those it goes round everyone. */
export const REFRESH_EVERY_SECONDS = 3600;
export const REFRESH_PERIOD_SECONDS = 7 * 24 * 3600;
/** A franchisor queued more recently than this is never queued again by the refresh (a sign-up, a new number). */
const REFRESH_MIN_AGE_HOURS = 6 * 24;

/** The clock's job: a missed hour is made up by the next one (those left behind are the oldest then). */
const REFRESH_POLICY: JobPolicy = { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300 };

/** The longest one job waits for the shared budget before giving the slot back and trying again later. */
const BUDGET_WAIT_MS = 20_000;

export interface CheckJob {
  franchisorId: string;
  companyNumber: string;
}

export type CompaniesHouseConfig = Pick<
  Config,
  'publicUrl' | 'companiesHouseApiKey' | 'companiesHouseApiBase' | 'companiesHouseTimeoutMs' | 'companiesHouseRetryDelaySeconds'
>;

/**
 * Reads the Companies House register for franchisors' company numbers, as durable jobs (jobs/job-queue.ts): one
 * check per franchisor and number, queued with the sign-up or the number's change (in its transaction) and, every
 * hour, for the share of franchisors whose last check was queued longest ago, so that everyone is read once a week
 * (10,000 franchisors: 60 an hour, 120 requests of the 7,200 an hour the key allows).
 *
 * Every request first takes a token of the key's shared budget (CompaniesHouseBudget: under 600 per 5 minutes across
 * every instance). A 429 pauses every instance until its Retry-After and the job is retried; so are time-outs,
 * 5xx and a budget that stays empty for 20 s (the queue's policy: 8 retries, backing off from
 * COMPANIES_HOUSE_RETRY_DELAY, about 4 hours in all). A failure is recorded on the row for the franchisor and
 * administrators to see; the facts read before stay.
 *
 * Without COMPANIES_HOUSE_API_KEY nothing is queued or read, and the site says 'Company details not checked yet'.
 */
export class CompanyRefresh {
  readonly client: CompaniesHouseClient | null;
  readonly budget: CompaniesHouseBudget;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly config: CompaniesHouseConfig,
    budget: BudgetOptions = REGISTER_LIMIT,
  ) {
    this.client = config.companiesHouseApiKey
      ? new CompaniesHouseClient({
          apiKey: config.companiesHouseApiKey,
          apiBase: config.companiesHouseApiBase,
          timeoutMs: config.companiesHouseTimeoutMs,
        })
      : null;
    this.budget = new CompaniesHouseBudget(ds, budget);
    const checkPolicy: JobPolicy = {
      retryLimit: 8,
      retryDelay: config.companiesHouseRetryDelaySeconds,
      retryBackoff: true,
      // Two budget waits and two requests at most, well inside.
      expireInSeconds: 300,
    };
    jobs.define<CheckJob>(COMPANY_CHECK_QUEUE, checkPolicy, (data, job, manager) => this.check(data, job, manager));
    jobs.define(COMPANY_REFRESH_QUEUE, REFRESH_POLICY, async (_data, _job, manager) => {
      await this.queueRefresh(manager);
    });
    if (this.client) jobs.every(COMPANY_REFRESH_QUEUE, REFRESH_EVERY_SECONDS);
  }

  get enabled(): boolean {
    return this.client !== null;
  }

  /** Queues a check of `companyNumber` in the caller's transaction (it runs after commit); nothing without a key. */
  async queue(em: EntityManager, franchisorId: string, companyNumber: string): Promise<void> {
    if (!this.client) return;
    await em.getRepository(CompanyCheck).update({ franchisorId }, { refreshQueuedAt: new Date() });
    await this.jobs.send(COMPANY_CHECK_QUEUE, { franchisorId, companyNumber } satisfies CheckJob, em);
  }

  /**
   * The hourly share of the weekly refresh: the franchisors with a number whose check was queued longest ago (never
   * first), ceil(all / 168) of them, each queued no more than once in 6 days; `now` only for the benchmark's clock.
   * Returns how many were queued.
   */
  async queueRefresh(manager: EntityManager, now: Date = new Date()): Promise<number> {
    if (!this.client) return 0;
    const ticks = REFRESH_PERIOD_SECONDS / REFRESH_EVERY_SECONDS;
    const due: { franchisor_id: string; company_number: string }[] = await manager.query(
      `WITH due AS (
         SELECT franchisor_id FROM company_checks
         WHERE company_number IS NOT NULL AND NOT not_registered
           AND (refresh_queued_at IS NULL OR refresh_queued_at <= $1::timestamptz - make_interval(hours => $2))
         ORDER BY refresh_queued_at ASC NULLS FIRST, franchisor_id
         LIMIT (SELECT ceil(count(*) / $3::numeric) FROM company_checks WHERE company_number IS NOT NULL AND NOT not_registered)
         FOR UPDATE SKIP LOCKED
       ), queued AS (
         UPDATE company_checks c SET refresh_queued_at = $1 FROM due WHERE c.franchisor_id = due.franchisor_id
         RETURNING c.franchisor_id, c.company_number
       )
       SELECT franchisor_id, company_number FROM queued`,
      [now, REFRESH_MIN_AGE_HOURS, ticks],
    );
    for (const row of due) {
      await this.jobs.send(COMPANY_CHECK_QUEUE, { franchisorId: row.franchisor_id, companyNumber: row.company_number } satisfies CheckJob, manager);
    }
    if (due.length > 0) logger.info(`Companies House refresh: ${due.length} check(s) queued`);
    return due.length;
  }

  /** What the clock does, on demand (tests, the benchmark). */
  queueRefreshNow(now?: Date): Promise<number> {
    return this.work.run((m) => this.queueRefresh(m, now));
  }

  /**
   * One check (a job): reads the profile and the officers, then stores them in the job's transaction. The row is
   * read again under a lock before storing: a number changed meanwhile makes this answer stale, and it is dropped.
   */
  private async check(data: CheckJob, job: JobInfo, manager: EntityManager): Promise<void> {
    if (!this.client) return;
    const current = await this.ds.getRepository(CompanyCheck).findOneBy({ franchisorId: data.franchisorId });
    if (!current || current.notRegistered || current.companyNumber !== data.companyNumber) return;

    let profile: CompanyProfileResource | null;
    let officers: OfficerListResource | null = null;
    try {
      profile = await this.read(() => this.client!.company(data.companyNumber));
      if (profile) officers = await this.read(() => this.client!.officers(data.companyNumber));
    } catch (err) {
      await this.failed(data, err, job);
      return;
    }
    await this.store(manager, data, profile, officers);
  }

  /** One request under the shared budget; null when the register has no such resource (404). */
  private async read<T>(request: () => Promise<T>): Promise<T | null> {
    await this.budget.acquire(BUDGET_WAIT_MS);
    try {
      return await request();
    } catch (err) {
      if (err instanceof CompaniesHouseError && err.kind === 'not_found') return null;
      if (err instanceof CompaniesHouseError && err.kind === 'rate_limited') await this.budget.pause(err.retryAfterMs ?? 0);
      throw err;
    }
  }

  /**
   * Records why the try failed (outside the job's transaction, which rolls back), then throws to have the job
   * retried; a refused key is not retried (the next weekly refresh tries again).
   */
  private async failed(data: CheckJob, err: unknown, job: JobInfo): Promise<void> {
    const message = err instanceof Error ? err.message : String(err);
    await this.work
      .run((m) =>
        m.query(
          `UPDATE company_checks SET last_error = left($3, 300), last_error_at = now(), updated_at = now()
           WHERE franchisor_id = $1 AND company_number = $2`,
          [data.franchisorId, data.companyNumber, message],
        ),
      )
      .catch((e: unknown) => logger.warn('Companies House check: could not record the failure', e));
    if (err instanceof CompaniesHouseError && err.kind === 'refused') {
      logger.error(`Companies House check: ${message}. Check COMPANIES_HOUSE_API_KEY`);
      return;
    }
    const last = job.retryCount >= job.retryLimit;
    logger.warn(`Companies House check failed${last ? '; giving up until the weekly refresh' : '; it will be retried'}: ${message}`);
    throw err;
  }

  /** Stores what the register said; on the first reading of a gone company, its listings leave the directory. */
  private async store(
    em: EntityManager,
    data: CheckJob,
    profile: CompanyProfileResource | null,
    officers: OfficerListResource | null,
  ): Promise<void> {
    const repo = em.getRepository(CompanyCheck);
    const row = await repo.findOne({ where: { franchisorId: data.franchisorId }, lock: { mode: 'pessimistic_write' } });
    if (!row || row.notRegistered || row.companyNumber !== data.companyNumber) return;
    const wasGone = Boolean(row.checkedAt && !row.notFound && isGone(row.status));
    const now = new Date();
    const common = { checkedAt: now, lastError: null, lastErrorAt: null, updatedAt: now };
    if (!profile) {
      await repo.update(
        { franchisorId: row.franchisorId },
        {
          ...common,
          notFound: true,
          registeredName: null,
          status: null,
          incorporatedOn: null,
          accountsOverdue: null,
          confirmationStatementOverdue: null,
          locality: null,
          sicCodes: [],
          activeOfficers: null,
        },
      );
      return;
    }
    const facts = factsOf(profile, officers);
    await repo.update({ franchisorId: row.franchisorId }, { ...common, notFound: false, ...facts });
    if (!wasGone && isGone(facts.status)) {
      await takeDownGoneCompany(em, this.mailer, this.config, row.franchisorId, {
        companyNumber: data.companyNumber,
        registeredName: facts.registeredName,
        status: facts.status!,
      });
    }
  }
}

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null);
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/** The stored facts of a profile and its officers; anything missing or malformed is stored as unknown (null). */
export function factsOf(profile: CompanyProfileResource, officers: OfficerListResource | null) {
  const date = text(profile.date_of_creation, 10);
  const items = Array.isArray(officers?.items) ? officers.items : null;
  // active_count counts every page; the items are only the first 35 (never more for a franchisor in practice).
  const activeOfficers =
    typeof officers?.active_count === 'number' ? officers.active_count : items ? items.filter((o) => !o.resigned_on).length : null;
  return {
    registeredName: text(profile.company_name, 200),
    status: text(profile.company_status, 40),
    incorporatedOn: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    accountsOverdue: flag(profile.accounts?.overdue),
    confirmationStatementOverdue: flag(profile.confirmation_statement?.overdue),
    locality: text(profile.registered_office_address?.locality, 100),
    sicCodes: Array.isArray(profile.sic_codes)
      ? profile.sic_codes
          .filter((c): c is string => typeof c === 'string')
          .map((c) => c.slice(0, 10))
          .slice(0, 8)
      : [],
    activeOfficers,
  };
}
