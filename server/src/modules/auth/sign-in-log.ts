import type { EntityManager } from 'typeorm';
import type { RequestMeta } from './request-meta';
import { browserLabel, countryName } from './browser-label';

/**
 * Writes one sign_ins row for a session just started. The daily retention job (modules/retention) deletes rows
 * older than RETENTION_SIGN_IN_MONTHS; the dashboard shows the newest few.
 */
export async function recordSignIn(em: EntityManager, userId: string, meta: RequestMeta): Promise<void> {
  await em.query(`INSERT INTO sign_ins (user_id, browser, location) VALUES ($1, $2, $3)`, [
    userId,
    browserLabel(meta.userAgent),
    countryName(meta.country),
  ]);
}
