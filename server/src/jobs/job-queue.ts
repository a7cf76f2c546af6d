import type { Pool } from 'pg';
import PgBoss from 'pg-boss';
import type { DataSource, EntityManager } from 'typeorm';
import { currentLogContext, withLogContext } from '../common/log-context';
import { logger } from '../common/logger';
import { EventBus } from '../common/events';
import { AfterCommit } from '../common/unit-of-work';
import { withMigrationLock } from '../db/migrate';
import { guardedPg } from '../db/pg-driver';

/** pg-boss keeps its tables in this schema of the application's database. */
export const JOB_SCHEMA = 'pgboss';

/** Stored with the queue; pg-boss applies it to every job of that queue. Seconds. */
export interface JobPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still active after this long is failed by pg-boss's maintenance and retried. */
  expireInSeconds: number;
}

export interface JobInfo {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/**
 * `manager` is the job's transaction: writes through it (mail stored with mailer.send(message, manager)) commit
 * with the job's done_jobs row. What must happen after that commit (realtime events) is registered with `after`,
 * as in a unit of work (common/unit-of-work.ts): it runs once the transaction has committed, under the same
 * policy (a failure is logged, not retried), and never when it rolls back.
 */
type Handler<T> = (data: T, job: JobInfo, manager: EntityManager, after: AfterCommit) => Promise<unknown>;

/** Counts failed attempts (observability/metrics); optional so that a queue can run without metrics. */
export interface JobMetrics {
  jobFailed(queue: string, final: boolean): void;
}

/**
 * Stored in a job's data beside the caller's fields: the id of the request that queued it, so that the
 * job's log lines can be found with the request's. Handlers ignore it.
 */
const REQUEST_ID_KEY = '_requestId';

/** How often each instance looks for jobs nobody told it about (another instance's, retries falling due). */
const POLL_MS = 1000;
/** Jobs run at once per queue and instance; each holds a database connection while it runs. */
const BATCH_SIZE = 3;
/** On shutdown, how long running jobs may take to finish before the queue stops anyway. */
const STOP_GRACE_MS = 10_000;
/** done_jobs rows outlive any job that could still run (pg-boss keeps unfinished jobs 14 days). */
const DONE_KEEP_DAYS = 30;

/**
 * Durable jobs in PostgreSQL (pg-boss), run at most once each: a handler runs inside a transaction
 * that first records the job id in done_jobs, so a job run again after its effect committed (its
 * completion was not recorded, the process died) finds the row and does nothing. Several instances
 * share the queues; each job goes to one of them (pg-boss fetches with SKIP LOCKED).
 *
 * pg-boss stores, fetches, retries with backoff and expires the jobs; the loop that runs them is ours,
 * so that every database call is awaited and caught (pg-boss 10's worker does not await completing
 * or failing a job: a database outage there is an unhandled rejection) and so that stop() can wait
 * for the jobs that are running.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly pool: Pool;
  private readonly handlers = new Map<string, { policy: JobPolicy; handler: Handler<never> }>();
  /** Jobs being stored: idle() and stop() wait for them. */
  private readonly storing = new Set<Promise<unknown>>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private stopped: Promise<void> | undefined;
  private woken = false;
  private wake: (() => void) | null = null;
  private lastPrune = 0;
  /** Clock-driven queues (every()): seconds between jobs, and when this instance next offers one. */
  private readonly clocks = new Map<string, { seconds: number; next: number }>();

