import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, Messages } from '../../common/errors';
import { containsPattern } from '../../common/like-pattern';
import { logger } from '../../common/logger';
import { type FileUpload, type StagedFile, UploadService, type UploadRules } from '../files/upload.service';
import { FileVisibility } from '../files/stored-file.entity';
import { adEndDate, effectiveAdStatus } from './ad-schedule';
import { AdStatus, BannerType, PaymentStatus } from './advertising.enums';
import type { AdvertisingSettingsService } from './advertising-settings.service';
import type { AdminBannerAd, AdFranchiseOption, CreateBannerAdInput } from './admin-banner.types';
import { BannerAd } from './banner-ad.entity';
import type { UnitOfWork } from '../../common/unit-of-work';

/** Spec 02 sections 5 and 9: a banner is exactly 1920x230 pixels and at most 5MB; PNG, JPG and GIF. */
export const BANNER_WIDTH = 1920;
export const BANNER_HEIGHT = 230;
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;
/** An animated GIF banner: at most 100 frames (each decoded when it is re-encoded). */
export const BANNER_MAX_FRAMES = 100;
const FRANCHISE_OPTIONS = 20;

const bannerImageRules = (adminId: string): UploadRules => ({
  kinds: ['image'],
  maxBytes: BANNER_MAX_BYTES,
  folder: 'banner-ads',
  visibility: FileVisibility.PUBLIC,
  ownerId: adminId,
  messages: {
    wrongType: Messages.selectImageFile,
    tooLarge: Messages.bannerTooLarge,
    unreadable: Messages.invalidImageFile,
  },
  /** PNG, JPG and GIF are what the form advertises; WebP, which the upload checker knows, is refused. */
  imageTypes: ['image/png', 'image/jpeg', 'image/gif'],
  exactSize: { width: BANNER_WIDTH, height: BANNER_HEIGHT, message: Messages.bannerWrongSize },
  maxPixels: { pixels: BANNER_MAX_FRAMES * BANNER_WIDTH * BANNER_HEIGHT, message: Messages.bannerTooManyFrames },
});

/** A banner as AdminBannerAd names it, with its stored type, status and amount (numeric, read as text), and the list's total. */
type BannerRow = Omit<AdminBannerAd, 'bannerType' | 'amount'> & { bannerType: BannerType | null; amount: string; total: number };

/** A main banner when no type was stored, the status it has today and its amount as a number. */
const toAdminBanner = ({ total: _total, ...r }: BannerRow): AdminBannerAd => ({
  ...r,
  bannerType: r.bannerType ?? BannerType.MAIN,
  amount: Number(r.amount),
  status: effectiveAdStatus(r.status, r.endDate),
});

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
};

/** What a row of the table reads of a banner `b` and its franchise `f`. */
const COLUMNS = `b.id, b.franchise_id AS "franchiseId", f.name AS "franchiseName", b.image_url AS "imageUrl", b.target_url AS "targetUrl",
  b.banner_type AS "bannerType", b.selected_categories AS "categoryIds", b.duration, b.amount, b.status,
  b.payment_status AS "paymentStatus", b.start_date AS "startDate", b.end_date AS "endDate", b.created_at AS "createdAt"`;

const fillRequired = () => new AppError(Messages.fillRequiredFields, ErrorCode.BAD_USER_INPUT);

