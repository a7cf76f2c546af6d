import { isUUID } from 'class-validator';
import { type DataSource, type EntityManager, In } from 'typeorm';
import { AppError, ErrorCode, Messages, badInput, notFound } from '../../common/errors';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import type { UnitOfWork } from '../../common/unit-of-work';
import { ApprovalQueueChanged } from '../auth/approval-queue';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { Category } from '../catalogue/category.entity';
import { FranchiseDetails } from '../catalogue/franchise-details.entity';
import { Franchise } from '../catalogue/franchise.entity';
import { UK_KEY, places } from '../catalogue/places';
import { UkCity } from '../catalogue/uk-city.entity';
import { type FileUpload, type StagedFile, type UploadRules, UploadService } from '../files/upload.service';
import type { FranchiseFormInput } from './franchise-form.inputs';
import { figureFacts } from './franchise-figures';
import { FranchiseRevision, FranchiseRevisionStatus } from './franchise-revision.entity';
import { type ListingContent, newGalleryId, readListingContent, writeListingContent } from './listing-content';
import { brochureRules, listingImageRules } from './franchise-uploads';
import { type FranchisorFranchise, toFranchisorFranchise } from './franchisor-franchise.types';

export const RevisionMessages = {
  nothingToWithdraw: 'There are no changes in review to withdraw',
} as const;

/** Saves of listings per franchisor per hour: plenty for editing, not for flooding the review queue. */
export const SAVES_PER_HOUR = 60;

/** What an edit starts from: the listing, what the form edits and the files it may keep. */
interface Current {
  franchise: Franchise;
  /** The open revision's content (an approved listing with changes in review), else the listing as saved. */
  base: ListingContent;
  /** Gallery images and story images of the listing and of its open revision, which the form may keep. */
  galleryUrls: Map<string, string>;
  storyImageUrls: Set<string>;
}

type Upload = Promise<FileUpload>;

/** A checked form: trimmed texts, known location and categories, complete entries only, files still to store. */
interface CheckedForm {
  name: string;
  location: string;
  /** Area keys (see places.ts). */
  areas: string[];
  shortDescription: string;
  longDescription: string;
  investmentAmount: number;
  /** Null keeps what is saved. */
  keyFacts: KeyFacts | null;
  categoryIds: string[];
  mainImage: Upload | null;
  brochure: Upload | 'remove' | null;
  gallery: Array<{ field: string; id: string; url: string } | { field: string; upload: Upload }>;
  faqs: { question: string; answer: string }[];
  testimonials: { authorName: string; content: string }[];
  stories: { field: string; title: string; content: string; imageUrl: string | null; upload: Upload | null }[];
}

/** The key facts' columns, with the figures and the investment's parts (franchise-figures.ts) when the form names them. */
type KeyFacts = Pick<
  FranchiseDetails,
  | 'franchiseFee'
  | 'minimumLiquidCapital'
  | 'royaltyFee'
  | 'financeAvailable'
  | 'yearFounded'
  | 'outlets'
  | 'trainingProvided'
  | 'ownershipStyles'
  | 'workingHours'
> &
  Partial<FranchiseDetails>;

const pounds = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value * 100) / 100);

const filled = (...values: (string | null | undefined)[]) => values.every((v) => Boolean(v?.trim()));

/**
 * A franchisor's own listings: the My Franchises list, the edit form's data, the owner's preview, and
 * create and edit. Every method is scoped to the franchisor's id: another's listing is 'Franchise not found'.
 */