  constructor(
    private readonly ds: DataSource,
    private readonly metrics?: JobMetrics,
    /** The subscribers of the events job handlers publish with their AfterCommit. */
    private readonly events: EventBus = new EventBus(),
    /** Jobs run at once per queue (default BATCH_SIZE); each holds a database connection while it runs. */
    private readonly batchSize: number = BATCH_SIZE,
  ) {
    // pg-boss's own pool, from the guarded pg (db/pg-driver.ts): a connection PostgreSQL ends must not end the process.
    this.pool = new guardedPg.Pool({
      connectionString: (ds.options as { url?: string }).url,
      max: 3,
      application_name: 'franchise-compass-jobs',
      connectionTimeoutMillis: 10_000,
    });
    this.pool.on('error', (err) => logger.warn(`Job queue: ${err.message}`));
    const pool = this.pool;
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) },
      schema: JOB_SCHEMA,
      // pg-boss's own cron runs its internal queue on pg-boss's worker, which does not await completing a
      // job (a database outage there is an unhandled rejection); clock-driven queues are sent by every()
      // below with pg-boss's singleton slots instead. Maintenance (expiring, archiving) stays on.
      schedule: false,
      // Payloads hold personal data (never a token: MailSecret in mail/mailer.ts): finished jobs move to the
      // archive after an hour (failed ones after a day, to be looked at) and are deleted a day after that.
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 86_400,
      deleteAfterDays: 1,
    });
    this.boss.on('error', (err) => logger.warn(`Job queue: ${err.message}`));
  }

  /** Registers the handler of a queue; call before start(). */
  define<T>(queue: string, policy: JobPolicy, handler: Handler<T>): void {
    this.handlers.set(queue, { policy, handler });
  }

  /**
   * Runs a defined queue on a clock: one job per `seconds` slot (60: every minute, on the minute) across
   * every instance. Each instance offers the slot's job; pg-boss's singleton key and slot (a unique index)
   * store only the first, so several instances still run it once per slot, and a slot missed while every
   * instance was down is not made up. Call after define(), before start().
   */
  every(queue: string, seconds: number): void {
    if (!this.handlers.has(queue)) throw new Error(`Define ${queue} before scheduling it`);
    this.clocks.set(queue, { seconds, next: 0 });
  }

  /**
   * Creates pg-boss's schema on first use (and upgrades it), applies each queue's policy and starts working.
   * Under the migration lock: pg-boss's schema is schema too, and two instances creating the same queues at
   * once on a new database deadlock (server/test/migrations.test.ts).
   */
  async start(): Promise<void> {
    await withMigrationLock(this.ds, async () => {
      await this.boss.start();
      for (const [name, { policy }] of this.handlers) {
        await this.boss.createQueue(name, { name, ...policy });
        await this.boss.updateQueue(name, { name, ...policy });
      }
    });
    this.loop = this.run();
  }

  /**
   * Stores a job; resolves with its id once it is stored. With `manager`, the job is stored in that
   * transaction and exists only if it commits. `startAfterSeconds`: not run before then (idle() does not wait
   * for it until it is due).
   */
  async send(queue: string, data: object, manager?: EntityManager, { startAfterSeconds = 0 }: { startAfterSeconds?: number } = {}): Promise<string> {
    const db = manager && { executeSql: async (text: string, values: unknown[]) => ({ rows: await manager.query<unknown[]>(text, values) }) };
    const requestId = currentLogContext()?.requestId;
    const stored = requestId ? { ...data, [REQUEST_ID_KEY]: requestId } : data;
    const storing = this.boss.send(queue, stored, { ...(db ? { db } : {}), ...(startAfterSeconds > 0 ? { startAfter: startAfterSeconds } : {}) });
    this.storing.add(storing);
    try {
      const id = await storing;
      if (!id) throw new Error(`Job for ${queue} was not stored`);
      // Run it now rather than at the next poll (a job stored in a transaction is seen after commit).
      if (!manager) this.poke();
      return id;
    } finally {
      this.storing.delete(storing);
    }
  }

  /**
   * Resolves once every job of `queue` (without it: of every queue defined here) stored so far has been
   * tried: none is waiting to run now or running (on any instance). A job that failed and waits for its
   * retry does not count. Jobs stored by a running job are counted before it ends.
   */
  async idle(queue?: string): Promise<void> {
    const queues = queue ? [queue] : [...this.handlers.keys()];
    for (;;) {
      if (this.stopping) return;
      await Promise.allSettled([...this.storing]);
      const { rows } = await this.boss.getDb().executeSql(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job
         WHERE name = ANY($1) AND (state = 'active' OR (state < 'active' AND start_after <= now()))`,
        [queues],
      );
      if ((rows[0] as { n: number }).n === 0 && this.storing.size === 0) return;
      this.poke();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Jobs waiting (created, retry) or running (active) per queue defined here, for the metrics; one indexed count. */
  async depth(): Promise<{ queue: string; state: string; count: number }[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name AS queue, state::text AS state, count(*)::int AS count FROM ${JOB_SCHEMA}.job
       WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') GROUP BY name, state`,
      [[...this.handlers.keys()]],
    );
    return rows as { queue: string; state: string; count: number }[];
  }

  /** Takes no new jobs, lets the running ones finish (up to 10 s), then closes pg-boss. Safe to call twice. */
  stop(): Promise<void> {
    return (this.stopped ??= this.shutDown());
  }

  private async shutDown(): Promise<void> {
    this.stopping = true;
    this.poke();
    await Promise.allSettled([...this.storing]);
    if (this.loop) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), STOP_GRACE_MS)));
      if ((await Promise.race([this.loop, late])) === 'late') {
        logger.warn('Job queue: jobs still running at shutdown; they will run again after their expiry');
      }
      clearTimeout(timer);
    }
    await this.boss.stop({ graceful: true, wait: true, close: true, timeout: 1000 });
    await this.pool.end();
  }

  /** Looks for jobs now rather than at the next poll: after the commit of a transaction that stored some. */
  wakeUp(): void {
    this.poke();
  }

  private poke(): void {
    this.woken = true;
    this.wake?.();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      let worked = false;
      for (const queue of this.handlers.keys()) {
        if (this.stopping) break;
        if (await this.runBatch(queue)) worked = true;
      }
      await this.pruneDone();
      if (await this.sendClockJobs()) worked = true;
      if (!worked && !this.woken && !this.stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => this.wake?.(), POLL_MS);
          this.wake = () => {
            clearTimeout(timer);
            this.wake = null;
            resolve();
          };
        });
      }
    }
  }

  /** Fetches and runs up to batchSize jobs of one queue; true when there were any. */
  private async runBatch(queue: string): Promise<boolean> {
    let jobs: PgBoss.JobWithMetadata<never>[];
    try {
      jobs = await this.boss.fetch<never>(queue, { batchSize: this.batchSize, includeMetadata: true });
    } catch (err) {
      logger.warn(`Job queue: could not fetch ${queue} jobs`, err);
      return false;
    }
    if (!jobs?.length) return false;
    await Promise.all(jobs.map((job) => this.runJob(queue, job)));
    return true;
  }

  /** Runs one job with its id, and the id of the request that queued it, on its log lines. */
  private runJob(queue: string, job: PgBoss.JobWithMetadata<never>): Promise<void> {
    const queuedBy = (job.data as Record<string, unknown> | null)?.[REQUEST_ID_KEY];
    const context = typeof queuedBy === 'string' ? { requestId: queuedBy, jobId: job.id } : { jobId: job.id };
    return withLogContext(context, () => this.runJobNow(queue, job));
  }

  private async runJobNow(queue: string, job: PgBoss.JobWithMetadata<never>): Promise<void> {
    const { handler } = this.handlers.get(queue)!;
    const info: JobInfo = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit };
    const after = new AfterCommit(this.events);
    try {
      await this.ds.transaction(async (manager) => {
        const claimed: unknown[] = await manager.query(
          `INSERT INTO done_jobs (job_id, queue) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING job_id`,
          [job.id, queue],
        );
        if (claimed.length === 0) {
          logger.info(`Job ${queue} ${job.id} was already done; not repeated`);
          return;
        }
        await handler(job.data, info, manager, after);
      });
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      this.metrics?.jobFailed(queue, last);
      const what = `Job ${queue} ${job.id} failed (attempt ${job.retryCount + 1} of ${job.retryLimit + 1})`;
      if (last) logger.error(`${what}; giving up`, err);
      else logger.warn(`${what}; it will be retried`, err);
      await this.boss
        .fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) })
        .catch((e: unknown) => logger.warn(`Job queue: could not record the failure of ${job.id}; it runs again after its expiry`, e));
      return;
    }
    await after.run();
    // Not recorded (database gone for a moment): the job runs again after its expiry and done_jobs stops it.
    await this.boss.complete(queue, job.id).catch((e: unknown) => logger.warn(`Job queue: could not complete ${job.id}`, e));
  }

  /** Offers the job of each clock-driven queue whose slot has come; true when this instance stored one. */
  private async sendClockJobs(): Promise<boolean> {
    let sent = false;
    for (const [queue, clock] of this.clocks) {
      const now = Date.now();
      if (this.stopping || now < clock.next) continue;
      const slotMs = clock.seconds * 1000;
      clock.next = (Math.floor(now / slotMs) + 1) * slotMs;
      try {
        // null: another instance already stored this slot's job.
        if (await this.boss.send(queue, {}, { singletonKey: queue, singletonSeconds: clock.seconds })) sent = true;
      } catch (err) {
        clock.next = now + POLL_MS * 5;
        logger.warn(`Job queue: could not schedule ${queue}`, err);
      }
    }
    return sent;
  }

  private async pruneDone(): Promise<void> {
    if (Date.now() - this.lastPrune < 3600_000) return;
    this.lastPrune = Date.now();
    await this.ds
      .query(`DELETE FROM done_jobs WHERE done_at < now() - make_interval(days => $1)`, [DONE_KEEP_DAYS])
      .catch((err: unknown) => logger.warn('Job queue: could not prune done_jobs', err));
  }
}
