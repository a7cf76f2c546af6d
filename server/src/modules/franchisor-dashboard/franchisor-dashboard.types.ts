import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { PerformanceRange } from './performance-range';

@InputType()
export class PerformanceRangeInput {
  @Field(() => PerformanceRange)
  range: PerformanceRange;

  @Field(() => String, { nullable: true, description: 'CUSTOM only: the first day, YYYY-MM-DD (UK calendar day).' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'CUSTOM only: the last day, YYYY-MM-DD, included.' })
  to?: string | null;
}

@ObjectType({ description: 'Listing events and leads over a range, from the first view to the conversion.' })
export class PerformanceFunnel {
  @Field(() => Int, { description: 'Times a franchise card was shown in a listing or search result.' })
  views: number;

  @Field(() => Int, { description: 'Times a card was opened to the franchise page.' })
  clicks: number;

  @Field(() => Int, { description: 'Information requests (one per lead sent by the request flow or form).' })
  requestInfos: number;

  @Field(() => Int, { description: 'Leads received in the range.' })
  leads: number;

  @Field(() => Int, { description: 'Of those, leads the franchisor has worked: any status but new.' })
  contacted: number;

  @Field(() => Int, { description: 'Of those, leads now qualified or converted.' })
  qualified: number;

  @Field(() => Int)
  converted: number;

  @Field(() => Float, { nullable: true, description: 'converted / leads, 0 to 1; null without leads.' })
  conversionRate: number | null;
}

@ObjectType({ description: "One of the franchisor's franchises and its funnel." })
export class FranchisePerformance {
  @Field(() => ID)
  franchiseId: string;

  @Field()
  name: string;

  @Field(() => FranchiseStatus)
  status: FranchiseStatus;

  @Field(() => PerformanceFunnel)
  funnel: PerformanceFunnel;
}

@ObjectType()
export class PerformanceReport {
  @Field(() => PerformanceRange)
  range: PerformanceRange;

  @Field({ description: 'First day covered, YYYY-MM-DD (UK).' })
  from: string;

  @Field({ description: 'Last day covered, YYYY-MM-DD (UK), included.' })
  to: string;

  @Field(() => [FranchisePerformance], { description: 'Every franchise of the franchisor, by name.' })
  franchises: FranchisePerformance[];

  @Field(() => PerformanceFunnel, { description: 'The sum over the franchises.' })
  total: PerformanceFunnel;
}

@ObjectType({ description: "A franchisor's own listing awaiting review." })
export class PendingFranchise {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field()
  location: string;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class PendingFranchisePage extends Paginated(PendingFranchise) {}

@ObjectType({ description: 'One sign-in of the viewer: when, from which browser and, when known, from which country.' })
export class SignInRecord {
  @Field(() => ID)
  id: string;

  @Field()
  signedInAt: Date;

  @Field({ description: "e.g. 'Chrome 126 on Windows'." })
  browser: string;

  @Field(() => String, { nullable: true, description: 'Country, when the proxy in front of the site reports it.' })
  location: string | null;
}
