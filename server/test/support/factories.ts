import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AdDuration, AdStatus, BannerType, PaymentStatus } from '../../src/modules/advertising/advertising.enums';
import { BannerAd } from '../../src/modules/advertising/banner-ad.entity';
import { FeaturedAd } from '../../src/modules/advertising/featured-ad.entity';
import { AccountStatus, UserType } from '../../src/modules/auth/auth.enums';
import { Profile } from '../../src/modules/auth/profile.entity';
import { User } from '../../src/modules/auth/user.entity';
import { hashPassword } from '../../src/modules/auth/password';
import { BlogCategory } from '../../src/modules/blog/blog-category.entity';
import { PostStatus } from '../../src/modules/blog/blog.enums';
import { Post } from '../../src/modules/blog/post.entity';
import { FranchiseStatus } from '../../src/modules/catalogue/catalogue.enums';
import { CategoryMapping } from '../../src/modules/catalogue/category-mapping.entity';
import { Category } from '../../src/modules/catalogue/category.entity';
import { FranchiseSuccessStory } from '../../src/modules/catalogue/franchise-content.entities';
import { FranchiseDetails } from '../../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../../src/modules/catalogue/franchise.entity';
import { FranchiseLead } from '../../src/modules/lead-intake/franchise-lead.entity';
import { Message } from '../../src/modules/messages/message.entity';

let passwordHash: Promise<string> | undefined;

/**
 * The smallest real PDF: a catalog, a page tree and one blank page. Uploads parse a PDF (files/pdf-check.ts), so a
 * file that only starts with %PDF is refused; `note` makes two files differ.
 */
