import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { FranchiseView } from '../catalogue/franchise.types';
import { MatchAnswers } from '../lead-intake/match-answers';
import type { SavedMatch } from './saved-match.entity';

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

@ObjectType('SavedMatch', { description: "A customer's saved quiz answers; opened again, they rank the listings of the day." })
export class SavedMatchView {
  @Field(() => ID)
  id: string;

  @Field(() => MatchAnswers)
  answers: MatchAnswers;

  @Field()
  createdAt: Date;
}

export function toSavedMatchView(m: SavedMatch): SavedMatchView {
  const a = m.answers;
  return {
    id: m.id,
    createdAt: m.createdAt,
    answers: {
      ownCash: a.ownCash ?? null,
      borrowing: a.borrowing ?? null,
      involvement: a.involvement ?? null,
      hours: a.hours ?? null,
      sectorIds: a.sectorIds ?? [],
      town: a.town ?? null,
      experience: a.experience ?? null,
      timeframe: a.timeframe ?? null,
    },
  };
}
