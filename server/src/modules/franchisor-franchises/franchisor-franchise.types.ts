import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import type { Franchise } from '../catalogue/franchise.entity';
import { FranchiseContent } from '../catalogue/franchise.types';

/**
 * A franchisor's view of one of their own listings: its review status and every field of the franchise
 * form. Details, categories and the content rows are resolved through the request's DataLoaders.
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

  @Field(() => FranchiseStatus, { description: 'Pending until an administrator approves it; an edit sends it back to pending.' })
  status: FranchiseStatus;

  @Field({ description: 'Date Added.' })
  createdAt: Date;

  @Field()
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  approvedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The administrator's reason, while the listing is rejected (null if none was given)." })
  rejectionReason: string | null;
}

@ObjectType()
export class FranchisorFranchisePage extends Paginated(FranchisorFranchise) {}

export const toFranchisorFranchise = (f: Franchise): FranchisorFranchise => ({
  id: f.id,
  name: f.name,
  location: f.location,
  areaKeys: f.areas,
  status: f.status,
  createdAt: f.createdAt,
  updatedAt: f.updatedAt,
  approvedAt: f.approvedAt,
  rejectionReason: f.status === FranchiseStatus.REJECTED ? f.rejectionReason : null,
});