export const testPdf = (note = '') =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n4 0 obj<</Title(${note.replace(/[()\\]/g, '')})>>endobj\n` +
      'trailer<</Root 1 0 R/Info 4 0 R>>\n%%EOF\n',
  );
export const FACTORY_PASSWORD = 'Password-123';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

/** A user with a profile, straight into the database (password FACTORY_PASSWORD). */
export async function createProfile(
  ds: DataSource,
  props: Partial<Pick<Profile, 'fullName' | 'companyName' | 'email' | 'phone'>> & {
    userType: UserType;
    status?: AccountStatus;
  },
): Promise<Profile> {
  const email = props.email ?? uniqueEmail(props.userType);
  const user = await ds.getRepository(User).save({ email, passwordHash: await (passwordHash ??= hashPassword(FACTORY_PASSWORD)) });
  const status = props.status ?? AccountStatus.APPROVED;
  return ds.getRepository(Profile).save({
    id: user.id,
    email,
    fullName: props.fullName ?? 'Test Person',
    companyName: props.companyName ?? (props.userType === UserType.FRANCHISOR ? 'Test Franchise Ltd' : null),
    phone: props.phone ?? null,
    userType: props.userType,
    status,
    approvedAt: status === AccountStatus.APPROVED ? new Date() : null,
  });
}

export const createAdmin = (ds: DataSource, status?: AccountStatus) =>
  createProfile(ds, { userType: UserType.ADMIN, status, fullName: 'Admin Person' });
export const createFranchisor = (ds: DataSource, status?: AccountStatus) =>
  createProfile(ds, { userType: UserType.FRANCHISOR, status, fullName: 'Franchisor Person' });
export const createCustomer = (ds: DataSource) => createProfile(ds, { userType: UserType.CUSTOMER, fullName: 'Customer Person' });

/** A customer's request to a franchise, as the request flow stores it. */
export async function createLead(
  ds: DataSource,
  props: { customer: Profile | null; franchise: Franchise; createdAt?: Date } & Partial<FranchiseLead>,
): Promise<FranchiseLead> {
  const { customer, franchise, ...rest } = props;
  return ds.getRepository(FranchiseLead).save({
    franchiseId: franchise.id,
    franchisorId: franchise.franchisorId,
    userId: customer?.id ?? null,
    name: customer?.fullName ?? 'Visitor Person',
    email: customer?.email ?? uniqueEmail('visitor'),
    phone: '07700 900123',
    message: 'Interested in this franchise',
    city: 'Leeds',
    postCode: 'LS1 4AP',
    ...rest,
  });
}

/** A message straight into the database (createdAt lets tests order conversations). */
export async function createMessage(
  ds: DataSource,
  props: { from: Profile | null; to: Profile | null; subject?: string; content?: string; read?: boolean; leadId?: string | null; createdAt?: Date },
): Promise<Message> {
  return ds.getRepository(Message).save({
    senderId: props.from?.id ?? null,
    receiverId: props.to?.id ?? null,
    subject: props.subject ?? 'Re: A franchise',
    content: props.content ?? 'Hello',
    read: props.read ?? false,
    leadId: props.leadId ?? null,
    ...(props.createdAt ? { createdAt: props.createdAt } : {}),
  });
}

export async function createSuccessStory(ds: DataSource, franchiseId: string, props: { title?: string; position?: number } = {}) {
  return ds.getRepository(FranchiseSuccessStory).save({
    franchiseId,
    title: props.title ?? 'From employee to owner',
    content: 'Two years in, we run three vans across Leeds.',
    position: props.position ?? 0,
  });
}

export async function createBlogCategory(ds: DataSource, name = `Blog category ${randomBytes(3).toString('hex')}`) {
  return ds.getRepository(BlogCategory).save({ name });
}

export async function createPost(
  ds: DataSource,
  props: Partial<
    Pick<Post, 'title' | 'content' | 'status' | 'categoryId' | 'views' | 'metaTitle' | 'metaDescription' | 'createdAt' | 'publishedAt'>
  > = {},
) {
  const status = props.status ?? PostStatus.PUBLISHED;
  return ds.getRepository(Post).save({
    title: props.title ?? `Post ${randomBytes(3).toString('hex')}`,
    content: props.content ?? '<p>How to choose a franchise.</p>',
    author: 'Jane Writer',
    status,
    // A published post has been published, as one published in the admin would have been.
    publishedAt: props.publishedAt !== undefined ? props.publishedAt : status === PostStatus.PUBLISHED ? (props.createdAt ?? new Date()) : null,
    categoryId: props.categoryId ?? null,
    views: props.views ?? 0,
    metaTitle: props.metaTitle ?? null,
    metaDescription: props.metaDescription ?? null,
    ...(props.createdAt ? { createdAt: props.createdAt } : {}),
  });
}

/** A short random token, for names and places that only one test uses. */
export const token = (prefix = 't') => `${prefix}${randomBytes(4).toString('hex')}`;

export async function createCategory(ds: DataSource, props: { name?: string; parentId?: string | null } = {}): Promise<Category> {
  return ds.getRepository(Category).save({ name: props.name ?? token('Category '), parentId: props.parentId ?? null });
}

export interface FranchiseProps {
  name?: string;
  location?: string;
  status?: FranchiseStatus;
  /** A franchisor profile id; by default a new approved franchisor. Null: a listing without an owner. */
  franchisorId?: string | null;
  shortDescription?: string;
  longDescription?: string;
  /** Null: no amount given. */
  investmentAmount?: number | null;
  mainImageUrl?: string | null;
  brochureUrl?: string | null;
  categoryIds?: string[];
  /** Area keys ('uk', 'nation:Wales', 'region:London', 'town:<id>'); none by default. */
  areas?: string[];
  createdAt?: Date;
  /** False: no franchise_details row at all. */
  withDetails?: boolean;
}

/** A franchise with its details and category mappings, straight into the database (approved by default). */
export async function createFranchise(ds: DataSource, props: FranchiseProps = {}): Promise<Franchise> {
  const franchisorId = props.franchisorId === undefined ? (await createFranchisor(ds)).id : props.franchisorId;
  const status = props.status ?? FranchiseStatus.APPROVED;
  const franchise = await ds.getRepository(Franchise).save({
    name: props.name ?? token('Franchise '),
    location: props.location ?? 'London',
    areas: props.areas ?? [],
    franchisorId,
    status,
    approvedAt: status === FranchiseStatus.APPROVED ? new Date() : null,
    ...(props.createdAt ? { createdAt: props.createdAt } : {}),
  });
  if (props.withDetails !== false) {
    await ds.getRepository(FranchiseDetails).save({
      franchiseId: franchise.id,
      shortDescription: props.shortDescription ?? 'A franchise opportunity',
      longDescription: props.longDescription ?? 'All about this franchise.',
      investmentAmount: props.investmentAmount === undefined ? 75_000 : props.investmentAmount,
      mainImageUrl: props.mainImageUrl ?? null,
      brochureUrl: props.brochureUrl ?? null,
    });
  }
  for (const categoryId of props.categoryIds ?? []) {
    await ds.getRepository(CategoryMapping).save({ franchiseId: franchise.id, categoryId });
  }
  return franchise;
}

export interface FeaturedAdProps {
  status?: AdStatus;
  paymentStatus?: PaymentStatus;
  endDate?: Date | null;
  createdAt?: Date;
}

/** A featured ad; by default public: active, paid, ending in 30 days. */
export async function createFeaturedAd(ds: DataSource, franchiseId: string, props: FeaturedAdProps = {}): Promise<FeaturedAd> {
  return ds.getRepository(FeaturedAd).save({
    franchiseId,
    duration: AdDuration.ONE_MONTH,
    amount: 49,
    status: props.status ?? AdStatus.ACTIVE,
    paymentStatus: props.paymentStatus ?? PaymentStatus.COMPLETED,
    startDate: new Date(),
    endDate: props.endDate === undefined ? new Date(Date.now() + 30 * 24 * 3600 * 1000) : props.endDate,
    ...(props.createdAt ? { createdAt: props.createdAt } : {}),
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A banner that is live unless the props say otherwise (active, paid, ending in 30 days). */
export async function createBanner(
  ds: DataSource,
  props: Partial<
    Pick<BannerAd, 'bannerType' | 'selectedCategories' | 'status' | 'paymentStatus' | 'startDate' | 'endDate' | 'targetUrl' | 'franchiseId'>
  > = {},
) {
  return ds.getRepository(BannerAd).save({
    imageUrl: `/uploads/banner-ads/banner-${randomBytes(4).toString('hex')}.png`,
    targetUrl: props.targetUrl ?? 'https://advertiser.example/offer',
    bannerType: props.bannerType === undefined ? BannerType.MAIN : props.bannerType,
    selectedCategories: props.selectedCategories ?? [],
    status: props.status ?? AdStatus.ACTIVE,
    paymentStatus: props.paymentStatus ?? PaymentStatus.COMPLETED,
    startDate: props.startDate === undefined ? new Date(Date.now() - DAY_MS) : props.startDate,
    endDate: props.endDate === undefined ? new Date(Date.now() + 30 * DAY_MS) : props.endDate,
    franchiseId: props.franchiseId ?? null,
  });
}
