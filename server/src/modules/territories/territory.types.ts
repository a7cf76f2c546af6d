import { Field, Int, ObjectType } from 'type-graphql';
import { TerritoryState } from '../catalogue/territory.enums';

@ObjectType({ description: "The nearest of a listing's available districts to the one asked about." })
export class NearestTerritory {
  @Field(() => String, { description: "'LS17'." })
  district: string;

  @Field(() => String, { description: "The post town of the district's postcode area, e.g. 'Leeds'." })
  postTown: string;

  @Field(() => Int, {
    nullable: true,
    description: "Miles between the two postcode areas' centres, rounded; null when both districts are in the same area.",
  })
  miles: number | null;
}

@ObjectType({ description: "A postcode looked up against one listing's territories (issue 43)." })
export class TerritoryCheck {
  @Field(() => String, { description: "The district the postcode is in, e.g. 'LS6'." })
  district: string;

  @Field(() => TerritoryState, { nullable: true, description: "The district's state; null when it is not one of the listing's territories." })
  state: TerritoryState | null;

  @Field(() => NearestTerritory, { nullable: true, description: 'Unless the district itself is available: the nearest available one, if any.' })
  nearestAvailable: NearestTerritory | null;

  @Field(() => String, { description: "What the visitor reads: 'Available in LS6', 'Taken; nearest available: LS17 (in the Leeds area)'." })
  message: string;
}

@ObjectType({ description: "A public listing's territories by postcode district: how many there are in each state, and a postcode checked." })
export class FranchiseTerritories {
  @Field(() => Int)
  available: number;

  @Field(() => Int)
  reserved: number;

  @Field(() => Int)
  taken: number;

  @Field(() => TerritoryCheck, { nullable: true, description: 'The postcode asked about; null when none was given.' })
  check: TerritoryCheck | null;
}
