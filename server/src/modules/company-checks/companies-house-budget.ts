import type { DataSource } from 'typeorm';

/** The register's limit: 600 requests per 5 minutes per key, whatever the number of instances. */
export interface BudgetOptions {
  limit: number;
  windowSeconds: number;
}

export const REGISTER_LIMIT: BudgetOptions = { limit: 600, windowSeconds: 300 };

/** A request could not be made within the wait allowed: try again later (the job's retry). */
export class BudgetExhausted extends Error {
  constructor(readonly waitMs: number) {
    super(`Companies House request budget used up; next request in ${Math.ceil(waitMs / 1000)} s`);
    this.name = 'BudgetExhausted';
  }
}

const ROW = 'companies-house';

/**
 * The Companies House key's request budget, shared by every instance through one row of PostgreSQL (so no Redis is
 * needed): a token bucket refilled at `rate` per second up to `capacity`. Of the limit, 95 % is used (room for clock
 * and timing slack); the bucket holds a twelfth of that as a burst and the rest trickles in over the window, so no
 * window of `windowSeconds`, anywhere, sees more than capacity + rate x window = 95 % of the limit (570 of 600).
 * Each take is one statement on one row (its own short transaction, never the caller's: the row is not held while a
 * request is in flight). A 429 pauses every instance until its Retry-After.
 */
export class CompaniesHouseBudget {
  readonly capacity: number;
  /** Tokens per second. */
  readonly rate: number;

  constructor(
    private readonly ds: DataSource,
    options: BudgetOptions = REGISTER_LIMIT,
  ) {
    const usable = Math.floor(options.limit * 0.95);
    this.capacity = Math.max(1, Math.ceil(usable / 12));
    this.rate = Math.max(usable - this.capacity, 1) / options.windowSeconds;
  }

  /** Takes one request's token: 0 when taken, otherwise how many ms to wait before asking again. */
  async take(): Promise<number> {
    for (;;) {
      const rows: { avail: number; paused: boolean; paused_ms: number | null }[] = await this.ds.query(
        `WITH cur AS (
           SELECT least($2::float8, tokens + greatest(0, extract(epoch FROM statement_timestamp() - refilled_at)) * $3::float8) AS avail,
                  coalesce(paused_until > statement_timestamp(), false) AS paused,
                  extract(epoch FROM paused_until - statement_timestamp()) * 1000 AS paused_ms
           FROM companies_house_budget WHERE name = $1 FOR UPDATE
         ), upd AS (
           UPDATE companies_house_budget b
           SET tokens = CASE WHEN NOT cur.paused AND cur.avail >= 1 THEN cur.avail - 1 ELSE cur.avail END,
               refilled_at = greatest(b.refilled_at, statement_timestamp())
           FROM cur WHERE b.name = $1
           RETURNING 1
         )
         SELECT avail, paused, paused_ms::float8 AS paused_ms FROM cur, (SELECT count(*) FROM upd) AS u`,
        [ROW, this.capacity, this.rate],
      );
      if (rows.length === 0) {
        await this.ensureRow();
        continue;
      }
      const { avail, paused, paused_ms } = rows[0];
      if (paused) return Math.max(1, Math.ceil(paused_ms ?? 1000));
      if (avail >= 1) return 0;
      return Math.max(1, Math.ceil(((1 - avail) / this.rate) * 1000));
    }
  }

  /**
   * Takes a token, waiting for one as long as that takes no more than `maxWaitMs` in all; otherwise throws
   * BudgetExhausted with the wait still ahead.
   */
  async acquire(maxWaitMs: number): Promise<void> {
    const started = Date.now();
    for (;;) {
      const wait = await this.take();
      if (wait === 0) return;
      if (Date.now() - started + wait > maxWaitMs) throw new BudgetExhausted(wait);
      // A little jitter, so that instances waiting for the same token do not all ask at the same instant.
      await new Promise((resolve) => setTimeout(resolve, wait + Math.floor(Math.random() * 20)));
    }
  }

  /** After a 429: no instance makes a request for `ms`, and the bucket starts empty afterwards. */
  async pause(ms: number): Promise<void> {
    await this.ensureRow();
    await this.ds.query(
      `UPDATE companies_house_budget
       SET paused_until = greatest(coalesce(paused_until, statement_timestamp()), statement_timestamp() + make_interval(secs => $2::float8 / 1000)),
           tokens = 0, refilled_at = greatest(refilled_at, statement_timestamp() + make_interval(secs => $2::float8 / 1000))
       WHERE name = $1`,
      [ROW, ms],
    );
  }

  private async ensureRow(): Promise<void> {
    await this.ds.query(
      `INSERT INTO companies_house_budget (name, tokens, refilled_at) VALUES ($1, $2, statement_timestamp()) ON CONFLICT (name) DO NOTHING`,
      [ROW, this.capacity],
    );
  }
}
