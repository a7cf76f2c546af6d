import { type DataSource, type EntityManager, In } from 'typeorm';
import { logger } from '../../common/logger';
import type { ResponseStats } from '../catalogue/catalogue.service';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import { FranchisorResponseStats } from './franchisor-response-stats.entity';
import {
  MIN_RESPONSE_LEADS,
  RESPONSE_FIGURES,
  RESPONSE_WINDOW_DAYS,
  UNREACHED_RANK,
  replySummary,
  settledLeads,
  withinDayPercent,
} from './response-times';
import type { FranchisorResponseTimes, ResponseTime, ResponseWeek } from './response-times.types';

export const RESPONSE_TIMES_QUEUE = 'response-times';
/** Every five minutes: the public figures trail a response by at most that (the dashboard counts live). */
export const RESPONSE_TIMES_EVERY_SECONDS = 300;
/** A missed run is made up by the next one: no retries. */
const RESPONSE_TIMES_POLICY: JobPolicy = { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 240 };

/**
 * Recounts every franchisor's public figures at `now` (the clock job, and the demo seed) and writes the listings' sort keys that changed (only
 * those: the update touches no column the search counts or catalogue_version depend on). Two statements.
 */
export async function refreshResponseTimes(manager: EntityManager, now: Date): Promise<void> {
  await manager.query(
    `WITH figures AS (
       SELECT s.franchisor_id, ${RESPONSE_FIGURES} FROM (${settledLeads('$1::timestamptz')}) s GROUP BY s.franchisor_id
     ), stored AS (
       INSERT INTO franchisor_response_stats (franchisor_id, leads, answered_within_day, median_seconds, refreshed_at)
       SELECT f.franchisor_id, f.leads, f."answeredWithinDay", f."medianSeconds", $1 FROM figures f
       JOIN profiles p ON p.id = f.franchisor_id
       ON CONFLICT (franchisor_id) DO UPDATE SET leads = EXCLUDED.leads, answered_within_day = EXCLUDED.answered_within_day,
         median_seconds = EXCLUDED.median_seconds, refreshed_at = EXCLUDED.refreshed_at
       RETURNING franchisor_id
     )
     DELETE FROM franchisor_response_stats r WHERE r.franchisor_id NOT IN (SELECT franchisor_id FROM stored)`,
    [now],
  );
  const [{ changed }]: { changed: number }[] = await manager.query(
    `WITH changed AS (
       UPDATE franchises f SET response_rank = r.rank
       FROM (SELECT fr.id, CASE WHEN s.leads >= ${MIN_RESPONSE_LEADS} THEN coalesce(s.median_seconds, ${UNREACHED_RANK}) END AS rank
             FROM franchises fr LEFT JOIN franchisor_response_stats s ON s.franchisor_id = fr.franchisor_id) r
       WHERE f.id = r.id AND f.response_rank IS DISTINCT FROM r.rank
       RETURNING f.id
     )
     SELECT count(*)::int AS changed FROM changed`,
  );
  if (changed > 0) logger.info(`Response times: ${changed} listing sort key(s) changed`);
}

/** The public figures of these franchisors (null for those with too few leads), in their order: the card loader. */
export async function publicResponseTimes(ds: DataSource, franchisorIds: readonly string[]): Promise<(ResponseTime | null)[]> {
  const rows = await ds.getRepository(FranchisorResponseStats).findBy({ franchisorId: In([...franchisorIds]) });
  const byId = new Map(rows.map((r) => [r.franchisorId, r]));
  return franchisorIds.map((id) => publicResponseTime(byId.get(id) ?? null));
}

/** The public figures from a franchisor's counted ones: null when there are none or too few leads. */
export function publicResponseTime(r: ResponseStats | null): ResponseTime | null {
  if (!r || r.leads < MIN_RESPONSE_LEADS) return null;
  return {
    summary: replySummary(r.medianSeconds),
    medianSeconds: r.medianSeconds,
    withinDayPercent: withinDayPercent(r.answeredWithinDay, r.leads),
    leads: r.leads,
  };
}

/** The week trend's weeks, UK time. */
const TIME_ZONE = 'Europe/London';

/**
 * Response times (see response-times.ts for how they are counted): the public figures, recomputed for every
 * franchisor by a clock job into franchisor_response_stats and the listings' sort key (franchises.response_rank),
 * so that search and cards read them without counting; and the franchisor's own figures, counted live.
 */
export class ResponseTimesService {
  constructor(
    private readonly ds: DataSource,
    jobs: JobQueue,
  ) {
    jobs.define(RESPONSE_TIMES_QUEUE, RESPONSE_TIMES_POLICY, (_data, _job, manager) => refreshResponseTimes(manager, new Date()));
    jobs.every(RESPONSE_TIMES_QUEUE, RESPONSE_TIMES_EVERY_SECONDS);
  }

  /** What the clock job does: every franchisor's public figures recounted at `now`. */
  refresh(manager: EntityManager, now: Date = new Date()): Promise<void> {
    return refreshResponseTimes(manager, now);
  }

  /** The franchisor's own figures over the window and by week, counted now; two statements on one index, side by side. */
  async forFranchisor(franchisorId: string, now: Date = new Date()): Promise<FranchisorResponseTimes> {
    const settled = settledLeads('$2::timestamptz', 'AND l.franchisor_id = $1');
    // The window's figures and the weeks' on two connections at once (one pass with grouping sets was slower).
    const [[total], weeks] = await Promise.all([
      this.ds.query<Omit<ResponseWeek, 'weekStart'>[]>(`SELECT ${RESPONSE_FIGURES} FROM (${settled}) s`, [franchisorId, now]),
      this.ds.query<ResponseWeek[]>(
        `SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart", coalesce(f.leads, 0) AS leads,
              coalesce(f."answeredWithinDay", 0) AS "answeredWithinDay", f."medianSeconds"
       FROM generate_series(date_trunc('week', ($2::timestamptz - interval '${RESPONSE_WINDOW_DAYS} days') AT TIME ZONE '${TIME_ZONE}'),
                            date_trunc('week', $2::timestamptz AT TIME ZONE '${TIME_ZONE}'), interval '1 week') w(week)
       LEFT JOIN (SELECT date_trunc('week', s.created_at AT TIME ZONE '${TIME_ZONE}') AS week, ${RESPONSE_FIGURES}
                  FROM (${settled}) s GROUP BY 1) f ON f.week = w.week
       ORDER BY w.week`,
        [franchisorId, now],
      ),
    ]);
    const shown = total.leads >= MIN_RESPONSE_LEADS;
    return {
      leads: total.leads,
      answeredWithinDay: total.answeredWithinDay,
      withinDayPercent: withinDayPercent(total.answeredWithinDay, total.leads),
      medianSeconds: total.medianSeconds,
      summary: shown ? replySummary(total.medianSeconds) : null,
      shownOnListings: shown,
      minimumLeads: MIN_RESPONSE_LEADS,
      weeks,
    };
  }
}
