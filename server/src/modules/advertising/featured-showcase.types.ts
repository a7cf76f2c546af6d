import { ArrayMaxSize, IsOptional, IsUUID, ValidateNested } from 'class-validator';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { AdMetricType } from './advertising.enums';

/** A franchise shown in 'Featured Opportunities', with the ad that pays for it. */
@ObjectType()
export class FeaturedOpportunity {
  @Field(() => ID)
  adId: string;

  franchiseId: string;
}

@InputType({ description: 'A franchise card seen (VIEW) or opened (CLICK); REQUEST_INFO is counted with each lead and ignored here.' })
export class AdMetricInput {
  @Field(() => ID)
  @IsUUID('all')
  franchiseId: string;

  @Field(() => ID, { nullable: true, description: 'The featured ad the card was shown for, if any.' })
  @IsOptional()
  @IsUUID('all')
  adId?: string | null;

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
