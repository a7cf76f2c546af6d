import { IsOptional, IsUUID } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { Messages } from '../../common/errors';
import { MaxChars } from '../../common/validation';
import { FranchiseSort, InvestmentRange } from './catalogue.enums';

/** The public search: every filter optional; an empty one matches everything. */
@InputType()
export class FranchiseSearchInput {
  @Field(() => String, { nullable: true, description: 'Words that must each occur in the name, short description or location.' })
  @MaxChars('Search', 200)
  text?: string | null;

  @Field(() => ID, { nullable: true, description: 'A category; matches franchises in it or in any of its subcategories.' })
  @IsOptional()
  @IsUUID('all', { message: Messages.categoryNotFound })
  categoryId?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID('all', { message: Messages.categoryNotFound })
  subcategoryId?: string | null;

  @Field(() => String, { nullable: true, description: 'Case-insensitive part of the location.' })
  @MaxChars('Location', 200)
  location?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A UK postcode or postcode district: only listings with an available territory within 25 miles of it (issue 43).',
  })
  @MaxChars('Postcode', 20)
  availableNear?: string | null;

  @Field(() => InvestmentRange, { nullable: true })
  investment?: InvestmentRange | null;

  @Field(() => FranchiseSort, { defaultValue: FranchiseSort.NEWEST })
  sort: FranchiseSort = FranchiseSort.NEWEST;
}