export class FranchisorFranchiseService {
  private readonly saves: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly uploads: UploadService,
    limiter: RateLimiters,
    private readonly work: UnitOfWork,
  ) {
    this.saves = limiter.window('franchise-save', SAVES_PER_HOUR, 60 * 60 * 1000);
  }

  /** Newest first, on the (franchisor_id, created_at) index. */
  list(franchisorId: string, offset: number, limit: number): Promise<[Franchise[], number]> {
    return this.ds.getRepository(Franchise).findAndCount({
      where: { franchisorId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: offset,
      take: limit,
    });
  }

  /** For the edit form: a live listing with changes in review shows those changes. */
  async get(franchisorId: string, id: string): Promise<FranchisorFranchise> {
    const franchise = await this.own(franchisorId, id);
    return toFranchisorFranchise(franchise, await this.openRevision(franchise));
  }

  /** The open revision of an approved listing. */
  private async openRevision(franchise: Franchise): Promise<FranchiseRevision | null> {
    if (franchise.status !== FranchiseStatus.APPROVED) return null;
    return this.ds.getRepository(FranchiseRevision).findOneBy({ franchiseId: franchise.id, status: FranchiseRevisionStatus.OPEN });
  }

  /** Withdraws the changes in review of one of the franchisor's live listings: the live version stays as it is. */
  async withdrawChanges(franchisorId: string, id: string): Promise<FranchisorFranchise> {
    await this.own(franchisorId, id);
    await this.work.run(async (em, after) => {
      const locked = await em.getRepository(Franchise).findOne({ where: { id, franchisorId }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw notFound(Messages.franchiseNotFound);
      const { affected } = await em
        .getRepository(FranchiseRevision)
        .update({ franchiseId: id, status: FranchiseRevisionStatus.OPEN }, { status: FranchiseRevisionStatus.WITHDRAWN, decidedAt: new Date() });
      if (!affected) throw new AppError(RevisionMessages.nothingToWithdraw, ErrorCode.CONFLICT);
      after.publish(new ApprovalQueueChanged());
    });
    return this.get(franchisorId, id);
  }

  /** The listing as the public page shows it, in whatever status (the public query shows approved ones only). */
  preview(franchisorId: string, id: string): Promise<Franchise> {
    return this.own(franchisorId, id);
  }

  /** A new listing, pending review. */
  async create(franchisorId: string, input: FranchiseFormInput): Promise<FranchisorFranchise> {
    await this.saves.take(franchisorId);
    const form = await this.check(input, null);
    return this.save(franchisorId, form, null);
  }

  /**
   * Saves the whole form over one of the franchisor's listings (fields and related rows: categories, gallery,
   * FAQs, testimonials, stories). A pending or rejected listing is replaced and pending; an approved one stays
   * live and the form becomes its open revision, for an administrator to approve (docs/decisions.md).
   */
  async update(franchisorId: string, id: string, input: FranchiseFormInput): Promise<FranchisorFranchise> {
    const current = await this.current(franchisorId, id);
    await this.saves.take(franchisorId);
    const form = await this.check(input, current);
    return this.save(franchisorId, form, current);
  }

  /** The franchisor's own listing, or 'Franchise not found' (also for anyone else's and for malformed ids). */
  private async own(franchisorId: string, id: string): Promise<Franchise> {
    const franchise = isUUID(id) ? await this.ds.getRepository(Franchise).findOneBy({ id, franchisorId }) : null;
    if (!franchise) throw notFound(Messages.franchiseNotFound);
    return franchise;
  }

  private async current(franchisorId: string, id: string): Promise<Current> {
    const franchise = await this.own(franchisorId, id);
    const [live, revision] = await Promise.all([readListingContent(this.ds.manager, franchise), this.openRevision(franchise)]);
    const both = revision ? [live, revision.content] : [live];
    return {
      franchise,
      base: revision?.content ?? live,
      galleryUrls: new Map(both.flatMap((c) => c.gallery.map((g) => [g.id, g.imageUrl] as const))),
      storyImageUrls: new Set(both.flatMap((c) => c.stories.flatMap((s) => (s.imageUrl ? [s.imageUrl] : [])))),
    };
  }

  /** Every rule the input types cannot check alone; nothing is written. */
  private async check(input: FranchiseFormInput, current: Current | null): Promise<CheckedForm> {
    const location = await this.location(input.location, current?.base.location);
    const areas = await this.areas(input.areas, location);
    const categoryIds = await this.categories(input);
    if (!current && !input.mainImage) throw badInput(Messages.required('Main image'), 'mainImage');

    const gallery = input.gallery.map((entry, i) => {
      const field = `gallery.${i}`;
      if (Boolean(entry.image) === Boolean(entry.existingId)) throw badInput(Messages.selectImageFile, field);
      if (entry.image) return { field, upload: entry.image };
      const url = current?.galleryUrls.get(entry.existingId!);
      if (!url) throw badInput(Messages.staleListingImage, field);
      return { field, id: entry.existingId!, url };
    });

    const stories = input.successStories.flatMap((s, i) => {
      if (!filled(s.title, s.content)) return [];
      const field = `successStories.${i}.image`;
      const kept = s.image ? null : s.existingImageUrl?.trim() || null;
      if (kept && !current?.storyImageUrls.has(kept)) throw badInput(Messages.staleListingImage, field);
      return [{ field, title: s.title.trim(), content: s.content.trim(), imageUrl: kept, upload: s.image ?? null }];
    });

    return {
      name: input.name.trim(),
      location,
      areas,
      shortDescription: input.shortDescription.trim(),
      longDescription: input.longDescription.trim(),
      investmentAmount: Math.round(input.investmentAmount! * 100) / 100,
      keyFacts: input.keyFacts
        ? {
            franchiseFee: pounds(input.keyFacts.franchiseFee),
            minimumLiquidCapital: pounds(input.keyFacts.minimumLiquidCapital),
            royaltyFee: input.keyFacts.royaltyFee?.trim() || null,
            financeAvailable: input.keyFacts.financeAvailable ?? null,
            yearFounded: input.keyFacts.yearFounded ?? null,
            outlets: input.keyFacts.outlets ?? null,
            trainingProvided: input.keyFacts.trainingProvided?.trim() || null,
            ownershipStyles: [...new Set(input.keyFacts.ownershipStyles ?? [])].sort(),
            workingHours: input.keyFacts.workingHours ?? null,
            ...figureFacts(input.keyFacts),
          }
        : null,
      categoryIds,
      mainImage: input.mainImage ?? null,
      brochure: input.brochure ?? (input.removeBrochure ? 'remove' : null),
      gallery,
      faqs: input.faqs.filter((f) => filled(f.question, f.answer)).map((f) => ({ question: f.question.trim(), answer: f.answer.trim() })),
      testimonials: input.testimonials
        .filter((t) => filled(t.authorName, t.content))
        .map((t) => ({ authorName: t.authorName.trim(), content: t.content.trim() })),
      stories,
    };
  }

  /**
   * 'UK' or a city of uk_cities (any case in, the city's own spelling out). An edit may keep the
   * listing's saved location as it is, so listings from before this rule (e.g. 'Nationwide') stay editable.
   */
  private async location(value: string, saved?: string): Promise<string> {
    const wanted = value.trim();
    if (wanted.toLowerCase() === 'uk') return 'UK';
    if (saved !== undefined && wanted === saved) return saved;
    const city = await this.ds
      .getRepository(UkCity)
      .createQueryBuilder('c')
      .where('lower(c.name) = lower(:wanted)', { wanted })
      .orderBy('c.id')
      .getOne();
    if (!city) throw badInput(Messages.chooseOption('Location'), 'location');
    return city.name;
  }

  /**
   * Known area keys, once each; the whole UK stands alone. None given (an older client): read from the
   * location as the migration read the listings before areas (location_areas).
   */
  private async areas(keys: string[] | null | undefined, location: string): Promise<string[]> {
    if (!keys) {
      const [{ areas }]: { areas: string[] }[] = await this.ds.query(`SELECT location_areas($1) AS areas`, [location]);
      return areas;
    }
    if (keys.length === 0) throw badInput(Messages.chooseArea, 'areas');
    const known = await places(this.ds);
    if (keys.some((key) => !known.byKey.has(key))) throw badInput(Messages.chooseOption('Place'), 'areas');
    return keys.includes(UK_KEY) ? [UK_KEY] : [...new Set(keys)].sort();
  }

  /** The ids to map: each row's main category and its chosen subcategories, once each. */
  private async categories(input: FranchiseFormInput): Promise<string[]> {
    const ids = [...new Set(input.categories.flatMap((row) => [row.mainCategoryId, ...row.subcategoryIds]))];
    const found = new Map((await this.ds.getRepository(Category).findBy({ id: In(ids) })).map((c) => [c.id, c]));
    input.categories.forEach((row, i) => {
      if (found.get(row.mainCategoryId)?.parentId !== null) {
        throw badInput(Messages.categoryNotFound, `categories.${i}.mainCategoryId`);
      }
      if (row.subcategoryIds.some((id) => found.get(id)?.parentId !== row.mainCategoryId)) {
        throw badInput(Messages.subcategoryOfMain, `categories.${i}.subcategoryIds`);
      }
    });
    return ids;
  }

  /**
   * Stores the files (checked by content) and then writes everything in one transaction, file records
   * included. If anything fails, the stored bytes are removed again and no row is left behind. A new, pending or
   * rejected listing is written at once and is pending; an approved one stays as it is and the form becomes its
   * open revision (a second save updates that revision). After commit the administrators' pending counts are pushed.
   */
  private async save(franchisorId: string, form: CheckedForm, current: Current | null): Promise<FranchisorFranchise> {
    const staged: StagedFile[] = [];
    let id: string;
    try {
      const stage = (upload: Upload, rules: UploadRules, field: string) => this.stage(upload, rules, field, staged);
      const mainImage = form.mainImage && (await stage(form.mainImage, listingImageRules(franchisorId, 'main-images'), 'mainImage'));
      const brochure = form.brochure && form.brochure !== 'remove' ? await stage(form.brochure, brochureRules(franchisorId), 'brochure') : null;
      const gallery: ({ id: string; imageUrl: string } | { staged: StagedFile })[] = [];
      for (const g of form.gallery) {
        gallery.push(
          'url' in g ? { id: g.id, imageUrl: g.url } : { staged: await stage(g.upload, listingImageRules(franchisorId, 'gallery'), g.field) },
        );
      }
      const storyImages: (string | StagedFile | null)[] = [];
      for (const s of form.stories) {
        storyImages.push(s.upload ? await stage(s.upload, listingImageRules(franchisorId, 'success-stories'), s.field) : s.imageUrl);
      }

      id = await this.work.run(async (em, after) => {
        after.publish(new ApprovalQueueChanged());
        const url = async (file: string | StagedFile | null): Promise<string | null> =>
          file === null || typeof file === 'string' ? file : UploadService.publicUrl(await this.uploads.record(em, file));
        const base = current?.base.details;
        const content: ListingContent = {
          name: form.name,
          location: form.location,
          areas: form.areas,
          details: {
            ...(base ?? {}),
            shortDescription: form.shortDescription,
            longDescription: form.longDescription,
            investmentAmount: form.investmentAmount,
            ...(form.keyFacts ?? {}),
            mainImageUrl: mainImage ? await url(mainImage) : (base?.mainImageUrl ?? null),
            brochureUrl: brochure ? await url(brochure) : form.brochure === 'remove' ? null : (base?.brochureUrl ?? null),
          },
          categoryIds: form.categoryIds,
          gallery: [],
          faqs: form.faqs,
          testimonials: form.testimonials,
          stories: [],
        };
        for (const image of gallery) {
          content.gallery.push('staged' in image ? { id: newGalleryId(), imageUrl: (await url(image.staged))! } : image);
        }
        for (const [position, s] of form.stories.entries()) {
          content.stories.push({ title: s.title, content: s.content, imageUrl: await url(storyImages[position]) });
        }
        return this.write(em, franchisorId, content, current);
      });
    } catch (err) {
      await this.uploads.discard(staged);
      throw err;
    }
    return this.get(franchisorId, id);
  }

  /**
   * Inserts a new pending listing; or locks the franchisor's own and either (approved) saves the content as its
   * open revision, or (pending, rejected) writes it over the listing, pending again.
   */
  private async write(em: EntityManager, franchisorId: string, content: ListingContent, current: Current | null): Promise<string> {
    const repo = em.getRepository(Franchise);
    if (!current) {
      const created = await repo.save(repo.create({ name: content.name, location: content.location, areas: content.areas, franchisorId }));
      await writeListingContent(em, created.id, content, { status: FranchiseStatus.PENDING, approvedAt: null });
      return created.id;
    }
    const id = current.franchise.id;
    const locked = await repo.findOne({ where: { id, franchisorId }, lock: { mode: 'pessimistic_write' } });
    if (!locked) throw notFound(Messages.franchiseNotFound);
    const revisions = em.getRepository(FranchiseRevision);
    const open = await revisions.findOneBy({ franchiseId: id, status: FranchiseRevisionStatus.OPEN });
    if (locked.status === FranchiseStatus.APPROVED) {
      if (open) await revisions.update({ id: open.id }, { content });
      else await revisions.insert({ franchiseId: id, content, status: FranchiseRevisionStatus.OPEN });
      return id;
    }
    // No longer live (e.g. unpublished after a report): the edit is the listing's review, and changes waiting for a live version lapse.
    if (open) await revisions.update({ id: open.id }, { status: FranchiseRevisionStatus.WITHDRAWN, decidedAt: new Date() });
    await writeListingContent(em, id, content, { status: FranchiseStatus.PENDING, approvedAt: null });
    return id;
  }

  /** Stores one upload; a refusal names the form field it belongs to. */
  private async stage(upload: Upload, rules: UploadRules, field: string, staged: StagedFile[]): Promise<StagedFile> {
    try {
      const file = await this.uploads.stage(upload, rules);
      staged.push(file);
      return file;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      throw new AppError(err.message, err.extensions.code as ErrorCode, { fields: { [field]: err.message } });
    }
  }
}