/** The admin's Banner Ads Management: the list with metrics, creating a banner with its image, bulk delete. */
export class AdminBannerService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly uploads: UploadService,
    private readonly settings: AdvertisingSettingsService,
  ) {}

  /** One statement: a page of banners, newest first, with their franchise, impressions, clicks and the total. */
  async list(offset: number, limit: number): Promise<[AdminBannerAd[], number]> {
    const rows: BannerRow[] = await this.ds.query(
      `SELECT ${COLUMNS}, coalesce(m.views, 0)::int AS views, coalesce(m.clicks, 0)::int AS clicks, t.total
       FROM (SELECT count(*)::int AS total FROM banner_ads) t
       JOIN LATERAL (SELECT * FROM banner_ads ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2) b ON true
       LEFT JOIN franchises f ON f.id = b.franchise_id
       LEFT JOIN LATERAL (
         SELECT count(*) FILTER (WHERE metric_type = 'view') AS views, count(*) FILTER (WHERE metric_type = 'click') AS clicks
         FROM ad_metrics WHERE banner_ad_id = b.id
       ) m ON true
       ORDER BY b.created_at DESC, b.id DESC`,
      [limit, offset],
    );
    if (rows.length === 0) {
      const [{ total }] = await this.ds.query<{ total: number }[]>(`SELECT count(*)::int AS total FROM banner_ads`);
      return [[], total];
    }
    return [rows.map(toAdminBanner), rows[0].total];
  }

  /** Approved franchises whose name contains `search`, by name, for the Create Banner Ad dialog. */
  async franchiseOptions(search: string | null | undefined): Promise<AdFranchiseOption[]> {
    const term = search?.trim() ?? '';
    return this.ds.query<AdFranchiseOption[]>(
      `SELECT f.id, f.name, p.company_name AS "franchisorCompany"
       FROM franchises f LEFT JOIN profiles p ON p.id = f.franchisor_id
       WHERE f.status = 'approved' AND ($1 = '' OR f.name ILIKE $2)
       ORDER BY f.name, f.id LIMIT ${FRANCHISE_OPTIONS}`,
      [term, containsPattern(term)],
    );
  }

  /**
   * Spec 02 sections 4 and 5: checks the fields, then the image by its content, stores it under banner-ads/,
   * and writes the file record and the banner (active, paid, from now for the duration, at the banner price)
   * in one transaction. A refusal writes nothing; a stored image whose transaction fails is removed.
   */
  async create(adminId: string, input: CreateBannerAdInput, image: Promise<FileUpload> | null): Promise<AdminBannerAd> {
    const bannerType = input.bannerType;
    const categoryIds = bannerType === BannerType.CATEGORY ? [...new Set(input.categoryIds)] : [];
    if (!isUUID(input.franchiseId ?? '') || !input.duration || !isHttpUrl(input.targetUrl?.trim() ?? '') || !image) throw fillRequired();
    if (bannerType === BannerType.CATEGORY && (categoryIds.length === 0 || categoryIds.some((id) => !isUUID(id)))) throw fillRequired();
    const [franchise] = await this.ds.query<{ id: string }[]>(`SELECT id FROM franchises WHERE id = $1 AND status = 'approved'`, [input.franchiseId]);
    if (!franchise) throw fillRequired();
    if (categoryIds.length > 0) {
      const [{ n }] = await this.ds.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM franchise_categories WHERE id = ANY($1::uuid[])`, [
        categoryIds,
      ]);
      if (n !== categoryIds.length) throw fillRequired();
    }
    const price = (await this.settings.current()).bannerPricing.find((p) => p.duration === input.duration)?.price;
    if (price === undefined) throw fillRequired();

    // Type and size are checked from the header before any decode; what is stored is sharp's re-encode.
    const staged: StagedFile = await this.uploads.stage(image, bannerImageRules(adminId));
    let id: string;
    try {
      id = await this.work.run(async (em) => {
        const file = await this.uploads.record(em, staged);
        const start = new Date();
        const saved = await em.getRepository(BannerAd).save(
          em.getRepository(BannerAd).create({
            franchiseId: input.franchiseId,
            imageUrl: UploadService.publicUrl(file),
            targetUrl: input.targetUrl.trim(),
            bannerType,
            selectedCategories: categoryIds,
            amount: price,
            duration: input.duration,
            status: AdStatus.ACTIVE,
            paymentStatus: PaymentStatus.COMPLETED,
            startDate: start,
            endDate: adEndDate(start, input.duration),
          }),
        );
        return saved.id;
      });
    } catch (err) {
      await this.uploads.discard([staged]);
      logger.error('Creating a banner ad failed', err);
      throw new AppError(Messages.createBannerFailed, ErrorCode.INTERNAL_SERVER_ERROR);
    }
    return this.one(id);
  }

  /** Deletes banners, all or none: an unknown or malformed id refuses the whole request. Returns how many. */
  async delete(ids: string[]): Promise<number> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return 0;
    if (wanted.some((id) => !isUUID(id))) throw this.someNotFound();
    return this.work.run(async (em) => {
      const deleted: { id: string }[] = await em.query(
        // As a SELECT, so that the driver answers with the rows (a bare DELETE answers [rows, count]).
        `WITH d AS (DELETE FROM banner_ads WHERE id = ANY($1::uuid[]) RETURNING id) SELECT id FROM d`,
        [wanted],
      );
      // Throwing rolls the deletion back.
      if (deleted.length !== wanted.length) throw this.someNotFound();
      return deleted.length;
    });
  }

  /** A banner just written: no impressions or clicks yet. */
  private async one(id: string): Promise<AdminBannerAd> {
    const [row]: BannerRow[] = await this.ds.query(
      `SELECT ${COLUMNS}, 0 AS views, 0 AS clicks, 1 AS total FROM banner_ads b LEFT JOIN franchises f ON f.id = b.franchise_id WHERE b.id = $1`,
      [id],
    );
    return toAdminBanner(row);
  }

  private someNotFound() {
    return new AppError(Messages.bannersNotFound, ErrorCode.NOT_FOUND);
  }
}
