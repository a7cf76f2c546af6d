import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A franchisor's response figures over the last 90 days, as the public sees them (at least 5 leads)." })
export class ResponseTime {
  @Field(() => String, {
    nullable: true,
    description: "'Usually replies within 3 hours', '... within a day'...; null when the median is over a week or not reached.",
  })
  summary: string | null;

  @Field(() => Int, { nullable: true, description: 'Median seconds to the first response; null when more than half went unanswered.' })
  medianSeconds: number | null;

  @Field(() => Int, { description: 'Share of the leads answered within 24 hours, in whole percent.' })
  withinDayPercent: number;

  @Field(() => Int, { description: 'Leads counted (created in the last 90 days, answered or over a day old).' })
  leads: number;
}

@ObjectType({ description: 'One week of the franchisor’s response trend: the leads created that week (UK time, from Monday).' })
export class ResponseWeek {
  @Field({ description: 'The Monday the week starts (YYYY-MM-DD).' })
  weekStart: string;

  @Field(() => Int)
  leads: number;

  @Field(() => Int)
  answeredWithinDay: number;

  @Field(() => Int, { nullable: true })
  medianSeconds: number | null;
}

@ObjectType({ description: "The viewer's own response times over the last 90 days, with a weekly trend." })
export class FranchisorResponseTimes {
  @Field(() => Int, { description: 'Leads counted (created in the last 90 days, answered or over a day old).' })
  leads: number;

  @Field(() => Int)
  answeredWithinDay: number;

  @Field(() => Int, { description: 'Share answered within 24 hours, in whole percent.' })
  withinDayPercent: number;

  @Field(() => Int, { nullable: true, description: 'Median seconds to the first response; null when more than half went unanswered.' })
  medianSeconds: number | null;

  @Field(() => String, { nullable: true, description: 'What the listings show, when they show it.' })
  summary: string | null;

  @Field({ description: 'Whether the listings show the figures (at least 5 leads counted).' })
  shownOnListings: boolean;

  @Field(() => Int, { description: 'The leads needed before the listings show the figures.' })
  minimumLeads: number;

  @Field(() => [ResponseWeek], { description: 'By week of creation, oldest first.' })
  weeks: ResponseWeek[];
}
