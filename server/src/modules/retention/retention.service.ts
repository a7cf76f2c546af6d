import type { DataSource, EntityManager } from 'typeorm';
import type { Config, RetentionConfig } from '../../config';
import { logger } from '../../common/logger';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import type { FileStorage } from '../files/storage';
import { RETENTION_RULES, type RetentionRule } from './retention.rules';

export const RETENTION_QUEUE = 'retention';
/**
 * The clock ticks hourly (a clock slot cannot be longer than pg-boss's archive interval, jobs/job-queue.ts); a tick
 * starts a run only when none started in the last RUN_EVERY_HOURS, so the job runs once a day.
 */
export const RETENTION_TICK_SECONDS = 3600;
const RUN_EVERY_HOURS = 23;
/**
 * Rows of a rule's table touched between two VACUUMs of the tables it changes (and after its last batch). An
 * anonymised request is a new row version in every index of franchise_leads, and a deleted message a dead one: until
 * a VACUUM they clear the visibility map the Leads page counts a franchisor's leads from (an index-only scan turned
 * into heap fetches), and autovacuum's default threshold (20 % of the table) comes late or, where it is off, never
 * (bench/results/retention.md). Each VACUUM reads the table's changed pages and every index once: a few seconds for a
 * million requests.
 */
export const RETENTION_VACUUM_EVERY = 10_000;
/** A batch waits at most this long for a lock (a user's write on a row it did not skip) before it fails and is retried. */
const LOCK_TIMEOUT_MS = 2000;
/** And runs at most this long: a batch is a few hundred milliseconds; one that is not is cut short and retried. */
const STATEMENT_TIMEOUT_MS = 30_000;
/** A failed batch is retried a few times; a run that still fails is picked up by the next day's run. */
const RETENTION_POLICY: JobPolicy = { retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 };

/** A tick of the clock (no run), or the next batch of a run: rule `rule` of RETENTION_RULES. */
interface RetentionJob {
  run?: string;
  rule?: number;
  /** Rows of the rule's table touched since its tables were last vacuumed. */
  unvacuumed?: number;
}

export interface RunSummary {
  run: string;
  counts: Record<string, number>;
}

/**
 * The daily retention job (issue 41): deletes or anonymises what has outlived its period (config.retention;
 * the rules in retention.rules.ts). A run goes through the rules in order, one batch of at most
 * RETENTION_BATCH_SIZE rows per job, RETENTION_BATCH_PAUSE_SECONDS apart: each job is one short transaction (with a
 * lock and a statement timeout) that picks its rows with SKIP LOCKED, so the job never holds a lock for long nor
 * waits on a user's write. A full batch queues the same rule again (in its transaction), a short one the next rule;
 * the last marks the run finished. Rows touched are added up in retention_runs. Every RETENTION_VACUUM_EVERY rows,
 * and after a rule's last batch, the tables the rule changed are vacuumed after the commit.
 */
