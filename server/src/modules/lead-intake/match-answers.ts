import { ArrayMaxSize, IsUUID, ValidateNested } from 'class-validator';
import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars, OneOf } from '../../common/validation';
import { OwnershipStyle, WorkingHours } from '../catalogue/ownership.enums';
import { INVESTMENT_OPTIONS, TIMEFRAME_OPTIONS } from './lead.constants';

/**
 * The matching quiz's answers (issue 43): what a buyer brings and wants. Every answer may be skipped. The same shape
 * ranks listings, is saved to the customer's account, pre-fills the request dialog and the lead form, and travels with
 * a lead to the franchisor. The money answers use the lead form's own options, so a quiz answer pre-fills it as is.
 */

/** The buyer's background. */
export enum BusinessExperience {
  NONE = 'none',
  MANAGER = 'manager',
  BUSINESS_OWNER = 'business_owner',
  FRANCHISEE = 'franchisee',
}

registerEnumType(BusinessExperience, { name: 'BusinessExperience', description: "A buyer's business background." });

export const EXPERIENCE_LABELS: Record<BusinessExperience, string> = {
  [BusinessExperience.NONE]: 'No management or business experience yet',
  [BusinessExperience.MANAGER]: 'I have managed people or a team',
  [BusinessExperience.BUSINESS_OWNER]: 'I have run my own business',
  [BusinessExperience.FRANCHISEE]: 'I have owned a franchise before',
};

/** What the buyer could borrow on top of their own money. */
export const BORROWING_OPTIONS = ['Nothing', '£25,000', '£50,000', '£100,000', '£250,000+'] as const;

/** At most this many sectors (top-level categories) in one set of answers. */
export const MAX_MATCH_SECTORS = 10;

@InputType({ description: "The matching quiz's answers; every one may be left out (skipped)." })
export class MatchAnswersInput {
  @Field(() => String, { nullable: true, description: 'Money available to invest: one of the desired-investment options.' })
  @OneOf('Money to invest', INVESTMENT_OPTIONS)
  ownCash?: string | null;

  @Field(() => String, { nullable: true, description: "What the buyer could borrow: one of 'Nothing', '£25,000' … '£250,000+'." })
  @OneOf('Money to borrow', BORROWING_OPTIONS)
  borrowing?: string | null;

  @Field(() => OwnershipStyle, { nullable: true })
  involvement?: OwnershipStyle | null;

  @Field(() => WorkingHours, { nullable: true })
  hours?: WorkingHours | null;

  @Field(() => [ID], { nullable: true, description: 'Sectors of interest: top-level category ids.' })
  @ArrayMaxSize(MAX_MATCH_SECTORS, { message: `Please choose at most ${MAX_MATCH_SECTORS} sectors` })
  @IsUUID('all', { each: true, message: Messages.chooseOption('Sector') })
  sectorIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The town the buyer wants to work in, as typed.' })
  @MaxChars('City/Town', 120)
  town?: string | null;

  @Field(() => BusinessExperience, { nullable: true })
  experience?: BusinessExperience | null;

  @Field(() => String, { nullable: true, description: 'When the buyer wants to start: one of the desired-timeframe options.' })
  @OneOf('Timeframe', TIMEFRAME_OPTIONS)
  timeframe?: string | null;
}

@ObjectType({ description: "A buyer's quiz answers as given; a field is null where the question was skipped." })
export class MatchAnswers {
  @Field(() => String, { nullable: true })
  ownCash: string | null;

  @Field(() => String, { nullable: true })
  borrowing: string | null;

  @Field(() => OwnershipStyle, { nullable: true })
  involvement: OwnershipStyle | null;

  @Field(() => WorkingHours, { nullable: true })
  hours: WorkingHours | null;

  @Field(() => [ID])
  sectorIds: string[];

  @Field(() => String, { nullable: true })
  town: string | null;

  @Field(() => BusinessExperience, { nullable: true })
  experience: BusinessExperience | null;

  @Field(() => String, { nullable: true })
  timeframe: string | null;
}

/** The answers as stored (a jsonb column): skipped questions are left out. */
export type StoredMatchAnswers = Partial<{
  ownCash: string;
  borrowing: string;
  involvement: OwnershipStyle;
  hours: WorkingHours;
  sectorIds: string[];
  town: string;
  experience: BusinessExperience;
  timeframe: string;
}>;

/** The quiz's answers a request may carry to its franchisors (issue 43): optional; validated as the quiz's. */
export const MatchAnswersField = (): PropertyDecorator => (target, key) => {
  Field(() => MatchAnswersInput, {
    nullable: true,
    description: "The matching quiz's answers, sent with the request when the enquirer chose to; null: none.",
  })(target, key);
  ValidateNested()(target, key);
};

/** The answers given, without the skipped ones (as stored). */
export function storedAnswers(a: MatchAnswersInput): StoredMatchAnswers {
  const text = (v: string | null | undefined) => v?.trim() || undefined;
  const stored: StoredMatchAnswers = {
    ownCash: text(a.ownCash),
    borrowing: text(a.borrowing),
    involvement: a.involvement ?? undefined,
    hours: a.hours ?? undefined,
    sectorIds: a.sectorIds?.length ? [...new Set(a.sectorIds)] : undefined,
    town: text(a.town),
    experience: a.experience ?? undefined,
    timeframe: text(a.timeframe),
  };
  return Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined));
}
