import { ArrayMaxSize, ArrayMinSize, IsEnum } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MaxChars, NotBlank } from '../../common/validation';
import { ApiScope } from '../auth/api-scope';
import { API_TOKEN_NAME_MAX, ApiTokenRules } from './api-token.rules';

@InputType()
export class CreateApiTokenInput {
  @Field({ description: 'What the token is for, e.g. the CRM it is given to; up to 100 characters.' })
  @NotBlank('Name')
  @MaxChars('Name', API_TOKEN_NAME_MAX)
  name: string;

  @Field(() => [ApiScope], { description: 'At least one.' })
  @ArrayMinSize(1, { message: ApiTokenRules.chooseScope })
  @ArrayMaxSize(Object.values(ApiScope).length, { message: ApiTokenRules.chooseScope })
  @IsEnum(ApiScope, { each: true, message: ApiTokenRules.chooseScope })
  scopes: ApiScope[];
}
