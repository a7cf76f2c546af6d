import { OwnershipStyle, WorkingHours } from './ownership.enums';
import { Field, Float, ID, Int, InterfaceType, ObjectType } from 'type-graphql';
import { FranchiseStatus } from './catalogue.enums';
import { InvestmentPart } from './franchise-figure.enums';
import { FranchiseFigureView, toFigureViews } from './franchise-figure.types';
import type { FranchiseSuccessStory } from './franchise-content.entities';
import type { FranchiseDetails } from './franchise-details.entity';
import type { Franchise } from './franchise.entity';

/**
 * A listing's descriptive fields and key facts (GraphQL FranchiseDetails), as the public page, the preview and the
 * franchisor's form read them.
 */
@ObjectType('FranchiseDetails')
export class FranchiseDetailsView {
  @Field()
  shortDescription: string;

  @Field()
  longDescription: string;

  @Field(() => Float, { nullable: true })
  investmentAmount: number | null;

  @Field(() => String, { nullable: true })
  mainImageUrl: string | null;

  @Field(() => String, { nullable: true })
  brochureUrl: string | null;

  @Field(() => Float, { nullable: true, description: 'The franchise fee in pounds (part of the total investment).' })
  franchiseFee: number | null;

  @Field(() => Float, { nullable: true, description: 'Minimum liquid capital in pounds: cash the buyer needs of their own.' })
  minimumLiquidCapital: number | null;

  @Field(() => String, { nullable: true, description: "The management fee or royalty as the franchisor states it, e.g. '8% of turnover'." })
  royaltyFee: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether finance is available to buyers; null when not stated.' })
  financeAvailable: boolean | null;

  @Field(() => Int, { nullable: true })
  yearFounded: number | null;

  @Field(() => Int, { nullable: true, description: 'Number of outlets (units) trading.' })
  outlets: number | null;

  @Field(() => String, { nullable: true, description: 'The training provided, in a sentence.' })
  trainingProvided: string | null;

  @Field(() => [FranchiseFigureView], { description: 'Earnings and turnover figures, each with its basis, period and date (turnover first).' })
  figures: FranchiseFigureView[];

  @Field(() => [InvestmentPart], { description: 'What the total investment includes, as the franchisor states it.' })
  investmentIncludes: InvestmentPart[];
  @Field(() => [OwnershipStyle], { description: 'The ownership styles the franchise suits, as the franchisor states them; empty: not stated.' })
  ownershipStyles: OwnershipStyle[];

  @Field(() => WorkingHours, { nullable: true, description: 'The hours a week it asks of its owner; null: not stated.' })
  workingHours: WorkingHours | null;
}

export function toFranchiseDetailsView(d: FranchiseDetails): FranchiseDetailsView {
  return {
    shortDescription: d.shortDescription,
    longDescription: d.longDescription,
    investmentAmount: d.investmentAmount,
    mainImageUrl: d.mainImageUrl,
    brochureUrl: d.brochureUrl,
    franchiseFee: d.franchiseFee,
    minimumLiquidCapital: d.minimumLiquidCapital,
    royaltyFee: d.royaltyFee,
    financeAvailable: d.financeAvailable,
    yearFounded: d.yearFounded,
    outlets: d.outlets,
    trainingProvided: d.trainingProvided,
    figures: toFigureViews(d),
    investmentIncludes: d.investmentIncludes ?? [],
    ownershipStyles: d.ownershipStyles ?? [],
    workingHours: d.workingHours ?? null,
  };
}

/**
 * What the public listing (Franchise) and its franchisor's form (FranchisorFranchise) share: the rows of content a
 * franchisor adds (gallery, FAQs, testimonials, success stories), resolved once for both by FranchiseContentResolver.
 * No field returns the interface, so resolveType only tells the two apart for completeness.
 */
@InterfaceType('FranchiseContent', {
  description: "A listing's rows of content: its gallery, FAQs, testimonials and success stories.",
  resolveType: (value: object) => ('rejectionReason' in value ? 'FranchisorFranchise' : 'Franchise'),
})
export abstract class FranchiseContent {
  @Field(() => ID)
  id: string;

  /** The rows when the reader has them already (a franchisor's changes in review); otherwise they are loaded. */
  contentRows?: {
    gallery: FranchiseGalleryImageView[];
    faqs: FranchiseFaqView[];
    testimonials: FranchiseTestimonialView[];
    successStories: FranchiseSuccessStoryView[];
  } | null;
}

/**
 * A listing as its readers see it (GraphQL Franchise): the public pages, the previews, a lead's or a request's
 * franchise. Related content (details, categories, gallery, ...) comes from field resolvers through DataLoaders.
 */
@ObjectType('Franchise', { description: 'A franchise opportunity listed by a franchisor.', implements: FranchiseContent })
export class FranchiseView implements FranchiseContent {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  location: string;

  /** Null for listings imported without an owner; such franchises cannot be ticked for a request. */
  @Field(() => ID, { nullable: true })
  franchisorId: string | null;

  @Field(() => FranchiseStatus)
  status: FranchiseStatus;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;

  /** Area keys, described as places by the `areas` field resolver. */
  areaKeys: string[];

  /** The details when they were read with the listing (a search row); otherwise the field resolver loads them. */
  details?: FranchiseDetailsView | null;
}

export function toFranchiseView(f: Franchise): FranchiseView {
  // An instance, not a plain object: type-graphql hands a field resolver's @Root() a copy of anything else (a new
  // instance per field), which costs a copy per field and breaks lookups by the card (search-hits.ts).
  return Object.assign(new FranchiseView(), {
    id: f.id,
    name: f.name,
    location: f.location,
    franchisorId: f.franchisorId,
    status: f.status,
    createdAt: f.createdAt,
    updatedAt: f.updatedAt,
    approvedAt: f.approvedAt,
    areaKeys: f.areas ?? [],
    ...(f.details !== undefined ? { details: f.details && toFranchiseDetailsView(f.details) } : {}),
  });
}

/** A listing's view, or null when there is no listing (removed, or not found by a loader). */
export const toFranchiseViewOrNull = (f: Franchise | null | undefined): FranchiseView | null => (f ? toFranchiseView(f) : null);

@ObjectType('FranchiseGalleryImage')
export class FranchiseGalleryImageView {
  @Field(() => ID)
  id: string;

  @Field()
  imageUrl: string;
}

@ObjectType('FranchiseFaq')
export class FranchiseFaqView {
  @Field(() => ID)
  id: string;

  @Field()
  question: string;

  @Field()
  answer: string;
}

@ObjectType('FranchiseTestimonial')
export class FranchiseTestimonialView {
  @Field(() => ID)
  id: string;

  @Field()
  authorName: string;

  @Field()
  content: string;
}

@ObjectType('FranchiseSuccessStory')
export class FranchiseSuccessStoryView {
  @Field(() => ID)
  id: string;

  @Field()
  title: string;

  @Field()
  content: string;

  @Field(() => String, { nullable: true })
  imageUrl: string | null;

  /** For the story's `franchise` field resolver. */
  franchiseId: string;
}

export const toSuccessStoryView = (s: FranchiseSuccessStory): FranchiseSuccessStoryView => ({
  id: s.id,
  title: s.title,
  content: s.content,
  imageUrl: s.imageUrl,
  franchiseId: s.franchiseId,
});
