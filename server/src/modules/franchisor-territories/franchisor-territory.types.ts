import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { MaxChars } from '../../common/validation';
import { TerritoryState } from '../catalogue/territory.enums';

@ObjectType({ description: "One of a franchisor's listing's territories, as its editor shows it." })
export class FranchisorTerritory {
  @Field(() => ID)
  id: string;

  @Field(() => String, { description: "'LS6'." })
  district: string;

  @Field(() => String, { description: "The post town of the district's area, e.g. 'Leeds'." })
  postTown: string;

  @Field(() => TerritoryState)
  state: TerritoryState;
}

@ObjectType()
export class FranchisorTerritoryPage extends Paginated(FranchisorTerritory) {
  @Field(() => Int)
  available: number;

  @Field(() => Int)
  reserved: number;

  @Field(() => Int)
  taken: number;
}

@InputType({ description: 'Districts to add to a listing, all in one state (a district already there takes the state).' })
export class AddTerritoriesInput {
  @Field(() => ID)
  franchiseId: string;

  @Field(() => String, { description: "Postcode districts separated by commas, spaces or new lines: 'LS1, LS6 M14'." })
  @MaxChars('Districts', 20000)
  districts: string;

  @Field(() => TerritoryState, { defaultValue: TerritoryState.AVAILABLE })
  state: TerritoryState = TerritoryState.AVAILABLE;
}
