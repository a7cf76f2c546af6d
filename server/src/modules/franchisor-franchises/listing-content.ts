import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CategoryMapping } from '../catalogue/category-mapping.entity';
import { FranchiseFaq, FranchiseGalleryImage, FranchiseSuccessStory, FranchiseTestimonial } from '../catalogue/franchise-content.entities';
import { FranchiseDetails } from '../catalogue/franchise-details.entity';
import { Franchise } from '../catalogue/franchise.entity';

/** The columns of franchise_details a listing's form writes (all but the key). */
export type ListingDetails = Partial<Omit<FranchiseDetails, 'franchiseId' | 'franchise'>>;

/**
 * Everything the franchise form writes of one listing, files already stored (their public URLs): what a save
 * writes at once, and what a revision of an approved listing holds (as JSON) until an administrator approves it.
 * Gallery images keep an id, so that a later edit can name them (`existingId`) whether or not they are live yet.
 */
export interface ListingContent {
  name: string;
  location: string;
  /** Area keys (see places.ts). */
  areas: string[];
  details: ListingDetails;
  categoryIds: string[];
  gallery: { id: string; imageUrl: string }[];
  faqs: { question: string; answer: string }[];
  testimonials: { authorName: string; content: string }[];
  stories: { title: string; content: string; imageUrl: string | null }[];
}

/** A new gallery entry's id, before it has a row. */
export const newGalleryId = (): string => randomUUID();

/** The listing as it is saved now, in the shape of a revision (for the editor's starting point and the admin's diff). */
export async function readListingContent(em: EntityManager, franchise: Franchise): Promise<ListingContent> {
  const franchiseId = franchise.id;
  const order = { position: 'ASC' as const, id: 'ASC' as const };
  const [details, mappings, gallery, faqs, testimonials, stories] = await Promise.all([
    em.getRepository(FranchiseDetails).findOneBy({ franchiseId }),
    em.getRepository(CategoryMapping).findBy({ franchiseId }),
    em.getRepository(FranchiseGalleryImage).find({ where: { franchiseId }, order }),
    em.getRepository(FranchiseFaq).find({ where: { franchiseId }, order }),
    em.getRepository(FranchiseTestimonial).find({ where: { franchiseId }, order }),
    em.getRepository(FranchiseSuccessStory).find({ where: { franchiseId }, order }),
  ]);
  const { franchiseId: _, franchise: __, ...columns } = details ?? ({} as FranchiseDetails);
  return {
    name: franchise.name,
    location: franchise.location,
    areas: franchise.areas,
    details: columns,
    categoryIds: mappings.map((m) => m.categoryId),
    gallery: gallery.map((g) => ({ id: g.id, imageUrl: g.imageUrl })),
    faqs: faqs.map((f) => ({ question: f.question, answer: f.answer })),
    testimonials: testimonials.map((t) => ({ authorName: t.authorName, content: t.content })),
    stories: stories.map((s) => ({ title: s.title, content: s.content, imageUrl: s.imageUrl })),
  };
}

/**
 * Writes a listing's content over the listing `franchiseId` (its row already there and locked by the caller): its
 * fields (with `fields`, e.g. its status), its details, and its related rows replaced. Inside the caller's unit of
 * work: a new listing, an edit, and an approved revision are all written here.
 */
export async function writeListingContent(
  em: EntityManager,
  franchiseId: string,
  content: ListingContent,
  fields: Partial<Pick<Franchise, 'status' | 'approvedAt'>> = {},
): Promise<void> {
  await em.getRepository(Franchise).update({ id: franchiseId }, { name: content.name, location: content.location, areas: content.areas, ...fields });
  await em.getRepository(FranchiseDetails).upsert({ ...content.details, franchiseId }, ['franchiseId']);
  for (const entity of [CategoryMapping, FranchiseGalleryImage, FranchiseFaq, FranchiseTestimonial, FranchiseSuccessStory]) {
    await em.getRepository(entity).delete({ franchiseId });
  }
  await insert(
    em,
    CategoryMapping,
    content.categoryIds.map((categoryId) => ({ franchiseId, categoryId })),
  );
  await insert(
    em,
    FranchiseGalleryImage,
    content.gallery.map((g, position) => ({ id: g.id, franchiseId, imageUrl: g.imageUrl, position })),
  );
  await insert(
    em,
    FranchiseFaq,
    content.faqs.map((f, position) => ({ franchiseId, ...f, position })),
  );
  await insert(
    em,
    FranchiseTestimonial,
    content.testimonials.map((t, position) => ({ franchiseId, ...t, position })),
  );
  await insert(
    em,
    FranchiseSuccessStory,
    content.stories.map((s, position) => ({ franchiseId, ...s, position })),
  );
}

async function insert<T extends object>(em: EntityManager, entity: new () => T, rows: Partial<T>[]) {
  if (rows.length > 0) await em.getRepository(entity).insert(rows as never);
}
