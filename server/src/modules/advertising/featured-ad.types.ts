import { ArrayMaxSize, IsUUID } from 'class-validator';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { Paginated } from '../../common/pagination';
import { NotBlank } from '../../common/validation';
import { AdDuration, AdStatus, PaymentStatus } from './advertising.enums';
import { MAX_ADDITIONAL_CATEGORIES } from './pricing';

/** A franchisor's view of one of their own featured ads (the Featured Ads page). */
@ObjectType({ description: "A franchisor's own featured ad." })
export class FranchisorFeaturedAd {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  franchiseId: string;

  @Field()
  franchiseName: string;

  /** The additional category ids; `additionalCategories` names them through a DataLoader. */
  categoryIds: string[];

  @Field(() => AdDuration)
  duration: AdDuration;

  @Field(() => AdStatus, { description: 'An active ad whose end date has passed reads EXPIRED.' })
  status: AdStatus;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field(() => Float)
  amount: number;

  @Field(() => Date, { nullable: true })
  startDate: Date | null;

  @Field(() => Date, { nullable: true })
  endDate: Date | null;

  @Field()
  createdAt: Date;

  @Field({ description: "Waiting for payment: the list offers 'Pay now'." })
  canPay: boolean;
}

@ObjectType()
export class FranchisorFeaturedAdPage extends Paginated(FranchisorFeaturedAd) {}

@ObjectType({ description: "One of the franchisor's approved franchises, selectable for a featured ad." })
export class FeaturedAdFranchiseOption {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@InputType()
export class CreateFeaturedAdInput {
  @Field(() => ID)
  @NotBlank('Franchise', { message: Messages.selectFranchiseAndDuration })
  franchiseId: string;

  @Field(() => AdDuration)
  duration: AdDuration;

  @Field(() => [ID], { defaultValue: [], description: `Additional categories, at most ${MAX_ADDITIONAL_CATEGORIES}.` })
  @ArrayMaxSize(MAX_ADDITIONAL_CATEGORIES, { message: Messages.maximumReached })
  @IsUUID('all', { each: true, message: Messages.categoryNotFound })
  categoryIds: string[];
}

@ObjectType({ description: 'The sandbox checkout page (payments in sandbox mode): what is being paid for.' })
export class SandboxCheckout {
  @Field(() => ID)
  sessionId: string;

  @Field(() => ID)
  adId: string;

  @Field()
  franchiseName: string;

  @Field({ description: 'e.g. "Featured placement, 1 month, 2 additional categories".' })
  description: string;

  @Field(() => Float)
  amount: number;

  @Field({ description: '"GBP".' })
  currency: string;

  @Field({ description: '"open" while unpaid, "complete" once paid.' })
  status: string;

  @Field()
  cancelUrl: string;
}
