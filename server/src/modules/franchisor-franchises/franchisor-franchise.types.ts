import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import type { Franchise } from '../catalogue/franchise.entity';
import { FranchiseContent } from '../catalogue/franchise.types';
import { FranchiseRevisionStatus } from './franchise-revision.entity';
import type { ListingContent } from './listing-content';

registerEnumType(FranchiseRevisionStatus, {
  name: 'FranchiseRevisionStatus',
  description: 'An edit of a live listing: OPEN while in review, then APPROVED, REJECTED or WITHDRAWN.',
});

@ObjectType({ description: "The franchisor's changes to a live listing: in review (OPEN), or the last ones an administrator rejected." })
export class FranchisorRevisionState {
  @Field(() => ID)
  id: string;

  @Field(() => FranchiseRevisionStatus)
  status: FranchiseRevisionStatus;

  @Field({ description: 'When the changes were first sent for review.' })
  submittedAt: Date;

  @Field({ description: 'When they were last saved.' })
  updatedAt: Date;

  @Field(() => String, { nullable: true, description: "The administrator's reason, when rejected." })
  reason: string | null;
}

/**
 * A franchisor's view of one of their own listings: its review status and every field of the franchise
 * form. Details, categories and the content rows are resolved through the request's DataLoaders, or, for the
 * edit form of a live listing with changes in review, from those changes (`content`).
 */
@ObjectType({ description: "A franchisor's own listing, in any status, with everything the franchise form edits.", implements: FranchiseContent })
export class FranchisorFranchise implements FranchiseContent {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  location: string;

  /** Area keys; the `areas` field resolver gives their places. */
  areaKeys: string[];

  @Field(() => FranchiseStatus, {
    description:
      'Pending until an administrator approves it; an edit of a rejected one sends it back to pending, of an approved one makes a revision.',
  })
  status: FranchiseStatus;

  @Field({ description: 'Date Added.' })
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The administrator's reason, while the listing is rejected (null if none was given)." })
  rejectionReason: string | null;

  /** The open revision's content, which the form's fields show instead of the live listing's (myFranchise only). */
  content?: ListingContent | null;

  contentRows?: FranchiseContent['contentRows'];
}

@ObjectType()
export class FranchisorFranchisePage extends Paginated(FranchisorFranchise) {}

/** The listing; with `revision`, the fields the form edits come from that open revision instead. */
export const toFranchisorFranchise = (f: Franchise, revision?: { id: string; content: ListingContent } | null): FranchisorFranchise => ({
  id: f.id,
  name: revision?.content.name ?? f.name,
  location: revision?.content.location ?? f.location,
  areaKeys: revision?.content.areas ?? f.areas,
  status: f.status,
  createdAt: f.createdAt,
  updatedAt: f.updatedAt,
  approvedAt: f.approvedAt,
  rejectionReason: f.status === FranchiseStatus.REJECTED ? f.rejectionReason : null,
  content: revision?.content ?? null,
  contentRows: revision ? contentRows(f.id, revision.id, revision.content) : null,
});

/** A revision's rows as the content fields show them; ids made of the revision's (the gallery keeps its own). */
const contentRows = (franchiseId: string, revisionId: string, c: ListingContent): FranchiseContent['contentRows'] => ({
  gallery: c.gallery,
  faqs: c.faqs.map((f, i) => ({ id: `${revisionId}-faq-${i}`, ...f })),
  testimonials: c.testimonials.map((t, i) => ({ id: `${revisionId}-testimonial-${i}`, ...t })),
  successStories: c.stories.map((s, i) => ({ id: `${revisionId}-story-${i}`, franchiseId, ...s })),
});