export class RetentionService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly storage: FileStorage,
    private readonly config: Pick<Config, 'retention'>,
    private readonly rules: readonly RetentionRule[] = RETENTION_RULES,
  ) {
    jobs.define<RetentionJob>(RETENTION_QUEUE, RETENTION_POLICY, (data, _job, manager, after) => this.step(data, manager, after));
    jobs.every(RETENTION_QUEUE, RETENTION_TICK_SECONDS);
  }

  get periods(): RetentionConfig {
    return this.config.retention;
  }

  /**
   * A whole run now, batch after batch, each in its own transaction, whatever ran today (tests, the bench, an
   * operator's command line). The clock's runs go through the queue instead.
   */
  async runNow(): Promise<RunSummary> {
    let next: RetentionJob | null = await this.work.run((m) => this.startRun(m));
    const run = next.run!;
    while (next) {
      const job: RetentionJob = next;
      next = await this.work.run((m, after) => this.batch(job, m, after));
    }
    const [row] = await this.work.run((m) => m.query<{ counts: Record<string, number> }[]>(`SELECT counts FROM retention_runs WHERE id = $1`, [run]));
    return { run, counts: row.counts };
  }

  /** One job: a tick starts a run (unless one started today) and does its first batch; a batch queues the next. */
  private async step(data: RetentionJob, manager: EntityManager, after: AfterCommit): Promise<void> {
    let job = data;
    if (!job.run) {
      const [recent] = await manager.query<unknown[]>(
        `SELECT 1 FROM retention_runs WHERE started_at > now() - make_interval(hours => ${RUN_EVERY_HOURS}) LIMIT 1`,
      );
      if (recent) return;
      job = await this.startRun(manager);
    }
    const next = await this.batch(job, manager, after);
    if (next) await this.jobs.send(RETENTION_QUEUE, next, manager, { startAfterSeconds: this.periods.batchPauseSeconds });
  }

  private async startRun(manager: EntityManager): Promise<RetentionJob> {
    const [row] = await manager.query<{ id: string }[]>(`INSERT INTO retention_runs DEFAULT VALUES RETURNING id`);
    logger.info(`Retention: run ${row.id} started`);
    return { run: row.id, rule: 0 };
  }

  /** One batch of one rule; returns the job that follows it, or null when the run is over. */
  private async batch(job: RetentionJob, manager: EntityManager, after: AfterCommit): Promise<RetentionJob | null> {
    const index = job.rule ?? 0;
    const rule = this.rules[index];
    if (!rule) return this.finish(job.run!, manager);
    const limit = this.periods.batchSize;
    await manager.query(`SET LOCAL lock_timeout = ${LOCK_TIMEOUT_MS}`);
    await manager.query(`SET LOCAL statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
    const result = await rule.batch(manager, this.periods, limit);
    const counts: Record<string, number> = { [rule.name]: result.rows, ...result.also };
    await manager.query(
      `UPDATE retention_runs r SET counts = r.counts || (
         SELECT jsonb_object_agg(key, COALESCE((r.counts->>key)::bigint, 0) + value::bigint) FROM jsonb_each_text($2::jsonb)
       ) WHERE id = $1`,
      [job.run, JSON.stringify(counts)],
    );
    const files = result.files ?? [];
    if (files.length > 0) {
      after.add('remove files of deleted messages', () =>
        Promise.all(
          files.map((key) =>
            this.storage.delete(key).catch((err: unknown) => logger.warn('Retention: could not remove a file', { key, err: String(err) })),
          ),
        ),
      );
    }
    const more = result.rows >= limit;
    let unvacuumed = (job.unvacuumed ?? 0) + result.rows;
    if (unvacuumed > 0 && (!more || unvacuumed >= RETENTION_VACUUM_EVERY)) {
      // This instance runs the next batch after it (a job ends after its after-commit work); another instance may
      // run it meanwhile, which is safe: VACUUM blocks no row's reader or writer.
      after.add(`vacuum ${rule.tables.join(', ')}`, () => this.vacuum(rule.tables, !more));
      unvacuumed = 0;
    }
    if (more) return { run: job.run, rule: index, unvacuumed };
    return index + 1 < this.rules.length ? { run: job.run, rule: index + 1 } : this.finish(job.run!, manager);
  }

  /**
   * VACUUM (and, after a rule's last batch, ANALYZE) of the tables a rule changed, outside any transaction: it
   * takes no lock that a page's read or write waits for; a table another VACUUM (autovacuum) holds is skipped.
   * One process (PARALLEL 0), so that the pages keep a core to themselves.
   */
  private async vacuum(tables: readonly string[], analyze: boolean): Promise<void> {
    const started = Date.now();
    await this.ds.query(`VACUUM (SKIP_LOCKED, PARALLEL 0${analyze ? ', ANALYZE' : ''}) ${tables.join(', ')}`);
    logger.info(`Retention: vacuumed ${tables.join(', ')} in ${Date.now() - started} ms`);
  }

  private async finish(run: string, manager: EntityManager): Promise<null> {
    const [row] = await manager.query<{ counts: Record<string, number> }[]>(
      `WITH done AS (UPDATE retention_runs SET finished_at = now() WHERE id = $1 RETURNING counts) SELECT counts FROM done`,
      [run],
    );
    logger.info(`Retention: run ${run} finished`, { counts: row?.counts });
    return null;
  }
}
