import type { DataSource } from 'typeorm';
import type { RequestMeta } from './request-meta';
import { browserLabel, countryName } from './browser-label';

/** Sign-ins are kept this long; the dashboard shows the newest few. */
export const SIGN_IN_RETENTION_DAYS = 90;

/** Writes one sign_ins row for a session just started and drops this user's rows past the retention period. */
export async function recordSignIn(ds: DataSource, userId: string, meta: RequestMeta): Promise<void> {
  await ds.query(
    `WITH added AS (INSERT INTO sign_ins (user_id, browser, location) VALUES ($1, $2, $3) RETURNING id)
     DELETE FROM sign_ins WHERE user_id = $1 AND created_at < now() - make_interval(days => $4)`,
    [userId, browserLabel(meta.userAgent), countryName(meta.country), SIGN_IN_RETENTION_DAYS],
  );
}
