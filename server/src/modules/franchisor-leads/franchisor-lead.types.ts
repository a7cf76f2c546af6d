import type { StoredMatchAnswers } from '../lead-intake/match-answers';
import { IsOptional, IsUUID, ValidateBy } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { Paginated } from '../../common/pagination';
import { MaxChars, NotBlank } from '../../common/validation';
import { ContactMethod, ContactTime, InterestStatus, LeadScore, LeadStatus } from '../lead-intake/lead.enums';

/**
 * A franchisor's view of one of their leads: everything the enquirer gave. The franchise is resolved
 * through the request's DataLoader.
 */
@ObjectType({ description: "A franchisor's view of a lead to one of their franchises." })
export class FranchisorLead {
  @Field(() => ID)
  id: string;

  /** Null once the franchise was removed. */
  franchiseId: string | null;

  /** The enquirer's customer profile; null for visitors and deleted accounts. Not published. */
  userId: string | null;

  @Field(() => ID, { description: "The franchisor company's id: the sender of its side of the lead's conversation, whichever member wrote." })
  franchisorId: string;

  @Field(() => ID, { nullable: true, description: 'The member of the company the lead is assigned to; null when unassigned.' })
  assignedTo: string | null;

  @Field({ description: 'Whether the enquirer has a customer account (and so can be messaged here).' })
  hasAccount: boolean;

  @Field()
  name: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field()
  city: string;

  @Field()
  postCode: string;

  @Field()
  country: string;

  @Field()
  desiredInvestment: string;

  @Field()
  desiredTimeframe: string;

  @Field()
  message: string;

  @Field(() => LeadStatus)
  status: LeadStatus;

  @Field(() => InterestStatus, { description: "The customer's own interest status (still interested by default)." })
  interestStatus: InterestStatus;

  @Field({ description: 'Opted in to news of new franchise opportunities.' })
  marketingOptIn: boolean;

  @Field(() => String, { nullable: true, description: 'The consent text the enquirer saw when sending, if any.' })
  consentText: string | null;

  @Field(() => Date, { nullable: true, description: 'When the consent was given.' })
  consentAt: Date | null;

  @Field({ description: "Whether the enquirer met the listing's requirements (minimum capital, areas) when they asked." })
  meetsRequirements: boolean;

  @Field(() => [String], { description: "What the enquirer missed of the listing's requirements, e.g. 'Below your minimum capital'." })
  requirementsMissed: string[];

  @Field(() => ContactMethod, { description: 'How the enquirer wants to be contacted.' })
  contactMethod: ContactMethod;

  @Field(() => ContactTime, { description: 'When the enquirer wants to be contacted.' })
  contactTime: ContactTime;

  @Field(() => Int, { description: "The customer's messages about this lead that the franchisor has not read." })
  unreadMessageCount: number;

  // The score's stored signals and result (LeadScore migration); published as `score` by the resolver.
  belowMinCapital: boolean;
  outsideAreas: boolean;
  franchisesInRequest: number;
  enquirerReplies: number;
  scoreBand: LeadScore;
  scorePoints: number;
  quizFit: boolean | null;
  /** Published as `quizAnswers` by the resolver, in the franchisor's words. */
  matchAnswers: StoredMatchAnswers | null;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: "One of the matching quiz's answers a lead carries (issue 43), in the franchisor's words." })
export class LeadQuizAnswer {
  @Field({ description: "The quiz's question in short: 'Money to invest', 'Involvement'." })
  question: string;

  @Field({ description: "The answer as the enquirer chose it: '£50,000', 'Manager-owner'." })
  answer: string;
}

@ObjectType({ description: 'One line of why a lead has its score: something the franchisor can check, and its points.' })
export class LeadScoreReason {
  @Field({ description: "E.g. 'Meets your requirements', 'Asked 3 franchises at once', 'Replied to you'." })
  text: string;

  @Field(() => Int, { description: 'The points it gave (0 when it gave none).' })
  points: number;
}

@ObjectType({ description: "A lead's score: its band, its points and why (the formula: docs/decisions.md)." })
export class LeadScoreView {
  @Field(() => LeadScore)
  band: LeadScore;

