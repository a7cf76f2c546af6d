import { Arg, ID, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { FranchiseTerritories } from './territory.types';

@Resolver()
export class TerritoryResolver {
  constructor(private readonly services: Services) {}

  @Query(() => FranchiseTerritories, {
    description: "A public listing's territories by postcode district (issue 43), and the postcode given checked against them.",
  })
  franchiseTerritories(
    @Arg('franchiseId', () => ID) franchiseId: string,
    @Arg('postcode', () => String, { nullable: true, description: "A UK postcode or district: 'LS6 2AB', 'LS6'." }) postcode?: string | null,
  ): Promise<FranchiseTerritories> {
    return this.services.territories.lookup(franchiseId, postcode);
  }
}
