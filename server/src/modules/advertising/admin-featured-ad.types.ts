import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { AdDuration, AdStatus, PaymentStatus } from './advertising.enums';

/** A featured ad as the admin's Featured Ads table shows it. */
@ObjectType({ description: 'A featured ad with its franchise, franchisor, schedule and payment (admin).' })
export class AdminFeaturedAd {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  franchiseId: string;

  @Field()
  franchiseName: string;

  @Field(() => String, { nullable: true, description: "Null when the franchisor's account is gone." })
  franchisorCompany: string | null;

  /** The additional category ids; `categories` names them through a DataLoader. */
  categoryIds: string[];

  @Field(() => AdDuration)
  duration: AdDuration;

  @Field(() => Date, { nullable: true })
  startDate: Date | null;

  @Field(() => Date, { nullable: true })
  endDate: Date | null;

  @Field(() => AdStatus, { description: 'An active ad whose end date has passed reads EXPIRED.' })
  status: AdStatus;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field(() => Float)
  amount: number;

  @Field()
  createdAt: Date;
}

@ObjectType()
export class AdminFeaturedAdPage extends Paginated(AdminFeaturedAd) {
  @Field(() => Float, { description: 'The sum of the amounts of every paid featured ad (all pages).' })
  revenueTotal: number;
}
