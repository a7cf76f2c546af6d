import { Arg, Authorized, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { CurrentUser } from '../auth/current-user';
import type { Profile } from '../auth/profile.entity';
import { CreateApiTokenInput } from './api-token.inputs';
import { ApiTokenView, CreatedApiToken } from './api-token.types';

/**
 * The franchisor's API tokens page (issue 42). No field here carries a scope, so an API token can never list,
 * create or revoke tokens: only a signed-in member allowed by canManageIntegrations can.
 */
@Resolver()
export class ApiTokenResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => [ApiTokenView], { description: "The company's active API tokens, newest first." })
  apiTokens(@CurrentUser() user: Profile): Promise<ApiTokenView[]> {
    return this.services.apiTokens.list(user);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => CreatedApiToken, { description: 'Creates an API token for the company; the token is in this answer only.' })
  createApiToken(@Arg('input') input: CreateApiTokenInput, @CurrentUser() user: Profile): Promise<CreatedApiToken> {
    return this.services.apiTokens.create(user, input);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => ApiTokenView, { description: 'Revokes one of the company’s API tokens: it is refused from the next request on.' })
  revokeApiToken(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<ApiTokenView> {
    return this.services.apiTokens.revoke(user, id);
  }
}
