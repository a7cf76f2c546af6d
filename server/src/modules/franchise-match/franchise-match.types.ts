import { Field, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { FranchiseView } from '../catalogue/franchise.types';

@ObjectType({ description: "A reason a listing ranks where it does in the quiz's results: 'Within your budget', 'Needs £150,000 in all'." })
export class MatchReason {
  @Field()
  text: string;

  @Field({ description: 'True for a fit, false for a plain miss.' })
  fits: boolean;
}

@ObjectType({ description: 'A public listing ranked by how well it fits the quiz answers.' })
export class FranchiseMatch {
  @Field(() => FranchiseView)
  franchise: FranchiseView;

  @Field(() => Int, { description: 'The points of the fit: higher is better; 0 when nothing answered is stated.' })
  fit: number;

  @Field(() => [MatchReason], { description: 'In the order of the questions.' })
  reasons: MatchReason[];
}

@ObjectType()
export class FranchiseMatchPage extends Paginated(FranchiseMatch) {}
