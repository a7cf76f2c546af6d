import { ArrayMaxSize, IsUUID, MaxLength, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { AdDuration, AdMetricType, AdStatus, BannerType, PaymentStatus } from './advertising.enums';

/** A banner ad as the admin's Banner Ads Management table shows it. */
@ObjectType({ description: 'A banner ad with its schedule, price and recorded impressions and clicks (admin).' })
export class AdminBannerAd {
  @Field(() => ID)
  id: string;

  @Field(() => ID, { nullable: true })
  franchiseId: string | null;

  @Field(() => String, { nullable: true, description: 'Null when the franchise has been deleted.' })
  franchiseName: string | null;

  @Field()
  imageUrl: string;

  @Field()
  targetUrl: string;

  @Field(() => BannerType)
  bannerType: BannerType;

  /** Selected category ids; `categories` names them through a DataLoader. */
  categoryIds: string[];

  @Field(() => AdDuration, { nullable: true })
  duration: AdDuration | null;

  @Field(() => Float)
  amount: number;

  @Field(() => AdStatus, { description: 'An active banner whose end date has passed reads EXPIRED.' })
  status: AdStatus;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field(() => Date, { nullable: true })
  startDate: Date | null;

  @Field(() => Date, { nullable: true })
  endDate: Date | null;

  @Field()
  createdAt: Date;

  @Field(() => Int, { description: 'Impressions recorded.' })
  views: number;

  @Field(() => Int)
  clicks: number;
}

@ObjectType()
export class AdminBannerAdPage extends Paginated(AdminBannerAd) {}

@ObjectType({ description: 'An approved franchise a banner can advertise.' })
export class AdFranchiseOption {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  franchisorCompany: string | null;
}

/** Rules are checked in the service, so that every missing field answers 'Please fill in all required fields'. */
@InputType()
export class CreateBannerAdInput {
  @Field(() => ID)
  franchiseId: string;

  @Field(() => AdDuration)
  duration: AdDuration;

  @Field(() => BannerType)
  bannerType: BannerType;

  @Field(() => [ID], { defaultValue: [], description: 'Required (at least one) for CATEGORY; ignored for MAIN.' })
  @ArrayMaxSize(100)
  categoryIds: string[];

  @Field({ description: 'An http(s) address.' })
  @MaxLength(2000)
  targetUrl: string;
}

export const MAX_BANNER_METRICS_PER_CALL = 50;

@InputType({ description: 'A banner shown (VIEW) or clicked (CLICK).' })
export class BannerMetricInput {
  @Field(() => ID)
  @IsUUID('all')
  bannerId: string;

  @Field(() => AdMetricType, { description: 'VIEW or CLICK; REQUEST_INFO is ignored.' })
  type: AdMetricType;
}

@InputType()
export class RecordBannerMetricsInput {
  @Field(() => [BannerMetricInput])
  @ArrayMaxSize(MAX_BANNER_METRICS_PER_CALL)
  @ValidateNested({ each: true })
  events: BannerMetricInput[];
}
