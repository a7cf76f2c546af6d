/**
 * Response times (issue 29): how the figures are counted, in one place for the public figures, the franchisor's
 * dashboard and the tests.
 *
 * A lead's response time runs from its creation to franchise_leads.first_response_at (see the ResponseTimes
 * migration). Figures cover the leads created in the last RESPONSE_WINDOW_DAYS days that are settled: answered, or
 * unanswered for more than 24 hours (a lead still inside its first day may yet be answered within it). Unanswered
 * leads count as slower than every answered one, so the median is the middle lead's time when at least half were
 * answered, and there is none (null) when more than half went unanswered. The public sees the figures of a
 * franchisor with at least MIN_RESPONSE_LEADS settled leads.
 */

export const RESPONSE_WINDOW_DAYS = 90;
export const MIN_RESPONSE_LEADS = 5;
export const DAY_SECONDS = 86_400;
/** The sort key of a franchisor with enough leads whose median was not reached: after every measured one. */
export const UNREACHED_RANK = 2_147_483_647;

/**
 * The settled leads of the window as (franchisor_id, seconds, created_at) from franchise_leads `l`, seconds being
 * 'Infinity' for unanswered ones; `now` is a placeholder holding the time to count at. `extra` narrows it (AND ...).
 */
export const settledLeads = (now: string, extra = '') => `
  SELECT l.franchisor_id, l.created_at,
         CASE WHEN l.first_response_at IS NULL OR l.first_response_at > ${now} THEN 'Infinity'::float8
              ELSE greatest(0, date_part('epoch', l.first_response_at - l.created_at)) END AS seconds
  FROM franchise_leads l
  WHERE l.franchisor_id IS NOT NULL ${extra}
    AND l.created_at > ${now} - interval '${RESPONSE_WINDOW_DAYS} days' AND l.created_at <= ${now}
    AND ((l.first_response_at IS NOT NULL AND l.first_response_at <= ${now}) OR l.created_at <= ${now} - interval '1 day')`;

/** The aggregates over settledLeads rows `s`: leads, "answeredWithinDay", "medianSeconds" (null when not reached). */
export const RESPONSE_FIGURES = `count(*)::int AS leads,
  (count(*) FILTER (WHERE s.seconds <= ${DAY_SECONDS}))::int AS "answeredWithinDay",
  round(nullif(percentile_disc(0.5) WITHIN GROUP (ORDER BY s.seconds), 'Infinity'::float8))::int AS "medianSeconds"`;

/**
 * The badge's words for a median: 'Usually replies within an hour', '... within 3 hours' (up to 12), '... within a
 * day', '... within 3 days' (up to a week); null beyond a week or without a median (nothing to boast of).
 */
export function replySummary(medianSeconds: number | null): string | null {
  if (medianSeconds === null) return null;
  const hours = Math.max(1, Math.ceil(medianSeconds / 3600));
  if (hours === 1) return 'Usually replies within an hour';
  if (hours <= 12) return `Usually replies within ${hours} hours`;
  if (hours <= 24) return 'Usually replies within a day';
  const days = Math.ceil(hours / 24);
  return days <= 7 ? `Usually replies within ${days} days` : null;
}

/** The share answered within 24 hours, in whole percent. */
export const withinDayPercent = (answeredWithinDay: number, leads: number) => (leads === 0 ? 0 : Math.round((100 * answeredWithinDay) / leads));
