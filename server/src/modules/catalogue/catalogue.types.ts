import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../common/pagination';
import { InvestmentRange } from './catalogue.enums';
import { FranchiseView } from './franchise.types';

@ObjectType()
export class FranchisePage extends Paginated(FranchiseView) {}

@ObjectType({ description: 'How many public listings a category option of the search leads to.' })
export class CategoryFacet {
  @Field(() => ID, { description: 'A main category or a subcategory.' })
  categoryId: string;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: 'How many public listings an Investment Range option of the search leads to.' })
export class InvestmentFacet {
  @Field(() => InvestmentRange)
  range: InvestmentRange;

  @Field(() => Int)
  count: number;
}

@ObjectType({
  description:
    "Result counts for the search filters' options. Each counts across the other filters: a category's count is the total the search gives with that category chosen instead.",
})
export class SearchFacetsResult {
  @Field(() => [CategoryFacet], { description: 'Main categories and subcategories with at least one match.' })
  categories: CategoryFacet[];

  @Field(() => [InvestmentFacet], { description: 'Every investment range, in order, zeros included.' })
  investmentRanges: InvestmentFacet[];
}
