import { ValidateNested } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MaxChars, NotBlank } from '../../common/validation';
import { FranchiseSearchInput } from '../catalogue/catalogue.inputs';
import { SearchAlert } from './saved-search.enums';

@InputType()
export class SaveSearchInput {
  @Field()
  @NotBlank('Name')
  @MaxChars('Name', 100)
  name: string;

  @Field(() => FranchiseSearchInput, { description: 'The filters and sort, as the search page sends them.' })
  @ValidateNested()
  filters: FranchiseSearchInput;

  @Field(() => SearchAlert, { defaultValue: SearchAlert.NONE })
  alert: SearchAlert = SearchAlert.NONE;
}
