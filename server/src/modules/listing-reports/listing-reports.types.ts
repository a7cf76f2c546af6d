import { Field, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { ListingReportReason, ListingReportResolution, ListingReportStatus } from './listing-reports.enums';

/** A report as the admin queue shows it: the report, its listing and franchisor, and its resolution. */
@ObjectType({ description: "A visitor's report about a listing, for administrators." })
export class AdminListingReport {
  @Field(() => ID)
  id: string;

  @Field(() => ListingReportReason)
  reason: ListingReportReason;

  @Field({ description: "'Misleading figures', 'Not a real business', 'Offensive content' or 'Something else'." })
  reasonLabel: string;

  @Field(() => String, { nullable: true })
  details: string | null;

  @Field(() => String, { nullable: true, description: "The reporter's e-mail address, when they gave one. Never shown to the franchisor." })
  reporterEmail: string | null;

  @Field({ description: 'When the report was sent.' })
  createdAt: Date;

  @Field(() => ListingReportStatus)
  status: ListingReportStatus;

  @Field(() => ListingReportResolution, { nullable: true })
  resolution: ListingReportResolution | null;

  @Field(() => String, { nullable: true })
  resolutionNote: string | null;

  @Field(() => Date, { nullable: true })
  resolvedAt: Date | null;

  @Field(() => String, { nullable: true, description: 'The administrator who resolved it, or null (open, or their account is gone).' })
  resolvedByName: string | null;

  @Field(() => ID)
  franchiseId: string;

  @Field()
  franchiseName: string;

  @Field(() => FranchiseStatus, { description: "The listing's status now (REJECTED once unpublished)." })
  franchiseStatus: FranchiseStatus;

  @Field(() => String, { nullable: true, description: "The franchisor's company (or contact) name; null when the listing has none." })
  franchisorName: string | null;
}

@ObjectType()
export class AdminListingReportPage extends Paginated(AdminListingReport) {}
