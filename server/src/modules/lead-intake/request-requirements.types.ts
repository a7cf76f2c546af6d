import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import { MaxChars, OneOf } from '../../common/validation';
import { PlaceArea } from '../catalogue/place.types';
import { INVESTMENT_OPTIONS } from './lead.constants';
import { FranchiseIds } from './lead-request.inputs';

@InputType({ description: 'The franchises a request would go to, and the capital and town the enquirer has entered so far.' })
export class RequestRequirementsInput {
  @Field(() => [ID])
  @FranchiseIds(false)
  franchiseIds: string[];

  @Field(() => String, { nullable: true, description: 'One of the desired-investment options; blank: not given yet.' })
  @OneOf('Desired investment', INVESTMENT_OPTIONS)
  desiredInvestment?: string | null;

  @Field(() => String, { nullable: true, description: 'The town as typed; blank: not given yet.' })
  @MaxChars('City/Town', 120)
  city?: string | null;
}

@ObjectType({
  description:
    "One franchise's requirements and what the enquirer's capital and town miss of them, screened as the lead will be when sent. The enquirer may still send.",
})
export class RequestRequirement {
  @Field(() => ID)
  franchiseId: string;

  @Field()
  name: string;

  @Field(() => Float, { nullable: true, description: 'Pounds; null when the listing states none.' })
  minimumLiquidCapital: number | null;

  @Field(() => [PlaceArea], { description: 'The areas it recruits in, widest first; empty when it states none (anywhere).' })
  areas: PlaceArea[];

  @Field({ description: 'Below the minimum liquid capital.' })
  belowMinCapital: boolean;

  @Field({ description: 'The town is outside the areas it recruits in.' })
  outsideAreas: boolean;

  @Field(() => [String], {
    description: "Plain notes for the enquirer, one per requirement missed: 'This franchise does not recruit in Leeds at the moment'.",
  })
  notes: string[];
}
