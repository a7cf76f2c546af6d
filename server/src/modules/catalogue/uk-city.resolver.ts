import { Arg, Int, Query, Resolver } from 'type-graphql';
import type { Services } from '../../services';
import { MAX_CITIES } from './catalogue.service';
import { UkCityOption, toUkCityOption } from './uk-city.types';

/** UK cities and large towns: the franchise form's location picker. */
@Resolver(() => UkCityOption)
export class UkCityResolver {
  constructor(private readonly services: Services) {}

  @Query(() => [UkCityOption], {
    description: `Cities whose name contains the search (any case), those starting with it first, then by name; at most ${MAX_CITIES}.`,
  })
  async ukCities(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('limit', () => Int, { defaultValue: 20 }) limit: number,
  ): Promise<UkCityOption[]> {
    return (await this.services.catalogue.ukCities(search, limit)).map(toUkCityOption);
  }
}