  @Field(() => Int)
  points: number;

  @Field(() => Int, { description: 'The most points a lead can have.' })
  maxPoints: number;

  @Field(() => [LeadScoreReason], { description: 'One reason per signal, in the formula’s order; their points add up to `points`.' })
  reasons: LeadScoreReason[];
}

/** The order of the Leads page and its export. */
export enum FranchisorLeadSort {
  NEWEST = 'newest',
  SCORE = 'score',
}
registerEnumType(FranchisorLeadSort, {
  name: 'FranchisorLeadSort',
  description: 'Newest first, or highest score first (then newest).',
});

@ObjectType()
export class FranchisorLeadPage extends Paginated(FranchisorLead) {}

@ObjectType({ description: "The Leads page's stat cards." })
export class FranchisorLeadStats {
  @Field(() => Int)
  total: number;

  @Field(() => Int)
  new: number;

  @Field(() => Int)
  qualified: number;

  @Field(() => Int)
  converted: number;

  @Field(() => Int, { description: "Leads that meet their listing's requirements." })
  meetingRequirements: number;

  @Field(() => Int, { description: "Leads that miss one of their listing's requirements." })
  missingRequirements: number;

  @Field(() => Int, { description: 'Leads scored High.' })
  highScore: number;

  @Field(() => Int, { description: 'Leads scored Medium.' })
  mediumScore: number;

  @Field(() => Int, { description: 'Leads scored Low.' })
  lowScore: number;
}

/** YYYY-MM-DD naming a real calendar day. */
export const isCalendarDate = (value: unknown): boolean => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

const CalendarDate = () => ValidateBy({ name: 'calendarDate', validator: { validate: isCalendarDate } }, { message: Messages.invalidDate });

@InputType({ description: 'Filters of the Leads page and its CSV export; dates are UK calendar days, both inclusive.' })
export class FranchisorLeadFilter {
  @Field(() => LeadStatus, { nullable: true })
  status?: LeadStatus | null;

  @Field(() => Boolean, { nullable: true, description: "Only leads that meet (true) or miss (false) their listing's requirements." })
  meetsRequirements?: boolean | null;

  @Field(() => LeadScore, { nullable: true, description: 'Only leads of this score.' })
  score?: LeadScore | null;

  @Field(() => ID, { nullable: true, description: "One of the franchisor's own franchises." })
  @IsOptional()
  @IsUUID('all', { message: Messages.franchiseNotFound })
  franchiseId?: string | null;

  @Field(() => String, { nullable: true, description: 'From this day (YYYY-MM-DD).' })
  @IsOptional()
  @CalendarDate()
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Up to and including this day (YYYY-MM-DD).' })
  @IsOptional()
  @CalendarDate()
  to?: string | null;

  @Field(() => String, { nullable: true, description: "Part of the enquirer's name or e-mail address." })
  @IsOptional()
  @MaxChars('Search', 200)
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: "Only the leads assigned to the viewer ('Assigned to me')." })
  assignedToMe?: boolean | null;
}

@InputType()
export class SetFranchisorLeadStatusInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.leadNotFound })
  leadId: string;

  @Field(() => LeadStatus)
  status: LeadStatus;
}

@InputType()
export class AssignFranchisorLeadInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.leadNotFound })
  leadId: string;

  @Field(() => ID, { nullable: true, description: 'A member of the company; null leaves the lead unassigned.' })
  @IsOptional()
  @IsUUID('all', { message: Messages.assigneeNotMember })
  assigneeId?: string | null;
}

@ObjectType({ description: 'The member a lead is assigned to.' })
export class LeadAssignee {
  @Field(() => ID)
  id: string;

  @Field()
  fullName: string;
}

@InputType()
export class ReplyToFranchisorLeadInput {
  @Field(() => ID)
  @IsUUID('all', { message: Messages.leadNotFound })
  leadId: string;

  /** The subject is not an input: it is always 'Re: {franchise name}'. */
  @Field()
  @NotBlank('Message')
  @MaxChars('Message', 10000)
  content: string;
}
