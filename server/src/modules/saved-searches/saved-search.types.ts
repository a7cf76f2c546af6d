import { Field, ID, ObjectType } from 'type-graphql';
import { FranchiseSort, InvestmentRange } from '../catalogue/catalogue.enums';
import type { SavedSearch } from './saved-search.entity';
import { SearchAlert } from './saved-search.enums';

@ObjectType({ description: "One of the viewer's saved searches." })
export class SavedSearchView {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  text: string | null;

  @Field(() => ID, { nullable: true })
  categoryId: string | null;

  @Field(() => ID, { nullable: true })
  subcategoryId: string | null;

  @Field(() => String, { nullable: true })
  location: string | null;

  @Field(() => InvestmentRange, { nullable: true })
  investment: InvestmentRange | null;

  @Field(() => FranchiseSort)
  sort: FranchiseSort;

  @Field(() => SearchAlert)
  alert: SearchAlert;

  @Field()
  createdAt: Date;
}

export const toSavedSearchView = (s: SavedSearch): SavedSearchView => ({
  id: s.id,
  name: s.name,
  text: s.text,
  categoryId: s.categoryId,
  subcategoryId: s.subcategoryId,
  location: s.location,
  investment: s.investment as InvestmentRange | null,
  sort: s.sort as FranchiseSort,
  alert: s.alert,
  createdAt: s.createdAt,
});
