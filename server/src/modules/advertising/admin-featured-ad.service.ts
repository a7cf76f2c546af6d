import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import { adEndDate, effectiveAdStatus } from './ad-schedule';
import { type AdDuration, AdStatus, PaymentStatus } from './advertising.enums';
import type { AdminFeaturedAd } from './admin-featured-ad.types';
import { type FeaturedAdChange, FeaturedAdsChanged } from './featured-ad-events';

/** An ad as AdminFeaturedAd names it, with its stored status and amount (numeric, read as text). */
type AdRow = Omit<AdminFeaturedAd, 'amount'> & { amount: string };

/** What a row reads of an ad `a`, its franchise `f` and franchisor `p`. */
const COLUMNS = `a.id, a.franchise_id AS "franchiseId", f.name AS "franchiseName", p.company_name AS "franchisorCompany",
  a.categories AS "categoryIds", a.duration, a.start_date AS "startDate", a.end_date AS "endDate", a.status,
  a.payment_status AS "paymentStatus", a.amount, a.created_at AS "createdAt"`;
const FROM = `featured_ads a JOIN franchises f ON f.id = a.franchise_id LEFT JOIN profiles p ON p.id = f.franchisor_id`;

/** The status the ad has today (an active ad past its end date is expired) and its amount as a number. */
const toAdminAd = (r: AdRow): AdminFeaturedAd => ({ ...r, status: effectiveAdStatus(r.status, r.endDate), amount: Number(r.amount) });

/** The admin's Featured Ads page: every ad with the revenue, bulk delete and Mark Payment Received. */
export class AdminFeaturedAdService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
  ) {}

  /** A page of ads, newest first, with the total and the revenue (paid ads' amounts), in one statement. */
  async list(offset: number, limit: number): Promise<{ items: AdminFeaturedAd[]; total: number; revenueTotal: number }> {
    const rows: (AdRow & { total: number; revenue: string; id: string | null })[] = await this.ds.query(
      `SELECT t.total, t.revenue, r.*
       FROM (SELECT count(*)::int AS total,
                    coalesce(sum(amount) FILTER (WHERE payment_status = '${PaymentStatus.COMPLETED}'), 0) AS revenue
             FROM featured_ads) t
       LEFT JOIN LATERAL (
         -- The page's ids first, from the (created_at, id) index alone even deep into the list; then its rows.
         SELECT ${COLUMNS}
         FROM (SELECT id, created_at FROM featured_ads ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2) k
         JOIN featured_ads a ON a.id = k.id
         JOIN franchises f ON f.id = a.franchise_id LEFT JOIN profiles p ON p.id = f.franchisor_id
         ORDER BY k.created_at DESC, k.id DESC
       ) r ON true`,
      [limit, offset],
    );
    const first = rows[0];
    return {
      items: rows.filter((r) => r.id !== null).map(toAdminAd),
      total: first?.total ?? 0,
      revenueTotal: Number(first?.revenue ?? 0),
    };
  }

  /** Deletes ads, all or none (an unknown or malformed id refuses the request); their franchisors hear of it after commit. */
  async delete(ids: string[]): Promise<number> {
    return this.work.run(async (em, after) => {
      const locked = await this.lock(em, ids);
      await em.query(`DELETE FROM featured_ads WHERE id = ANY($1::uuid[])`, [locked.map((a) => a.id)]);
      this.tell(
        after,
        locked.map((a) => ({ adId: a.id, franchisorId: a.franchisorId })),
      );
      return locked.length;
    });
  }

  /**
   * Mark Payment Received (spec 02 section 4): each selected ad still waiting for payment becomes paid and active,
   * from now for its duration; ads already paid are left as they are. All or none.
   */
  async markPaid(ids: string[]): Promise<AdminFeaturedAd[]> {
    const all = await this.work.run(async (em, after) => {
      const locked = await this.lock(em, ids);
      const pending = locked.filter((a) => a.paymentStatus === PaymentStatus.PENDING);
      const start = new Date();
      for (const ad of pending) {
        await em.query(`UPDATE featured_ads SET status = $2, payment_status = $3, start_date = $4, end_date = $5, updated_at = now() WHERE id = $1`, [
          ad.id,
          AdStatus.ACTIVE,
          PaymentStatus.COMPLETED,
          start,
          adEndDate(start, ad.duration),
        ]);
      }
      this.tell(
        after,
        pending.map((a) => ({ adId: a.id, franchisorId: a.franchisorId })),
      );
      return locked.map((a) => a.id);
    });
    const rows: AdRow[] = await this.ds.query(`SELECT ${COLUMNS} FROM ${FROM} WHERE a.id = ANY($1::uuid[]) ORDER BY a.created_at DESC, a.id DESC`, [
      all,
    ]);
    return rows.map(toAdminAd);
  }

  /** After commit, the franchisors' Featured Ads pages hear of the changed ads. */
  private tell(after: AfterCommit, changes: FeaturedAdChange[]): void {
    after.publish(new FeaturedAdsChanged(changes));
  }

  /** Locks the chosen ads in id order; any id that is not an ad refuses the whole request. */
  private async lock(em: EntityManager, ids: string[]) {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0 || wanted.some((id) => !isUUID(id))) throw this.someNotFound();
    const rows: { id: string; duration: AdDuration; payment_status: PaymentStatus; franchisor_id: string | null }[] = await em.query(
      `SELECT a.id, a.duration, a.payment_status, f.franchisor_id
       FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
       WHERE a.id = ANY($1::uuid[]) ORDER BY a.id FOR UPDATE OF a`,
      [wanted],
    );
    if (rows.length !== wanted.length) throw this.someNotFound();
    return rows.map((r) => ({ id: r.id, duration: r.duration, paymentStatus: r.payment_status, franchisorId: r.franchisor_id }));
  }

  private someNotFound() {
    return new AppError(Messages.featuredAdsNotFound, ErrorCode.NOT_FOUND);
  }
}
