import { ArrayMaxSize, IsUUID, ValidateNested } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AdMetricType } from './advertising.enums';

/** A franchise shown in 'Featured Opportunities', with the ad that pays for it. */
@ObjectType()
export class FeaturedOpportunity {
  @Field(() => ID)
  adId: string;

  franchiseId: string;
}

@InputType()
export class AdMetricInput {
  @Field(() => ID)
  @IsUUID('all')
  adId: string;

  @Field(() => AdMetricType)
  type: AdMetricType;
}

export const MAX_METRICS_PER_CALL = 50;

@InputType()
export class RecordAdMetricsInput {
  @Field(() => [AdMetricInput])
  @ArrayMaxSize(MAX_METRICS_PER_CALL)
  @ValidateNested({ each: true })
  events: AdMetricInput[];
}
