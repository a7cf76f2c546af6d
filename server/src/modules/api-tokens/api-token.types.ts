import { Field, ID, ObjectType } from 'type-graphql';
import { ApiScope } from '../auth/api-scope';

@ObjectType('ApiToken', { description: "One of a franchisor company's API tokens, as its owners see it (never the token itself)." })
export class ApiTokenView {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;

  @Field({ description: "The token's first characters, e.g. 'fc_Ab3x', to tell tokens apart." })
  hint: string;

  @Field(() => [ApiScope])
  scopes: ApiScope[];

  @Field()
  createdAt: Date;

  @Field(() => String, { nullable: true, description: 'The name of the member who created it; null once that account is gone.' })
  createdByName: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute); null if never.' })
  lastUsedAt: Date | null;
}

@ObjectType({ description: 'A token just created: the token itself is in this answer only, never again.' })
export class CreatedApiToken {
  @Field(() => ApiTokenView)
  apiToken: ApiTokenView;

  @Field({ description: "The token to send as 'Authorization: Bearer <token>'. Shown once: only its hash is stored." })
  token: string;
}
