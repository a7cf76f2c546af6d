import { Arg, Authorized, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageInput, pageOffset, toPage } from '../../common/pagination';
import type { Services } from '../../services';
import { UserType } from '../auth/auth.enums';
import { CurrentUser } from '../auth/current-user';
import { franchisorIdOf } from '../auth/franchisor-of';
import type { Profile } from '../auth/profile.entity';
import { TerritoryState } from '../catalogue/territory.enums';
import { AddTerritoriesInput, FranchisorTerritory, FranchisorTerritoryPage } from './franchisor-territory.types';

@Resolver()
export class FranchisorTerritoryResolver {
  constructor(private readonly services: Services) {}

  @Authorized(UserType.FRANCHISOR)
  @Query(() => FranchisorTerritoryPage, { description: "One of the company's listings' territories, by postcode area and district." })
  async myFranchiseTerritories(
    @Arg('franchiseId', () => ID) franchiseId: string,
    @Arg('page', () => PageInput, { defaultValue: new PageInput() }) page: PageInput,
    @CurrentUser() user: Profile,
  ): Promise<FranchisorTerritoryPage> {
    const [items, total, counts] = await this.services.franchisorTerritories.list(franchisorIdOf(user), franchiseId, pageOffset(page), page.pageSize);
    return { ...toPage(items, total, page), ...counts };
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => Int, {
    description: 'Adds postcode districts to a listing in one state (or moves those already there to it); returns how many were given.',
  })
  addFranchiseTerritories(@Arg('input') input: AddTerritoriesInput, @CurrentUser() user: Profile): Promise<number> {
    return this.services.franchisorTerritories.add(franchisorIdOf(user), input.franchiseId, input.districts, input.state);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => FranchisorTerritory, { description: "Sets one territory's state: available, reserved or taken." })
  setFranchiseTerritoryState(
    @Arg('id', () => ID) id: string,
    @Arg('state', () => TerritoryState) state: TerritoryState,
    @CurrentUser() user: Profile,
  ): Promise<FranchisorTerritory> {
    return this.services.franchisorTerritories.setState(franchisorIdOf(user), id, state);
  }

  @Authorized(UserType.FRANCHISOR)
  @Mutation(() => Boolean, { description: 'Removes one territory from its listing.' })
  removeFranchiseTerritory(@Arg('id', () => ID) id: string, @CurrentUser() user: Profile): Promise<boolean> {
    return this.services.franchisorTerritories.remove(franchisorIdOf(user), id);
  }
}
