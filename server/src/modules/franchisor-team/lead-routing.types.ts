import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { LeadRoutingMode } from './lead-routing.entity';

registerEnumType(LeadRoutingMode, { name: 'LeadRoutingMode', description: 'By area, or in turn (round robin).' });

@ObjectType({ description: 'An area a listing recruits in.' })
export class RoutingArea {
  @Field()
  key: string;

  @Field()
  name: string;
}

@ObjectType({ description: "A member of a listing's rule: in the turn (area null) or the member of one area." })
export class RoutingTarget {
  @Field(() => ID)
  memberId: string;

  @Field(() => String, { nullable: true })
  area: string | null;
}

@ObjectType({ description: "One of the company's listings and how its new leads are assigned." })
export class ListingRouting {
  @Field(() => ID)
  franchiseId: string;

  @Field()
  name: string;

  @Field(() => LeadRoutingMode, { nullable: true, description: 'Null: new leads arrive unassigned.' })
  mode: LeadRoutingMode | null;

  @Field(() => [RoutingArea])
  areas: RoutingArea[];

  @Field(() => [RoutingTarget])
  members: RoutingTarget[];
}

@InputType()
export class RoutingTargetInput {
  @Field(() => ID)
  memberId: string;

  @Field(() => String, { nullable: true, description: "One of the listing's area keys (by area); left out in turn." })
  area?: string | null;
}

@InputType()
export class SetLeadRoutingInput {
  @Field(() => ID)
  franchiseId: string;

  @Field(() => LeadRoutingMode, { nullable: true, description: 'Null removes the rule.' })
  mode?: LeadRoutingMode | null;

  @Field(() => [RoutingTargetInput], { nullable: true })
  members?: RoutingTargetInput[] | null;
}
